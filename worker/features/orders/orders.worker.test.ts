import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { orderResponseSchema, shoppingListResponseSchema } from '@shared/schemas/shopping';
import {
  api,
  apiAs,
  dbRow,
  errorOf,
  liveMessages,
  parseAnswer,
  stateWhere,
  openLive,
  planAndList,
  registerUser,
  tableCounts,
  TEST_PASSWORD,
} from '../../../test/kit';
import { newId } from '../../db/schema/ids';
import { driveProviders, partnerConfig } from './drive-provider';

/** The columns of an orders row these tests read. */
type OrderRow = { user_id: string | null; shopping_list_id: string | null; partner_order_id: string; total_cents: number; basket: string };

const order = (token: string, body: Record<string, unknown>) => api('/api/orders', { token, body });

describe('POST /api/orders', () => {
  it('orders a Premium list at Carrefour: order recorded with its basket, list ordered, broadcast live', async () => {
    const user = await registerUser({ premium: true });
    const { shoppingListId } = await planAndList(user.token);
    const list = (await apiAs(shoppingListResponseSchema, `/api/shopping/${shoppingListId}`, { token: user.token })).json.data;
    const ticked = list.items[0]!._id;
    await api(`/api/shopping/${shoppingListId}/purchase`, { method: 'PUT', token: user.token, body: { itemIds: [ticked] } });
    const ws = (await openLive(shoppingListId, user.token)).webSocket!;
    ws.accept();
    const live = liveMessages(ws);
    await live.next();

    const res = await order(user.token, { shoppingListId });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, message: 'Commande envoyée avec succès au drive Carrefour!' });
    const orderId = parseAnswer(orderResponseSchema, res).json.data.orderId;
    expect(orderId).toMatch(/^CRF-\d{8}-[A-Z0-9]{6}$/);

    const row = await dbRow<OrderRow>('SELECT * FROM orders WHERE id = ?', orderId);
    expect(row).toMatchObject({
      user_id: user.user.id,
      shopping_list_id: shoppingListId,
      provider: 'carrefour',
      status: 'pending',
      demo: 1,
    });
    expect(row.partner_order_id).toMatch(/^DEMO-[0-9a-z]+-[A-Z0-9]{6}$/);
    expect(row.total_cents).toBeGreaterThan(0);
    const basket = JSON.parse(row.basket);
    expect(basket.provider).toBe('carrefour');
    // The ticked item is already bought: not in the basket.
    // Every unticked item but the pantry section ("Vous avez sûrement déjà") goes in the basket.
    expect(basket.lines.map((l: { itemId: string }) => l.itemId)).toEqual(
      list.items
        .slice(1)
        .filter((i) => i.category !== 'Vous avez sûrement déjà')
        .map((i) => i._id),
    );

    const after = (await apiAs(shoppingListResponseSchema, `/api/shopping/${shoppingListId}`, { token: user.token })).json.data;
    expect(after).toMatchObject({
      status: 'ordered',
      driveOrderId: orderId,
      orderDetails: {
        provider: 'carrefour',
        status: 'pending',
        demo: true,
        total: row.total_cents / 100,
        partnerOrderId: row.partner_order_id,
      },
    });
    expect(parseAnswer(orderResponseSchema, res).json.data.orderDetails).toEqual(after.orderDetails);
    expect(new Date(after.orderDetails!.date).toISOString()).toBe(after.orderDetails!.date);
    const pushed = await live.next(stateWhere((l) => l.status === 'ordered'));
    expect(pushed.list).toEqual(after);
    ws.close();
  });

  it('is Premium only (403, French), whatever the list', async () => {
    const user = await registerUser();
    const { shoppingListId } = await planAndList(user.token);
    const before = await tableCounts();
    const res = await order(user.token, { shoppingListId, provider: 'carrefour' });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ success: false, message: 'Cette fonctionnalité est réservée aux utilisateurs Premium.' });
    expect(await tableCounts()).toEqual(before);
    expect((await api('/api/orders', { body: { shoppingListId } })).status).toBe(401);
  });

  it('refuses a second order with 409 and keeps the first', async () => {
    const user = await registerUser({ premium: true });
    const { shoppingListId } = await planAndList(user.token);
    const [a, b] = await Promise.all([order(user.token, { shoppingListId }), order(user.token, { shoppingListId })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.json).toEqual({ success: false, message: 'Cette liste de courses a déjà été commandée.' });
    const again = await order(user.token, { shoppingListId });
    expect(again.status).toBe(409);
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE shopping_list_id = ?')
      .bind(shoppingListId)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("refuses disabled and unknown drives, empty lists and lists already bought, others' lists, changing nothing", async () => {
    const user = await registerUser({ premium: true });
    const other = await registerUser({ premium: true });
    const { shoppingListId } = await planAndList(user.token);
    const emptyId = newId();
    const at = new Date().toISOString();
    await env.DB.prepare("INSERT INTO shopping_lists (id, user_id, status, created_at, updated_at) VALUES (?, ?, 'active', ?, ?)")
      .bind(emptyId, user.user.id, at, at)
      .run();
    const before = await tableCounts();

    const leclerc = await order(user.token, { shoppingListId, provider: 'leclerc' });
    expect(leclerc.status).toBe(400);
    expect(errorOf(leclerc).message).toBe("Ce drive n'est pas encore disponible.");
    expect(errorOf(await order(user.token, { shoppingListId, provider: 'intermarche' })).message).toBe(
      "Ce drive n'est pas encore disponible.",
    );
    const unknown = await order(user.token, { shoppingListId, provider: 'auchan' });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).message).toContain('Drive inconnu.');
    const empty = await order(user.token, { shoppingListId: emptyId });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).message).toBe('La liste de courses est vide : rien à commander.');
    const foreign = await order(other.token, { shoppingListId });
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign).message).toBe('Liste de courses non trouvée');
    expect((await order(user.token, {})).status).toBe(400);
    expect(await tableCounts()).toEqual(before);

    // Everything ticked: nothing left to order.
    const ids = (await apiAs(shoppingListResponseSchema, `/api/shopping/${shoppingListId}`, { token: user.token })).json.data.items.map(
      (i) => i._id,
    );
    await api(`/api/shopping/${shoppingListId}/purchase`, { method: 'PUT', token: user.token, body: { itemIds: ids } });
    const bought = await order(user.token, { shoppingListId });
    expect(bought.status).toBe(400);
    expect(errorOf(bought).message).toBe('Tous les articles sont déjà cochés : rien à commander.');
    expect((await apiAs(shoppingListResponseSchema, `/api/shopping/${shoppingListId}`, { token: user.token })).json.data.status).toBe(
      'active',
    );
  });
});

describe('DriveProvider', () => {
  it('without DRIVE_API_URL Carrefour is disabled; Leclerc and Intermarché always are', () => {
    const off = driveProviders(partnerConfig({ DRIVE_API_URL: '', DRIVE_TIMEOUT_MS: '10000' }));
    expect(Object.values(off).map((p) => [p.id, p.enabled])).toEqual([
      ['carrefour', false],
      ['leclerc', false],
      ['intermarche', false],
    ]);
    expect(driveProviders(partnerConfig(env)).carrefour.enabled).toBe(true);
    expect(partnerConfig({ DRIVE_API_URL: 'https://drive.example/', DRIVE_TIMEOUT_MS: '' }).timeoutMs).toBe(10_000);
  });
});

describe('an order outlives the account that placed it', () => {
  it('is kept after the account is deleted, detached from it and without personal data; the user and the list are gone', async () => {
    const user = await registerUser({ premium: true });
    const { shoppingListId } = await planAndList(user.token);
    const placed = await order(user.token, { shoppingListId });
    expect(placed.status).toBe(201);
    const orderId = parseAnswer(orderResponseSchema, placed).json.data.orderId;
    const before = await dbRow<OrderRow>('SELECT * FROM orders WHERE id = ?', orderId);
    expect(before.user_id).toBe(user.user.id);

    const deleted = await api('/api/users/me', { method: 'DELETE', token: user.token, body: { password: TEST_PASSWORD } });
    expect(deleted.status).toBe(200);

    expect(await env.DB.prepare('SELECT id FROM users WHERE id = ?').bind(user.user.id).first()).toBeNull();
    expect(await env.DB.prepare('SELECT id FROM shopping_lists WHERE id = ?').bind(shoppingListId).first()).toBeNull();
    const after = await dbRow<OrderRow>('SELECT * FROM orders WHERE id = ?', orderId);
    expect(after).toEqual({ ...before, user_id: null, shopping_list_id: null });
    // Date, provider and basket stay; nothing in the row names the person.
    expect(JSON.parse(after.basket).lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(after)).not.toContain(user.email);
    expect(JSON.stringify(after)).not.toContain(user.user.id);
  });
});
