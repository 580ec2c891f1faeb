import { useId, useState } from 'react';
import { format, isValid, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import { ShoppingBasket } from 'lucide-react';
import type { MealPlan } from '@shared/schemas/meals';
import { paths, plannedRecipePath } from '@web/app/paths';
import { ButtonLink } from '@web/components/ui/button';
import { PageTitle } from '@web/components/ui/page-title';
import { RecipeCard } from '@web/components/ui/recipe-card';
import { WEEKDAYS, mealTypeLabel } from '@shared/options';
import { DayNutritionGauge, NutriScoreBadge, PortionLabel } from '@web/components/ui/week-nutrition';
import { useFavorites } from '../api/get-favorites';
import { useMealPlanNutrition } from '../api/get-meal-plan-nutrition';
import { useSetFavorite } from '../api/set-favorite';
import { MEAL_PLAN_TEXTS as T } from '../texts';
import { DayTabs, type DayTab } from './day-tabs';
import { MealFeedback } from './meal-feedback';
import { CalendarLinks } from './calendar-links';

/** 'Ajouter au menu' adds the dish to the week-menu wizard's favourite dishes (its `plat` parameter). */
export function addToMenuHref(title: string): string {
  return `${paths.weekMenu}?${new URLSearchParams({ plat: title }).toString()}`;
}

function day(date: string): Date | null {
  const parsed = parseISO(date);
  return isValid(parsed) ? parsed : null;
}

/** 'Lundi 24/11' (French weekday and date). */
export function dayTabLabel(date: string, index: number): string {
  const d = day(date);
  if (!d) return `Jour ${index + 1}`;
  const weekday = format(d, 'EEEE', { locale: fr });
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${format(d, 'dd/MM')}`;
}

/** 'Plan du 24/11 au 30/11/2025'. */
export function mealPlanTitle(plan: Pick<MealPlan, 'startDate' | 'endDate'>): string {
  const start = day(plan.startDate);
  const end = day(plan.endDate);
  return T.title(start ? format(start, 'dd/MM') : plan.startDate, end ? format(end, 'dd/MM/yyyy') : plan.endDate);
}

/** Today's tab when the plan covers today, else the first day. */
export function initialDayIndex(plan: MealPlan, today = new Date()): number {
  const key = format(today, 'yyyy-MM-dd');
  const index = plan.days.findIndex((d) => d.date.slice(0, 10) === key);
  return index >= 0 ? index : 0;
}

export function MealPlanView({ plan }: { plan: MealPlan }) {
  const idPrefix = useId();
  const [selected, setSelected] = useState(() => initialDayIndex(plan));
  const favorites = useFavorites();
  const setFavorite = useSetFavorite();
  const todayKey = format(new Date(), 'yyyy-MM-dd');
  const tabs: DayTab[] = plan.days.map((d, i) => ({
    key: d.date || String(i),
    label: dayTabLabel(d.date, i),
    isToday: d.date.slice(0, 10) === todayKey,
  }));
  const current = plan.days[selected];
  const favoriteIds = new Set(favorites.data ?? []);
  // Nutrition per person and each meal's portion factor and Nutri-Score, from the week plan it was saved from.
  const nutrition = useMealPlanNutrition(plan.id).data;
  const weekday = WEEKDAYS[selected];
  const dayTotals = weekday ? nutrition?.nutrition?.days[weekday] : undefined;
  const plannedMeal = (type: string, recipeId: string) => {
    const meal = weekday
      ? (
          nutrition?.weekPlan[weekday] as
            Record<string, { id: string; portions?: number; nutriScore?: 'A' | 'B' | 'C' | 'D' | 'E' }> | undefined
        )?.[type]
      : undefined;
    return meal?.id === recipeId ? meal : undefined;
  };
  return (
    <section className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <PageTitle>{mealPlanTitle(plan)}</PageTitle>
        {plan.shoppingList && (
          <ButtonLink to={paths.shoppingList(plan.shoppingList)} variant="primary">
            <ShoppingBasket aria-hidden="true" className="h-4 w-4" />
            {T.shoppingList}
          </ButtonLink>
        )}
      </div>
      <CalendarLinks />
      {tabs.length > 0 && (
        <DayTabs tabs={tabs} selected={selected} onSelect={setSelected} idPrefix={idPrefix} label={T.days} todayLabel={T.today} />
      )}
      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        tabIndex={0}
        className="rounded-2xl focus-visible:outline-offset-4"
      >
        {dayTotals && nutrition?.nutrition && weekday && (
          <div className="mb-4 max-w-md">
            <DayNutritionGauge day={weekday} totals={dayTotals} targets={nutrition.nutrition.targets} />
          </div>
        )}
        {!current || current.meals.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">{T.noMeal}</p>
        ) : (
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {current.meals.map((meal, mealIndex) => (
              <section key={`${meal.type}-${mealIndex}`} aria-labelledby={`${idPrefix}-meal-${mealIndex}`} className="space-y-2">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 id={`${idPrefix}-meal-${mealIndex}`} className="text-lg font-bold text-stone-900">
                    {mealTypeLabel(meal.type)}
                  </h2>
                  {plannedMeal(meal.type, meal.recipe.id)?.nutriScore && (
                    <NutriScoreBadge grade={plannedMeal(meal.type, meal.recipe.id)!.nutriScore!} />
                  )}
                  <PortionLabel portions={plannedMeal(meal.type, meal.recipe.id)?.portions} />
                </div>
                <RecipeCard
                  recipe={meal.recipe}
                  href={
                    nutrition && weekday && plannedMeal(meal.type, meal.recipe.id)
                      ? plannedRecipePath(meal.recipe.id, { weekPlanId: nutrition.weekPlan.id, day: weekday, mealType: meal.type })
                      : paths.recipe(meal.recipe.id)
                  }
                  favorite={favoriteIds.has(meal.recipe.id)}
                  onToggleFavorite={() => setFavorite.mutate({ recipeId: meal.recipe.id, favorite: !favoriteIds.has(meal.recipe.id) })}
                  addToMenuHref={addToMenuHref(meal.recipe.title)}
                >
                  <MealFeedback planId={plan.id} dayIndex={selected} mealIndex={mealIndex} meal={meal} />
                </RecipeCard>
              </section>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
