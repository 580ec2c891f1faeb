import { WEEKDAYS, mealTypeLabel } from '@shared/options';
import { BUDGET_LABELS, WEEK_MENU_TEXTS as T } from '../texts';
import { splitCommaList, type WeekMenuFormValues } from '../utils/week-menu-form';

function listOrNone(values: readonly string[]): string {
  return values.length ? values.join(', ') : T.none;
}

/** Step 3: the summary of every choice before 'Générer le menu'. */
export function SummaryStep({ values }: { values: WeekMenuFormValues }) {
  const rows: [string, string][] = [
    [T.budget, BUDGET_LABELS[values.budget] ?? values.budget],
    [T.familySize, T.people(values.familySize)],
    [T.mealTypes, `${listOrNone(values.mealTypes.map(mealTypeLabel))} (${T.mealsPerDay(values.mealTypes.length)})`],
    [T.diets, listOrNone(values.dietaryRestrictions)],
    [T.cuisines, listOrNone(values.cuisinePreferences)],
    [T.favoriteDishes, listOrNone(values.favoriteDishes)],
    [T.dislikedIngredients, listOrNone(splitCommaList(values.dislikedIngredients))],
    [T.includeMyRecipes, values.includeMyRecipes ? T.yes : T.no],
  ];
  return (
    <div className="space-y-5">
      <p className="text-stone-700">{T.summaryIntro}</p>
      <dl className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="font-semibold text-stone-900">{term}</dt>
            <dd className="text-stone-700 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="summary-days" className="space-y-2">
        <h3 id="summary-days" className="font-semibold text-stone-900">
          {T.dailyConstraints}
        </h3>
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {WEEKDAYS.map((day) => {
            const c = values.dailyConstraints[day];
            const skipped = c.skipMeal.filter((t) => values.mealTypes.includes(t));
            const details = [
              c.availableTime,
              c.specificPreference.trim(),
              skipped.length ? T.skipped(skipped.map(mealTypeLabel).join(', ').toLowerCase()) : '',
            ]
              .filter(Boolean)
              .join(' · ');
            return (
              <li key={day} className="grid gap-1 px-4 py-2 sm:grid-cols-3">
                <span className="font-medium text-stone-900">{day}</span>
                <span className="text-stone-700 sm:col-span-2">{details}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
