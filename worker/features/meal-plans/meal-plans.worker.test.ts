import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { currentMealPlanResponseSchema, favoritesResponseSchema, mealPlanResponseSchema } from '@shared/schemas/meals';
import { addDays, nextMonday } from './dates';
import { api, apiAs, dbRow, parseAnswer, mealAt, planAndList, registerUser, tableCounts } from '../../../test/kit';

describe('GET /api/meals/:id', () => {
  it('answers 7 days from Monday with the meals in order, their recipes and the list id', async () => {
    const user = await registerUser({ premium: true });
    const { mealPlanId, shoppingListId, weekPlan } = await planAndList(user.token);
    const res = await api(`/api/meals/${mealPlanId}`, { token: user.token });
    expect(res.status).toBe(200);
    const plan = mealPlanResponseSchema.parse(res.json).data;
    expect(plan).toMatchObject({ _id: mealPlanId, id: mealPlanId, shoppingList: shoppingListId });
    expect(plan.days).toHaveLength(7);
    expect(plan.days[0]!.date).toBe(plan.startDate);
    expect(plan.days[6]!.date).toBe(plan.endDate);
    expect(new Date(`${plan.startDate}T12:00:00Z`).getUTCDay()).toBe(1);
    plan.days.forEach((d, i) => expect(d.date).toBe(addDays(plan.startDate, i)));
    expect(plan.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(plan.days[0]!.meals.map((m) => m.type)).toEqual(['déjeuner', 'dîner']);
    expect(plan.days[0]!.meals[1]!.recipe).toMatchObject({
      id: mealAt(weekPlan, 'Lundi', 'dîner').id,
      title: mealAt(weekPlan, 'Lundi', 'dîner').title,
    });
    expect(plan.days[0]!.meals[0]).toMatchObject({ isCompleted: false, feedback: { rating: null, comments: '' } });
    expect(typeof plan.days[0]!.meals[0]!.recipe.cookTime).toBe('number');
  });

  it("someone else's or an unknown plan is 404 'Plan de repas non trouvé'", async () => {
    const user = await registerUser({ premium: true });
    const other = await registerUser();
    const { mealPlanId } = await planAndList(user.token);
    for (const [token, id] of [
      [other.token, mealPlanId],
      [user.token, 'nope-nope'],
    ] as const) {
      const res = await api(`/api/meals/${id}`, { token });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, message: 'Plan de repas non trouvé' });
    }
    const put = await api(`/api/meals/${mealPlanId}`, {
      method: 'PUT',
      token: other.token,
      body: { dayIndex: 0, mealIndex: 0, rating: 5 },
    });
    expect(put.status).toBe(404);
    expect((await api(`/api/meals/${mealPlanId}`)).status).toBe(401);
  });
});

describe('GET /api/meals/current', () => {
  it("answers the user's latest plan (the one covering today first), or null", async () => {
    const user = await registerUser({ premium: true });
    expect((await api('/api/meals/current', { token: user.token })).json).toEqual({ success: true, data: null });
    const { mealPlanId } = await planAndList(user.token);
    const latest = await api('/api/meals/current', { token: user.token });
    expect(parseAnswer(currentMealPlanResponseSchema, latest).json.data?.id).toBe(mealPlanId);
    // A plan covering today wins over a later one.
    const { mealPlanId: thisWeek } = await planAndList(user.token, { seed: 77 });
    const today = new Date().toISOString().slice(0, 10);
    await env.DB.prepare('UPDATE meal_plans SET start_date = ?, end_date = ?, created_at = ? WHERE id = ?')
      .bind(addDays(today, -1), addDays(today, 5), '2000-01-01T00:00:00.000Z', thisWeek)
      .run();
    expect((await apiAs(currentMealPlanResponseSchema, '/api/meals/current', { token: user.token })).json.data?.id).toBe(thisWeek);
    const other = await registerUser();
    expect((await apiAs(currentMealPlanResponseSchema, '/api/meals/current', { token: other.token })).json.data).toBeNull();
  });
});

describe('PUT /api/meals/:id', () => {
  it('rates, comments and marks a meal cooked (completed_at and the recipe cooked_at), and returns the plan', async () => {
    const user = await registerUser({ premium: true });
    const { mealPlanId } = await planAndList(user.token);
    const res = await api(`/api/meals/${mealPlanId}`, {
      method: 'PUT',
      token: user.token,
      body: { dayIndex: 2, mealIndex: 1, rating: 4, comments: 'Très bon', isCompleted: true },
    });
    expect(res.status).toBe(200);
    const meal = parseAnswer(mealPlanResponseSchema, res).json.data.days[2]!.meals[1];
    expect(meal).toMatchObject({ isCompleted: true, feedback: { rating: 4, comments: 'Très bon' } });
    const row = await dbRow<{ completed_at: string | null; recipe_id: string }>(
      'SELECT completed_at, recipe_id FROM meal_plan_meals WHERE meal_plan_id = ? AND day_index = 2 AND meal_index = 1',
      mealPlanId,
    );
    expect(row.completed_at).toBeTruthy();
    const recipe = await dbRow<{ cooked_at: string | null }>('SELECT cooked_at FROM recipes WHERE id = ?', row.recipe_id);
    expect(recipe.cooked_at).toBeTruthy();
    // Other meals untouched.
    expect(parseAnswer(mealPlanResponseSchema, res).json.data.days[2]!.meals[0]).toMatchObject({
      isCompleted: false,
      feedback: { rating: null, comments: '' },
    });

    const undo = await api(`/api/meals/${mealPlanId}`, {
      method: 'PUT',
      token: user.token,
      body: { dayIndex: 2, mealIndex: 1, isCompleted: false, rating: null },
    });
    expect(parseAnswer(mealPlanResponseSchema, undo).json.data.days[2]!.meals[1]).toMatchObject({
      isCompleted: false,
      feedback: { rating: null, comments: 'Très bon' },
    });
  });

  it('refuses bad input and unknown meals, changing nothing', async () => {
    const user = await registerUser({ premium: true });
    const { mealPlanId } = await planAndList(user.token);
    const rows = async () =>
      (await env.DB.prepare('SELECT * FROM meal_plan_meals WHERE meal_plan_id = ? ORDER BY id').bind(mealPlanId).all()).results;
    const before = await rows();
    for (const body of [
      { dayIndex: 7, mealIndex: 0 },
      { dayIndex: 0, mealIndex: 0, rating: 6 },
      { dayIndex: 0, mealIndex: 0, rating: 0 },
      { mealIndex: 0 },
    ]) {
      const res = await api(`/api/meals/${mealPlanId}`, { method: 'PUT', token: user.token, body });
      expect(res.status).toBe(400);
    }
    const missing = await api(`/api/meals/${mealPlanId}`, {
      method: 'PUT',
      token: user.token,
      body: { dayIndex: 0, mealIndex: 4, rating: 3 },
    });
    expect(missing.status).toBe(404);
    expect(await rows()).toEqual(before);
  });
});

describe('favourites', () => {
  it('PUT /api/meals/favorites marks and unmarks one of the user recipes; GET lists them', async () => {
    const user = await registerUser({ premium: true });
    const other = await registerUser({ premium: true });
    const { weekPlan } = await planAndList(user.token);
    const recipeId = mealAt(weekPlan, 'Lundi', 'déjeuner').id;
    expect((await api('/api/meals/favorites', { token: user.token })).json).toEqual({ success: true, data: { recipeIds: [] } });
    const add = await api('/api/meals/favorites', { method: 'PUT', token: user.token, body: { recipeId, favorite: true } });
    expect(add.status).toBe(200);
    expect(parseAnswer(favoritesResponseSchema, add).json.data.recipeIds).toEqual([recipeId]);
    await api('/api/meals/favorites', { method: 'PUT', token: user.token, body: { recipeId, favorite: true } });
    expect((await apiAs(favoritesResponseSchema, '/api/meals/favorites', { token: user.token })).json.data.recipeIds).toEqual([recipeId]);

    const before = await tableCounts();
    const stolen = await api('/api/meals/favorites', { method: 'PUT', token: other.token, body: { recipeId, favorite: true } });
    expect(stolen.status).toBe(404);
    expect(await tableCounts()).toEqual(before);
    expect((await apiAs(favoritesResponseSchema, '/api/meals/favorites', { token: other.token })).json.data.recipeIds).toEqual([]);

    const remove = await api('/api/meals/favorites', { method: 'PUT', token: user.token, body: { recipeId, favorite: false } });
    expect(parseAnswer(favoritesResponseSchema, remove).json.data.recipeIds).toEqual([]);
  });
});

describe('nextMonday (Europe/Paris)', () => {
  it('is the coming Monday, and next week on a Monday', () => {
    expect(nextMonday(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-30'); // Wednesday
    expect(nextMonday(new Date('2026-11-29T22:30:00Z'))).toBe('2026-11-30'); // Sunday 23:30 in Paris
    expect(nextMonday(new Date('2026-11-29T23:30:00Z'))).toBe('2026-12-07'); // already Monday 00:30 in Paris
    expect(nextMonday(new Date('2026-11-30T08:00:00Z'))).toBe('2026-12-07'); // Monday
    expect(nextMonday(new Date('2026-03-29T12:00:00Z'))).toBe('2026-03-30'); // DST change day, Sunday
  });
});
