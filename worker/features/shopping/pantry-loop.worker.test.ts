import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { pantryResponseSchema } from '@shared/schemas/households';
import { PANTRY_CATEGORY, shoppingListResponseSchema, type ShoppingList } from '@shared/schemas/shopping';
import { api, apiAs, registerUser } from '../../../test/kit';
import { listStub } from './shopping.service';
import { EGGS, LENTILS, oneMealWeek } from '../../../test/one-meal-week';

// The pantry's quantities on the list: subtracted when a list is generated. Each test plans a week,
// then keeps one meal (its portion factor set, 1 unless told) and gives its recipe known lines for 2
// portions, so the figures are exact.

const getList = async (id: string, token: string): Promise<ShoppingList> =>
  (await apiAs(shoppingListResponseSchema, `/api/shopping/${id}`, { token })).json.data;
const putPantry = async (token: string, body: unknown) => {
  const res = await apiAs(pantryResponseSchema, '/api/households/pantry', { method: 'PUT', token, body });
  expect(res.status).toBe(200);
};
const regenerate = async (token: string, weekPlanId: string) => {
  const res = await api('/api/generate-shopping-list', { token, body: { weekPlan: { id: weekPlanId } } });
  expect(res.status).toBe(200);
};
const named = (list: ShoppingList, name: string) => list.items.filter((i) => i.name === name);

describe('the pantry subtracted from the next list', () => {
  it('need 750 g, have 500 g → 250 g, the item saying what the pantry holds; kg converted; nothing without the pantry', async () => {
    const user = await registerUser();
    const { weekPlan, shoppingListId } = await oneMealWeek(user.token, [LENTILS(750)]);
    // Without a pantry the shop rounds 750 g up to 800 g.
    expect(named(await getList(shoppingListId, user.token), 'Lentilles vertes')).toEqual([
      expect.objectContaining({ quantity: 800, unit: 'g', purchased: false }),
    ]);
    expect(named(await getList(shoppingListId, user.token), 'Lentilles vertes')[0]).not.toHaveProperty('have');

    await putPantry(user.token, { mode: 'apart', items: [{ name: 'lentilles vertes', quantity: 500, unit: 'g' }] });
    await regenerate(user.token, weekPlan.id);
    const [item] = named(await getList(shoppingListId, user.token), 'Lentilles vertes');
    expect(item).toMatchObject({ quantity: 250, unit: 'g', have: { quantity: 500, unit: 'g' } });
    expect(item?.category).not.toBe(PANTRY_CATEGORY);
    const stored = await env.DB.prepare('SELECT quantity, unit, have FROM shopping_items WHERE id = ?').bind(item?._id).first();
    expect(stored).toEqual({ quantity: 250, unit: 'g', have: '{"quantity":500,"unit":"g"}' });

    await putPantry(user.token, { mode: 'apart', items: [{ name: 'Lentilles', quantity: 0.5, unit: 'kg' }] });
    await regenerate(user.token, weekPlan.id);
    expect(named(await getList(shoppingListId, user.token), 'Lentilles vertes')).toEqual([
      expect.objectContaining({ quantity: 250, unit: 'g', have: { quantity: 0.5, unit: 'kg' } }),
    ]);
  });

  it('does not subtract another family (grams of eggs counted by the piece); a covered item goes apart, or off when hidden', async () => {
    const user = await registerUser();
    const { weekPlan, shoppingListId } = await oneMealWeek(user.token, [LENTILS(750), EGGS(4)]);
    await putPantry(user.token, {
      mode: 'apart',
      items: [
        { name: 'œufs', quantity: 200, unit: 'g' },
        { name: 'lentilles vertes', quantity: 1, unit: 'kg' },
      ],
    });
    await regenerate(user.token, weekPlan.id);
    const list = await getList(shoppingListId, user.token);
    const [eggs] = named(list, 'Œufs');
    expect(eggs).toMatchObject({ quantity: 4 });
    expect(eggs).not.toHaveProperty('have');
    expect(named(list, 'Lentilles vertes')).toEqual([
      expect.objectContaining({ category: PANTRY_CATEGORY, quantity: 800, unit: 'g', have: { quantity: 1, unit: 'kg' } }),
    ]);

    await putPantry(user.token, { mode: 'hidden', items: [{ name: 'lentilles vertes', quantity: 1, unit: 'kg' }] });
    await regenerate(user.token, weekPlan.id);
    const hidden = await getList(shoppingListId, user.token);
    expect(named(hidden, 'Lentilles vertes')).toEqual([]);
    expect(named(hidden, 'Œufs')).toHaveLength(1);
  });
});

const finish = (listId: string, token: string) => api(`/api/shopping/${listId}/finish`, { token, body: {} });
const tick = async (listId: string, token: string, itemIds: string[]) => {
  const res = await api(`/api/shopping/${listId}/purchase`, { method: 'PUT', token, body: { itemIds } });
  expect(res.status).toBe(200);
};

describe('« Courses terminées »: POST /api/shopping/:id/finish', () => {
  it('puts the ticked items in the pantry as bought, the packs whole, once: finishing twice changes nothing', async () => {
    const user = await registerUser();
    const { shoppingListId } = await oneMealWeek(user.token, [LENTILS(750), EGGS(4)]);
    await putPantry(user.token, { mode: 'apart', items: ['sel', { name: 'Lentilles vertes', quantity: 200, unit: 'g' }] });
    const list = await getList(shoppingListId, user.token);
    const [lentils] = named(list, 'Lentilles vertes');
    const [eggs] = named(list, 'Œufs');
    // The drive sandbox sells lentils by 500 g and eggs by the dozen (drive-sandbox/src/catalogue.ts).
    expect(lentils).toMatchObject({ quantity: 800, unit: 'g', pack: { count: 2, size: 500, unit: 'g' } });
    expect(eggs).toMatchObject({ quantity: 4, pack: { count: 1, size: 12, unit: 'pièce' } });
    // Only the lentils are ticked: the eggs stay out.
    await tick(shoppingListId, user.token, [lentils!._id]);

    const first = await finish(shoppingListId, user.token);
    expect(first.status).toBe(200);
    // 200 g + the two 500 g packs bought, not the 800 g the recipes need.
    const expected = { mode: 'apart', items: [{ name: 'sel' }, { name: 'Lentilles vertes', quantity: 1200, unit: 'g' }] };
    expect(pantryResponseSchema.parse(first.json)).toEqual({
      success: true,
      message: 'Courses terminées : vos achats sont rangés dans vos placards',
      data: expected,
    });
    const again = await finish(shoppingListId, user.token);
    expect(again.status).toBe(200);
    expect(pantryResponseSchema.parse(again.json).data).toEqual(expected);

    // Ticked later: only the new item goes in, the whole box of 12 for the 4 the plan needs.
    await tick(shoppingListId, user.token, [eggs!._id]);
    const third = pantryResponseSchema.parse((await finish(shoppingListId, user.token)).json).data;
    expect(third.items).toEqual([...expected.items, { name: 'Œuf', quantity: 12, unit: 'pièce' }]);
    expect(pantryResponseSchema.parse((await finish(shoppingListId, user.token)).json).data).toEqual(third);
  });

  it('without a drive, the pack table’s box: need 4 eggs, 1 boîte de 6 bought → 6 in the pantry; the next list subtracts it', async () => {
    const user = await registerUser();
    const { weekPlan, shoppingListId } = await oneMealWeek(user.token, [EGGS(4)]);
    // The drive's prices and packs gone, as a list made while the drive is down: the table's box of 6.
    await env.DB.prepare(`UPDATE shopping_items SET pack = ?, price_cents = NULL WHERE list_id = ? AND name = 'Œufs'`)
      .bind(JSON.stringify({ label: '1 boîte de 6 (il en faut 4)', count: 1, size: 6, unit: 'pièce' }), shoppingListId)
      .run();
    await listStub(env.SHOPPING_LIST, shoppingListId).refresh(shoppingListId);
    const [eggs] = named(await getList(shoppingListId, user.token), 'Œufs');
    expect(eggs).toMatchObject({ quantity: 4, pack: { label: '1 boîte de 6 (il en faut 4)', count: 1, size: 6 } });
    await tick(shoppingListId, user.token, [eggs!._id]);
    const done = pantryResponseSchema.parse((await finish(shoppingListId, user.token)).json).data;
    expect(done.items).toEqual([{ name: 'Œuf', quantity: 6, unit: 'pièce' }]);
    expect(pantryResponseSchema.parse((await finish(shoppingListId, user.token)).json).data).toEqual(done);

    // The same week's list made again: the 6 eggs cover the 4 needed.
    await regenerate(user.token, weekPlan.id);
    expect(named(await getList(shoppingListId, user.token), 'Œufs')).toEqual([
      expect.objectContaining({ category: PANTRY_CATEGORY, quantity: 4, have: { quantity: 6, unit: 'pièce' } }),
    ]);
  });

  it('answers 404 for another household’s list and an unknown one, and changes nothing', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const { shoppingListId } = await oneMealWeek(owner.token, [LENTILS(750)]);
    const [lentils] = named(await getList(shoppingListId, owner.token), 'Lentilles vertes');
    await tick(shoppingListId, owner.token, [lentils!._id]);
    const res = await finish(shoppingListId, other.token);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: 'Liste de courses non trouvée' });
    expect((await finish('inconnue', owner.token)).status).toBe(404);
    const pantries = await Promise.all(
      [owner, other].map(async (u) => (await apiAs(pantryResponseSchema, '/api/households/pantry', { token: u.token })).json.data),
    );
    expect(pantries).toEqual([
      { mode: 'apart', items: [] },
      { mode: 'apart', items: [] },
    ]);
  });

  it('writes the pantry and its keys in one batch: a forced failure of the keys leaves the pantry as it was', async () => {
    const user = await registerUser();
    const { shoppingListId } = await oneMealWeek(user.token, [LENTILS(750)]);
    await putPantry(user.token, { mode: 'apart', items: [{ name: 'Lentilles vertes', quantity: 200, unit: 'g' }] });
    const [lentils] = named(await getList(shoppingListId, user.token), 'Lentilles vertes');
    await tick(shoppingListId, user.token, [lentils!._id]);
    await env.DB.prepare(
      `CREATE TRIGGER pantry_applied_fails BEFORE INSERT ON pantry_applied BEGIN SELECT RAISE(ABORT, 'forced'); END`,
    ).run();
    try {
      expect((await finish(shoppingListId, user.token)).status).toBe(500);
    } finally {
      await env.DB.prepare('DROP TRIGGER pantry_applied_fails').run();
    }
    const pantry = (await apiAs(pantryResponseSchema, '/api/households/pantry', { token: user.token })).json.data;
    expect(pantry.items).toEqual([{ name: 'Lentilles vertes', quantity: 200, unit: 'g' }]);
    // Once the failure is gone, the same request applies once: 200 g and the two 500 g packs.
    expect(pantryResponseSchema.parse((await finish(shoppingListId, user.token)).json).data.items).toEqual([
      { name: 'Lentilles vertes', quantity: 1200, unit: 'g' },
    ]);
  });
});

describe('« Marquer comme cuisiné »: PUT /api/meals/:id takes the recipe out of the pantry, and puts it back', () => {
  const cook = (token: string, mealPlanId: string, meal: { dayIndex: number; mealIndex: number }, isCompleted: boolean) =>
    api(`/api/meals/${mealPlanId}`, { method: 'PUT', token, body: { dayIndex: meal.dayIndex, mealIndex: meal.mealIndex, isCompleted } });
  const pantryItems = async (token: string) => (await apiAs(pantryResponseSchema, '/api/households/pantry', { token })).json.data.items;

  it('deducts at the planned portions once, restores exactly once; staples and other families stay', async () => {
    const user = await registerUser();
    const { mealPlanId, meal } = await oneMealWeek(user.token, [LENTILS(750), EGGS(4)]);
    const start = [{ name: 'sel' }, { name: 'Lentilles vertes', quantity: 1, unit: 'kg' }, { name: 'Œuf', quantity: 300, unit: 'g' }];
    await putPantry(user.token, { mode: 'apart', items: start });

    expect((await cook(user.token, mealPlanId, meal, true)).status).toBe(200);
    const after = [start[0], { name: 'Lentilles vertes', quantity: 0.25, unit: 'kg' }, start[2]];
    expect(await pantryItems(user.token)).toEqual(after);
    // Marked again (a replay): nothing more comes out.
    expect((await cook(user.token, mealPlanId, meal, true)).status).toBe(200);
    expect(await pantryItems(user.token)).toEqual(after);

    expect((await cook(user.token, mealPlanId, meal, false)).status).toBe(200);
    expect(await pantryItems(user.token)).toEqual(start);
    expect((await cook(user.token, mealPlanId, meal, false)).status).toBe(200);
    expect(await pantryItems(user.token)).toEqual(start);
    const row = await env.DB.prepare('SELECT is_completed FROM meal_plan_meals WHERE id = ?')
      .bind(meal.id)
      .first<{ is_completed: number }>();
    expect(row?.is_completed).toBe(0);
  });

  it('takes out what the list plans for the meal: the household’s servings × the meal’s portion factor (1.5)', async () => {
    const user = await registerUser();
    const { mealPlanId, meal, shoppingListId } = await oneMealWeek(user.token, [LENTILS(750)], 1.5);
    // The list plans 750 g × 1.5 = 1125 g, sold as 1.25 kg.
    expect(named(await getList(shoppingListId, user.token), 'Lentilles vertes')).toEqual([
      expect.objectContaining({ quantity: 1.25, unit: 'kg' }),
    ]);
    await putPantry(user.token, { mode: 'apart', items: [{ name: 'Lentilles vertes', quantity: 2000, unit: 'g' }] });
    expect((await cook(user.token, mealPlanId, meal, true)).status).toBe(200);
    expect(await pantryItems(user.token)).toEqual([{ name: 'Lentilles vertes', quantity: 875, unit: 'g' }]);
    expect((await cook(user.token, mealPlanId, meal, false)).status).toBe(200);
    expect(await pantryItems(user.token)).toEqual([{ name: 'Lentilles vertes', quantity: 2000, unit: 'g' }]);
  });

  it('never takes more than the pantry holds: an emptied item leaves, and comes back on undo', async () => {
    const user = await registerUser();
    const { mealPlanId, meal } = await oneMealWeek(user.token, [LENTILS(750)]);
    await putPantry(user.token, { mode: 'apart', items: [{ name: 'Lentilles vertes', quantity: 500, unit: 'g' }] });
    expect((await cook(user.token, mealPlanId, meal, true)).status).toBe(200);
    expect(await pantryItems(user.token)).toEqual([]);
    expect((await cook(user.token, mealPlanId, meal, false)).status).toBe(200);
    expect(await pantryItems(user.token)).toEqual([{ name: 'Lentilles vertes', quantity: 500, unit: 'g' }]);
  });

  it('another household’s meal plan is 404 and its pantry does not move', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const { mealPlanId, meal } = await oneMealWeek(owner.token, [LENTILS(750)]);
    await putPantry(other.token, { mode: 'apart', items: [{ name: 'Lentilles vertes', quantity: 1, unit: 'kg' }] });
    await putPantry(owner.token, { mode: 'apart', items: [{ name: 'Lentilles vertes', quantity: 1, unit: 'kg' }] });
    const res = await cook(other.token, mealPlanId, meal, true);
    expect(res.status).toBe(404);
    expect(await pantryItems(other.token)).toEqual([{ name: 'Lentilles vertes', quantity: 1, unit: 'kg' }]);
    expect(await pantryItems(owner.token)).toEqual([{ name: 'Lentilles vertes', quantity: 1, unit: 'kg' }]);
  });
});
