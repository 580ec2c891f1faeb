// What a week plan row stores (week_plans.plan, JSON): read by the week-menu service and by the
// shopping list, which takes each meal's portion factor from it (portions.ts).
import type { WEEKDAYS } from '@shared/options';
import type { DayPlan, NutritionTotals, WeekMealType, Weekday } from '@shared/schemas/week-menu';

/** A week's days as the plan stores them (what a meal plan is saved from). */
export type WeekDays = Partial<Record<(typeof WEEKDAYS)[number], DayPlan>>;

/** What week_plans.plan holds: the meals per day and the portions the recipe copies were made for. */
export interface StoredWeekPlan {
  version: 1;
  /** Each meal carries its portion factor (`portions`, how much of a standard portion each person eats). */
  days: WeekDays;
  /** Portions of the planned recipe copies (familySize, else the profile's household rounded up). */
  servings: number;
  limitedToFree: boolean;
  /** Per person: the targets of the planned meal types, each meal's standard portion, the missed days (French). Absent on older plans. */
  nutrition?: StoredNutrition;
}

export interface StoredNutrition {
  targets: NutritionTotals;
  perPortion: Partial<Record<Weekday, Partial<Record<WeekMealType, NutritionTotals>>>>;
  misses: string[];
}
