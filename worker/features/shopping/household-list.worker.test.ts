import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { MESSAGES } from '@shared/messages';
import { invitationResponseSchema, pantryResponseSchema, type PantryInput, type PantryMode } from '@shared/schemas/households';
import {
  OTHER_CATEGORY,
  PANTRY_CATEGORY,
  SHOPPING_MESSAGES,
  shoppingListResponseSchema,
  type ShoppingItem,
  type ShoppingList,
} from '@shared/schemas/shopping';
import {
  api,
  apiAs,
  errorOf,
  isState,
  liveMessages,
  openLive,
  planAndList,
  registerUser,
  signIn,
  stateWhere,
  type TestUser,
} from '../../../test/kit';

// The list of a household of several members: « coché par », the pantry on generated lists, and
// « J'ai déjà » (POST /api/shopping/:id/items/:itemId/have).

const getList = async (id: string, token: string): Promise<ShoppingList> =>
  (await apiAs(shoppingListResponseSchema, `/api/shopping/${id}`, { token })).json.data;

/** A household of two: `owner` invites, `member` joins with the code. */
async function household(): Promise<{ owner: TestUser; member: TestUser }> {
  const owner = await registerUser({ name: 'Camille Martin', premium: true });
  const member = await registerUser({ name: 'Léa Martin' });
  const invitation = await apiAs(invitationResponseSchema, '/api/households/invitations', { token: owner.token, body: {} });
  expect(invitation.status).toBe(201);
  const joined = await api('/api/households/join', { token: member.token, body: { code: invitation.json.data.code } });
  expect(joined.status).toBe(200);
  return { owner, member };
}

const setPantry = async (token: string, mode: PantryMode, items: PantryInput['items']) => {
  const res = await apiAs(pantryResponseSchema, '/api/households/pantry', { method: 'PUT', token, body: { mode, items } });
  expect(res.status).toBe(200);
};
const pantryOf = async (token: string) => (await apiAs(pantryResponseSchema, '/api/households/pantry', { token })).json.data;

/** An item bought in an aisle (not free text, not already a pantry reminder), counted in g, ml or a pack unit. */
function aisleItem(list: ShoppingList, skip: readonly string[] = []): ShoppingItem {
  const item = list.items.find(
    (i) => i.category !== PANTRY_CATEGORY && i.category !== OTHER_CATEGORY && i.unit !== '' && !skip.includes(i.name),
  );
  if (!item) throw new Error(`no aisle item in ${JSON.stringify(list.items.map((i) => [i.name, i.category, i.unit]))}`);
  return item;
}
const named = (list: ShoppingList, name: string) => list.items.filter((i) => i.name === name);
const regenerate = async (token: string, weekPlanId: string) => {
  const res = await api('/api/generate-shopping-list', { token, body: { weekPlan: { id: weekPlanId } } });
  expect(res.status).toBe(200);
};

describe('« coché par »', () => {
  it('shows who ticked an item, on GET, on the live socket and after a replayed operation; not after an untick', async () => {
    const { owner, member } = await household();
    const { shoppingListId } = await planAndList(owner.token);
    const [a, b] = (await getList(shoppingListId, owner.token)).items;
    const res = await openLive(shoppingListId, owner.token);
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    ws.accept();
    const live = liveMessages(ws);
    await live.next(isState);

    const ticked = await api(`/api/shopping/${shoppingListId}/purchase`, {
      method: 'PUT',
      token: member.token,
      body: { itemIds: [a!._id] },
    });
    expect(ticked.status).toBe(200);
    const pushed = await live.next(stateWhere((l) => l.items.some((i) => i._id === a!._id && i.purchased)));
    expect(pushed.list.items.find((i) => i._id === a!._id)?.purchasedByName).toBe('Léa Martin');
    expect((await getList(shoppingListId, owner.token)).items.find((i) => i._id === a!._id)?.purchasedByName).toBe('Léa Martin');

    // A device's queue replayed later: the tick is the owner's.
    const replayed = await api(`/api/shopping/${shoppingListId}/ops`, {
      token: owner.token,
      body: { ops: [{ opId: crypto.randomUUID(), at: Date.now(), kind: 'purchase', itemId: b!._id, purchased: true }] },
    });
    expect(replayed.status).toBe(200);
    const afterOps = await getList(shoppingListId, member.token);
    expect(afterOps.items.find((i) => i._id === b!._id)?.purchasedByName).toBe('Camille Martin');
    expect(afterOps.items.find((i) => i._id === a!._id)?.purchasedByName).toBe('Léa Martin');

    const unticked = await api(`/api/shopping/${shoppingListId}/purchase`, {
      method: 'PUT',
      token: owner.token,
      body: { itemIds: [a!._id], purchased: false },
    });
    expect(unticked.status).toBe(200);
    const item = (await getList(shoppingListId, member.token)).items.find((i) => i._id === a!._id);
    expect(item).toMatchObject({ purchased: false });
    expect(item).not.toHaveProperty('purchasedByName');
    ws.close();
  });
});

describe('GET /api/shopping/:id from the list object', () => {
  it('stops at once for a member who left and for a logged-out token; the other member still reads it', async () => {
    const { owner, member } = await household();
    const { shoppingListId } = await planAndList(owner.token);
    const device = await signIn(member.email);
    expect((await api(`/api/shopping/${shoppingListId}`, { token: member.token })).status).toBe(200);
    expect((await api(`/api/shopping/${shoppingListId}`, { token: device.token })).status).toBe(200);

    expect((await api('/api/users/logout', { method: 'POST', token: device.token })).status).toBe(200);
    const loggedOut = await api(`/api/shopping/${shoppingListId}`, { token: device.token });
    expect(loggedOut.status).toBe(401);
    expect(errorOf(loggedOut).message).toBe(MESSAGES.unauthorized);

    expect((await api('/api/households/leave', { token: member.token, body: {} })).status).toBe(200);
    const former = await api(`/api/shopping/${shoppingListId}`, { token: member.token });
    expect(former.status).toBe(404);
    expect(errorOf(former).message).toBe(MESSAGES.shoppingListNotFound);
    expect((await api(`/api/shopping/${shoppingListId}`, { token: owner.token })).status).toBe(200);
  });
});

describe('the pantry on generated lists', () => {
  it("puts the declared staples apart ('apart') or leaves them off ('hidden'); tiny staples stay apart", async () => {
    const { owner } = await household();
    const { shoppingListId, weekPlan } = await planAndList(owner.token);
    const before = await getList(shoppingListId, owner.token);
    const staple = aisleItem(before);
    const reminders = before.items.filter((i) => i.category === PANTRY_CATEGORY).map((i) => i.name);

    await setPantry(owner.token, 'apart', [staple.name.toLowerCase()]);
    await regenerate(owner.token, weekPlan.id);
    const apart = await getList(shoppingListId, owner.token);
    expect(named(apart, staple.name)).toEqual([expect.objectContaining({ category: PANTRY_CATEGORY, quantity: staple.quantity })]);
    expect(apart.items.at(-1)?.category).toBe(PANTRY_CATEGORY);
    expect(apart.items.filter((i) => i.category === PANTRY_CATEGORY).map((i) => i.name)).toEqual(
      expect.arrayContaining([staple.name, ...reminders]),
    );

    await setPantry(owner.token, 'hidden', [staple.name]);
    await regenerate(owner.token, weekPlan.id);
    const hidden = await getList(shoppingListId, owner.token);
    expect(named(hidden, staple.name)).toEqual([]);
    expect(hidden.items.length).toBe(before.items.length - 1);
  });
});

describe("POST /api/shopping/:id/items/:itemId/have (« J'ai déjà »)", () => {
  it('teaches the pantry once, moves the item apart live, and the next generated list puts that staple apart', async () => {
    const { owner, member } = await household();
    const { shoppingListId, weekPlan } = await planAndList(owner.token);
    const item = aisleItem(await getList(shoppingListId, owner.token));
    const res = await openLive(shoppingListId, owner.token);
    const ws = res.webSocket!;
    ws.accept();
    const live = liveMessages(ws);
    await live.next(isState);

    const have = await apiAs(shoppingListResponseSchema, `/api/shopping/${shoppingListId}/items/${item._id}/have`, {
      token: member.token,
      body: {},
    });
    expect(have.status).toBe(200);
    expect(have.json.message).toBe(SHOPPING_MESSAGES.movedToPantry);
    expect(have.json.data.items.find((i) => i._id === item._id)).toMatchObject({ category: PANTRY_CATEGORY });
    expect(have.json.data.items.at(-1)?.category).toBe(PANTRY_CATEGORY);
    const pushed = await live.next(stateWhere((l) => l.items.some((i) => i._id === item._id && i.category === PANTRY_CATEGORY)));
    expect(pushed.list.items.length).toBe(have.json.data.items.length);
    const stored = await env.DB.prepare('SELECT category FROM shopping_items WHERE id = ?').bind(item._id).first<{ category: string }>();
    expect(stored?.category).toBe(PANTRY_CATEGORY);

    const pantry = await pantryOf(owner.token);
    expect(pantry.items).toHaveLength(1);
    // Once only, whoever says it again.
    expect((await api(`/api/shopping/${shoppingListId}/items/${item._id}/have`, { token: owner.token, body: {} })).status).toBe(200);
    expect((await pantryOf(member.token)).items).toEqual(pantry.items);

    // The next list generated from the plan puts the staple apart (built again from the recipes).
    await regenerate(member.token, weekPlan.id);
    const nextList = await getList(shoppingListId, member.token);
    expect(named(nextList, item.name)).toEqual([expect.objectContaining({ category: PANTRY_CATEGORY, quantity: item.quantity })]);
    expect(nextList.items.filter((i) => i.category !== PANTRY_CATEGORY).length).toBe(
      have.json.data.items.filter((i) => i.category !== PANTRY_CATEGORY).length,
    );
    ws.close();
  });

  it('removes the item when the household hides its pantry, and the staple never goes to the drive', async () => {
    const { owner } = await household();
    await setPantry(owner.token, 'hidden', []);
    const { shoppingListId } = await planAndList(owner.token);
    const before = await getList(shoppingListId, owner.token);
    const item = aisleItem(before);
    const have = await apiAs(shoppingListResponseSchema, `/api/shopping/${shoppingListId}/items/${item._id}/have`, {
      token: owner.token,
      body: {},
    });
    expect(have.status).toBe(200);
    expect(have.json.message).toBe(SHOPPING_MESSAGES.removedAsPantry);
    expect(have.json.data.items.map((i) => i._id)).not.toContain(item._id);
    expect(have.json.data.items.length).toBe(before.items.length - 1);
    expect((await pantryOf(owner.token)).items).toHaveLength(1);

    // 'apart' again: another staple moves to the pantry section, and the order leaves it out.
    await setPantry(owner.token, 'apart', (await pantryOf(owner.token)).items);
    const apart = aisleItem(have.json.data, [item.name]);
    expect((await api(`/api/shopping/${shoppingListId}/items/${apart._id}/have`, { token: owner.token, body: {} })).status).toBe(200);
    const ordered = await api('/api/orders', { token: owner.token, body: { shoppingListId } });
    expect(ordered.status).toBe(201);
    const row = await env.DB.prepare('SELECT basket FROM orders WHERE shopping_list_id = ?')
      .bind(shoppingListId)
      .first<{ basket: string }>();
    const basket = JSON.parse(row?.basket ?? '{}') as { lines: { itemId: string }[] };
    const inBasket = basket.lines.map((l) => l.itemId);
    expect(inBasket.length).toBeGreaterThan(0);
    expect(inBasket).not.toContain(apart._id);
    expect(inBasket).not.toContain(item._id);
  });

  it('answers 404 to another household and for an unknown item (French), 401 without a session; nothing changes', async () => {
    const { owner } = await household();
    const stranger = await registerUser({ name: 'Hugo Petit' });
    const { shoppingListId } = await planAndList(owner.token);
    const before = await getList(shoppingListId, owner.token);
    const item = aisleItem(before);

    const foreign = await api(`/api/shopping/${shoppingListId}/items/${item._id}/have`, { token: stranger.token, body: {} });
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign).message).toBe(MESSAGES.shoppingListNotFound);
    const unknown = await api(`/api/shopping/${shoppingListId}/items/inconnu/have`, { token: owner.token, body: {} });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe(SHOPPING_MESSAGES.itemNotFound);
    const noList = await api(`/api/shopping/inconnue/items/${item._id}/have`, { token: owner.token, body: {} });
    expect(noList.status).toBe(404);
    expect(errorOf(noList).message).toBe(MESSAGES.shoppingListNotFound);
    expect((await api(`/api/shopping/${shoppingListId}/items/${item._id}/have`, { body: {} })).status).toBe(401);

    expect(await getList(shoppingListId, owner.token)).toEqual(before);
    expect((await pantryOf(owner.token)).items).toEqual([]);
    expect((await pantryOf(stranger.token)).items).toEqual([]);
  });
});
