// The list's planner, change by change, with hand-made lists: what each change does to the list and
// which writes it asks of D1, the rule between devices (docs/decisions/030-offline-list-operations.md), and the
// refusals (then nothing changes). Every time is given: the planner never reads a clock.
import { describe, expect, it } from 'vitest';
import { PANTRY_CATEGORY, SHOPPING_MESSAGES, type ListOp, type ShoppingItem } from '@shared/schemas/shopping';
import {
  planChange,
  planHave,
  planOps,
  planPurchase,
  planReplace,
  planUpdateItems,
  type ChangePlan,
  type ItemMeta,
  type ListState,
  type ListWrite,
  type NewItemRow,
} from './list-ops';

const NOW = Date.UTC(2026, 11, 9, 10, 0, 0);
const ALICE = 'user-alice';
const BOB = 'user-bob';

type Seed = Partial<ShoppingItem> & { _id: string; name: string; purchasedAt?: number; purchasedBy?: string | null };

/** A list of `seeds` in the given order (positions 0, 1, 2...), none deleted, no operation applied yet. */
function listOf(seeds: Seed[], extra: Partial<ListState['list']> = {}): ListState {
  const items: ShoppingItem[] = seeds.map(({ purchasedAt: _a, purchasedBy: _b, ...s }) => ({
    quantity: 1,
    unit: 'pièce',
    category: 'Autres',
    purchased: false,
    ...s,
  }));
  const meta = new Map<string, ItemMeta>(
    items.map((item, position) => [
      item._id,
      {
        ingredientId: null,
        position,
        purchasedAt: seeds[position]!.purchasedAt ?? 0,
        purchasedBy: seeds[position]!.purchasedBy ?? null,
        deletedAt: null,
        item,
      },
    ]),
  );
  return {
    list: { _id: 'list-1', id: 'list-1', mealPlan: null, status: 'active', driveOrderId: null, orderDetails: null, items, ...extra },
    meta,
    applied: new Set(),
  };
}

const twoItems = () =>
  listOf([
    { _id: 'a', name: 'Liquide vaisselle' },
    { _id: 'b', name: 'Éponges', quantity: 2 },
  ]);

let opCounter = 0;
const opId = () => `op-${++opCounter}`;
const tick = (itemId: string, at: number, purchased = true, id = opId()): ListOp => ({ opId: id, at, kind: 'purchase', itemId, purchased });
const item = (state: ListState, id: string) => state.list.items.find((i) => i._id === id);

/** The plan's state and writes, or a failure naming the refusal. */
function accepted(plan: ChangePlan): { state: ListState; writes: ListWrite[] } {
  if ('refused' in plan) throw new Error(`refused: ${plan.refused.status} ${plan.refused.message}`);
  return plan;
}

describe('planOps: operations made on a device', () => {
  it('ticks an item as of the operation time, by its user, and records the operation', () => {
    const plan = planOps(twoItems(), [tick('a', NOW - 60_000, true, 'op-t1')], ALICE, NOW);
    expect(item(plan.state, 'a')?.purchased).toBe(true);
    expect(plan.state.meta.get('a')).toMatchObject({ purchasedAt: NOW - 60_000, purchasedBy: ALICE });
    expect(plan.writes).toEqual([{ kind: 'update', itemId: 'a', set: { purchased: true, purchasedAt: NOW - 60_000, purchasedBy: ALICE } }]);
    expect(plan.recorded).toEqual(['op-t1']);
    expect(plan.state.applied.has('op-t1')).toBe(true);
  });

  it('applies an operation id once: a replay, in the same call or a later one, changes nothing', () => {
    const first = planOps(twoItems(), [tick('a', NOW - 5_000, true, 'op-r1'), tick('a', NOW - 4_000, false, 'op-r1')], ALICE, NOW);
    expect(item(first.state, 'a')?.purchased).toBe(true);
    expect(first.recorded).toEqual(['op-r1']);
    expect(first.writes).toHaveLength(1);

    const replay = planOps(first.state, [tick('a', NOW - 5_000, true, 'op-r1')], ALICE, NOW);
    expect(replay.writes).toEqual([]);
    expect(replay.recorded).toEqual([]);
    expect(replay.state.list.items).toEqual(first.state.list.items);
  });

  it('keeps the later tick: an untick made earlier offline and sent later does not undo a newer tick', () => {
    const ticked = planOps(twoItems(), [tick('a', NOW - 1_000, true)], BOB, NOW).state;
    const late = planOps(ticked, [tick('a', NOW - 30 * 60_000, false)], ALICE, NOW);
    expect(item(late.state, 'a')?.purchased).toBe(true);
    expect(late.state.meta.get('a')).toMatchObject({ purchasedAt: NOW - 1_000, purchasedBy: BOB });
    expect(late.writes).toEqual([]);
    expect(late.recorded).toHaveLength(1);

    const newer = planOps(ticked, [tick('a', NOW - 500, false)], ALICE, NOW);
    expect(item(newer.state, 'a')?.purchased).toBe(false);
    expect(newer.state.meta.get('a')).toMatchObject({ purchasedAt: NOW - 500, purchasedBy: null });
  });

  it('counts a time after the server clock as now, so a device clock ahead cannot win forever', () => {
    const ahead = planOps(twoItems(), [tick('a', NOW + 3_600_000, true)], ALICE, NOW);
    expect(ahead.state.meta.get('a')?.purchasedAt).toBe(NOW);
    const later = planOps(ahead.state, [tick('a', NOW + 1, false)], BOB, NOW + 1);
    expect(item(later.state, 'a')?.purchased).toBe(false);
  });

  it('keeps a deleted item deleted: a later tick, quantity or deletion of it changes nothing', () => {
    const del = planOps(twoItems(), [{ opId: opId(), at: NOW - 10_000, kind: 'delete', itemId: 'a' }], ALICE, NOW);
    expect(del.state.list.items.map((i) => i._id)).toEqual(['b']);
    expect(del.state.meta.get('a')?.deletedAt).toBe(NOW - 10_000);
    expect(del.writes).toEqual([{ kind: 'update', itemId: 'a', set: { deletedAt: NOW - 10_000 } }]);

    const after = planOps(
      del.state,
      [
        tick('a', NOW - 1_000),
        { opId: opId(), at: NOW - 900, kind: 'quantity', itemId: 'a', quantity: 5 },
        { opId: opId(), at: NOW - 800, kind: 'delete', itemId: 'a' },
      ],
      BOB,
      NOW,
    );
    expect(after.writes).toEqual([]);
    expect(after.recorded).toHaveLength(3);
    expect(after.unknown).toEqual([]);
    expect(after.state.list.items.map((i) => i._id)).toEqual(['b']);
    expect(after.state.meta.get('a')?.deletedAt).toBe(NOW - 10_000);
  });

  it('sets quantities in the order they arrive: the last one wins, whatever its time', () => {
    const plan = planOps(
      twoItems(),
      [
        { opId: opId(), at: NOW - 1_000, kind: 'quantity', itemId: 'b', quantity: 4 },
        { opId: opId(), at: NOW - 9_000, kind: 'quantity', itemId: 'b', quantity: 3 },
      ],
      ALICE,
      NOW,
    );
    expect(item(plan.state, 'b')?.quantity).toBe(3);
    expect(plan.writes).toEqual([
      { kind: 'update', itemId: 'b', set: { quantity: 4 } },
      { kind: 'update', itemId: 'b', set: { quantity: 3 } },
    ]);
  });

  it('adds a free-text item last, in « Autres », then raises its quantity when the same text is added again unticked', () => {
    const added = planOps(
      twoItems(),
      [{ opId: opId(), at: NOW, kind: 'add', itemId: 'list-1~device01a', name: ' Papier cuisson ' }],
      ALICE,
      NOW,
    );
    expect(item(added.state, 'list-1~device01a')).toEqual({
      _id: 'list-1~device01a',
      name: 'Papier cuisson',
      quantity: 1,
      unit: '',
      category: 'Autres',
      purchased: false,
    });
    expect(added.state.list.items.map((i) => i._id)).toEqual(['a', 'b', 'list-1~device01a']);
    expect(added.state.meta.get('list-1~device01a')?.position).toBe(2);
    expect(added.writes).toHaveLength(1);
    expect(added.writes[0]).toMatchObject({ kind: 'insert', item: { _id: 'list-1~device01a' } });

    // Another device adds the same text: one line, quantity 2; then an operation on its own id reaches that line.
    const again = planOps(
      added.state,
      [
        { opId: opId(), at: NOW, kind: 'add', itemId: 'list-1~device02b', name: 'papier cuisson' },
        { opId: opId(), at: NOW, kind: 'quantity', itemId: 'list-1~device02b', quantity: 6 },
      ],
      BOB,
      NOW,
    );
    expect(again.state.list.items).toHaveLength(3);
    expect(item(again.state, 'list-1~device01a')?.quantity).toBe(6);
    expect(again.writes).toEqual([
      { kind: 'update', itemId: 'list-1~device01a', set: { name: 'Papier cuisson', quantity: 2, unit: '' } },
      { kind: 'update', itemId: 'list-1~device01a', set: { quantity: 6 } },
    ]);
  });

  it('does not add an item twice when the same item id comes again under another operation id', () => {
    const op = { at: NOW, kind: 'add' as const, itemId: 'list-1~device03c', name: 'Bougies' };
    const first = planOps(twoItems(), [{ ...op, opId: opId() }], ALICE, NOW);
    const second = planOps(first.state, [{ ...op, opId: opId() }], ALICE, NOW);
    expect(second.writes).toEqual([]);
    expect(second.state.list.items.filter((i) => i.name === 'Bougies')).toHaveLength(1);
  });

  it('acknowledges an operation on an item the list never had and lists it as unknown', () => {
    const plan = planOps(twoItems(), [tick('ghost', NOW)], ALICE, NOW);
    expect(plan.writes).toEqual([]);
    expect(plan.recorded).toHaveLength(1);
    expect(plan.unknown).toEqual(['ghost']);
  });
});

describe('planChange', () => {
  it("'read' changes nothing", () => {
    const state = twoItems();
    expect(planChange(state, { kind: 'read' }, { userId: ALICE, householdId: 'h', now: NOW })).toEqual({ state, writes: [] });
  });

  it("'ops' records the applied operation ids at the time they arrived", () => {
    const op = tick('a', NOW - 2_000, true, 'op-c1');
    const plan = accepted(
      planChange(twoItems(), { kind: 'ops', ops: [op], strict: false, now: NOW }, { userId: ALICE, householdId: 'h', now: NOW + 5 }),
    );
    expect(plan.writes).toEqual([
      { kind: 'update', itemId: 'a', set: { purchased: true, purchasedAt: NOW - 2_000, purchasedBy: ALICE } },
      { kind: 'recordOps', opIds: ['op-c1'], at: NOW },
    ]);
    // A replay writes nothing at all, not even the operation id.
    expect(
      accepted(planChange(plan.state, { kind: 'ops', ops: [op], strict: false, now: NOW }, { userId: ALICE, householdId: 'h', now: NOW }))
        .writes,
    ).toEqual([]);
  });

  it("'ops' from a device's queue acknowledges an unknown item; one change asked for online (strict) is refused for it", () => {
    const ops = [{ opId: opId(), at: NOW, kind: 'delete' as const, itemId: 'ghost' }];
    const ctx = { userId: ALICE, householdId: 'h', now: NOW };
    const queued = accepted(planChange(twoItems(), { kind: 'ops', ops, strict: false, now: NOW }, ctx));
    expect(queued.writes).toEqual([{ kind: 'recordOps', opIds: [ops[0]!.opId], at: NOW }]);
    expect(planChange(twoItems(), { kind: 'ops', ops, strict: true, now: NOW }, ctx)).toEqual({
      refused: { status: 400, message: SHOPPING_MESSAGES.unknownItems },
    });
  });

  it('passes the caller, the household and the clock to the planner of each change', () => {
    const ctx = { userId: BOB, householdId: 'h', now: NOW };
    const ticked = accepted(planChange(twoItems(), { kind: 'purchase', itemIds: ['b'], purchased: true }, ctx));
    expect(ticked.state.meta.get('b')).toMatchObject({ purchasedAt: NOW, purchasedBy: BOB });
    const have = accepted(planChange(twoItems(), { kind: 'have', itemId: 'a', pantry: { mode: 'hidden', items: [] } }, ctx));
    expect(have.writes).toContainEqual({ kind: 'pantryAdd', householdId: 'h', staple: 'Liquide vaisselle', at: NOW });
    expect(have.state.meta.get('a')?.deletedAt).toBe(NOW);
  });
});

describe('planPurchase: ticks and unticks made online', () => {
  it('ticks every named item once, as of now, by the caller, in one write', () => {
    const plan = accepted(planPurchase(twoItems(), ['a', 'b', 'a'], true, ALICE, NOW));
    expect(plan.state.list.items.map((i) => i.purchased)).toEqual([true, true]);
    expect(plan.state.meta.get('b')).toMatchObject({ purchasedAt: NOW, purchasedBy: ALICE });
    expect(plan.writes).toEqual([
      { kind: 'updateMany', itemIds: ['a', 'b'], set: { purchased: true, purchasedAt: NOW, purchasedBy: ALICE } },
    ]);
  });

  it('unticks with nobody as the ticker', () => {
    const state = listOf([{ _id: 'a', name: 'Sacs', purchased: true, purchasedAt: NOW - 1, purchasedBy: BOB }]);
    const plan = accepted(planPurchase(state, ['a'], false, ALICE, NOW));
    expect(item(plan.state, 'a')?.purchased).toBe(false);
    expect(plan.state.meta.get('a')).toMatchObject({ purchasedAt: NOW, purchasedBy: null });
  });

  it('refuses the whole change when one id is not on the list', () => {
    expect(planPurchase(twoItems(), ['a', 'ghost'], true, ALICE, NOW)).toEqual({
      refused: { status: 400, message: SHOPPING_MESSAGES.unknownItems },
    });
  });
});

describe('planUpdateItems: edit mode\'s "Enregistrer"', () => {
  it('sets quantities and ticks, one write per set of equal values', () => {
    const state = listOf([
      { _id: 'a', name: 'Sacs' },
      { _id: 'b', name: 'Bougies' },
      { _id: 'c', name: 'Ficelle' },
    ]);
    const plan = accepted(
      planUpdateItems(state, [
        { _id: 'a', quantity: 3, purchased: false },
        { _id: 'c', quantity: 3, purchased: false },
        { _id: 'b', quantity: 1, purchased: true },
      ]),
    );
    expect(plan.state.list.items.map((i) => [i._id, i.quantity, i.purchased])).toEqual([
      ['a', 3, false],
      ['b', 1, true],
      ['c', 3, false],
    ]);
    expect(plan.writes).toEqual([
      { kind: 'updateMany', itemIds: ['a', 'c'], set: { quantity: 3, purchased: false } },
      { kind: 'updateMany', itemIds: ['b'], set: { quantity: 1, purchased: true } },
    ]);
  });

  it('refuses an unknown item, an item named twice and a quantity under 1, each with its French message', () => {
    expect(planUpdateItems(twoItems(), [{ _id: 'ghost', quantity: 2, purchased: false }])).toEqual({
      refused: { status: 400, message: SHOPPING_MESSAGES.unknownItems },
    });
    expect(
      planUpdateItems(twoItems(), [
        { _id: 'a', quantity: 2, purchased: false },
        { _id: 'a', quantity: 3, purchased: false },
      ]),
    ).toEqual({ refused: { status: 400, message: 'Un même article apparaît plusieurs fois dans la demande.' } });
    expect(planUpdateItems(twoItems(), [{ _id: 'a', quantity: 0.5, purchased: false }])).toEqual({
      refused: { status: 400, message: 'La quantité doit être au moins 1' },
    });
  });
});

describe("planHave: « J'ai déjà »", () => {
  const groceries = () =>
    listOf([
      { _id: 'sel', name: 'Sel fin', category: 'Condiments et épices' },
      { _id: 'lait', name: 'Lait demi-écrémé', category: 'Crèmerie' },
    ]);

  it("'apart': the item moves to the pantry section, last, and its name joins the pantry", () => {
    const plan = accepted(planHave(groceries(), 'sel', { mode: 'apart', items: ['poivre'] }, 'household-1', NOW));
    expect(plan.state.list.items.map((i) => [i._id, i.category])).toEqual([
      ['lait', 'Crèmerie'],
      ['sel', PANTRY_CATEGORY],
    ]);
    expect(plan.writes).toEqual([
      { kind: 'pantryAdd', householdId: 'household-1', staple: 'Sel fin', at: NOW },
      { kind: 'update', itemId: 'sel', set: { category: 'Vous avez sûrement déjà' } },
    ]);
  });

  it('does not add to the pantry a staple it already has (case and accents aside)', () => {
    const plan = accepted(planHave(groceries(), 'sel', { mode: 'apart', items: ['SEL FIN'] }, 'household-1', NOW));
    expect(plan.writes).toEqual([{ kind: 'update', itemId: 'sel', set: { category: PANTRY_CATEGORY } }]);
  });

  it('a quantity given is written even for an item the pantry already has (« J’ai déjà » 500 g)', () => {
    const amount = { quantity: 500, unit: 'ml' };
    const plan = accepted(planHave(groceries(), 'lait', { mode: 'apart', items: ['lait demi-écrémé'], amount }, 'household-1', NOW));
    expect(plan.writes).toEqual([
      { kind: 'pantryAdd', householdId: 'household-1', staple: 'Lait demi-écrémé', amount, at: NOW },
      { kind: 'update', itemId: 'lait', set: { category: PANTRY_CATEGORY } },
    ]);
  });

  it("'hidden': the item leaves the list, deleted as of now", () => {
    const plan = accepted(planHave(groceries(), 'lait', { mode: 'hidden', items: [] }, 'household-1', NOW));
    expect(plan.state.list.items.map((i) => i._id)).toEqual(['sel']);
    expect(plan.state.meta.get('lait')).toMatchObject({ deletedAt: NOW, item: { name: 'Lait demi-écrémé' } });
    expect(plan.writes).toEqual([
      { kind: 'pantryAdd', householdId: 'household-1', staple: 'Lait demi-écrémé', at: NOW },
      { kind: 'update', itemId: 'lait', set: { deletedAt: NOW } },
    ]);
    // Then the deleted item stays deleted for a device that ticks it later.
    expect(planOps(plan.state, [tick('lait', NOW + 1)], ALICE, NOW + 1).writes).toEqual([]);
  });

  it('is a 404 for an item not on the list (deleted included) or a list without a household', () => {
    const notFound = { refused: { status: 404, message: "Cet article n'est pas sur cette liste de courses." } };
    expect(planHave(groceries(), 'ghost', { mode: 'apart', items: [] }, 'household-1', NOW)).toEqual(notFound);
    const hidden = accepted(planHave(groceries(), 'lait', { mode: 'hidden', items: [] }, 'household-1', NOW)).state;
    expect(planHave(hidden, 'lait', { mode: 'apart', items: [] }, 'household-1', NOW)).toEqual(notFound);
    expect(planHave(groceries(), 'sel', { mode: 'apart', items: [] }, null, NOW)).toEqual(notFound);
  });
});

describe('planReplace: the list rebuilt from its meal plan', () => {
  const row = (id: string, name: string, unit: string, position: number, extra: Partial<NewItemRow> = {}): NewItemRow => ({
    id,
    listId: 'list-1',
    ingredientId: null,
    name,
    quantity: 1,
    unit,
    category: 'Fruits et légumes',
    detail: null,
    purchased: false,
    position,
    ...extra,
  });

  it('replaces every item; a product still there in the same unit keeps its tick, its time and its ticker', () => {
    const state = listOf([
      { _id: 'old-1', name: 'Carottes', unit: 'kg', purchased: true, purchasedAt: NOW - 7, purchasedBy: BOB },
      { _id: 'old-2', name: 'Poireaux', unit: 'pièce', purchased: true, purchasedAt: NOW - 8, purchasedBy: BOB },
      { _id: 'old-3', name: 'Navets', unit: 'kg' },
    ]);
    const rows = [
      row('new-1', 'Carottes', 'kg', 0, { quantity: 2 }),
      row('new-2', 'Poireaux', 'botte', 1),
      row('new-3', 'Oignons', 'pièce', 2, { detail: '70 g' }),
    ];
    const plan = accepted(planReplace(state, rows));
    expect(plan.state.list.items).toEqual([
      { _id: 'new-1', name: 'Carottes', quantity: 2, unit: 'kg', category: 'Fruits et légumes', purchased: true },
      { _id: 'new-2', name: 'Poireaux', quantity: 1, unit: 'botte', category: 'Fruits et légumes', purchased: false },
      { _id: 'new-3', name: 'Oignons', quantity: 1, unit: 'pièce', category: 'Fruits et légumes', purchased: false, detail: '70 g' },
    ]);
    expect(plan.state.meta.get('new-1')).toMatchObject({ purchasedAt: NOW - 7, purchasedBy: BOB, position: 0, deletedAt: null });
    expect([...plan.state.meta.keys()]).toEqual(['new-1', 'new-2', 'new-3']);
    expect(plan.writes).toHaveLength(1);
    const [write] = plan.writes;
    if (write?.kind !== 'replaceAll') throw new Error(`expected one replaceAll, got ${JSON.stringify(plan.writes)}`);
    expect(write.rows.map((r) => [r.id, r.purchased, r.purchasedAt, r.purchasedBy])).toEqual([
      ['new-1', true, NOW - 7, BOB],
      ['new-2', false, 0, null],
      ['new-3', false, 0, null],
    ]);
  });

  it('refuses to rebuild an ordered list (409)', () => {
    const ordered = listOf([{ _id: 'a', name: 'Sacs' }], { status: 'ordered' });
    expect(planReplace(ordered, [row('n', 'Sacs', 'pièce', 0)])).toEqual({
      refused: { status: 409, message: 'Cette liste de courses a déjà été commandée.' },
    });
  });
});
