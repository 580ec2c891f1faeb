import { describe, expect, it } from 'vitest';
import type { ListOp, ShoppingList } from '@shared/schemas/shopping';
import { createOfflineStore, MAX_LIST_COPIES, memoryTables } from './offline-queue';

// The rules of the device's offline data, over in-memory tables (the browser runs the same rules
// over IndexedDB: e2e/offline-list.e2e.ts).

function list(id: string, updatedAt: string | undefined, ticked = false): ShoppingList {
  return {
    _id: id,
    id,
    mealPlan: 'mp_1',
    status: 'active',
    driveOrderId: null,
    orderDetails: null,
    ...(updatedAt ? { updatedAt } : {}),
    items: [{ _id: 'i1', name: 'Tomates', quantity: 6, unit: 'pièce', category: 'Fruits et légumes', purchased: ticked }],
  };
}

const tick = (opId: string, itemId = 'i1'): ListOp => ({ kind: 'purchase', opId, at: 1_700_000_000_000, itemId, purchased: true });

/** A store over fresh tables, signed in as whoever `as.user` names at each call. */
function store() {
  const tables = memoryTables();
  const as = { user: 'u1' as string | null };
  return {
    as,
    tables,
    offline: createOfflineStore(
      async () => tables,
      () => as.user,
    ),
  };
}

describe('the queue of changes', () => {
  it('keeps the changes of each list in order and forgets only those named, of that list', async () => {
    const { offline } = store();
    await offline.enqueueOp('sl_1', tick('a'));
    await offline.enqueueOp('sl_2', tick('a'));
    await offline.enqueueOp('sl_1', tick('b'));
    await offline.enqueueOp('sl_1', tick('c'));
    expect((await offline.queuedOps('sl_1')).map((op) => op.opId)).toEqual(['a', 'b', 'c']);

    await offline.dropOps('sl_1', ['a', 'c']);
    expect((await offline.queuedOps('sl_1')).map((op) => op.opId)).toEqual(['b']);
    expect((await offline.queuedOps('sl_2')).map((op) => op.opId)).toEqual(['a']);
    expect(await offline.queuedCount()).toBe(2);
  });

  it('tells the screen of every change of a list’s queue', async () => {
    const { offline } = store();
    const seen: string[] = [];
    const off = offline.onQueueChange((listId) => seen.push(listId));
    await offline.enqueueOp('sl_1', tick('a'));
    await offline.dropOps('sl_1', ['a']);
    off();
    await offline.enqueueOp('sl_2', tick('b'));
    expect(seen).toEqual(['sl_1', 'sl_1']);
  });

  it('a session that ended keeps the changes; the same account finds them again, another account never sends them', async () => {
    const { as, offline } = store();
    await offline.enqueueOp('sl_1', tick('mine'));
    as.user = null; // The session expired (401): nothing forgotten.
    expect(await offline.queuedCount()).toBe(1);

    as.user = 'u1';
    await offline.keepOnlyDataOf('u1');
    expect((await offline.queuedOps('sl_1')).map((op) => op.opId)).toEqual(['mine']);

    as.user = 'u2';
    expect(await offline.queuedOps('sl_1')).toEqual([]);
    await offline.keepOnlyDataOf('u2');
    expect(await offline.queuedCount()).toBe(0);
  });

  it('changes queued before accounts were recorded stay with whoever signs in', async () => {
    const { tables, offline } = store();
    await tables.ops.add({ listId: 'sl_1', op: tick('old') });
    await offline.keepOnlyDataOf('u2');
    expect((await offline.queuedOps('sl_1')).map((op) => op.opId)).toEqual(['old']);
  });
});

describe('the copies of the lists shown', () => {
  it('reads back the copy saved by the account signed in, and only by it', async () => {
    const { as, offline } = store();
    await offline.saveListCopy(list('sl_1', '2026-11-26T10:00:00.000Z'));
    expect(await offline.listCopy('sl_1')).toEqual(list('sl_1', '2026-11-26T10:00:00.000Z'));
    expect(await offline.listCopy('sl_2')).toBeNull();

    as.user = 'u2';
    expect(await offline.listCopy('sl_1')).toBeNull();
    as.user = null;
    expect(await offline.listCopy('sl_1')).toBeNull();
  });

  it('signed out, nothing is written', async () => {
    const { as, tables, offline } = store();
    as.user = null;
    await offline.saveListCopy(list('sl_1', undefined));
    expect(await tables.lists.all()).toEqual([]);
  });

  it('an older state never replaces a newer copy; a newer one or one without a time does', async () => {
    const { offline } = store();
    await offline.saveListCopy(list('sl_1', '2026-11-26T10:00:05.000Z', true));
    await offline.saveListCopy(list('sl_1', '2026-11-26T10:00:00.000Z', false));
    expect((await offline.listCopy('sl_1'))!.items[0]!.purchased).toBe(true);

    await offline.saveListCopy(list('sl_1', '2026-11-26T10:00:09.000Z', false));
    expect((await offline.listCopy('sl_1'))!.updatedAt).toBe('2026-11-26T10:00:09.000Z');
    await offline.saveListCopy(list('sl_1', undefined, true));
    expect(await offline.listCopy('sl_1')).toEqual(list('sl_1', undefined, true));
  });

  it('another account’s newer copy does not stop this account’s copy from being written', async () => {
    const { as, offline } = store();
    as.user = 'u2';
    await offline.saveListCopy(list('sl_1', '2026-11-26T10:00:09.000Z', true));
    as.user = 'u1';
    await offline.saveListCopy(list('sl_1', '2026-11-26T10:00:00.000Z', false));
    expect(await offline.listCopy('sl_1')).toEqual(list('sl_1', '2026-11-26T10:00:00.000Z', false));
  });

  it(`keeps the ${MAX_LIST_COPIES} lists shown most recently`, async () => {
    const { tables, offline } = store();
    for (let n = 0; n <= MAX_LIST_COPIES; n++) await offline.saveListCopy(list(`sl_${n}`, undefined), 1000 + n);
    // The 21st copy pushed out sl_0; shown again, sl_0 comes back and pushes out sl_1, then sl_new pushes out sl_2.
    await offline.saveListCopy(list('sl_0', undefined), 5000);
    await offline.saveListCopy(list('sl_new', undefined), 6000);
    const kept = (await tables.lists.all()).map((c) => c.listId).sort();
    expect(kept).toHaveLength(MAX_LIST_COPIES);
    expect(kept).toContain('sl_0');
    expect(kept).toContain('sl_new');
    expect(kept).not.toContain('sl_1');
    expect(kept).not.toContain('sl_2');
  });

  it('a list no longer the account’s is forgotten; signing in as another account forgets the others’ copies', async () => {
    const { as, tables, offline } = store();
    await offline.saveListCopy(list('sl_1', undefined));
    await offline.saveListCopy(list('sl_2', undefined));
    await offline.dropListCopy('sl_1');
    expect(await offline.listCopy('sl_1')).toBeNull();
    as.user = 'u2';
    await offline.saveListCopy(list('sl_3', undefined));
    await offline.keepOnlyDataOf('u2');
    expect((await tables.lists.all()).map((c) => [c.listId, c.userId])).toEqual([['sl_3', 'u2']]);
  });

  it('forgetting all (sign-out) empties the queue and the copies', async () => {
    const { tables, offline } = store();
    await offline.enqueueOp('sl_1', tick('a'));
    await offline.saveListCopy(list('sl_1', undefined));
    await offline.forgetAll();
    expect(await tables.ops.all()).toEqual([]);
    expect(await tables.lists.all()).toEqual([]);
  });
});
