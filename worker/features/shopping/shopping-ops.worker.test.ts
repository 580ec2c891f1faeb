import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { addedItemId, SHOPPING_MESSAGES, shoppingListResponseSchema, type ListOp, type ShoppingList } from '@shared/schemas/shopping';
import { MESSAGES } from '@shared/messages';
import { newId } from '../../db/schema/ids';
import {
  api,
  apiAs,
  errorOf,
  isAck,
  isRefused,
  isState,
  liveMessages,
  messageOf,
  openLive,
  registerUser,
  stateWhere,
} from '../../../test/kit';

/** A list of the given free-text items owned by `userId`, written straight to D1. */
async function listOf(userId: string, names: string[]): Promise<{ listId: string; ids: string[] }> {
  const listId = newId();
  const at = new Date().toISOString();
  const ids = names.map(() => newId());
  await env.DB.batch([
    env.DB.prepare("INSERT INTO shopping_lists (id, user_id, status, created_at, updated_at) VALUES (?, ?, 'active', ?, ?)").bind(
      listId,
      userId,
      at,
      at,
    ),
    ...names.map((name, position) =>
      env.DB.prepare(
        "INSERT INTO shopping_items (id, list_id, ingredient_id, name, quantity, unit, category, purchased, position) VALUES (?, ?, NULL, ?, 1, 'pièce', 'Autres', 0, ?)",
      ).bind(ids[position], listId, name, position),
    ),
  ]);
  return { listId, ids };
}

const rowsOf = async (listId: string) =>
  (
    await env.DB.prepare(
      'SELECT id, name, quantity, unit, category, purchased, purchased_at, purchased_by, deleted_at FROM shopping_items WHERE list_id = ? ORDER BY position',
    )
      .bind(listId)
      .all<{
        id: string;
        name: string;
        quantity: number;
        unit: string;
        category: string;
        purchased: number;
        purchased_at: number;
        purchased_by: string | null;
        deleted_at: number | null;
      }>()
  ).results;
const opCount = async (listId: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM shopping_list_ops WHERE list_id = ?').bind(listId).first<{ n: number }>())!.n;
const sendOps = (listId: string, token: string, ops: ListOp[]) => api(`/api/shopping/${listId}/ops`, { token, body: { ops } });
const listFrom = (json: unknown): ShoppingList => shoppingListResponseSchema.parse(json).data;
const opId = () => newId().replace(/[^A-Za-z0-9_-]/g, '');

describe('POST /api/shopping/:id/ops (a device replaying its changes)', () => {
  it('applies ticks, quantities, additions and deletions in order, each operation id once', async () => {
    const user = await registerUser();
    const { listId, ids } = await listOf(user.user.id, ['Pain', 'Lait', 'Beurre']);
    const added = addedItemId(listId, 'abcdef123456');
    const ops: ListOp[] = [
      { opId: opId(), at: 1000, kind: 'purchase', itemId: ids[0]!, purchased: true },
      { opId: opId(), at: 1001, kind: 'quantity', itemId: ids[1]!, quantity: 3 },
      { opId: opId(), at: 1002, kind: 'add', itemId: added, name: 'Liquide vaisselle' },
      { opId: opId(), at: 1003, kind: 'purchase', itemId: added, purchased: true },
      { opId: opId(), at: 1004, kind: 'delete', itemId: ids[2]! },
    ];
    const first = await sendOps(listId, user.token, ops);
    expect(first.status).toBe(200);
    const list = listFrom(first.json);
    expect(list.items.map((i) => [i.name, i.quantity, i.unit, i.category, i.purchased])).toEqual([
      ['Pain', 1, 'pièce', 'Autres', true],
      ['Lait', 3, 'pièce', 'Autres', false],
      ['Liquide vaisselle', 1, '', 'Autres', true],
    ]);

    // The same queue sent again (the answer was lost on the way): nothing changes, nothing is added twice.
    const again = await sendOps(listId, user.token, ops);
    expect(listFrom(again.json)).toEqual(list);
    const rows = await rowsOf(listId);
    expect(rows.map((r) => [r.name, r.quantity, r.purchased, r.deleted_at !== null])).toEqual([
      ['Pain', 1, 1, false],
      ['Lait', 3, 0, false],
      ['Beurre', 1, 0, true],
      ['Liquide vaisselle', 1, 1, false],
    ]);
    expect(rows[0]!.purchased_by).toBe(user.user.id);
    expect(await opCount(listId)).toBe(5);

    // After a reload, the deleted item is gone for good.
    expect(
      (await apiAs(shoppingListResponseSchema, `/api/shopping/${listId}`, { token: user.token })).json.data.items.map(
        (i: { name: string }) => i.name,
      ),
    ).toEqual(['Pain', 'Lait', 'Liquide vaisselle']);
  });

  it('per item, the later tick wins: an older untick replayed late never undoes a newer tick', async () => {
    const user = await registerUser();
    const { listId, ids } = await listOf(user.user.id, ['Pommes']);
    // Camille ticks at 10:00:05 online; the untick Alex made at 10:00:00 offline arrives afterwards.
    await sendOps(listId, user.token, [{ opId: opId(), at: 5000, kind: 'purchase', itemId: ids[0]!, purchased: true }]);
    const late = await sendOps(listId, user.token, [{ opId: opId(), at: 1000, kind: 'purchase', itemId: ids[0]!, purchased: false }]);
    expect(listFrom(late.json).items[0]!.purchased).toBe(true);
    // A newer untick does apply.
    const newer = await sendOps(listId, user.token, [{ opId: opId(), at: 9000, kind: 'purchase', itemId: ids[0]!, purchased: false }]);
    expect(listFrom(newer.json).items[0]!.purchased).toBe(false);
    expect((await rowsOf(listId))[0]).toMatchObject({ purchased: 0, purchased_at: 9000 });
  });

  it('an item deleted on one device and ticked on another stays deleted, whatever the order', async () => {
    const user = await registerUser();
    const { listId, ids } = await listOf(user.user.id, ['Farine', 'Sucre']);
    await sendOps(listId, user.token, [{ opId: opId(), at: 2000, kind: 'delete', itemId: ids[0]! }]);
    const tick = await sendOps(listId, user.token, [
      { opId: opId(), at: 3000, kind: 'purchase', itemId: ids[0]!, purchased: true },
      { opId: opId(), at: 3001, kind: 'quantity', itemId: ids[0]!, quantity: 5 },
    ]);
    expect(tick.status).toBe(200);
    expect(listFrom(tick.json).items.map((i) => i.name)).toEqual(['Sucre']);
    expect((await rowsOf(listId))[0]).toMatchObject({ name: 'Farine', purchased: 0, quantity: 1 });
  });

  it('an addition of a product already on the list raises its quantity instead of listing it twice', async () => {
    const user = await registerUser();
    const { listId } = await listOf(user.user.id, []);
    const first = addedItemId(listId, 'firstdevice01');
    const second = addedItemId(listId, 'seconddevice2');
    const res = await sendOps(listId, user.token, [
      { opId: opId(), at: 1, kind: 'add', itemId: first, name: 'Citron', quantity: 2, unit: 'pièce' },
      { opId: opId(), at: 2, kind: 'add', itemId: second, name: 'citrons', quantity: 1, unit: 'pièce' },
      // The second device ticks the line it added: the tick reaches the merged line.
      { opId: opId(), at: 3, kind: 'purchase', itemId: second, purchased: true },
    ]);
    const list = listFrom(res.json);
    expect(list.items).toHaveLength(1);
    // Lemons are produce sold by the piece: a bare count, "Citrons — 3".
    expect(list.items[0]).toEqual({ _id: first, name: 'Citrons', quantity: 3, unit: '', category: 'Fruits et légumes', purchased: true });
  });

  it('a staple added by hand in a tiny amount is a purchase in its aisle, not a pantry reminder', async () => {
    const user = await registerUser();
    const { listId } = await listOf(user.user.id, []);
    const added = addedItemId(listId, 'pantrytest01');
    const res = await sendOps(listId, user.token, [
      { opId: opId(), at: 1, kind: 'add', itemId: added, name: 'sucre en poudre', quantity: 5, unit: 'g' },
    ]);
    expect(res.status).toBe(200);
    expect(listFrom(res.json).items).toEqual([
      {
        _id: added,
        name: 'Sucre en poudre',
        quantity: 10,
        unit: 'g',
        category: 'Épicerie sucrée',
        purchased: false,
        // the kitchen's pack table (an added item is not priced: the drive did not quote it)
        pack: { label: '1 paquet de 1 kg (il en faut 10 g)', count: 1, size: 1000, unit: 'g' },
      },
    ]);
    expect((await rowsOf(listId))[0]).toMatchObject({ name: 'Sucre en poudre', quantity: 10, unit: 'g', category: 'Épicerie sucrée' });
  });

  it('refuses additions whose item id is not made for this list, and bad operations, with nothing written', async () => {
    const user = await registerUser();
    const { listId, ids } = await listOf(user.user.id, ['Riz']);
    const foreign = await sendOps(listId, user.token, [
      { opId: opId(), at: 1, kind: 'purchase', itemId: ids[0]!, purchased: true },
      { opId: opId(), at: 2, kind: 'add', itemId: addedItemId(newId(), 'abcdefgh12'), name: 'Sel' },
    ]);
    expect(foreign.status).toBe(400);
    expect(foreign.json).toEqual({ success: false, message: SHOPPING_MESSAGES.itemIdInvalid });
    const badOpId = await api(`/api/shopping/${listId}/ops`, {
      token: user.token,
      body: { ops: [{ opId: 'x', at: 1, kind: 'purchase', itemId: ids[0], purchased: true }] },
    });
    expect(badOpId.status).toBe(400);
    expect(errorOf(badOpId).success).toBe(false);
    expect(messageOf(badOpId)).toContain(SHOPPING_MESSAGES.opIdInvalid);
    const empty = await api(`/api/shopping/${listId}/ops`, { token: user.token, body: { ops: [] } });
    expect(empty.status).toBe(400);
    expect((await rowsOf(listId))[0]).toMatchObject({ purchased: 0 });
    expect(await opCount(listId)).toBe(0);
  });

  it("answers 404 for another household's list, and changes nothing", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const { listId, ids } = await listOf(owner.user.id, ['Café']);
    const res = await sendOps(listId, other.token, [{ opId: opId(), at: 1, kind: 'purchase', itemId: ids[0]!, purchased: true }]);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: MESSAGES.shoppingListNotFound });
    expect((await rowsOf(listId))[0]).toMatchObject({ purchased: 0 });
  });
});

describe('POST /api/shopping/:id/items and DELETE /api/shopping/:id/items/:itemId', () => {
  it('adds a catalogue product in its aisle and free text under Autres, shown live to the other devices', async () => {
    const user = await registerUser();
    const { listId } = await listOf(user.user.id, ['Pain']);
    const upgrade = await openLive(listId, user.token);
    const ws = upgrade.webSocket!;
    ws.accept();
    const inbox = liveMessages(ws);
    await inbox.next(isState);

    const res = await api(`/api/shopping/${listId}/items`, { token: user.token, body: { name: 'Liquide vaisselle' } });
    expect(res.status).toBe(201);
    expect(messageOf(res)).toBe(SHOPPING_MESSAGES.itemAdded);
    const pushed = await inbox.next(stateWhere((l) => l.items.some((i) => i.name === 'Liquide vaisselle')));
    expect(pushed.list.items.find((i) => i.name === 'Liquide vaisselle')).toMatchObject({
      category: 'Autres',
      quantity: 1,
    });

    const butter = await api(`/api/shopping/${listId}/items`, {
      token: user.token,
      body: { name: 'beurre doux', quantity: 250, unit: 'g' },
    });
    expect(listFrom(butter.json).items.find((i) => i.name === 'Beurre doux')).toMatchObject({
      quantity: 250,
      unit: 'g',
      category: 'Crèmerie',
    });
    ws.close();
  });

  it('refuses an empty, a 500-character or a letterless name with a French 400, nothing written', async () => {
    const user = await registerUser();
    const { listId } = await listOf(user.user.id, ['Pain']);
    const cases: [unknown, string][] = [
      [{ name: '   ' }, SHOPPING_MESSAGES.itemNameRequired],
      [{ name: 'a'.repeat(500) }, SHOPPING_MESSAGES.itemNameTooLong],
      [{ name: '!!! 42' }, SHOPPING_MESSAGES.itemNameInvalid],
      [{}, SHOPPING_MESSAGES.itemNameRequired],
    ];
    for (const [body, message] of cases) {
      const res = await api(`/api/shopping/${listId}/items`, { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).success).toBe(false);
      expect(messageOf(res)).toContain(message);
    }
    expect((await rowsOf(listId)).map((r) => r.name)).toEqual(['Pain']);
  });

  it('deletes an item; an unknown item is a 400 and another household gets a 404', async () => {
    const user = await registerUser();
    const other = await registerUser();
    const { listId, ids } = await listOf(user.user.id, ['Pain', 'Lait']);
    const res = await api(`/api/shopping/${listId}/items/${ids[0]}`, { method: 'DELETE', token: user.token });
    expect(res.status).toBe(200);
    expect(messageOf(res)).toBe(SHOPPING_MESSAGES.itemDeleted);
    expect(listFrom(res.json).items.map((i) => i.name)).toEqual(['Lait']);
    const unknown = await api(`/api/shopping/${listId}/items/inconnu`, { method: 'DELETE', token: user.token });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ success: false, message: SHOPPING_MESSAGES.unknownItems });
    const foreign = await api(`/api/shopping/${listId}/items/${ids[1]}`, { method: 'DELETE', token: other.token });
    expect(foreign.status).toBe(404);
    expect((await rowsOf(listId)).map((r) => [r.name, r.deleted_at !== null])).toEqual([
      ['Pain', true],
      ['Lait', false],
    ]);
  });
});

describe('changes sent on the live socket', () => {
  it('are applied once, acknowledged to the sender and broadcast to every device; a bad message is refused', async () => {
    const user = await registerUser();
    const { listId, ids } = await listOf(user.user.id, ['Pain', 'Lait']);
    const open = async () => {
      const ws = (await openLive(listId, user.token)).webSocket!;
      ws.accept();
      const inbox = liveMessages(ws);
      await inbox.next(isState);
      return { ws, inbox };
    };
    const phone = await open();
    const other = await open();
    const tick: ListOp = { opId: opId(), at: Date.now(), kind: 'purchase', itemId: ids[0]!, purchased: true };
    phone.ws.send(JSON.stringify({ type: 'ops', ops: [tick] }));
    expect(await phone.inbox.next(isAck)).toEqual({ type: 'ack', opIds: [tick.opId] });
    const seen = await other.inbox.next(stateWhere((l) => l.items[0]?.purchased === true));
    expect(seen.list.items.map((i) => [i.name, i.purchased])).toEqual([
      ['Pain', true],
      ['Lait', false],
    ]);
    expect((await rowsOf(listId))[0]).toMatchObject({ purchased: 1, purchased_by: user.user.id });

    // The same operation again (an ack lost on the way): acknowledged, applied once.
    phone.ws.send(JSON.stringify({ type: 'ops', ops: [{ ...tick, purchased: false }] }));
    expect(await phone.inbox.next((m) => isAck(m) && phone.inbox.received.filter(isAck).length === 2)).toEqual({
      type: 'ack',
      opIds: [tick.opId],
    });
    expect((await rowsOf(listId))[0]).toMatchObject({ purchased: 1 });
    expect(await opCount(listId)).toBe(1);

    // Invalid operations are refused with the French reason, nothing written.
    phone.ws.send(JSON.stringify({ type: 'ops', ops: [{ opId: 'abcdefgh12', at: 1, kind: 'quantity', itemId: ids[1], quantity: 0 }] }));
    expect(await phone.inbox.next(isRefused)).toEqual({
      type: 'refused',
      opIds: ['abcdefgh12'],
      message: SHOPPING_MESSAGES.quantityMin,
    });
    expect((await rowsOf(listId))[1]).toMatchObject({ quantity: 1 });
    phone.ws.close();
    other.ws.close();
  });
});

describe('GET /api/shopping/:id through the list object', () => {
  it('answers the list in memory after changes, and 404 to anyone else', async () => {
    const user = await registerUser();
    const other = await registerUser();
    const { listId, ids } = await listOf(user.user.id, ['Pain']);
    await sendOps(listId, user.token, [{ opId: opId(), at: 1, kind: 'purchase', itemId: ids[0]!, purchased: true }]);
    const mine = await api(`/api/shopping/${listId}`, { token: user.token });
    expect(mine.status).toBe(200);
    expect(listFrom(mine.json).items).toEqual([
      { _id: ids[0], name: 'Pain', quantity: 1, unit: 'pièce', category: 'Autres', purchased: true },
    ]);
    const theirs = await api(`/api/shopping/${listId}`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual({ success: false, message: MESSAGES.shoppingListNotFound });
    expect((await api(`/api/shopping/${listId}`)).status).toBe(401);
  });
});
