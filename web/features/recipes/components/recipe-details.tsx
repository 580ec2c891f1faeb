import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ChefHat, Lightbulb, Save, Sparkles, Timer } from 'lucide-react';
import { COMMENT_MAX_LENGTH } from '@shared/constants';
import type { FamilyTreeNode, Recipe, ServedMeal } from '@shared/schemas/recipes';
import { paths } from '@web/app/paths';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { useIterateRecipe } from '../api/iterate-recipe';
import { useSaveRecipe } from '../api/save-recipe';
import {
  canRequestVersion,
  clearReplacement,
  criteriaForSave,
  EMPTY_CUSTOMIZATION,
  replacementList,
  setReplacement,
  toggleExcluded,
  toggleVariant,
  type Customization,
} from '../customization';
import { RECIPE_TEXTS as T } from '../texts';
import { CookingMode } from './cooking-mode';
import { FamilyTree } from './family-tree';
import { IngredientList } from './ingredient-list';
import { IngredientQuestion } from './ingredient-question';
import { RecipeHeader } from './recipe-header';
import { SERVINGS_MAX, SERVINGS_MIN } from './servings-stepper';
import { VerifyIngredients } from './verify-ingredients';
import { RecipeMetaEditor } from './recipe-meta-editor';
import { Button, ButtonLink } from '@web/components/ui/button';

/** The steps, and the 'Mode cuisine' button that shows them one at a time; focus comes back to it on exit. */
function Instructions({ recipe }: { recipe: Recipe }) {
  const [cooking, setCooking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasCooking = useRef(false);
  useEffect(() => {
    if (!cooking && wasCooking.current) opener.current?.focus();
    wasCooking.current = cooking;
  }, [cooking]);
  return (
    <section aria-labelledby="recipe-instructions" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recipe-instructions" className="text-xl font-bold text-stone-900">
          {T.instructions}
        </h2>
        {recipe.instructions.length > 0 && (
          <Button ref={opener} type="button" onClick={() => setCooking(true)} variant="primary">
            <ChefHat aria-hidden="true" className="h-4 w-4" />
            {T.cookingMode}
          </Button>
        )}
      </div>
      {cooking && <CookingMode title={recipe.title} steps={recipe.instructions} onClose={() => setCooking(false)} />}
      <ol className="space-y-3">
        {recipe.instructions.map((step, index) => (
          <li key={index} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-3">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="space-y-1">
              <p className="text-stone-900">{step.explanation}</p>
              {step.time > 0 && (
                <p className="flex items-center gap-1 text-xs text-stone-700">
                  <Timer aria-hidden="true" className="h-3.5 w-3.5" />
                  {T.minutes(step.time)}
                </p>
              )}
              {step.tips && (
                <p className="flex items-start gap-1 text-sm text-stone-700">
                  <Lightbulb aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0 text-amber-600" />
                  <span>
                    <span className="font-semibold">{T.tip} : </span>
                    {step.tips}
                  </span>
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The recipe page body: header, versions, ingredients to replace or exclude, a question,
 * instructions, then what the next version should change. Keyed by recipe id, so a new version starts clean.
 */
export function RecipeDetails({ recipe, familyTree, served }: { recipe: Recipe; familyTree: FamilyTreeNode; served?: ServedMeal }) {
  const navigate = useNavigate();
  const commentId = useId();
  const hintId = useId();
  const [custom, setCustom] = useState<Customization>(EMPTY_CUSTOMIZATION);
  const [openReplace, setOpenReplace] = useState<string | null>(null);
  // A planned meal's page counts people (each eating the meal's portion factor); any other page, portions.
  const [servings, setServings] = useState(() =>
    Math.min(SERVINGS_MAX, Math.max(SERVINGS_MIN, Math.round(served ? served.people : recipe.servings) || SERVINGS_MIN)),
  );
  const iterate = useIterateRecipe();
  const save = useSaveRecipe();
  const ready = canRequestVersion(custom);

  const requestVersion = () => {
    if (!ready || iterate.isPending) return;
    iterate.mutate(
      {
        originalRecipe: recipe,
        variants: custom.variants,
        comment: custom.comment.trim(),
        ingredientReplacements: replacementList(custom),
        excludedIngredients: custom.excluded,
        oldFamilyTree: familyTree,
      },
      { onSuccess: (next) => void navigate(`${paths.recipe(next.id)}?lastRecipeId=${encodeURIComponent(recipe.id)}`) },
    );
  };

  const saveRecipe = () => {
    save.mutate({ ...recipe, criteria: criteriaForSave(recipe.criteria), savedAt: new Date().toISOString() });
  };

  return (
    <div className="space-y-6">
      <RecipeHeader recipe={recipe} />
      <div className="gap-8 space-y-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:space-y-0">
        <aside aria-labelledby="recipe-versions" className="lg:col-start-2 lg:row-start-1">
          <div className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-3 lg:sticky lg:top-20">
            <h2 id="recipe-versions" className="text-lg font-bold text-stone-900">
              {T.versions}
            </h2>
            <FamilyTree
              tree={familyTree}
              currentId={recipe.id}
              label={T.versions}
              hrefFor={(id) => `${paths.recipe(id)}?lastRecipeId=${encodeURIComponent(recipe.id)}`}
            />
          </div>
        </aside>
        <div className="space-y-8 lg:col-start-1 lg:row-start-1">
          <IngredientList
            recipe={recipe}
            servings={servings}
            served={served}
            onServingsChange={setServings}
            replacements={custom.replacements}
            excluded={custom.excluded}
            openReplace={openReplace}
            onOpenReplace={setOpenReplace}
            onReplacementChange={(name, value) => setCustom((c) => setReplacement(c, name, value))}
            onCancelReplacement={(name) => {
              setCustom((c) => clearReplacement(c, name));
              setOpenReplace(null);
            }}
            onToggleExcluded={(name) => {
              setCustom((c) => toggleExcluded(c, name));
              if (openReplace === name) setOpenReplace(null);
            }}
          />
          <VerifyIngredients recipe={recipe} />
          <RecipeMetaEditor recipe={recipe} />
          <IngredientQuestion recipe={recipe} />
          <Instructions recipe={recipe} />

          <section aria-labelledby="recipe-customize" className="space-y-4 rounded-xl border border-stone-200 bg-white p-4">
            <h2 id="recipe-customize" className="text-xl font-bold text-stone-900">
              {T.customizeTitle}
            </h2>
            <fieldset>
              <legend className="font-medium text-stone-900">{T.variants}</legend>
              {recipe.variantSuggestions.length > 0 ? (
                <ul className="mt-2 space-y-2">
                  {recipe.variantSuggestions.map((variant) => (
                    <li key={variant}>
                      <label className="flex cursor-pointer items-start gap-2 text-stone-900">
                        <input
                          type="checkbox"
                          checked={custom.variants.includes(variant)}
                          onChange={() => setCustom((c) => toggleVariant(c, variant))}
                          className="mt-1 h-4 w-4 accent-brand-700"
                        />
                        <span>{variant}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-stone-700">{T.noVariants}</p>
              )}
            </fieldset>
            <div className="space-y-1">
              <label htmlFor={commentId} className={labelClass}>
                {T.comments}
              </label>
              <textarea
                id={commentId}
                rows={3}
                value={custom.comment}
                maxLength={COMMENT_MAX_LENGTH}
                placeholder={T.commentsPlaceholder}
                onChange={(event) => setCustom((c) => ({ ...c, comment: event.target.value }))}
                className={inputClass}
              />
            </div>
            <ErrorAlert>{iterate.isError ? T.variantError : null}</ErrorAlert>
            {iterate.isPending && (
              <p role="status" className="sr-only">
                {T.generating}
              </p>
            )}
            <div className="space-y-1">
              {!ready && (
                <p id={hintId} className="text-sm text-stone-700">
                  {T.newVersionHint}
                </p>
              )}
              <Button
                type="button"
                onClick={requestVersion}
                disabled={!ready || iterate.isPending}
                aria-describedby={ready ? undefined : hintId}
                variant="primary"
                className="w-full sm:w-auto"
              >
                <Sparkles aria-hidden="true" className="h-4 w-4" />
                {iterate.isPending ? T.generating : T.newVersion}
              </Button>
            </div>
          </section>

          <div className="space-y-3">
            <ErrorAlert>{save.isError ? T.saveError : null}</ErrorAlert>
            <SuccessStatus>{save.isSuccess ? T.saved : null}</SuccessStatus>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="button" onClick={saveRecipe} disabled={save.isPending} variant="primary">
                <Save aria-hidden="true" className="h-4 w-4" />
                {save.isPending ? T.saving : T.save}
              </Button>
              <ButtonLink to={paths.inspiration} variant="secondary">
                <Lightbulb aria-hidden="true" className="h-4 w-4" />
                {T.newInspiration}
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
