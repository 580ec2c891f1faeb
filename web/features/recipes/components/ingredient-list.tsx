import { useId } from 'react';
import { ArrowRightLeft, Ban, RotateCcw, X } from 'lucide-react';
import type { Recipe, ServedMeal } from '@shared/schemas/recipes';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { useReplacementSuggestions } from '../api/ask-ingredient-question';
import { scaleQuantity } from '@shared/quantities';
import { formatQuantity } from '../format';
import { IMPORT_TEXTS, RECIPE_TEXTS as T } from '../texts';
import { Button } from '@web/components/ui/button';
import { ServingsStepper } from './servings-stepper';
import { awaitsCheck } from './verify-ingredients';

/** The 'Remplacer' panel: a free input plus the replacements suggested for 'Par quoi remplacer X ?'. */
function ReplacePanel({
  recipe,
  ingredient,
  value,
  onChange,
  onCancel,
  onClose,
}: {
  recipe: Recipe;
  ingredient: string;
  value: string;
  onChange: (value: string) => void;
  onCancel: () => void;
  onClose: () => void;
}) {
  const inputId = useId();
  const suggestions = useReplacementSuggestions(recipe, ingredient, true);
  return (
    <div className="mt-2 space-y-2 rounded-lg border border-brand-100 bg-brand-50 p-3">
      <label htmlFor={inputId} className={labelClass}>
        {T.replaceWith(ingredient)}
      </label>
      <input
        id={inputId}
        type="text"
        value={value}
        maxLength={120}
        autoFocus
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
      {suggestions.isPending ? (
        <p role="status" className="text-sm text-stone-700">
          {T.replacementLoading}
        </p>
      ) : (
        (suggestions.data?.length ?? 0) > 0 && (
          <div>
            <p className="text-xs font-medium text-stone-700">{T.replacementSuggestions}</p>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {suggestions.data?.map((s) => (
                <li key={s.name}>
                  <button
                    type="button"
                    aria-pressed={value.trim() === s.name}
                    onClick={() => onChange(s.name)}
                    className="rounded-full border border-brand-700 bg-white px-3 py-1 text-sm text-brand-900 hover:bg-brand-100 aria-pressed:bg-brand-700 aria-pressed:text-white"
                  >
                    {s.name}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onClose} variant="secondary" size="sm">
          {T.close}
        </Button>
        {value.trim() && (
          <Button type="button" onClick={onCancel} variant="secondary" size="sm">
            <X aria-hidden="true" className="h-3.5 w-3.5" />
            {T.cancelReplacement}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * Ingredients for the portions chosen with the stepper (rounded as the shopping list rounds,
 * shared/quantities.ts), each with 'Remplacer' and 'Exclure' / 'Réintégrer'.
 */
export function IngredientList({
  recipe,
  servings,
  served,
  onServingsChange,
  replacements,
  excluded,
  openReplace,
  onOpenReplace,
  onReplacementChange,
  onCancelReplacement,
  onToggleExcluded,
}: {
  recipe: Recipe;
  servings: number;
  /** A planned meal: `servings` counts people, each eating `served.portions` standard portions. */
  served?: ServedMeal;
  onServingsChange: (servings: number) => void;
  replacements: Record<string, string>;
  excluded: string[];
  openReplace: string | null;
  onOpenReplace: (ingredient: string | null) => void;
  onReplacementChange: (ingredient: string, value: string) => void;
  onCancelReplacement: (ingredient: string) => void;
  onToggleExcluded: (ingredient: string) => void;
}) {
  // The served copy's quantities are for people × portion factor standard portions (recipe.servings).
  const factor = served ? (servings * served.portions) / recipe.servings : servings / Math.max(1, recipe.servings);
  return (
    <section aria-labelledby="recipe-ingredients" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recipe-ingredients" className="text-xl font-bold text-stone-900">
          {T.ingredients}
        </h2>
        <ServingsStepper value={servings} onChange={onServingsChange} countLabel={served ? T.peopleCount : undefined} />
      </div>
      {served && factor === 1 && <p className="text-sm text-stone-700">{T.servedNote(served.people, served.portions)}</p>}
      {factor !== 1 && <p className="text-sm text-stone-700">{T.scaledNote(served ? servings * served.portions : servings)}</p>}
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {recipe.ingredients.map((ingredient) => {
          const name = ingredient.name;
          const isExcluded = excluded.includes(name);
          const replacement = replacements[name]?.trim();
          const shown = scaleQuantity(ingredient.quantity, ingredient.unity, factor);
          return (
            <li key={name} className="p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className={isExcluded ? 'text-stone-500' : 'text-stone-900'}>
                  <span className={isExcluded ? 'line-through' : 'font-medium'}>{name}</span>
                  <span className="ml-2 text-sm text-stone-700">{formatQuantity(shown.quantity, shown.unity)}</span>
                  {isExcluded && <span className="ml-2 text-xs font-semibold uppercase text-red-700">{T.excluded}</span>}
                  {awaitsCheck(ingredient) && (
                    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                      {IMPORT_TEXTS.notRecognised}
                    </span>
                  )}
                  {!isExcluded && replacement && (
                    <span className="ml-2 text-sm font-semibold text-brand-800">→ {T.replacedBy(replacement)}</span>
                  )}
                </p>
                <div className="flex gap-2">
                  {!isExcluded && (
                    <Button
                      type="button"
                      aria-expanded={openReplace === name}
                      aria-label={`${T.replace} ${name}`}
                      onClick={() => onOpenReplace(openReplace === name ? null : name)}
                      variant="secondary"
                      size="sm"
                    >
                      <ArrowRightLeft aria-hidden="true" className="h-3.5 w-3.5" />
                      {T.replace}
                    </Button>
                  )}
                  <Button
                    type="button"
                    aria-label={`${isExcluded ? T.reinstate : T.exclude} ${name}`}
                    onClick={() => onToggleExcluded(name)}
                    variant="secondary"
                    size="sm"
                  >
                    {isExcluded ? (
                      <RotateCcw aria-hidden="true" className="h-3.5 w-3.5" />
                    ) : (
                      <Ban aria-hidden="true" className="h-3.5 w-3.5" />
                    )}
                    {isExcluded ? T.reinstate : T.exclude}
                  </Button>
                </div>
              </div>
              {openReplace === name && !isExcluded && (
                <ReplacePanel
                  recipe={recipe}
                  ingredient={name}
                  value={replacements[name] ?? ''}
                  onChange={(value) => onReplacementChange(name, value)}
                  onCancel={() => onCancelReplacement(name)}
                  onClose={() => onOpenReplace(null)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
