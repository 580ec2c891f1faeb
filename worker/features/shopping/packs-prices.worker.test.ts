import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { orderResponseSchema, PANTRY_CATEGORY, shoppingListResponseSchema, type ShoppingList } from '@shared/schemas/shopping';
import { api, apiAs, parseAnswer, planAndList, registerUser } from '../../../test/kit';
import { EGGS, LENTILS, oneMealWeek } from '../../../test/one-meal-week';
import { carrefourDrive, driveProviders, partnerConfig } from '../orders/drive-provider';
import { priceLines, quotingDrive } from './prices';
import type { ShoppingLine } from '../../kitchen/index';

// The partner is the drive sandbox (drive-sandbox/) behind the DRIVE binding, as under `npm start`.

const getList = async (id: string, token: string): Promise<ShoppingList> =>
  (await apiAs(shoppingListResponseSchema, `/api/shopping/${id}`, { token })).json.data;

const line = (name: string, quantity: number, unit: string, ingredientId: string | null = null): ShoppingLine => ({
  ingredientId,
  name,
  quantity,
  unit,
  category: 'Autres',
  aisleRank: 10,
});

describe('packs and prices of a line, from the drive sandbox', () => {
  it("prices what the drive sells with its own pack, and gives the others the table's pack and no price", async () => {
    const lines = await priceLines(carrefourDrive(partnerConfig(env)), [
      line('Œufs', 4, 'pièces', 'oeuf'),
      line('Vinaigre de cidre', 3, 'c. à café', 'vinaigre-de-cidre'),
      line('Beurre doux', 500, 'g', 'beurre-doux'),
      line('Basilic frais', 30, 'g', 'basilic'),
      line('Poudre de licorne', 1, ''),
    ]);
    expect(lines.map((l) => [l.name, l.pack?.label ?? null, l.priceCents])).toEqual([
      // Œufs frais x12 at 3,19 €; Beurre doux 250 g at 2,35 € (drive-sandbox/src/catalogue.ts).
      ['Œufs', '1 × Œufs frais x12 (il en faut 4)', 319],
      ['Vinaigre de cidre', '1 bouteille de 50 cl (il en faut 3 c. à café)', null],
      ['Beurre doux', '2 × Beurre doux 250 g', 470],
      // out of stock at the drive: no price; the table sells herbs by the bunch
      ['Basilic frais', '2 bouquets (il en faut 30 g)', null],
      ['Poudre de licorne', null, null],
    ]);
    expect(lines[0]?.pack).toEqual({
      label: '1 × Œufs frais x12 (il en faut 4)',
      count: 1,
      size: 12,
      unit: 'pièce',
      product: 'Œufs frais x12',
    });
  });

  it('no drive, or a drive that fails: every line without a price, the list still made', async () => {
    expect(quotingDrive(driveProviders(partnerConfig({ DRIVE_API_URL: '' })))).toBeNull();
    const none = await priceLines(null, [line('Œufs', 4, 'pièces', 'oeuf')]);
    expect(none.map((l) => [l.pack?.label, l.priceCents])).toEqual([['1 boîte de 6 (il en faut 4)', null]]);
    // 'sandbox-500' makes the sandbox answer a bare 500.
    const failed = await priceLines(carrefourDrive(partnerConfig(env)), [line('Œufs', 4, 'pièces', 'oeuf'), line('sandbox-500', 1, '')]);
    expect(failed.map((l) => l.priceCents)).toEqual([null, null]);
  });
});

describe('GET /api/shopping/:id: packs, prices, estimate', () => {
  it('a generated week: lines carry packs and prices, the estimate is the basket total to the cent', async () => {
    const user = await registerUser({ premium: true });
    const { shoppingListId } = await planAndList(user.token);
    const list = await getList(shoppingListId, user.token);
    const priced = list.items.filter((i) => i.price !== undefined);
    // The pantry section (« Vous avez sûrement déjà ») is not ordered: neither priced nor counted.
    const pantry = list.items.filter((i) => i.category === PANTRY_CATEGORY);
    expect(pantry.length).toBeGreaterThan(0);
    expect(pantry.filter((i) => i.price !== undefined)).toEqual([]);
    const unpricedItems = list.items.filter((i) => i.price === undefined && i.category !== PANTRY_CATEGORY);
    expect(unpricedItems.length).toBeGreaterThan(0);
    expect(priced.length).toBeGreaterThan(3);
    // every priced line says the drive's product it was priced for
    expect(priced.filter((i) => !/^\d+ × /.test(i.pack?.label ?? ''))).toEqual([]);
    expect(list.unpriced).toEqual(unpricedItems.map((i) => i.name));
    const cents = priced.reduce((s, i) => s + Math.round(i.price! * 100), 0);
    expect(list.estimatedTotal).toBe(cents / 100);

    // The drive's own total when ordering the same (unticked) items.
    const res = await api('/api/orders', { token: user.token, body: { shoppingListId } });
    expect(res.status).toBe(201);
    const { orderDetails } = parseAnswer(orderResponseSchema, res).json.data;
    expect(orderDetails.total).toBe(list.estimatedTotal);
    // the lines the drive could not supply are the unpriced lines
    expect(orderDetails.missing?.map((m) => m.name).sort()).toEqual([...(list.unpriced ?? [])].sort());
  });

  it('a new quantity of a priced line is priced again in the same product: the total moves by its packs, after reload and in D1', async () => {
    const user = await registerUser({ premium: true });
    const { shoppingListId } = await oneMealWeek(user.token, [EGGS(4), LENTILS(750)]);
    const before = await getList(shoppingListId, user.token);
    const eggs = before.items.find((i) => i.name === 'Œufs');
    // Œufs frais x12 at 3,19 €, Lentilles vertes 500 g at 1,79 € (drive-sandbox/src/catalogue.ts).
    // The week planned for 2 keeps this meal alone: the recipe's 4 eggs for 2.
    expect(eggs).toMatchObject({ quantity: 4, price: 3.19, pack: { label: '1 × Œufs frais x12 (il en faut 4)', count: 1 } });
    expect(before.items.find((i) => i.name === 'Lentilles vertes')?.price).toBeGreaterThan(0);
    const totalBefore = before.estimatedTotal!;
    const op = (opId: string, quantity: number) => ({ opId, at: 1, kind: 'quantity', itemId: eggs!._id, quantity });

    // 13 eggs: two boxes of 12, 3,19 € more.
    const res = await api(`/api/shopping/${shoppingListId}/ops`, { token: user.token, body: { ops: [op('qty-packs-13', 13)] } });
    expect(res.status).toBe(200);
    for (const list of [parseAnswer(shoppingListResponseSchema, res).json.data, await getList(shoppingListId, user.token)]) {
      expect(list.items.find((i) => i._id === eggs!._id)).toMatchObject({
        quantity: 13,
        price: 6.38,
        pack: { label: '2 × Œufs frais x12 (il en faut 13)', count: 2, size: 12, unit: 'pièce' },
      });
      expect(Math.round(list.estimatedTotal! * 100)).toBe(Math.round(totalBefore * 100) + 319);
      expect(list.unpriced).toEqual(before.unpriced);
    }
    const row = await env.DB.prepare('SELECT price_cents, pack FROM shopping_items WHERE id = ?')
      .bind(eggs!._id)
      .first<{ price_cents: number | null; pack: string }>();
    expect(row?.price_cents).toBe(638);
    expect(JSON.parse(row!.pack)).toMatchObject({ count: 2, label: '2 × Œufs frais x12 (il en faut 13)' });

    // Edit mode's « Enregistrer » (PUT): 24 eggs is exactly two boxes; 6 is one again, the first total.
    const put = (quantity: number) =>
      api(`/api/shopping/${shoppingListId}`, {
        method: 'PUT',
        token: user.token,
        body: { items: [{ _id: eggs!._id, quantity, purchased: false }] },
      });
    expect((await put(24)).status).toBe(200);
    expect((await getList(shoppingListId, user.token)).items.find((i) => i._id === eggs!._id)).toMatchObject({
      price: 6.38,
      pack: { label: '2 × Œufs frais x12', count: 2 },
    });
    expect((await put(6)).status).toBe(200);
    const six = await getList(shoppingListId, user.token);
    expect(six.items.find((i) => i._id === eggs!._id)).toMatchObject({ price: 3.19, pack: { label: '1 × Œufs frais x12 (il en faut 6)' } });
    expect(six.estimatedTotal).toBe(totalBefore);

    // An addition merged into the line (6 + 10 = 16 eggs): two boxes again.
    const added = await api(`/api/shopping/${shoppingListId}/items`, { token: user.token, body: { name: 'Œufs', quantity: 10 } });
    expect(added.status).toBe(201);
    const merged = await getList(shoppingListId, user.token);
    expect(merged.items.filter((i) => i.name === 'Œufs')).toEqual([
      expect.objectContaining({ _id: eggs!._id, quantity: 16, price: 6.38, pack: expect.objectContaining({ count: 2 }) }),
    ]);
    expect(Math.round(merged.estimatedTotal! * 100)).toBe(Math.round(totalBefore * 100) + 319);

    // The drive's own basket for the same items charges what the list estimates.
    const order = await api('/api/orders', { token: user.token, body: { shoppingListId } });
    expect(order.status).toBe(201);
    expect(parseAnswer(orderResponseSchema, order).json.data.orderDetails.total).toBe(merged.estimatedTotal);
  });

  it('a line the drive did not price stays unpriced after an edit, with the table’s pack for its new quantity', async () => {
    const user = await registerUser();
    const { shoppingListId } = await oneMealWeek(user.token, [EGGS(4)]);
    const before = await getList(shoppingListId, user.token);
    // Out of stock at the drive: basil has the table's bunches and no price.
    const res = await api(`/api/shopping/${shoppingListId}/items`, {
      token: user.token,
      body: { name: 'Basilic frais', quantity: 30, unit: 'g' },
    });
    expect(res.status).toBe(201);
    const withBasil = await getList(shoppingListId, user.token);
    const basil = withBasil.items.find((i) => i.name.startsWith('Basilic'));
    expect(basil).toBeDefined();
    expect(basil?.price).toBeUndefined();
    expect(withBasil.unpriced).toContain(basil!.name);
    expect(withBasil.estimatedTotal).toBe(before.estimatedTotal);
    const edit = await api(`/api/shopping/${shoppingListId}/ops`, {
      token: user.token,
      body: { ops: [{ opId: 'qty-basil-1', at: 1, kind: 'quantity', itemId: basil!._id, quantity: 90 }] },
    });
    expect(edit.status).toBe(200);
    const after = (await getList(shoppingListId, user.token)).items.find((i) => i._id === basil!._id);
    expect(after?.price).toBeUndefined();
    expect(after?.pack?.unit).toBe('bouquet');
  });
});
