import { describe, expect, it } from 'vitest';
import { env, SELF } from 'cloudflare:test';
import { currentShoppingListResponseSchema, shoppingListResponseSchema, type ShoppingList } from '@shared/schemas/shopping';
import type { RecipeIngredient } from '@shared/schemas/recipes';
import { changePasswordResponseSchema } from '@shared/schemas/users';
import { generateShoppingListResponseSchema } from '@shared/schemas/week-menu';
import { MESSAGES } from '@shared/messages';
import { newId } from '../../db/schema/ids';
import {
  api,
  asState,
  errorOf,
  isState,
  liveMessages,
  messageOf,
  openLive,
  parseAnswer,
  planAndList,
  registerUser,
  signIn,
  stateWhere,
  tableCounts,
  TEST_PASSWORD,
} from '../../../test/kit';
import { aggregateShoppingList, fruitsAsBought, AISLES, AISLE_LABELS, ingredientById } from '../../kitchen/index';

const getList = async (id: string, token: string): Promise<ShoppingList> =>
  shoppingListResponseSchema.parse((await api(`/api/shopping/${id}`, { token })).json).data;
const itemsInD1 = async (listId: string) =>
  (
    await env.DB.prepare('SELECT id, quantity, purchased FROM shopping_items WHERE list_id = ? ORDER BY position')
      .bind(listId)
      .all<{ id: string; quantity: number; purchased: number }>()
  ).results;

/** A list of `n` items owned by `userId`, written straight to D1. */
async function bigList(userId: string, n: number): Promise<{ listId: string; itemIds: string[] }> {
  const listId = newId();
  const at = new Date().toISOString();
  const itemIds = Array.from({ length: n }, () => newId());
  const statements = [
    env.DB.prepare("INSERT INTO shopping_lists (id, user_id, status, created_at, updated_at) VALUES (?, ?, 'active', ?, ?)").bind(
      listId,
      userId,
      at,
      at,
    ),
  ];
  itemIds.forEach((id, position) =>
    statements.push(
      env.DB.prepare(
        "INSERT INTO shopping_items (id, list_id, ingredient_id, name, quantity, unit, category, purchased, position) VALUES (?, ?, NULL, ?, 1, 'pièce', 'Autres', 0, ?)",
      ).bind(id, listId, `Article ${position}`, position),
    ),
  );
  await env.DB.batch(statements);
  return { listId, itemIds };
}

describe('GET /api/shopping/:id', () => {
  it('answers the list of the plan: every ingredient for the household, merged, in shop order', async () => {
    // 2 adults + 2 children = 3 portions (no family size in the week form).
    const user = await registerUser({ preferences: { adultCount: 2, childrenCount: 2 }, premium: true });
    const { shoppingListId, mealPlanId } = await planAndList(user.token, { familySize: undefined });
    const list = await getList(shoppingListId, user.token);
    expect(list).toMatchObject({
      _id: shoppingListId,
      id: shoppingListId,
      mealPlan: mealPlanId,
      status: 'active',
      driveOrderId: null,
      orderDetails: null,
    });
    expect(list.items.length).toBeGreaterThan(10);
    const rank = (category: string) => {
      const i = AISLES.findIndex((a) => AISLE_LABELS[a] === category);
      return i < 0 ? AISLES.length : i;
    };
    const ranks = list.items.map((i) => rank(i.category));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(new Set(list.items.map((i) => `${i.name}|${i.unit}`)).size).toBe(list.items.length);
    for (const item of list.items) expect(item.quantity).toBeGreaterThanOrEqual(1);

    // The same aggregation, recomputed from the recipes of the plan for 3 portions, each meal's
    // quantities times the portion factor the week planner chose for it (week_plans.plan), zests
    // and juices of citrus bought as the fruit (worker/kitchen/shopping/packs.ts).
    const meals = await env.DB.prepare(
      'SELECT r.id, r.servings, r.body, m.day_index, m.type, w.plan FROM meal_plan_meals m JOIN recipes r ON r.id = m.recipe_id JOIN meal_plans p ON p.id = m.meal_plan_id JOIN week_plans w ON w.id = p.week_plan_id WHERE m.meal_plan_id = ?',
    )
      .bind(mealPlanId)
      .all<{ id: string; servings: number; body: string; day_index: number; type: string; plan: string }>();
    const days = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
    const expected = aggregateShoppingList(
      meals.results.map((r) => {
        const planned = JSON.parse(r.plan).days[days[r.day_index]!]?.[r.type];
        const factor = planned?.id === r.id ? (planned.portions ?? 1) : 1;
        return fruitsAsBought({
          servings: r.servings,
          ingredients: (JSON.parse(r.body) as { ingredients: RecipeIngredient[] }).ingredients.map((l) => ({
            ...l,
            quantity: l.quantity * factor,
          })),
        });
      }),
      3,
    );
    expect(list.items.map(({ name, quantity, unit, category, detail }) => ({ name, quantity, unit, category, detail }))).toEqual(
      expected.map(({ name, quantity, unit, category, detail }) => ({ name, quantity, unit, category, detail })),
    );

    // Independently of the aggregation: the first produce sold by the piece that the plan's recipes
    // weigh in g, kg or pieces is listed in whole pieces of the catalogue's weight, grams in brackets.
    const lines = meals.results.flatMap((r) => {
      const planned = JSON.parse(r.plan).days[days[r.day_index]!]?.[r.type];
      const factor = planned?.id === r.id ? (planned.portions ?? 1) : 1;
      return (JSON.parse(r.body) as { ingredients: RecipeIngredient[] }).ingredients.map((l) => ({
        id: l.ingredientId as string | null,
        unity: String(l.unity),
        qty: (l.quantity * factor * 3) / r.servings,
      }));
    });
    const candidates = ['oignon', 'echalote', 'poireau', 'courgette', 'aubergine', 'oignon-rouge'];
    const chosen = candidates.find(
      (id) =>
        lines.some((l) => l.id === id) && lines.filter((l) => l.id === id).every((l) => ['g', 'kg', 'pièce', 'pièces'].includes(l.unity)),
    );
    expect(chosen).toBeDefined();
    const ing = ingredientById(chosen)!;
    const grams = lines
      .filter((l) => l.id === chosen)
      .reduce((sum, l) => sum + (l.unity === 'g' ? l.qty : l.unity === 'kg' ? l.qty * 1000 : l.qty * ing.pieceWeightG!), 0);
    const pieces = Math.ceil(grams / ing.pieceWeightG! - 1e-9);
    const step = grams < 100 ? 10 : 50;
    const shownGrams = Math.ceil(grams / step - 1e-9) * step;
    expect(list.items.find((i) => i.name === ing.name || i.name === ing.plural)).toMatchObject({
      name: pieces > 1 ? ing.plural : ing.name,
      quantity: pieces,
      unit: '',
      category: 'Fruits et légumes',
      detail: shownGrams >= 1000 ? `${String(shownGrams / 1000).replace('.', ',')} kg` : `${shownGrams} g`,
    });
  });

  it("another user's or an unknown list is 404 'Liste de courses non trouvée'", async () => {
    const user = await registerUser({ premium: true });
    const other = await registerUser();
    const { shoppingListId } = await planAndList(user.token);
    const item = (await getList(shoppingListId, user.token)).items[0]!;
    const before = await tableCounts();
    const attempts = [
      api(`/api/shopping/${shoppingListId}`, { token: other.token }),
      api('/api/shopping/unknown-list', { token: user.token }),
      api(`/api/shopping/${shoppingListId}/purchase`, { method: 'PUT', token: other.token, body: { itemIds: [item._id] } }),
      api(`/api/shopping/${shoppingListId}`, {
        method: 'PUT',
        token: other.token,
        body: { items: [{ _id: item._id, quantity: 3, purchased: true }] },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, message: 'Liste de courses non trouvée' });
    }
    expect(await tableCounts()).toEqual(before);
    expect((await getList(shoppingListId, user.token)).items[0]).toEqual(item);
  });
});

describe('PUT /api/shopping/:id/purchase and PUT /api/shopping/:id', () => {
  it('ticks (default), unticks, edits quantities, and GET /current counts what is left', async () => {
    const user = await registerUser({ premium: true });
    expect((await api('/api/shopping/current', { token: user.token })).json).toEqual({ success: true, data: null });
    const { shoppingListId } = await planAndList(user.token);
    const items = (await getList(shoppingListId, user.token)).items;
    const [a, b, c] = items;

    const tick = await api(`/api/shopping/${shoppingListId}/purchase`, {
      method: 'PUT',
      token: user.token,
      body: { itemIds: [a!._id, b!._id] },
    });
    expect(tick.status).toBe(200);
    expect(
      parseAnswer(shoppingListResponseSchema, tick)
        .json.data.items.filter((i) => i.purchased)
        .map((i) => i._id),
    ).toEqual([a!._id, b!._id]);
    const untick = await api(`/api/shopping/${shoppingListId}/purchase`, {
      method: 'PUT',
      token: user.token,
      body: { itemIds: [b!._id], purchased: false },
    });
    expect(
      parseAnswer(shoppingListResponseSchema, untick)
        .json.data.items.filter((i) => i.purchased)
        .map((i) => i._id),
    ).toEqual([a!._id]);

    const edit = await api(`/api/shopping/${shoppingListId}`, {
      method: 'PUT',
      token: user.token,
      body: { items: [{ _id: c!._id, quantity: 7, purchased: true }] },
    });
    expect(edit.status).toBe(200);
    expect(parseAnswer(shoppingListResponseSchema, edit).json.data.items.find((i) => i._id === c!._id)).toMatchObject({
      quantity: 7,
      purchased: true,
    });
    expect((await itemsInD1(shoppingListId)).find((i) => i.id === c!._id)).toMatchObject({ quantity: 7, purchased: 1 });

    const current = await api('/api/shopping/current', { token: user.token });
    expect(parseAnswer(currentShoppingListResponseSchema, current).json.data).toEqual({
      id: shoppingListId,
      remaining: items.length - 2,
      total: items.length,
    });
  });

  it('refuses unknown item ids, quantities under 1 and empty requests, and changes nothing', async () => {
    const user = await registerUser({ premium: true });
    const { shoppingListId } = await planAndList(user.token);
    const [a] = (await getList(shoppingListId, user.token)).items;
    const before = await itemsInD1(shoppingListId);
    const refusals = [
      [
        `/api/shopping/${shoppingListId}/purchase`,
        { itemIds: [a!._id, 'not-an-item'] },
        "Certains articles n'appartiennent pas à cette liste de courses.",
      ],
      [`/api/shopping/${shoppingListId}/purchase`, { itemIds: [] }, null],
      [`/api/shopping/${shoppingListId}`, { items: [{ _id: a!._id, quantity: 0.5, purchased: true }] }, 'La quantité doit être au moins 1'],
      [`/api/shopping/${shoppingListId}`, { items: [{ _id: a!._id, quantity: 0, purchased: true }] }, 'La quantité doit être au moins 1'],
      [
        `/api/shopping/${shoppingListId}`,
        {
          items: [
            { _id: a!._id, quantity: 2, purchased: true },
            { _id: 'ghost', quantity: 2, purchased: true },
          ],
        },
        "Certains articles n'appartiennent pas à cette liste de courses.",
      ],
      [
        `/api/shopping/${shoppingListId}`,
        {
          items: [
            { _id: a!._id, quantity: 2, purchased: true },
            { _id: a!._id, quantity: 3, purchased: true },
          ],
        },
        null,
      ],
    ] as const;
    for (const [path, body, message] of refusals) {
      const res = await api(path, { method: 'PUT', token: user.token, body });
      expect(res.status).toBe(400);
      expect(errorOf(res).success).toBe(false);
      if (message) expect(messageOf(res)).toContain(message);
    }
    expect(await itemsInD1(shoppingListId)).toEqual(before);
  });
});

describe('the light session check of ticks and edits (no D1 read)', () => {
  const tickAs = (listId: string, itemId: string, token: string) =>
    api(`/api/shopping/${listId}/purchase`, { method: 'PUT', token, body: { itemIds: [itemId] } });
  const editAs = (listId: string, itemId: string, token: string) =>
    api(`/api/shopping/${listId}`, { method: 'PUT', token, body: { items: [{ _id: itemId, quantity: 9, purchased: false }] } });

  it('refuses at once a logged-out token, the tokens of a changed password and of an erased account', async () => {
    const user = await registerUser({ premium: true });
    const { shoppingListId } = await planAndList(user.token);
    const [a] = (await getList(shoppingListId, user.token)).items;
    const login = async () => (await signIn(user.email, TEST_PASSWORD)).token;

    const other = await login();
    expect((await tickAs(shoppingListId, a!._id, other)).status).toBe(200);
    expect((await api('/api/users/logout', { method: 'POST', token: other })).status).toBe(200);
    const loggedOut = await tickAs(shoppingListId, a!._id, other);
    expect(loggedOut.status).toBe(401);
    expect(loggedOut.json).toEqual({ success: false, message: MESSAGES.unauthorized });

    const stale = await login();
    const changed = await api('/api/users/password', {
      method: 'PUT',
      token: user.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'cassoulet-castelnaudary-1377' },
    });
    expect(changed.status).toBe(200);
    expect((await tickAs(shoppingListId, a!._id, stale)).status).toBe(401);
    expect((await editAs(shoppingListId, a!._id, stale)).status).toBe(401);
    const fresh = parseAnswer(changePasswordResponseSchema, changed).json.data.token;
    expect((await editAs(shoppingListId, a!._id, fresh)).status).toBe(200);

    const second = (await signIn(user.email, 'cassoulet-castelnaudary-1377')).token;
    expect(
      (await api('/api/users/me', { method: 'DELETE', token: fresh, body: { password: 'cassoulet-castelnaudary-1377' } })).status,
    ).toBe(200);
    expect((await tickAs(shoppingListId, a!._id, second)).status).toBe(401);
    expect(await env.SESSIONS.get(`session-version:${user.user.id}`)).toBe('deleted');
  });

  it("falls back to D1 for a session without a mirrored version, writes the mirror, and still refuses another user's list", async () => {
    const user = await registerUser({ premium: true });
    const intruder = await registerUser();
    const { shoppingListId } = await planAndList(user.token);
    const [a] = (await getList(shoppingListId, user.token)).items;
    await env.SESSIONS.delete(`session-version:${user.user.id}`);
    expect((await tickAs(shoppingListId, a!._id, user.token)).status).toBe(200);
    expect(await env.SESSIONS.get(`session-version:${user.user.id}`)).toBe('1');
    // A mirror that disagrees with the session (a bump not yet seen by this token) refuses it.
    await env.SESSIONS.put(`session-version:${user.user.id}`, '2');
    expect((await tickAs(shoppingListId, a!._id, user.token)).status).toBe(401);
    await env.SESSIONS.put(`session-version:${user.user.id}`, '1');

    const before = await itemsInD1(shoppingListId);
    const foreign = await tickAs(shoppingListId, a!._id, intruder.token);
    expect(foreign.status).toBe(404);
    expect(messageOf(foreign)).toBe('Liste de courses non trouvée');
    expect((await editAs(shoppingListId, a!._id, intruder.token)).status).toBe(404);
    expect(await itemsInD1(shoppingListId)).toEqual(before);
  });
});

describe('the list Durable Object', () => {
  it('keeps every tick when 20 clients tick 500 items at once (HTTP and RPC), and its broadcast equals D1', async () => {
    const user = await registerUser({ premium: true });
    const { listId, itemIds } = await bigList(user.user.id, 500);
    const res = await openLive(listId, user.token);
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    ws.accept();
    const live = liveMessages(ws);
    await live.next(isState);

    const stub = env.SHOPPING_LIST.get(env.SHOPPING_LIST.idFromName(listId));
    // 40 disjoint batches of 12-13 items: 20 through the HTTP route, 20 straight to the object.
    const batches = Array.from({ length: 40 }, (_, k) => itemIds.filter((_, i) => i % 40 === k));
    const results = await Promise.all(
      batches.map((ids, k) =>
        k % 2 === 0
          ? api(`/api/shopping/${listId}/purchase`, { method: 'PUT', token: user.token, body: { itemIds: ids } }).then((r) => r.status)
          : stub.purchase(listId, user.user.id, ids, true).then((r) => (r.ok ? 200 : r.status)),
      ),
    );
    expect(results.every((s) => s === 200)).toBe(true);

    const d1 = await itemsInD1(listId);
    expect(d1.every((i) => i.purchased === 1)).toBe(true);
    const last = await live.next(stateWhere((l) => l.items.every((i) => i.purchased)));
    expect(last.list).toEqual(await getList(listId, user.token));
    // The first state, then at most one broadcast per operation (operations queued together are
    // committed in one D1 batch and broadcast once).
    expect(live.received.length).toBeGreaterThanOrEqual(2);
    expect(live.received.length).toBeLessThanOrEqual(1 + batches.length);
    ws.close();
  });

  it('serialises conflicting edits: quantities and ticks from concurrent clients are all kept, D1 = broadcast', async () => {
    const user = await registerUser({ premium: true });
    const { listId, itemIds } = await bigList(user.user.id, 200);
    const res = await openLive(listId, user.token);
    const ws = res.webSocket!;
    ws.accept();
    const live = liveMessages(ws);
    await live.next();
    const stub = env.SHOPPING_LIST.get(env.SHOPPING_LIST.idFromName(listId));
    const ops: Promise<unknown>[] = [];
    for (let k = 0; k < 20; k++) {
      const mine = itemIds.filter((_, i) => i % 20 === k);
      // Each client edits the quantity of its first half and ticks its second half, concurrently with the others.
      ops.push(
        api(`/api/shopping/${listId}`, {
          method: 'PUT',
          token: user.token,
          body: { items: mine.slice(0, 5).map((_id) => ({ _id, quantity: k + 2, purchased: false })) },
        }),
      );
      ops.push(stub.purchase(listId, user.user.id, mine.slice(5), true));
    }
    await Promise.all(ops);
    const d1 = await itemsInD1(listId);
    d1.forEach((item, i) => {
      const k = i % 20;
      const firstHalf = itemIds.filter((_, j) => j % 20 === k).indexOf(item.id) < 5;
      expect(item).toMatchObject(firstHalf ? { quantity: k + 2, purchased: 0 } : { quantity: 1, purchased: 1 });
    });
    const finalList = await getList(listId, user.token);
    const last = await live.next(stateWhere((l) => JSON.stringify(l) === JSON.stringify(finalList)));
    expect(last.list).toEqual(finalList);
    expect(asState(live.received.at(-1)).list).toEqual(finalList);
    ws.close();
  });
});

describe('GET /api/shopping/:id/live', () => {
  it('sends the state on connect and after a tick, answering the popote.v1 subprotocol', async () => {
    const user = await registerUser({ premium: true });
    const { shoppingListId } = await planAndList(user.token);
    const res = await openLive(shoppingListId, user.token);
    expect(res.status).toBe(101);
    expect(res.headers.get('Sec-WebSocket-Protocol')).toBe('popote.v1');
    const ws = res.webSocket!;
    ws.accept();
    const live = liveMessages(ws);
    const first = asState(await live.next());
    expect(first.type).toBe('state');
    expect(first.list).toEqual(await getList(shoppingListId, user.token));
    const item = first.list.items[3]!;
    await api(`/api/shopping/${shoppingListId}/purchase`, { method: 'PUT', token: user.token, body: { itemIds: [item._id] } });
    const update = await live.next(stateWhere((l) => l.items.some((i) => i._id === item._id && i.purchased)));
    expect(update.type).toBe('state');
    // Keep-alive answered by the object itself.
    ws.send('ping');
    expect(await live.next((m) => m === 'pong')).toBe('pong');
    ws.close();
  });

  it('refuses another user (404), no token (401) and a plain GET (426)', async () => {
    const user = await registerUser({ premium: true });
    const other = await registerUser({ premium: true });
    const { shoppingListId } = await planAndList(user.token);
    const stolen = await openLive(shoppingListId, other.token);
    expect(stolen.status).toBe(404);
    expect(stolen.webSocket).toBeNull();
    expect(await stolen.json()).toEqual({ success: false, message: 'Liste de courses non trouvée' });
    const anonymous = await SELF.fetch(`http://localhost/api/shopping/${shoppingListId}/live`, {
      headers: { Upgrade: 'websocket', 'Sec-WebSocket-Protocol': 'popote.v1' },
    });
    expect(anonymous.status).toBe(401);
    await anonymous.arrayBuffer();
    const plain = await api(`/api/shopping/${shoppingListId}/live`, { token: user.token });
    expect(plain.status).toBe(426);
  });
});

describe('regenerating the list of a changed plan', () => {
  it('rebuilds the same list through its object and keeps ticks on products still needed', async () => {
    const user = await registerUser({ premium: true });
    const { weekPlan, shoppingListId } = await planAndList(user.token);
    const before = await getList(shoppingListId, user.token);
    const kept = before.items[0]!;
    await api(`/api/shopping/${shoppingListId}/purchase`, { method: 'PUT', token: user.token, body: { itemIds: [kept._id] } });
    // Same plan, same products: the tick survives the rebuild.
    const again = await api('/api/generate-shopping-list', { token: user.token, body: { weekPlan } });
    expect(parseAnswer(generateShoppingListResponseSchema, again).json.shoppingListId).toBe(shoppingListId);
    const after = await getList(shoppingListId, user.token);
    expect(after.items.map((i) => [i.name, i.quantity, i.unit])).toEqual(before.items.map((i) => [i.name, i.quantity, i.unit]));
    expect(after.items.find((i) => i.name === kept.name && i.unit === kept.unit)?.purchased).toBe(true);
  });
});
