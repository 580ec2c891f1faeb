import { useId } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { AVAILABLE_TIMES, WEEKDAYS, mealTypeLabel } from '@shared/options';
import { WEEK_MENU_TEXTS as T } from '../texts';
import type { Weekday, WeekMenuFormValues } from '../utils/week-menu-form';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { ChipsField } from './chips-field';

/** Step 2: per weekday, Lundi → Dimanche, available time, a specific preference, meals to skip. */
export function DailyStep({ form }: { form: UseFormReturn<WeekMenuFormValues> }) {
  const mealTypes = form.watch('mealTypes');
  return (
    <div className="space-y-4">
      <p className="text-stone-700">{T.dailyIntro}</p>
      <ul className="grid gap-4 md:grid-cols-2">
        {WEEKDAYS.map((day) => (
          <li key={day}>
            <DayConstraints day={day} form={form} mealTypes={mealTypes} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function DayConstraints({ day, form, mealTypes }: { day: Weekday; form: UseFormReturn<WeekMenuFormValues>; mealTypes: readonly string[] }) {
  const id = useId();
  const { register, control } = form;
  // Controlled (not register): React sets a select's value after its options exist.
  const { field: time } = useController({ control, name: `dailyConstraints.${day}.availableTime` });
  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-stone-900">{day}</legend>
      <div>
        <label htmlFor={`${id}-time`} className={`${labelClass} mb-1`}>
          {T.availableTime}
        </label>
        <select id={`${id}-time`} className={inputClass} {...time}>
          {AVAILABLE_TIMES.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-pref`} className={`${labelClass} mb-1`}>
          {T.specificPreference}
        </label>
        <input
          id={`${id}-pref`}
          type="text"
          maxLength={200}
          placeholder={T.specificPreferencePlaceholder}
          className={inputClass}
          {...register(`dailyConstraints.${day}.specificPreference`)}
        />
      </div>
      <ChipsField
        control={control}
        name={`dailyConstraints.${day}.skipMeal`}
        legend={`${T.skipMeals} (${day})`}
        options={mealTypes}
        labelOf={mealTypeLabel}
      />
    </fieldset>
  );
}
