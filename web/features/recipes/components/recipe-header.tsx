import { Clock, Flame, Users, Gauge } from 'lucide-react';
import { levelLabel } from '@shared/options';
import type { Recipe } from '@shared/schemas/recipes';
import { NutriScoreStrip } from '@web/components/ui/nutri-score';
import { PageTitle } from '@web/components/ui/page-title';
import { RECIPE_TEXTS as T } from '../texts';
import { RecipePhoto } from './recipe-photo';
import { RecipeSource } from './recipe-source';

const round = (n: number) => Math.round(n).toLocaleString('fr-FR');

/**
 * The dish's picture (the household's photo or its illustration) with « Ajouter une photo », title, description, an imported recipe's source, times, servings, difficulty, allergens, nutrition per portion (with
 * an imported recipe's lines it could not count) and the Nutri-Score strip (a drink without one, necessarily alcoholic, says it is not applicable).
 */
export function RecipeHeader({ recipe }: { recipe: Recipe }) {
  const facts = [
    { icon: Clock, label: T.prepTime, value: T.minutes(recipe.prepTime) },
    { icon: Flame, label: T.cookTime, value: T.minutes(recipe.cookTime) },
    { icon: Users, label: T.servings, value: String(recipe.servings) },
    { icon: Gauge, label: T.difficulty, value: levelLabel(recipe.complexity) },
  ];
  const n = recipe.nutritionPerPortion;
  const nutrition = [
    { label: T.kcal, value: `${round(n.kcal)} kcal` },
    { label: T.proteines, value: `${round(n.proteines)} g` },
    { label: T.glucides, value: `${round(n.glucides)} g` },
    { label: T.lipides, value: `${round(n.lipides)} g` },
  ];
  return (
    <header className="space-y-4">
      <RecipePhoto key={recipe.id} recipe={recipe} />
      <div className="space-y-2">
        <PageTitle>{recipe.title}</PageTitle>
        {recipe.description && <p className="text-stone-700">{recipe.description}</p>}
        {recipe.source && <RecipeSource source={recipe.source} />}
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-xl bg-stone-100 px-3 py-2">
            <dt className="flex items-center gap-1.5 text-xs text-stone-700">
              <Icon aria-hidden="true" className="h-3.5 w-3.5" />
              {label}
            </dt>
            <dd className="font-semibold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        <section aria-labelledby="recipe-allergens" className="rounded-xl border border-stone-200 bg-white p-3">
          <h2 id="recipe-allergens" className="text-sm font-semibold text-stone-900">
            {T.allergens}
          </h2>
          {recipe.allergens.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {recipe.allergens.map((allergen) => (
                <li key={allergen} className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-950">
                  {allergen}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-stone-700">{T.noAllergens}</p>
          )}
        </section>
        <section aria-labelledby="recipe-nutrition" className="rounded-xl border border-stone-200 bg-white p-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id="recipe-nutrition" className="text-sm font-semibold text-stone-900">
              {T.nutrition}
            </h2>
            <NutriScoreStrip grade={recipe.nutriScore} notApplicable={recipe.dishType === 'Cocktail'} />
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            {nutrition.map(({ label, value }) => (
              <div key={label}>
                <dt className="text-xs text-stone-700">{label}</dt>
                <dd className="font-semibold text-stone-900">{value}</dd>
              </div>
            ))}
          </dl>
          {recipe.notCounted && recipe.notCounted.length > 0 && (
            <div className="mt-2 text-xs text-stone-700">
              <p>{T.notCounted(recipe.notCounted.length)}</p>
              <ul className="list-disc pl-4">
                {recipe.notCounted.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
        </section>
      </div>
    </header>
  );
}
