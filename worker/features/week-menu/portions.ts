import { and, eq } from 'drizzle-orm';
import { WEEK_MEAL_TYPES, WEEKDAYS } from '@shared/options';
import type { Db } from '../../db/client';
import { mealPlans, weekPlans } from '../../db/schema';
import type { StoredWeekPlan } from './stored-plan';
import { ownedBy, type Member } from '../households/membership';

/** Key of a meal of a meal plan: its day (0 = Monday), meal type and recipe. */
export const portionKey = (dayIndex: number, type: string, recipeId: string) => `${dayIndex}|${type}|${recipeId}`;

/**
 * The portion factors the week planner chose for the meals of a meal plan (how much of a standard
 * portion each person eats), read from the week plan the meal plan was saved from. A meal changed since
 * (another recipe in the slot) or a meal plan made otherwise has none: one standard portion.
 */
export async function mealPlanPortions(db: Db, member: Member, mealPlanId: string): Promise<Map<string, number>> {
  const factors = new Map<string, number>();
  const plan = await db.query.mealPlans.findFirst({
    where: and(eq(mealPlans.id, mealPlanId), ownedBy(mealPlans.householdId, member)),
    columns: { weekPlanId: true },
  });
  if (!plan?.weekPlanId) return factors;
  const week = await db.query.weekPlans.findFirst({
    where: and(eq(weekPlans.id, plan.weekPlanId), ownedBy(weekPlans.householdId, member)),
    columns: { plan: true },
  });
  const stored = week?.plan as StoredWeekPlan | undefined;
  if (!stored?.days) return factors;
  WEEKDAYS.forEach((day, dayIndex) => {
    for (const type of WEEK_MEAL_TYPES) {
      const meal = stored.days[day]?.[type];
      if (meal?.portions && meal.portions !== 1) factors.set(portionKey(dayIndex, type, meal.id), meal.portions);
    }
  });
  return factors;
}
