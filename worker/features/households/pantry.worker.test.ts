import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PANTRY_MESSAGES, pantryResponseSchema } from '@shared/schemas/households';
import { api, apiAs, errorOf, registerUser } from '../../../test/kit';

const pantryOf = async (token: string) => (await apiAs(pantryResponseSchema, '/api/households/pantry', { token })).json.data;
const put = (token: string, body: unknown) => api('/api/households/pantry', { method: 'PUT', token, body });
const add = (token: string, body: unknown) => api('/api/households/pantry/items', { token, body });
const rowsOf = async (userId: string) =>
  (
    await env.DB.prepare(
      'SELECT name, ingredient_id, quantity, unit, best_before FROM pantry_items WHERE household_id = (SELECT household_id FROM users WHERE id = ?) ORDER BY rowid',
    )
      .bind(userId)
      .all()
  ).results;

describe('« Mes placards » with quantities', () => {
  it('PUT replaces the pantry, one D1 row per item; plain strings stay staples; GET reads it back', async () => {
    const user = await registerUser();
    const res = await put(user.token, {
      mode: 'apart',
      items: ['sel', { name: 'Farine', quantity: 500, unit: 'g', bestBefore: '2027-03-31' }, { name: 'lait', quantity: 1.5, unit: 'l' }],
    });
    expect(res.status).toBe(200);
    expect(pantryResponseSchema.parse(res.json).message).toBe(PANTRY_MESSAGES.saved);
    const expected = [
      { name: 'sel' },
      { name: 'Farine', quantity: 500, unit: 'g', bestBefore: '2027-03-31' },
      { name: 'lait', quantity: 1.5, unit: 'l' },
    ];
    expect(pantryResponseSchema.parse(res.json).data).toEqual({ mode: 'apart', items: expected });
    expect(await pantryOf(user.token)).toEqual({ mode: 'apart', items: expected });
    const rows = await rowsOf(user.user.id);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual({ name: 'Farine', ingredient_id: expect.any(String), quantity: 500, unit: 'g', best_before: '2027-03-31' });
    expect(rows[0]).toMatchObject({ name: 'sel', quantity: null, unit: null, best_before: null });

    // Replaced, not merged with what was there.
    expect((await put(user.token, { mode: 'hidden', items: ['poivre'] })).status).toBe(200);
    expect(await pantryOf(user.token)).toEqual({ mode: 'hidden', items: [{ name: 'poivre' }] });
    expect(await rowsOf(user.user.id)).toHaveLength(1);
  });

  it('POST /items adds one item and answers the whole pantry; the same item again adds up in its unit', async () => {
    const user = await registerUser();
    await put(user.token, { mode: 'apart', items: ['sel'] });
    const first = await add(user.token, { name: 'farine', quantity: 500, unit: 'g' });
    expect(first.status).toBe(200);
    expect(pantryResponseSchema.parse(first.json)).toMatchObject({
      message: PANTRY_MESSAGES.added,
      data: { mode: 'apart', items: [{ name: 'sel' }, { name: 'farine', quantity: 500, unit: 'g' }] },
    });
    const again = await add(user.token, { name: 'Farine', quantity: 1, unit: 'kg' });
    expect(pantryResponseSchema.parse(again.json).data.items).toEqual([{ name: 'sel' }, { name: 'farine', quantity: 1500, unit: 'g' }]);
    // A plain string is a staple.
    const staple = await add(user.token, 'poivre');
    expect(pantryResponseSchema.parse(staple.json).data.items.at(-1)).toEqual({ name: 'poivre' });
    expect(await rowsOf(user.user.id)).toHaveLength(3);
  });

  it('refuses a bad quantity, unit, date or name with a French 400 naming the field, and changes nothing', async () => {
    const user = await registerUser();
    await put(user.token, { mode: 'apart', items: ['sel'] });
    const cases: [unknown, string][] = [
      [{ name: 'farine', quantity: -1, unit: 'g' }, `Champ « items.0.quantity » : ${PANTRY_MESSAGES.quantityInvalid}`],
      [{ name: 'farine', quantity: 'beaucoup', unit: 'g' }, `Champ « items.0.quantity » : ${PANTRY_MESSAGES.quantityInvalid}`],
      [{ name: 'farine', quantity: 10_000, unit: 'kg' }, 'Champ « items.0.quantity » : La quantité ne doit pas dépasser 100 kg.'],
      [{ name: 'lait', quantity: 101, unit: 'l' }, 'Champ « items.0.quantity » : La quantité ne doit pas dépasser 100 l.'],
      [{ name: 'œufs', quantity: 1001, unit: 'pièce' }, 'Champ « items.0.quantity » : La quantité ne doit pas dépasser 1000 pièces.'],
      [{ name: 'farine', quantity: 500 }, `Champ « items.0.unit » : ${PANTRY_MESSAGES.unitRequired}`],
      [{ name: 'farine', bestBefore: '2026-02-30' }, `Champ « items.0.bestBefore » : ${PANTRY_MESSAGES.dateInvalid}`],
      [{ name: 'x'.repeat(200) }, `Champ « items.0.name » : ${PANTRY_MESSAGES.nameTooLong}`],
      ['  ', `Champ « items.0.name » : ${PANTRY_MESSAGES.nameRequired}`],
    ];
    expect(cases).toHaveLength(9);
    for (const [item, message] of cases) {
      const res = await put(user.token, { mode: 'apart', items: [item] });
      expect(res.status, JSON.stringify(item)).toBe(400);
      expect(errorOf(res)).toEqual({ success: false, message });
      const one = await add(user.token, item);
      expect(one.status, JSON.stringify(item)).toBe(400);
      expect(errorOf(one).message).toBe(message.replace('items.0.', ''));
    }
    expect(await pantryOf(user.token)).toEqual({ mode: 'apart', items: [{ name: 'sel' }] });
  });

  it('is the household’s own: another account reads its own (empty) pantry', async () => {
    const a = await registerUser();
    const b = await registerUser();
    await put(a.token, { mode: 'apart', items: [{ name: 'riz', quantity: 1, unit: 'kg' }] });
    expect(await pantryOf(b.token)).toEqual({ mode: 'apart', items: [] });
    expect((await api('/api/households/pantry')).status).toBe(401);
  });
});
