import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { orderResponseSchema, PANTRY_CATEGORY, shoppingListResponseSchema, type ShoppingList } from '@shared/schemas/shopping';
import { api, apiAs, parseAnswer, planAndList, registerUser } from '../../../test/kit';
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
    expect(lines[0]?.pack).toEqual({ label: '1 × Œufs frais x12 (il en faut 4)', count: 1, size: 12, unit: 'pièce' });
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

  it('a new quantity drops the price (the drive priced another one) and names the line as unpriced, after reload too', async () => {
    const user = await registerUser();
    const { shoppingListId } = await planAndList(user.token);
    const before = await getList(shoppingListId, user.token);
    const target = before.items.find((i) => i.price !== undefined);
    expect(target).toBeDefined();
    const res = await api(`/api/shopping/${shoppingListId}/ops`, {
      token: user.token,
      body: { ops: [{ opId: 'qty-packs-1', at: 1, kind: 'quantity', itemId: target!._id, quantity: target!.quantity + 7 }] },
    });
    expect(res.status).toBe(200);
    for (const list of [parseAnswer(shoppingListResponseSchema, res).json.data, await getList(shoppingListId, user.token)]) {
      const item = list.items.find((i) => i._id === target!._id);
      expect(item?.price).toBeUndefined();
      expect(list.unpriced).toContain(target!.name);
      expect(list.estimatedTotal).toBe(Math.round((before.estimatedTotal! - target!.price!) * 100) / 100);
    }
    const row = await env.DB.prepare('SELECT price_cents FROM shopping_items WHERE id = ?')
      .bind(target!._id)
      .first<{ price_cents: number | null }>();
    expect(row).toEqual({ price_cents: null });
  });
});
