// Which planned meal a recipe page shows: the week plan's people and the meal's portion factor, read
// from the stored plan (the household's own only), so that the page serves what the plan counts.
import { and, eq } from 'drizzle-orm';
import { WEEK_MENU_MESSAGES } from '@shared/schemas/week-menu';
import type { ServedMeal, ServedMealQuery } from '@shared/schemas/recipes';
import type { Db } from '../../db/client';
import { weekPlans } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { ownedBy, type Member } from '../households/membership';
import type { StoredWeekPlan } from './stored-plan';

/**
 * The planned meal of `query` when it holds `recipeId`: the week's people (the portions the copies
 * were made for) and the meal's portion factor. 404 when the week plan is not the household's or the
 * slot holds another recipe (a meal replaced since).
 */
export async function servedMeal(db: Db, member: Member, recipeId: string, query: Required<ServedMealQuery>): Promise<ServedMeal> {
  const row = await db.query.weekPlans.findFirst({
    where: and(eq(weekPlans.id, query.weekPlanId), ownedBy(weekPlans.householdId, member)),
    columns: { plan: true },
  });
  if (!row) throw notFound(WEEK_MENU_MESSAGES.weekPlanNotFound);
  const stored = row.plan as StoredWeekPlan;
  const meal = stored.days?.[query.day]?.[query.mealType];
  if (!meal || meal.id !== recipeId) throw notFound(WEEK_MENU_MESSAGES.recipeNotFound);
  return { ...query, people: stored.servings, portions: meal.portions ?? 1 };
}
