import { useId, useState } from 'react';
import { Save } from 'lucide-react';
import { ANTI_WASTE_MEAL_TYPES, DISH_TYPE_OPTIONS, mealTypeLabel } from '@shared/options';
import type { RecipeMetaBody } from '@shared/schemas/recipe-import';
import type { Recipe } from '@shared/schemas/recipes';
import { errorMessage } from '@web/lib/api';
import { Button } from '@web/components/ui/button';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { useUpdateRecipeMeta } from '../api/update-recipe-meta';
import { META_TEXTS as T } from '../texts';

/** Every meal type the server accepts for a recipe (the anti-waste list without its « Tous les types »). */
const MEAL_TYPES = ANTI_WASTE_MEAL_TYPES.flatMap((t) => (t.value ? [t.value] : []));

/** The select's choices: the known dish types, plus the recipe's own when it is another (« Petit-déjeuner » from an import). */
export function dishTypeChoices(current: string): string[] {
  const known: readonly string[] = DISH_TYPE_OPTIONS;
  return current && !known.includes(current) ? [current, ...known] : [...known];
}

/** What the form sends: the meal types in the list's order, the dish type unless the recipe has none. */
export function metaBody(dishType: string, mealTypes: ReadonlySet<string>): RecipeMetaBody {
  return {
    ...(dishType ? { dishType } : {}),
    mealTypes: MEAL_TYPES.filter((t) => mealTypes.has(t)) as NonNullable<RecipeMetaBody['mealTypes']>,
  };
}

/**
 * « Type de plat et repas »: the household's dish type and the meals the planner may fill with the recipe
 * (PUT /api/recipes/:id/meta, any recipe of the household). The server's message or French error is shown.
 */
export function RecipeMetaEditor({ recipe }: { recipe: Recipe }) {
  const id = useId();
  const update = useUpdateRecipeMeta();
  const [dishType, setDishType] = useState(recipe.dishType);
  const [mealTypes, setMealTypes] = useState<Set<string>>(() => new Set(recipe.mealTypes ?? []));
  const [saved, setSaved] = useState<string | null>(null);

  const toggle = (type: string) =>
    setMealTypes((current) => {
      const next = new Set(current);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setSaved(null);
    update.mutate({ recipeId: recipe.id, body: metaBody(dishType, mealTypes) }, { onSuccess: (answer) => setSaved(answer.message) });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
        {T.title}
      </h2>
      <p className="text-stone-700">{T.explain}</p>
      {recipe.mealTypes === undefined && <p className="text-sm text-stone-700">{T.noneChosen}</p>}
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-dish`} className={labelClass}>
            {T.dishType}
          </label>
          <select id={`${id}-dish`} value={dishType} onChange={(event) => setDishType(event.target.value)} className={inputClass}>
            {!dishType && <option value="" />}
            {dishTypeChoices(dishType).map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className={labelClass}>{T.mealTypes}</legend>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {MEAL_TYPES.map((type) => (
              <li key={type}>
                <label className="flex cursor-pointer items-center gap-2 text-stone-900">
                  <input type="checkbox" checked={mealTypes.has(type)} onChange={() => toggle(type)} className="h-4 w-4 accent-brand-700" />
                  {mealTypeLabel(type)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <SuccessStatus>{saved}</SuccessStatus>
        <ErrorAlert>{update.error ? errorMessage(update.error, T.failed) : null}</ErrorAlert>
        <Button type="submit" variant="primary" size="sm" disabled={update.isPending} aria-busy={update.isPending}>
          <Save aria-hidden="true" className="h-3.5 w-3.5" />
          {update.isPending ? T.saving : T.save}
        </Button>
      </form>
    </section>
  );
}
