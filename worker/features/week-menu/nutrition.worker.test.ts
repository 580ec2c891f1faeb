// The week menu's nutrition per person, portion factors, Nutri-Score, leftovers, and the factor
// reaching the shopping list's quantities.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { WEEKDAYS } from '@shared/options';
import { recipeDetailResponseSchema } from '@shared/schemas/recipes';
import {
  generateShoppingListResponseSchema,
  saveWeekMenuResponseSchema,
  weekMenuResponseSchema,
  weekPlanResponseSchema,
} from '@shared/schemas/week-menu';
import { aggregateShoppingList, fruitsAsBought } from '../../kitchen/index';
import { api, generateWeek, mealAt, parseAnswer, registerUser } from '../../../test/kit';

type Meal = { id: string; title: string; portions?: number; nutriScore?: string; leftover?: boolean };
const mealsOf = (plan: Record<string, unknown>) =>
  WEEKDAYS.flatMap((day) => Object.entries((plan[day] ?? {}) as Record<string, Meal>).map(([type, meal]) => ({ day, type, meal })));
const THREE_MEALS = ['petit-déjeuner', 'déjeuner', 'dîner'];

/** Energy of one standard portion on the planned meal's recipe page (the recipe as the plan serves it). */
async function kcalPerPortion(token: string, id: string, meal: { weekPlanId: string; day: string; type: string }): Promise<number> {
  const query = new URLSearchParams({ weekPlanId: meal.weekPlanId, day: meal.day, mealType: meal.type });
  const res = await api(`/api/meals/recipe/${id}?${query.toString()}`, { token });
  expect(res.status).toBe(200);
  return parseAnswer(recipeDetailResponseSchema, res).json.data.recipe.nutritionPerPortion.kcal;
}

describe('week menu nutrition', () => {
  it('answers each day per person against the targets, with portion factors and Nutri-Scores; GET gives the same', async () => {
    const user = await registerUser({ preferences: { adultCount: 2, childrenCount: 0 }, premium: true });
    const res = await generateWeek(user.token, { mealTypes: THREE_MEALS });
    expect(res.status).toBe(200);
    const body = weekMenuResponseSchema.parse(res.json);
    const nutrition = body.nutrition!;
    // Two adults: 2,350 kcal a day each (Anses), 15 % proteins, 47.5 % carbohydrates, 37.5 % fat.
    expect(nutrition.targets).toEqual({ kcal: 2350, proteines: 88, glucides: 279, lipides: 98 });
    expect(Object.keys(nutrition.days)).toEqual([...WEEKDAYS]);
    const meals = mealsOf(parseAnswer(weekPlanResponseSchema, res).json.weekPlan);
    expect(meals).toHaveLength(21);
    for (const { meal } of meals) {
      expect([0.75, 1, 1.25, 1.5, 1.75, 2]).toContain(meal.portions);
      expect(meal.nutriScore).toMatch(/^[A-E]$/);
    }
    // One standard portion per meal cannot feed an adult: the factors go above 1.
    expect(meals.some((m) => (m.meal.portions ?? 1) > 1)).toBe(true);
    // The day's total is its meals' pages: energy per portion × the factor.
    for (const day of ['Lundi', 'Jeudi'] as const) {
      let kcal = 0;
      for (const m of meals.filter((x) => x.day === day))
        kcal += (await kcalPerPortion(user.token, m.meal.id, { weekPlanId: body.weekPlan.id, day, type: m.type })) * m.meal.portions!;
      expect(Math.abs(nutrition.days[day]!.kcal - kcal)).toBeLessThanOrEqual(0.01 * kcal);
      expect(Math.abs(nutrition.days[day]!.kcal / 2350 - 1)).toBeLessThanOrEqual(0.1);
    }
    expect(nutrition.misses).toBeUndefined();

    const got = await api(`/api/week-menu/${body.weekPlan.id}`, { token: user.token });
    expect(got.status).toBe(200);
    const again = weekPlanResponseSchema.parse(got.json);
    expect(again.nutrition).toEqual(nutrition);
    expect(mealsOf(parseAnswer(weekPlanResponseSchema, got).json.weekPlan)).toEqual(meals);
  });

  it('lunch and dinner only: the targets are those of the two meals', async () => {
    const user = await registerUser({ preferences: { adultCount: 1, childrenCount: 0 }, premium: true });
    const res = await generateWeek(user.token, { mealTypes: ['déjeuner', 'dîner'] });
    expect(res.status).toBe(200);
    expect(parseAnswer(weekPlanResponseSchema, res).json.nutrition!.targets.kcal).toBe(Math.round(2350 * 0.75));
  });

  it('a goal the corpus cannot reach: the week is still planned and the missed days are said in French', async () => {
    const user = await registerUser({
      preferences: { adultCount: 1, childrenCount: 0, nutritionalGoals: { calories: 6000 } },
      premium: true,
    });
    const res = await generateWeek(user.token, { mealTypes: ['petit-déjeuner'] });
    expect(res.status).toBe(200);
    expect(mealsOf(parseAnswer(weekPlanResponseSchema, res).json.weekPlan)).toHaveLength(7);
    const misses: string[] = parseAnswer(weekPlanResponseSchema, res).json.nutrition!.misses!;
    expect(misses).toHaveLength(7);
    expect(misses[0]).toMatch(
      /^Lundi : \d[\d\u202f]* kcal pour un objectif de 1\u202f500 kcal — un seul repas planifié ce jour-là, même en portion double\.$/,
    );
  });

  it('leftovers: each dinner comes back at the next day’s lunch, marked as leftovers', async () => {
    const user = await registerUser({ premium: true });
    const res = await generateWeek(user.token, { mealTypes: ['déjeuner', 'dîner'], leftovers: true });
    expect(res.status).toBe(200);
    const plan = parseAnswer(weekPlanResponseSchema, res).json.weekPlan;
    for (let d = 1; d < 7; d++) {
      expect(mealAt(plan, WEEKDAYS[d]!, 'déjeuner').id).toBe(mealAt(plan, WEEKDAYS[d - 1]!, 'dîner').id);
      expect(mealAt(plan, WEEKDAYS[d]!, 'déjeuner').leftover).toBe(true);
    }
    expect(mealAt(plan, 'Lundi', 'déjeuner').leftover).toBeUndefined();
    const stored = await env.DB.prepare('SELECT preferences FROM week_plans WHERE id = ?').bind(plan.id).first<{ preferences: string }>();
    expect(JSON.parse(stored!.preferences).leftovers).toBe(true);
  });

  it('replacing a meal sets its portion factor for the day and updates the nutrition', async () => {
    const user = await registerUser({ preferences: { adultCount: 2, childrenCount: 0 }, premium: true });
    const gen = await generateWeek(user.token, { mealTypes: THREE_MEALS });
    const before = parseAnswer(weekPlanResponseSchema, gen).json.nutrition!.days.Mardi!.kcal;
    const res = await api('/api/week-menu/replace-meal', {
      token: user.token,
      body: {
        weekPlanId: parseAnswer(weekPlanResponseSchema, gen).json.weekPlan.id,
        day: 'Mardi',
        mealType: 'dîner',
        recipeId: 'soupe-poireaux-pommes-de-terre',
      },
    });
    expect(res.status).toBe(200);
    const meal = mealAt(parseAnswer(weekPlanResponseSchema, res).json.weekPlan, 'Mardi', 'dîner');
    expect(meal.title).toBe('Soupe poireaux-pommes de terre');
    expect([0.75, 1, 1.25, 1.5, 1.75, 2]).toContain(meal.portions);
    const others = mealsOf(parseAnswer(weekPlanResponseSchema, res).json.weekPlan).filter((m) => m.day === 'Mardi' && m.type !== 'dîner');
    const weekPlanId = parseAnswer(weekPlanResponseSchema, gen).json.weekPlan.id;
    let kcal = (await kcalPerPortion(user.token, meal.id, { weekPlanId, day: 'Mardi', type: 'dîner' })) * meal.portions!;
    for (const m of others)
      kcal += (await kcalPerPortion(user.token, m.meal.id, { weekPlanId, day: 'Mardi', type: m.type })) * m.meal.portions!;
    expect(Math.abs(parseAnswer(weekPlanResponseSchema, res).json.nutrition!.days.Mardi!.kcal - kcal)).toBeLessThanOrEqual(0.01 * kcal);
    expect(parseAnswer(weekPlanResponseSchema, res).json.nutrition!.days.Mardi!.kcal).not.toBe(before);
  });
});

describe('GET /api/week-menu/meal-plan/:mealPlanId', () => {
  it('answers the week plan a saved meal plan was made from, with its nutrition; 404 for another user', async () => {
    const user = await registerUser({ premium: true });
    const other = await registerUser({ premium: true });
    const gen = await generateWeek(user.token, { mealTypes: THREE_MEALS });
    const saved = await api('/api/save-week-menu', {
      token: user.token,
      body: { weekPlan: parseAnswer(weekPlanResponseSchema, gen).json.weekPlan },
    });
    expect(saved.status).toBe(200);
    const res = await api(`/api/week-menu/meal-plan/${parseAnswer(saveWeekMenuResponseSchema, saved).json.mealPlanId}`, {
      token: user.token,
    });
    expect(res.status).toBe(200);
    expect(weekPlanResponseSchema.parse(res.json).nutrition).toEqual(parseAnswer(weekPlanResponseSchema, gen).json.nutrition);
    expect(parseAnswer(weekPlanResponseSchema, res).json.weekPlan).toEqual(parseAnswer(weekPlanResponseSchema, gen).json.weekPlan);
    const refused = await api(`/api/week-menu/meal-plan/${parseAnswer(saveWeekMenuResponseSchema, saved).json.mealPlanId}`, {
      token: other.token,
    });
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual({ success: false, message: 'Menu de la semaine non trouvé' });
  });
});

describe('portion factors reach the shopping list', () => {
  it('a week eaten in double portions: the list is that of the recipes with every quantity doubled', async () => {
    const user = await registerUser({ premium: true });
    const gen = await generateWeek(user.token, { mealTypes: ['déjeuner', 'dîner'], seed: 11 });
    expect(gen.status).toBe(200);
    const row = await env.DB.prepare('SELECT plan FROM week_plans WHERE id = ?')
      .bind(parseAnswer(weekPlanResponseSchema, gen).json.weekPlan.id)
      .first<{ plan: string }>();
    const stored = JSON.parse(row!.plan);
    for (const day of WEEKDAYS) for (const meal of Object.values(stored.days[day] ?? {}) as Meal[]) meal.portions = 2;
    await env.DB.prepare('UPDATE week_plans SET plan = ? WHERE id = ?')
      .bind(JSON.stringify(stored), parseAnswer(weekPlanResponseSchema, gen).json.weekPlan.id)
      .run();
    const list = await api('/api/generate-shopping-list', {
      token: user.token,
      body: { weekPlan: parseAnswer(weekPlanResponseSchema, gen).json.weekPlan },
    });
    expect(list.status).toBe(200);
    const items = (
      await env.DB.prepare('SELECT name, quantity, unit FROM shopping_items WHERE list_id = ? ORDER BY position')
        .bind(parseAnswer(generateShoppingListResponseSchema, list).json.shoppingListId)
        .all<{ name: string; quantity: number; unit: string }>()
    ).results;
    expect(items.length).toBeGreaterThan(10);

    // The recipes of the saved meal plan, for the week's 2 portions, once with their quantities and once doubled.
    const meals = await env.DB.prepare(
      'SELECT r.servings, r.body FROM meal_plans p JOIN meal_plan_meals m ON m.meal_plan_id = p.id JOIN recipes r ON r.id = m.recipe_id WHERE p.week_plan_id = ?',
    )
      .bind(parseAnswer(weekPlanResponseSchema, gen).json.weekPlan.id)
      .all<{ servings: number; body: string }>();
    expect(meals.results).toHaveLength(14);
    const recipes = meals.results.map((r) => ({
      servings: r.servings,
      ingredients: JSON.parse(r.body).ingredients as { quantity: number }[],
    }));
    // Zests and juices of citrus are bought as the fruit, on every list (its own test: shopping/packs.test.ts).
    const asBought = (list: typeof recipes) => list.map((r) => fruitsAsBought(r as never));
    const doubled = aggregateShoppingList(
      asBought(recipes.map((r) => ({ ...r, ingredients: r.ingredients.map((l) => ({ ...l, quantity: l.quantity * 2 })) }))),
      2,
    );
    const plain = aggregateShoppingList(asBought(recipes), 2);
    const shape = (lines: { name: string; quantity: number; unit: string }[]) =>
      lines.map(({ name, quantity, unit }) => ({ name, quantity, unit }));
    expect(shape(items)).toEqual(shape(doubled));
    expect(shape(items)).not.toEqual(shape(plain));
  });
});
