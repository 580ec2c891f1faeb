import { useId } from 'react';
import { Clock, Eye, RotateCcw, Save, Users } from 'lucide-react';
import type { GeneratedRecipe } from '@shared/schemas/recipes';
import { paths } from '@web/app/paths';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { useSaveAntiWasteRecipe } from '../api/save-anti-waste-recipe';
import { ANTI_WASTE_TEXTS as T } from '../texts';
import { Button, ButtonLink } from '@web/components/ui/button';

function GeneratedRecipeCard({ recipe }: { recipe: GeneratedRecipe }) {
  const titleId = useId();
  const save = useSaveAntiWasteRecipe();
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <h3 id={titleId} className="text-lg font-semibold text-stone-900">
        {recipe.title}
      </h3>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{T.prepTime} : </span>
          {T.minutes(recipe.prepTime)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{T.servings} : </span>
          {T.peopleValue(recipe.servings)}
        </span>
      </p>
      <p className="text-sm text-stone-800">{recipe.description}</p>
      <div className="text-sm">
        <p className="font-semibold text-stone-900">{T.used}</p>
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {recipe.usedIngredients.map((name) => (
            <li key={name} className="rounded-full bg-green-100 px-2.5 py-0.5 text-green-900">
              {name}
            </li>
          ))}
        </ul>
      </div>
      {recipe.additionalIngredients.length > 0 && (
        <div className="text-sm">
          <p className="font-semibold text-stone-900">{T.additional}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {recipe.additionalIngredients.map((name) => (
              <li key={name} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-stone-800">
                {name}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ErrorAlert>{save.isError ? T.saveError : null}</ErrorAlert>
      <SuccessStatus>{save.isSuccess ? T.saved : null}</SuccessStatus>
      <div className="mt-auto flex flex-col gap-2 sm:flex-row">
        <Button
          type="button"
          disabled={save.isPending}
          onClick={() => save.mutate({ recipeId: recipe.id, usedIngredients: recipe.usedIngredients })}
          variant="primary"
        >
          <Save aria-hidden="true" className="h-4 w-4" />
          {save.isPending ? T.saving : T.save}
        </Button>
        <ButtonLink to={paths.recipe(recipe.id)} variant="secondary">
          <Eye aria-hidden="true" className="h-4 w-4" />
          {T.view}
        </ButtonLink>
      </div>
    </article>
  );
}

/** Results: the count, or the empty message with a hint; 'Modifier les critères' goes back to the form. */
export function GeneratedRecipes({ recipes, onEdit }: { recipes: GeneratedRecipe[]; onEdit: () => void }) {
  const editButton = (
    <Button type="button" onClick={onEdit} variant="secondary">
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      {T.editCriteria}
    </Button>
  );
  if (recipes.length === 0) {
    return (
      <div className="space-y-3 rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center">
        <h2 className="text-lg font-bold text-stone-900">{T.noneFound}</h2>
        <p className="text-stone-700">{T.noneFoundHint}</p>
        {editButton}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-xl font-bold text-stone-900">{T.found(recipes.length)}</h2>
        {editButton}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {recipes.map((recipe) => (
          <GeneratedRecipeCard key={recipe.id} recipe={recipe} />
        ))}
      </div>
    </div>
  );
}
