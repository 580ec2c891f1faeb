import { useId } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { BUDGETS, CUISINE_OPTIONS, WEEK_MEAL_TYPES, WEEK_MENU_DIETS, mealTypeLabel } from '@shared/options';
import { PEOPLE_MAX, PEOPLE_MIN } from '@shared/constants';
import { inputClass } from '@web/components/ui/form-styles';
import { RangeField } from '@web/components/ui/range-field';
import { BUDGET_LABELS, WEEK_MENU_TEXTS as T } from '../texts';
import type { WeekMenuFormValues } from '../utils/week-menu-form';
import type { PlannableRecipes } from '../api/get-plannable-recipes';
import { ChipsField } from './chips-field';

const label = 'mb-1 block font-medium text-stone-900';

/** Step 1: budget, family size 1-10, meal types, diets, cuisines, favourite dishes, dislikes, leftovers, own recipes. */
export function GeneralStep({ form, plannable }: { form: UseFormReturn<WeekMenuFormValues>; plannable?: PlannableRecipes }) {
  const { register, control, watch } = form;
  const id = useId();
  const { field: familySize } = useController({ control, name: 'familySize' });
  // Controlled (not register): React sets a select's value after its options exist.
  const { field: budget } = useController({ control, name: 'budget' });
  const mealTypes = watch('mealTypes');
  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-budget`} className={label}>
            {T.budget}
          </label>
          <select id={`${id}-budget`} className={inputClass} {...budget}>
            {BUDGETS.map((budget) => (
              <option key={budget} value={budget}>
                {BUDGET_LABELS[budget]}
              </option>
            ))}
          </select>
        </div>
        <RangeField
          label={T.familySize}
          name="familySize"
          min={PEOPLE_MIN}
          max={PEOPLE_MAX}
          step={1}
          value={familySize.value}
          onChange={familySize.onChange}
          format={T.people}
        />
      </div>

      <div>
        <ChipsField control={control} name="mealTypes" legend={T.mealTypes} options={WEEK_MEAL_TYPES} labelOf={mealTypeLabel} />
        <p className="mt-2 text-sm text-stone-700" aria-live="polite">
          {mealTypes.length > 0 ? T.mealsPerDay(mealTypes.length) : <span className="font-medium text-red-700">{T.noMealType}</span>}
        </p>
      </div>

      <ChipsField control={control} name="dietaryRestrictions" legend={T.diets} options={WEEK_MENU_DIETS} />
      <ChipsField
        control={control}
        name="cuisinePreferences"
        legend={T.cuisines}
        options={CUISINE_OPTIONS}
        custom={{ label: T.otherCuisine, addLabel: T.addCuisine }}
      />
      <ChipsField
        control={control}
        name="favoriteDishes"
        legend={T.favoriteDishes}
        options={[]}
        custom={{ label: T.favoriteDishInput, addLabel: T.addFavorite, placeholder: T.favoriteDishPlaceholder }}
      />

      <div>
        <label htmlFor={`${id}-disliked`} className={label}>
          {T.dislikedIngredients}
        </label>
        <input
          id={`${id}-disliked`}
          type="text"
          aria-describedby={`${id}-disliked-hint`}
          className={inputClass}
          maxLength={1000}
          {...register('dislikedIngredients')}
        />
        <p id={`${id}-disliked-hint`} className="mt-1 text-sm text-stone-600">
          {T.dislikedHint}
        </p>
      </div>

      <div className="flex items-start gap-2">
        <input
          id={`${id}-leftovers`}
          type="checkbox"
          aria-describedby={`${id}-leftovers-hint`}
          className="mt-1 h-4 w-4"
          {...register('leftovers')}
        />
        <div>
          <label htmlFor={`${id}-leftovers`} className="font-medium text-stone-900">
            {T.leftovers}
          </label>
          <p id={`${id}-leftovers-hint`} className="text-sm text-stone-600">
            {T.leftoversHint}
          </p>
        </div>
      </div>

      <div className="flex items-start gap-2">
        <input
          id={`${id}-own`}
          type="checkbox"
          aria-describedby={`${id}-own-hint`}
          className="mt-1 h-4 w-4"
          {...register('includeMyRecipes')}
        />
        <div>
          <label htmlFor={`${id}-own`} className="font-medium text-stone-900">
            {T.includeMyRecipes}
          </label>
          <p id={`${id}-own-hint`} className="text-sm text-stone-600">
            {T.includeMyRecipesHint}
            {plannable && plannable.awaitingConfirmation > 0 && <> {T.awaitingCheck(plannable.awaitingConfirmation)}</>}
          </p>
        </div>
      </div>
    </div>
  );
}
