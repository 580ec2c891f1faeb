// A week whose list the figures of a test can be checked on: planned for 2, a single meal kept,
// its recipe (for 2) given exactly the lines the test names, then its list generated again.
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { api, planAndList } from './kit';

const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
export interface Line {
  name: string;
  quantity: number;
  unity: string;
  ingredientId: string;
}
export const LENTILS = (quantity: number): Line => ({ name: 'Lentilles vertes', quantity, unity: 'g', ingredientId: 'lentilles-vertes' });
export const EGGS = (quantity: number): Line => ({ name: 'Œufs', quantity, unity: 'pièce', ingredientId: 'oeuf' });

/** A week planned for 2 with a single meal left, whose recipe (for 2) has exactly `lines`; its list generated. */
export async function oneMealWeek(token: string, lines: readonly Line[], portions = 1) {
  const planned = await planAndList(token);
  const meals = (
    await env.DB.prepare(
      'SELECT id, day_index, meal_index, type, recipe_id FROM meal_plan_meals WHERE meal_plan_id = ? ORDER BY day_index, meal_index',
    )
      .bind(planned.mealPlanId)
      .all<{ id: string; day_index: number; meal_index: number; type: string; recipe_id: string }>()
  ).results;
  const meal = meals[0];
  if (!meal) throw new Error('no meal planned');
  const day = WEEKDAYS[meal.day_index]!;
  // The list is made again from the week plan's days, so they keep that meal alone too, its portion
  // factor back to 1 (or `portions`): the recipe's lines for 2 are then what 2 portions need.
  const stored = await env.DB.prepare('SELECT plan FROM week_plans WHERE id = ?').bind(planned.weekPlan.id).first<{ plan: string }>();
  const days = (JSON.parse(stored!.plan) as { days: Record<string, Record<string, Record<string, unknown>>> }).days;
  const kept = { [day]: { [meal.type]: { ...days[day]![meal.type]!, portions } } };
  await env.DB.batch([
    env.DB.prepare('DELETE FROM meal_plan_meals WHERE meal_plan_id = ? AND id <> ?').bind(planned.mealPlanId, meal.id),
    env.DB.prepare(`UPDATE week_plans SET plan = json_set(plan, '$.days', json(?)) WHERE id = ?`).bind(
      JSON.stringify(kept),
      planned.weekPlan.id,
    ),
    env.DB.prepare(`UPDATE recipes SET servings = 2, body = json_set(body, '$.ingredients', json(?)) WHERE id = ?`).bind(
      JSON.stringify(lines),
      meal.recipe_id,
    ),
  ]);
  await regenerateList(token, planned.weekPlan.id);
  return { ...planned, meal: { id: meal.id, dayIndex: meal.day_index, mealIndex: meal.meal_index } };
}

/** The week's list made again (POST /api/generate-shopping-list). */
export async function regenerateList(token: string, weekPlanId: string) {
  const res = await api('/api/generate-shopping-list', { token, body: { weekPlan: { id: weekPlanId } } });
  expect(res.status).toBe(200);
}
