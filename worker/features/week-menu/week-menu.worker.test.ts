import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { WEEKDAYS } from '@shared/options';
import { mealPlanResponseSchema } from '@shared/schemas/meals';
import {
  generateShoppingListResponseSchema,
  saveWeekMenuResponseSchema,
  WEEK_MENU_MESSAGES,
  weekMenuResponseSchema,
  weekPlanResponseSchema,
} from '@shared/schemas/week-menu';
import { corpusRecipeDraft, ALL_RECIPES } from '../../kitchen/index';
import { api, apiAs, errorOf, generateWeek, LONG_WEEK, messageOf, parseAnswer, registerUser, tableCounts } from '../../../test/kit';

type Meal = { id: string; title: string; prepTime: number; description: string };
const mealsOf = (plan: Record<string, unknown>) =>
  WEEKDAYS.flatMap((day) => Object.entries((plan[day] ?? {}) as Record<string, Meal>).map(([type, meal]) => ({ day, type, meal })));

describe('POST /api/generate-week-menu', () => {
  it('plans a Premium week, persists it and answers in the contract shape with openable recipe ids', async () => {
    const user = await registerUser({ premium: true });
    const res = await generateWeek(user.token, { mealTypes: ['déjeuner', 'dîner'] });
    expect(res.status).toBe(200);
    expect(weekMenuResponseSchema.parse(res.json)).toBeTruthy();
    expect(parseAnswer(weekMenuResponseSchema, res).json.limitedToFree).toBeUndefined();
    const meals = mealsOf(parseAnswer(weekPlanResponseSchema, res).json.weekPlan);
    expect(meals).toHaveLength(14);
    expect(new Set(meals.map((m) => m.meal.id)).size).toBe(14);
    // Every id is one of the user's recipes (a copy of the corpus recipe, scaled to the family size).
    for (const { meal } of meals) {
      const row = await env.DB.prepare('SELECT user_id, source_recipe_id, servings, title FROM recipes WHERE id = ?')
        .bind(meal.id)
        .first<{ user_id: string; source_recipe_id: string | null; servings: number; title: string }>();
      expect(row).toMatchObject({ user_id: user.user.id, servings: 2, title: meal.title });
      expect(row!.source_recipe_id).toBeTruthy();
    }
    const stored = await env.DB.prepare('SELECT user_id, seed FROM week_plans WHERE id = ?')
      .bind(parseAnswer(weekPlanResponseSchema, res).json.weekPlan.id)
      .first<{ user_id: string; seed: number }>();
    expect(stored).toEqual({ user_id: user.user.id, seed: 42 });
  });

  it('is deterministic for a seed, another seed (or none) regenerates, and copies are reused', async () => {
    const user = await registerUser({ premium: true });
    const a = await generateWeek(user.token, { seed: 1 });
    const b = await generateWeek(user.token, { seed: 1 });
    const c = await generateWeek(user.token, { seed: 2 });
    const d = await generateWeek(user.token, { seed: undefined });
    const titles = (r: typeof a) =>
      mealsOf(parseAnswer(weekPlanResponseSchema, r).json.weekPlan).map((m) => `${m.day}${m.type}${m.meal.title}`);
    expect(titles(b)).toEqual(titles(a));
    // Same corpus recipe → the same copy, not a second one.
    expect(mealsOf(parseAnswer(weekPlanResponseSchema, b).json.weekPlan).map((m) => m.meal.id)).toEqual(
      mealsOf(parseAnswer(weekPlanResponseSchema, a).json.weekPlan).map((m) => m.meal.id),
    );
    expect(titles(c)).not.toEqual(titles(a));
    expect(typeof parseAnswer(weekMenuResponseSchema, d).json.seed).toBe('number');
    const stored = await env.DB.prepare('SELECT seed FROM week_plans WHERE id = ?')
      .bind(parseAnswer(weekPlanResponseSchema, d).json.weekPlan.id)
      .first<{ seed: number }>();
    expect(stored!.seed).toBe(parseAnswer(weekMenuResponseSchema, d).json.seed);
    const copies = await env.DB.prepare(
      'SELECT source_recipe_id, COUNT(*) AS n FROM recipes WHERE user_id = ? GROUP BY source_recipe_id HAVING n > 1',
    )
      .bind(user.user.id)
      .all();
    expect(copies.results).toEqual([]);
  });

  it('limits a Free week to 3 meals and invites to Premium', async () => {
    const user = await registerUser();
    const res = await generateWeek(user.token, { mealTypes: ['petit-déjeuner', 'déjeuner', 'dîner'] });
    expect(res.status).toBe(200);
    expect(parseAnswer(weekMenuResponseSchema, res).json.limitedToFree).toBe(true);
    expect(messageOf(res)).toBe(WEEK_MENU_MESSAGES.limitedToFree);
    expect(mealsOf(parseAnswer(weekPlanResponseSchema, res).json.weekPlan).length).toBeLessThanOrEqual(3);
    expect(mealsOf(parseAnswer(weekPlanResponseSchema, res).json.weekPlan).length).toBeGreaterThan(0);
  });

  it('respects the profile and the form: allergies, diets, skipped meals and the time of each day', async () => {
    const user = await registerUser({ preferences: { allergies: ['Œufs', 'Lait'], dislikedIngredients: ['champignons'] }, premium: true });
    const res = await generateWeek(user.token, {
      dietaryRestrictions: ['Végétarien'],
      dailyConstraints: {
        ...LONG_WEEK,
        Mardi: { availableTime: 'Rapide (< 30min)' },
        Jeudi: { skipMeal: ['dîner'] },
        Dimanche: { skipMeal: ['déjeuner', 'dîner'] },
      },
    });
    expect(res.status).toBe(200);
    const meals = mealsOf(parseAnswer(weekPlanResponseSchema, res).json.weekPlan);
    expect(meals.some((m) => m.day === 'Dimanche')).toBe(false);
    expect(meals.some((m) => m.day === 'Jeudi' && m.type === 'dîner')).toBe(false);
    expect(meals.length).toBeGreaterThan(0);
    for (const { day, meal } of meals) {
      const row = await env.DB.prepare('SELECT prep_time + cook_time AS total, body FROM recipes WHERE id = ?')
        .bind(meal.id)
        .first<{ total: number; body: string }>();
      const body = JSON.parse(row!.body) as { allergens: string[]; diets: string[]; ingredients: unknown[] };
      expect(body.allergens).not.toContain('Œufs');
      expect(body.allergens).not.toContain('Lait');
      expect(body.diets).toContain('Végétarien');
      expect(JSON.stringify(body.ingredients).toLowerCase()).not.toContain('champignon');
      expect(row!.total).toBeLessThanOrEqual(day === 'Mardi' ? 30 : Infinity);
    }
  });

  it('refuses bad input with a French 400 and writes nothing', async () => {
    const user = await registerUser({ premium: true });
    const before = await tableCounts();
    for (const body of [
      { mealTypes: [] },
      { familySize: 0 },
      { familySize: 11 },
      { budget: 'luxe' },
      { dailyConstraints: { Lundi: { availableTime: 'Toute la journée' } } },
    ]) {
      const res = await generateWeek(user.token, body);
      expect(res.status).toBe(400);
      expect(errorOf(res).success).toBe(false);
      expect(typeof errorOf(res).message).toBe('string');
    }
    expect(messageOf(await generateWeek(user.token, { mealTypes: [] }))).toContain('Choisissez au moins un type de repas');
    expect(messageOf(await generateWeek(user.token, { familySize: 11 }))).toContain('entre 1 et 10');
    expect(await tableCounts()).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await api('/api/generate-week-menu', { body: {} });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/week-menu/:id and POST /api/week-menu/replace-meal', () => {
  it('replaces one meal by one of the user recipes; another user gets 404 everywhere', async () => {
    const user = await registerUser({ premium: true });
    const other = await registerUser({ premium: true });
    const gen = await generateWeek(user.token, { seed: 5 });
    const plan = parseAnswer(weekPlanResponseSchema, gen).json.weekPlan;
    const mine = await generateWeek(user.token, { seed: 99 });
    const replacement = mealsOf(parseAnswer(weekPlanResponseSchema, mine).json.weekPlan).find(
      (m) => !mealsOf(plan).some((p) => p.meal.id === m.meal.id),
    )!.meal;

    const res = await api('/api/week-menu/replace-meal', {
      token: user.token,
      body: { weekPlanId: plan.id, day: 'Mercredi', mealType: 'dîner', recipeId: replacement.id },
    });
    expect(res.status).toBe(200);
    // The same recipe; its portion factor is chosen again for Wednesday's target.
    const { portions, ...placed } = parseAnswer(weekPlanResponseSchema, res).json.weekPlan.Mercredi!['dîner']!;
    const { portions: _elsewhere, ...chosen } = replacement as Meal & { portions?: number };
    expect(placed).toEqual(chosen);
    expect([0.75, 1, 1.25, 1.5, 1.75, 2]).toContain(portions);
    expect(parseAnswer(weekPlanResponseSchema, res).json.weekPlan.Lundi).toEqual(plan.Lundi);
    expect(
      (await apiAs(weekPlanResponseSchema, `/api/week-menu/${plan.id}`, { token: user.token })).json.weekPlan.Mercredi!['dîner']!.id,
    ).toBe(replacement.id);

    expect((await api(`/api/week-menu/${plan.id}`, { token: other.token })).status).toBe(404);
    const stolen = await api('/api/week-menu/replace-meal', {
      token: other.token,
      body: { weekPlanId: plan.id, day: 'Mercredi', mealType: 'dîner', recipeId: replacement.id },
    });
    expect(stolen.status).toBe(404);
    // Someone else's recipe is not found either.
    const otherPlan = await generateWeek(other.token, { seed: 5 });
    const foreign = await api('/api/week-menu/replace-meal', {
      token: user.token,
      body: {
        weekPlanId: plan.id,
        day: 'Jeudi',
        mealType: 'dîner',
        recipeId: mealsOf(parseAnswer(weekPlanResponseSchema, otherPlan).json.weekPlan)[0]!.meal.id,
      },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ success: false, message: 'Recette non trouvée' });
  });

  it('refuses a recipe that breaks the profile, without changing the plan', async () => {
    const user = await registerUser({ preferences: { allergies: ['Poisson'] }, premium: true });
    const gen = await generateWeek(user.token);
    // A corpus fish recipe, by its corpus id.
    const fishy = ALL_RECIPES.find((r) => corpusRecipeDraft(r.id)?.allergens.includes('Poisson'))!;
    const res = await api('/api/week-menu/replace-meal', {
      token: user.token,
      body: {
        weekPlanId: parseAnswer(weekPlanResponseSchema, gen).json.weekPlan.id,
        day: 'Lundi',
        mealType: 'déjeuner',
        recipeId: fishy.id,
      },
    });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toMatch(/^Cette recette ne respecte pas vos contraintes alimentaires/);
    expect(
      (
        await apiAs(weekPlanResponseSchema, `/api/week-menu/${parseAnswer(weekPlanResponseSchema, gen).json.weekPlan.id}`, {
          token: user.token,
        })
      ).json.weekPlan,
    ).toEqual(parseAnswer(weekPlanResponseSchema, gen).json.weekPlan);
  });

  it('accepts a corpus recipe id: the slot gets the user copy of it, made once', async () => {
    const user = await registerUser({ premium: true });
    const gen = await generateWeek(user.token);
    const corpusId = ALL_RECIPES.find(
      (r) =>
        r.dishType === 'Plat chaud' &&
        !mealsOf(parseAnswer(weekPlanResponseSchema, gen).json.weekPlan).some((m) => m.meal.title === r.title),
    )!.id;
    const replace = () =>
      api('/api/week-menu/replace-meal', {
        token: user.token,
        body: {
          weekPlanId: parseAnswer(weekPlanResponseSchema, gen).json.weekPlan.id,
          day: 'Mardi',
          mealType: 'déjeuner',
          recipeId: corpusId,
        },
      });
    const first = await replace();
    expect(first.status).toBe(200);
    const id = parseAnswer(weekPlanResponseSchema, first).json.weekPlan.Mardi!['déjeuner']!.id;
    const row = await env.DB.prepare('SELECT user_id, source_recipe_id, parent_id FROM recipes WHERE id = ?')
      .bind(id)
      .first<{ user_id: string; source_recipe_id: string | null; parent_id: string | null }>();
    expect(row).toEqual({ user_id: user.user.id, source_recipe_id: corpusId, parent_id: null });
    expect(parseAnswer(weekPlanResponseSchema, await replace()).json.weekPlan.Mardi!['déjeuner']!.id).toBe(id);
    const n = await env.DB.prepare('SELECT COUNT(*) AS n FROM recipes WHERE user_id = ? AND source_recipe_id = ?')
      .bind(user.user.id, corpusId)
      .first<{ n: number }>();
    expect(n!.n).toBe(1);
  });

  it('a Free user cannot add a 4th meal by replacement', async () => {
    const user = await registerUser();
    const gen = await generateWeek(user.token);
    const [first] = mealsOf(parseAnswer(weekPlanResponseSchema, gen).json.weekPlan);
    const res = await api('/api/week-menu/replace-meal', {
      token: user.token,
      body: {
        weekPlanId: parseAnswer(weekPlanResponseSchema, gen).json.weekPlan.id,
        day: 'Samedi',
        mealType: 'dîner',
        recipeId: first!.meal.id,
      },
    });
    expect(res.status).toBe(403);
    expect(messageOf(res)).toBe(WEEK_MENU_MESSAGES.freeLimitReached);
  });
});

describe('POST /api/save-week-menu and POST /api/generate-shopping-list', () => {
  it('saves a dated meal plan from next Monday, idempotently, then builds and links the list', async () => {
    const user = await registerUser({ preferences: { adultCount: 2, childrenCount: 2 }, premium: true });
    const gen = await generateWeek(user.token, { familySize: undefined });
    const weekPlan = parseAnswer(weekPlanResponseSchema, gen).json.weekPlan;
    const saved = await api('/api/save-week-menu', {
      token: user.token,
      body: { weekPlan, preferences: {}, generatedAt: new Date().toISOString() },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ success: true, message: WEEK_MENU_MESSAGES.saved });
    const plan = await env.DB.prepare('SELECT start_date, end_date, user_id FROM meal_plans WHERE id = ?')
      .bind(parseAnswer(saveWeekMenuResponseSchema, saved).json.mealPlanId)
      .first<{ start_date: string; end_date: string; user_id: string }>();
    const start = new Date(`${plan!.start_date}T12:00:00Z`);
    expect(start.getUTCDay()).toBe(1);
    const days = (start.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThanOrEqual(7.5);
    expect(plan!.user_id).toBe(user.user.id);
    const meals = await env.DB.prepare('SELECT COUNT(*) AS n FROM meal_plan_meals WHERE meal_plan_id = ?')
      .bind(parseAnswer(saveWeekMenuResponseSchema, saved).json.mealPlanId)
      .first<{ n: number }>();
    expect(meals!.n).toBe(14);

    const again = await api('/api/save-week-menu', { token: user.token, body: { weekPlan } });
    expect(parseAnswer(saveWeekMenuResponseSchema, again).json.mealPlanId).toBe(
      parseAnswer(saveWeekMenuResponseSchema, saved).json.mealPlanId,
    );

    const list = await api('/api/generate-shopping-list', { token: user.token, body: { weekPlan } });
    expect(list.status).toBe(200);
    const row = await env.DB.prepare('SELECT meal_plan_id, user_id FROM shopping_lists WHERE id = ?')
      .bind(parseAnswer(generateShoppingListResponseSchema, list).json.shoppingListId)
      .first<{ meal_plan_id: string; user_id: string }>();
    expect(row).toEqual({ meal_plan_id: parseAnswer(saveWeekMenuResponseSchema, saved).json.mealPlanId, user_id: user.user.id });
    const mealPlan = await api(`/api/meals/${parseAnswer(saveWeekMenuResponseSchema, saved).json.mealPlanId}`, { token: user.token });
    expect(parseAnswer(mealPlanResponseSchema, mealPlan).json.data.shoppingList).toBe(
      parseAnswer(generateShoppingListResponseSchema, list).json.shoppingListId,
    );
    // Asking again gives the same list.
    expect(
      (await apiAs(generateShoppingListResponseSchema, '/api/generate-shopping-list', { token: user.token, body: { weekPlan } })).json
        .shoppingListId,
    ).toBe(parseAnswer(generateShoppingListResponseSchema, list).json.shoppingListId);
  });

  it('generating the list saves the plan first when it was not saved', async () => {
    const user = await registerUser({ premium: true });
    const gen = await generateWeek(user.token);
    const list = await api('/api/generate-shopping-list', {
      token: user.token,
      body: { weekPlan: parseAnswer(weekPlanResponseSchema, gen).json.weekPlan },
    });
    expect(list.status).toBe(200);
    const row = await env.DB.prepare(
      'SELECT m.week_plan_id FROM shopping_lists s JOIN meal_plans m ON m.id = s.meal_plan_id WHERE s.id = ?',
    )
      .bind(parseAnswer(generateShoppingListResponseSchema, list).json.shoppingListId)
      .first<{ week_plan_id: string | null }>();
    expect(row!.week_plan_id).toBe(parseAnswer(weekPlanResponseSchema, gen).json.weekPlan.id);
  });

  it("someone else's week plan is not found", async () => {
    const user = await registerUser({ premium: true });
    const other = await registerUser({ premium: true });
    const gen = await generateWeek(user.token);
    const before = await tableCounts();
    for (const path of ['/api/save-week-menu', '/api/generate-shopping-list']) {
      const res = await api(path, { token: other.token, body: { weekPlan: parseAnswer(weekPlanResponseSchema, gen).json.weekPlan } });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, message: WEEK_MENU_MESSAGES.weekPlanNotFound });
    }
    expect(await tableCounts()).toEqual(before);
  });
});
