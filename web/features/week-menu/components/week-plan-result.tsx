import { Link } from 'react-router';
import { Clock, Replace } from 'lucide-react';
import { WEEK_MEAL_TYPES, WEEKDAYS, mealTypeLabel } from '@shared/options';
import type { PlannedMeal, WeekNutrition, WeekPlan } from '@shared/schemas/week-menu';
import { paths, plannedRecipePath } from '@web/app/paths';
import { WEEK_MENU_TEXTS as T } from '../texts';
import type { MealType, Weekday } from '../utils/week-menu-form';
import { DayNutritionGauge, NutriScoreBadge, NutritionMisses, PortionLabel } from '@web/components/ui/week-nutrition';

/** The inspiration page's replace mode: it comes back to /menu-semaine?weekPlanId=.. */
export function replaceMealHref(weekPlanId: string, day: Weekday, mealType: MealType): string {
  const query = new URLSearchParams({ replace: 'true', day, mealType, weekPlanId });
  return `${paths.inspirationReplace}?${query.toString()}`;
}

/** Meals of one weekday, in meal-type order (WEEK_MEAL_TYPES); the week plan may hold other (string) fields. */
export function mealsOfDay(plan: WeekPlan, day: Weekday): [MealType, PlannedMeal][] {
  const entry = plan[day];
  if (!entry || typeof entry !== 'object') return [];
  return WEEK_MEAL_TYPES.flatMap((type) => {
    const meal = entry[type];
    return meal ? [[type, meal] as [MealType, PlannedMeal]] : [];
  });
}

/**
 * Step 4: Lundi → Dimanche, each meal with its title, time and description, and when the
 * server sent them: each day's energy per person against the target, each meal's portion factor and
 * Nutri-Score, and the days that miss their target.
 */
export function WeekPlanResult({ plan, nutrition }: { plan: WeekPlan; nutrition?: WeekNutrition }) {
  return (
    <>
      <NutritionMisses misses={nutrition?.misses} />
      <ol className="grid gap-4 lg:grid-cols-2">
        {WEEKDAYS.map((day) => {
          const meals = mealsOfDay(plan, day);
          return (
            <li key={day}>
              <section aria-labelledby={`day-${day}`} className="h-full rounded-xl border border-stone-200 bg-white p-4">
                <h3 id={`day-${day}`} className="mb-3 text-lg font-bold text-stone-900">
                  {day}
                </h3>
                {nutrition?.days[day] && <DayNutritionGauge day={day} totals={nutrition.days[day]} targets={nutrition.targets} />}
                {meals.length === 0 ? (
                  <p className="text-sm text-stone-600">{T.noMeal}</p>
                ) : (
                  <ul className="space-y-3">
                    {meals.map(([type, meal]) => (
                      <li key={type} className="rounded-lg bg-stone-50 p-3">
                        <div className="flex flex-wrap items-center gap-2">
                          <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{mealTypeLabel(type)}</p>
                          {meal.nutriScore && <NutriScoreBadge grade={meal.nutriScore} />}
                          <PortionLabel portions={meal.portions} />
                        </div>
                        <h4 className="mt-0.5 font-semibold text-stone-900">
                          <Link
                            to={plannedRecipePath(meal.id, { weekPlanId: plan.id, day, mealType: type })}
                            className="hover:text-brand-800 hover:underline"
                          >
                            {meal.title}
                          </Link>
                        </h4>
                        <p className="mt-1 flex items-center gap-1 text-sm text-stone-700">
                          <Clock aria-hidden="true" className="h-4 w-4" />
                          {T.minutes(meal.prepTime)}
                        </p>
                        {meal.leftover && <p className="mt-1 text-sm font-medium text-stone-700">{T.leftover}</p>}
                        {meal.description && <p className="mt-1 text-sm text-stone-700">{meal.description}</p>}
                        <Link
                          to={replaceMealHref(plan.id, day, type)}
                          className="mt-2 inline-flex items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100"
                        >
                          <Replace aria-hidden="true" className="h-4 w-4" />
                          {T.replace}
                          <span className="sr-only">
                            {' '}
                            : {mealTypeLabel(type).toLowerCase()} du {day.toLowerCase()}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </li>
          );
        })}
      </ol>
    </>
  );
}
