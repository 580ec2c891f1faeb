import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { orderResponseSchema, shoppingListResponseSchema } from '@shared/schemas/shopping';
import { api, apiAs, dbRow, messageOf, parseAnswer, registerUser, tableCounts } from '../../../test/kit';
import { newId } from '../../db/schema/ids';
import { carrefourDrive, partnerConfig, type PartnerConfig } from './drive-provider';

// The partner here is the drive sandbox (drive-sandbox/), a second Worker behind the DRIVE binding,
// with DRIVE_TIMEOUT_MS = 1500 (vitest.worker.config.mts).

const order = (token: string, shoppingListId: string) => api('/api/orders', { token, body: { shoppingListId } });

/** A list of the user with exactly these items (name, quantity, unit), none ticked. */
async function listWith(userId: string, items: [string, number, string][]): Promise<string> {
  const id = newId();
  const at = new Date().toISOString();
  await env.DB.prepare("INSERT INTO shopping_lists (id, user_id, status, created_at, updated_at) VALUES (?, ?, 'active', ?, ?)")
    .bind(id, userId, at, at)
    .run();
  for (const [position, [name, quantity, unit]] of items.entries()) {
    await env.DB.prepare('INSERT INTO shopping_items (id, list_id, name, quantity, unit, category, position) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind(newId(), id, name, quantity, unit, 'Autres', position)
      .run();
  }
  return id;
}

async function premium() {
  return registerUser({ premium: true });
}

async function expectNothingWritten(token: string, listId: string, before: Record<string, number>) {
  expect(await tableCounts()).toEqual(before);
  const list = (await apiAs(shoppingListResponseSchema, `/api/shopping/${listId}`, { token })).json.data;
  expect(list).toMatchObject({ status: 'active', driveOrderId: null, orderDetails: null });
}

describe('ordering through the drive partner', () => {
  it('records the basket total, the missing products and the demonstration flag once the partner accepted', async () => {
    const user = await premium();
    const listId = await listWith(user.user.id, [
      ['Tomates', 1, 'kg'],
      ['Lait demi-écrémé', 1.5, 'l'],
      ['Basilic frais', 30, 'g'],
      ['Poudre de licorne', 1, 'piece'],
    ]);
    const res = await order(user.token, listId);
    expect(res.status).toBe(201);
    expect(messageOf(res)).toBe('Commande envoyée avec succès au drive Carrefour!');
    // 2 × Tomates grappe 500 g at 2,49 € + 2 × Lait demi-écrémé 1 L at 1,09 €.
    const expectedMissing = [
      { name: 'Basilic frais', reason: 'out_of_stock' },
      { name: 'Poudre de licorne', reason: 'unknown' },
    ];
    const list = (await apiAs(shoppingListResponseSchema, `/api/shopping/${listId}`, { token: user.token })).json.data;
    expect(list.orderDetails).toMatchObject({
      provider: 'carrefour',
      status: 'pending',
      total: 7.16,
      missing: expectedMissing,
      demo: true,
    });

    const row = await dbRow<{ missing: string; basket: string }>('SELECT * FROM orders WHERE shopping_list_id = ?', listId);
    expect(row).toMatchObject({
      id: parseAnswer(orderResponseSchema, res).json.data.orderId,
      total_cents: 716,
      demo: 1,
      status: 'pending',
      partner_order_id: list.orderDetails!.partnerOrderId,
    });
    expect(JSON.parse(row.missing)).toEqual(expectedMissing);
    const basket = JSON.parse(row.basket);
    expect(basket.basketId).toMatch(/^BSK-/);
    expect(
      basket.lines.map((l: { name: string; product?: { label: string; packs: number } }) => [
        l.name,
        l.product?.label ?? null,
        l.product?.packs ?? null,
      ]),
    ).toEqual([
      ['Tomates', 'Tomates grappe 500 g', 2],
      ['Lait demi-écrémé', 'Lait demi-écrémé 1 L', 2],
      ['Basilic frais', null, null],
      ['Poudre de licorne', null, null],
    ]);
  });

  it('the same idempotency key twice gives one basket and one order at the partner; the API keeps one row', async () => {
    const user = await premium();
    const listId = await listWith(user.user.id, [['Carottes', 2, 'kg']]);
    const list = (await apiAs(shoppingListResponseSchema, `/api/shopping/${listId}`, { token: user.token })).json.data;
    const drive = carrefourDrive(partnerConfig(env));
    const first = await drive.placeOrder(list, list.items);
    const second = await drive.placeOrder(list, list.items);
    expect(second.partnerOrderId).toBe(first.partnerOrderId);
    expect(second.basket.basketId).toBe(first.basket.basketId);
    expect(first).toMatchObject({ totalCents: 258, missing: [], demo: true, status: 'pending' });

    // The API then records it once, with the partner's order of the first call.
    const placed = await order(user.token, listId);
    expect(placed.status).toBe(201);
    expect(parseAnswer(orderResponseSchema, placed).json.data.orderDetails.partnerOrderId).toBe(first.partnerOrderId);
    expect((await order(user.token, listId)).status).toBe(409);
    const count = await dbRow<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE shopping_list_id = ?', listId);
    expect(count.n).toBe(1);
  });

  it('retries once when no answer came (network error), with the same key: the order goes through once', async () => {
    const user = await premium();
    const listId = await listWith(user.user.id, [['Œufs', 6, 'piece']]);
    const list = (await apiAs(shoppingListResponseSchema, `/api/shopping/${listId}`, { token: user.token })).json.data;
    const base = partnerConfig(env);
    const seen: string[] = [];
    let failures = 1;
    const flaky: PartnerConfig = {
      ...base,
      fetch: async (input, init) => {
        seen.push(`${init.method} ${new URL(input).pathname} ${(init.headers as Record<string, string>)['Idempotency-Key']}`);
        if (failures-- > 0) throw new TypeError('Network connection lost.');
        return base.fetch(input, init);
      },
    };
    const placed = await carrefourDrive(flaky).placeOrder(list, list.items);
    expect(placed).toMatchObject({ totalCents: 319, demo: true });
    expect(seen).toEqual([`POST /baskets ${listId}`, `POST /baskets ${listId}`, `POST /orders ${listId}`]);

    // Two network errors in a row: the French error, after exactly two attempts.
    let calls = 0;
    const down: PartnerConfig = { ...base, fetch: async () => (calls++, Promise.reject(new TypeError('Network connection lost.'))) };
    await expect(carrefourDrive(down).placeOrder(list, list.items)).rejects.toMatchObject({
      status: 502,
      message: 'Erreur lors de la commande au drive',
    });
    expect(calls).toBe(2);
  });

  it('a list with only unknown or out-of-stock products: the partner refuses in French, nothing is written', async () => {
    const user = await premium();
    const listId = await listWith(user.user.id, [
      ['Poudre de licorne', 1, 'piece'],
      ['Framboises', 250, 'g'],
    ]);
    const before = await tableCounts();
    const res = await order(user.token, listId);
    expect(res.status).toBe(502);
    expect(res.json).toEqual({ success: false, message: "Aucun article de la liste n'est disponible au drive : rien à commander." });
    await expectNothingWritten(user.token, listId, before);
  });

  it('a partner 500 without a message: « Erreur lors de la commande au drive », not retried, nothing written', async () => {
    const user = await premium();
    const listId = await listWith(user.user.id, [
      ['Carottes', 1, 'kg'],
      ['sandbox-500', 1, 'piece'],
    ]);
    const before = await tableCounts();
    const res = await order(user.token, listId);
    expect(res.status).toBe(502);
    expect(res.json).toEqual({ success: false, message: 'Erreur lors de la commande au drive' });
    await expectNothingWritten(user.token, listId, before);
  });

  it('a partner slower than the timeout: 504 « Erreur lors de la commande au drive », nothing written', async () => {
    const user = await premium();
    const listId = await listWith(user.user.id, [['sandbox-lent-5000', 1, 'piece']]);
    const before = await tableCounts();
    const started = Date.now();
    const res = await order(user.token, listId);
    const waited = Date.now() - started;
    expect(res.status).toBe(504);
    expect(res.json).toEqual({ success: false, message: 'Erreur lors de la commande au drive' });
    expect(waited).toBeGreaterThanOrEqual(1400);
    expect(waited).toBeLessThan(4500);
    await expectNothingWritten(user.token, listId, before);
  });

  it('a partner refusing the key: its own French message', async () => {
    const user = await premium();
    const listId = await listWith(user.user.id, [['Carottes', 1, 'kg']]);
    const list = (await apiAs(shoppingListResponseSchema, `/api/shopping/${listId}`, { token: user.token })).json.data;
    const drive = carrefourDrive({ ...partnerConfig(env), apiKey: '' });
    await expect(drive.placeOrder(list, list.items)).rejects.toMatchObject({ status: 502, message: "Clé d'API du drive manquante." });
  });

  it('reading the list reads the status again from the partner and records it (pending → ready)', async () => {
    const user = await premium();
    const listId = await listWith(user.user.id, [['Carottes', 1, 'kg']]);
    const placed = await order(user.token, listId);
    expect(placed.status).toBe(201);
    // The sandbox derives the status from the time carried by the order id: one placed 40 s ago is ready.
    const older = `DEMO-${(Date.now() - 40_000).toString(36)}-ABCDEF`;
    const orderId = parseAnswer(orderResponseSchema, placed).json.data.orderId;
    await env.DB.prepare('UPDATE orders SET partner_order_id = ? WHERE id = ?').bind(older, orderId).run();
    const row = await dbRow<{ order_details: string }>('SELECT order_details FROM shopping_lists WHERE id = ?', listId);
    await env.DB.prepare('UPDATE shopping_lists SET order_details = ? WHERE id = ?')
      .bind(JSON.stringify({ ...JSON.parse(row.order_details), partnerOrderId: older }), listId)
      .run();

    const read = (await apiAs(shoppingListResponseSchema, `/api/shopping/${listId}`, { token: user.token })).json.data;
    expect(read.orderDetails).toMatchObject({ status: 'ready', partnerOrderId: older });
    expect((await dbRow<{ status: string }>('SELECT status FROM orders WHERE id = ?', orderId)).status).toBe('ready');
    const stored = await dbRow<{ order_details: string }>('SELECT order_details FROM shopping_lists WHERE id = ?', listId);
    expect(JSON.parse(stored.order_details).status).toBe('ready');
  });

  it('leaves the pantry section out of the basket: a pinch of salt is not ordered', async () => {
    const user = await premium();
    const listId = await listWith(user.user.id, [['Tomates', 1, 'kg']]);
    await env.DB.prepare(
      "INSERT INTO shopping_items (id, list_id, name, quantity, unit, category, position) VALUES (?, ?, 'Sel fin', 1, 'pincée', 'Vous avez sûrement déjà', 9)",
    )
      .bind(newId(), listId)
      .run();
    const res = await order(user.token, listId);
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT basket FROM orders WHERE shopping_list_id = ?').bind(listId).first<{ basket: string }>();
    expect(row!.basket).toContain('Tomates');
    expect(row!.basket).not.toContain('Sel fin');
  });
});
