// Every change to a shopping list, planned against the list as the list's Durable Object holds it:
// the operations made on a device (ticks, unticks, quantities, additions, deletions; `planOps`), the
// ticks and edits made online (`planPurchase`, `planUpdateItems`), « J'ai déjà » (`planHave`) and the
// rebuild from the meal plan (`planReplace`); `planChange` picks the one a change asks for. Pure: the
// object turns a plan into one D1 batch, and reads the time from its clock, given here as `now`.
//
// The rule for concurrent and replayed changes (docs/decisions/030-offline-list-operations.md):
// - each operation id is applied once: a replay changes nothing;
// - per item, the tick with the later operation time wins (a device that was offline sends its
//   ticks with the time they were made, so an old untick never undoes a newer tick);
// - a deleted item stays deleted: a later tick, quantity or deletion of it changes nothing;
// - quantities: the last one to arrive wins;
// - an added product already on the list, not yet ticked, in the same unit, has its quantity raised
//   instead of appearing twice.
// An operation on an item the list does not have (deleted by a rebuild, say) is acknowledged and
// ignored, so a device's queue never gets stuck.

import type { PantryMode } from '@shared/schemas/households';
import {
  PANTRY_CATEGORY,
  SHOPPING_MESSAGES,
  type ListOp,
  type Pack,
  type ShoppingItem,
  type ShoppingList,
  type UpdateItemsBody,
} from '@shared/schemas/shopping';
import {
  findIngredient,
  aggregateShoppingList,
  AISLE_LABELS,
  categoryRank,
  OTHER_CATEGORY,
  phraseKey,
  choosePack,
} from '../../kitchen/index';
import { pantryName, withStaple } from './pantry';
import { repacked } from './prices';

/**
 * What every change to a list answers (the list's Durable Object's RPCs): the list after the change,
 * or a typed refusal (then nothing was changed).
 */
export type ListOpResult = { ok: true; list: ShoppingList } | { ok: false; status: 400 | 404 | 409; message: string };

/** What the list keeps about an item besides what the screen shows. */
export interface ItemMeta {
  ingredientId: string | null;
  position: number;
  /** Operation time of the change that set `purchased` (epoch ms). */
  purchasedAt: number;
  purchasedBy: string | null;
  /** Deletion time, or null. A deleted item is not in `list.items`. */
  deletedAt: number | null;
  /** The item as it was when deleted (kept so the tombstone can be written). */
  item: ShoppingItem;
}

export interface ListState {
  list: ShoppingList;
  meta: Map<string, ItemMeta>;
  /** Operation ids already applied. */
  applied: Set<string>;
}

/** The columns of an item a change may set. */
export type ItemSet = Partial<{
  name: string;
  quantity: number;
  unit: string;
  category: string;
  purchased: boolean;
  purchasedAt: number;
  purchasedBy: string | null;
  deletedAt: number;
  pack: Pack | null;
  priceCents: number | null;
}>;

/** One row write the object sends to D1. */
export type ItemWrite = { kind: 'insert'; item: ShoppingItem; meta: ItemMeta } | { kind: 'update'; itemId: string; set: ItemSet };

/** A new item row of a rebuild (list-store.ts `itemRows` makes them, ids included). */
export interface NewItemRow {
  id: string;
  listId: string;
  ingredientId: string | null;
  name: string;
  quantity: number;
  unit: string;
  category: string;
  detail: string | null;
  /** Absent in rows made before packs and prices: none. */
  pack?: Pack | null;
  priceCents?: number | null;
  /** What the pantry held, already subtracted from `quantity`. */
  have?: { quantity: number; unit: string } | null;
  purchased: boolean;
  position: number;
  purchasedAt?: number;
  purchasedBy?: string | null;
}

/** Every write a plan may ask of D1, all sent in the group's one batch. */
export type ListWrite =
  | ItemWrite
  /** The same columns set on several items (one statement per slice of ids). */
  | { kind: 'updateMany'; itemIds: string[]; set: ItemSet }
  /** Every item of the list replaced by `rows`. */
  | { kind: 'replaceAll'; rows: NewItemRow[] }
  /**
   * `staple` put in the household's pantry: its row set to `amount` (none: « assez », a staple) or
   * added when missing (in SQL, so a pantry saved meanwhile on another device is kept).
   */
  | { kind: 'pantryAdd'; householdId: string; staple: string; amount?: { quantity: number; unit: string }; at: number }
  /** Operation ids recorded as applied at `at` (epoch ms). */
  | { kind: 'recordOps'; opIds: string[]; at: number };

/** A change to a list, as the list's object receives it. */
export type ListChange =
  /** Nothing changes (a read, or a reload after a write made elsewhere). */
  | { kind: 'read' }
  /** Operations made on a device; `strict`: one change asked for online, which must name known items. `now`: when they arrived. */
  | { kind: 'ops'; ops: readonly ListOp[]; strict: boolean; now: number }
  | { kind: 'purchase'; itemIds: readonly string[]; purchased: boolean }
  | { kind: 'updateItems'; items: UpdateItemsBody['items'] }
  /** « J'ai déjà »; `pantry` as the Worker read it. */
  | { kind: 'have'; itemId: string; pantry: HavePantry }
  | { kind: 'replace'; rows: NewItemRow[] };

/** Who asks for a change and when: the caller's id (null for the Worker's own calls), the list's household, the object's clock (epoch ms). */
export interface ChangeContext {
  userId: string | null;
  householdId: string | null;
  now: number;
}

export type Refusal = { status: 400 | 404 | 409; message: string };
/** A change planned: the list after it and the writes that make it so, or a refusal (then nothing changes). */
export type ChangePlan = { refused: Refusal } | { state: ListState; writes: ListWrite[] };

const refuse = (status: Refusal['status'], message: string): ChangePlan => ({ refused: { status, message } });

export interface OpsPlan {
  state: ListState;
  writes: ItemWrite[];
  /** Ids of the operations recorded as applied by this plan (every new one, even when it changed nothing). */
  recorded: string[];
  /** Item ids the operations named that the list never had (not even deleted). */
  unknown: string[];
}

/** The item an addition creates, with the pack table's pack when it has one (no price: the drive did not quote it). */
export function itemForAddition(
  itemId: string,
  name: string,
  quantity: number | undefined,
  unit: string | undefined,
): { item: ShoppingItem; ingredientId: string | null } {
  const made = resolvedAddition(itemId, name, quantity, unit);
  const pack = choosePack({ ingredientId: made.ingredientId, ...made.item });
  return pack ? { ...made, item: { ...made.item, pack } } : made;
}

/** The item an addition creates: resolved against the catalogue for its name, aisle and unit. */
function resolvedAddition(
  itemId: string,
  name: string,
  quantity: number | undefined,
  unit: string | undefined,
): { item: ShoppingItem; ingredientId: string | null } {
  const ing = findIngredient(name);
  if (!ing) {
    return {
      item: { _id: itemId, name: name.trim(), quantity: quantity ?? 1, unit: unit ?? '', category: OTHER_CATEGORY, purchased: false },
      ingredientId: null,
    };
  }
  if (quantity === undefined) {
    const perPiece = ing.shopUnit === 'piece';
    return {
      item: {
        _id: itemId,
        name: ing.name,
        quantity: 1,
        unit: perPiece ? (ing.pieceLabel?.singular ?? 'pièce') : 'paquet',
        category: AISLE_LABELS[ing.aisle],
        purchased: false,
      },
      ingredientId: ing.id,
    };
  }
  // With a quantity, the same rounding and units as the menu's own lines, but in its aisle even when
  // tiny: what the shopper adds is a purchase, not a pantry reminder.
  const [line] = aggregateShoppingList(
    [{ servings: 1, ingredients: [{ name: ing.name, quantity, unity: unit ?? '', ingredientId: ing.id }] }],
    1,
    { pantry: false },
  );
  if (!line)
    return {
      item: { _id: itemId, name: ing.name, quantity, unit: unit ?? '', category: AISLE_LABELS[ing.aisle], purchased: false },
      ingredientId: ing.id,
    };
  return {
    item: { _id: itemId, name: line.name, quantity: line.quantity, unit: line.unit, category: line.category, purchased: false },
    ingredientId: ing.id,
  };
}

/** "pièces" and "pièce", "gousses" and "gousse": the same unit in the singular. */
function singularUnit(unit: string): string {
  return unit.length > 3 && unit.endsWith('s') ? unit.slice(0, -1) : unit;
}
const sameUnit = (a: string, b: string) => singularUnit(a) === singularUnit(b);

/** Plans `ops` in order. `now` bounds operation times (a device clock ahead of ours cannot win forever). */
export function planOps(state: ListState, ops: readonly ListOp[], userId: string | null, now: number): OpsPlan {
  const items = new Map(state.list.items.map((i) => [i._id, i]));
  const order = state.list.items.map((i) => i._id);
  const meta = new Map(state.meta);
  const applied = new Set(state.applied);
  const writes: ItemWrite[] = [];
  const recorded: string[] = [];
  const unknown: string[] = [];
  // An item added on a device and merged into an existing line: later operations on the device's
  // id reach the line it was merged into.
  const alias = new Map<string, string>();
  let nextPosition = Math.max(-1, ...[...meta.values()].map((m) => m.position)) + 1;

  for (const op of ops) {
    if (applied.has(op.opId)) continue;
    applied.add(op.opId);
    recorded.push(op.opId);
    const at = Math.min(op.at, now);
    const id = alias.get(op.itemId) ?? op.itemId;
    const item = items.get(id);
    const m = meta.get(id);

    if (op.kind === 'add') {
      if (m) continue; // The same id again (a replay under another operation id): nothing new.
      const { item: added, ingredientId } = itemForAddition(id, op.name, op.quantity, op.unit);
      const twin = [...items.values()].find((i) => {
        const im = meta.get(i._id);
        return (
          !i.purchased &&
          sameUnit(i.unit, added.unit) &&
          (ingredientId ? im?.ingredientId === ingredientId : !im?.ingredientId && phraseKey(i.name) === phraseKey(added.name))
        );
      });
      if (twin) {
        const total = Math.round((twin.quantity + added.quantity) * 100) / 100;
        // A catalogue product is shown again as the shop counts it ("3 citrons", not "Citron — 3 pièce").
        const merged = ingredientId
          ? itemForAddition(twin._id, twin.name, total, singularUnit(twin.unit)).item
          : { ...twin, quantity: total };
        const next = repacked(
          { ...twin, name: merged.name, quantity: merged.quantity, unit: merged.unit },
          meta.get(twin._id)?.ingredientId ?? null,
        );
        items.set(twin._id, next.item);
        writes.push({
          kind: 'update',
          itemId: twin._id,
          set: { name: next.item.name, quantity: next.item.quantity, unit: next.item.unit, ...next.set },
        });
        alias.set(op.itemId, twin._id);
        continue;
      }
      const itemMeta: ItemMeta = {
        ingredientId,
        position: nextPosition++,
        purchasedAt: 0,
        purchasedBy: null,
        deletedAt: null,
        item: added,
      };
      items.set(id, added);
      meta.set(id, itemMeta);
      order.push(id);
      writes.push({ kind: 'insert', item: added, meta: itemMeta });
      continue;
    }

    if (!m) unknown.push(op.itemId);
    if (!item || !m || m.deletedAt !== null) continue;

    if (op.kind === 'purchase') {
      if (at < m.purchasedAt) continue; // A newer tick or untick is already there.
      items.set(id, { ...item, purchased: op.purchased });
      meta.set(id, { ...m, purchasedAt: at, purchasedBy: op.purchased ? userId : null });
      writes.push({
        kind: 'update',
        itemId: id,
        set: { purchased: op.purchased, purchasedAt: at, purchasedBy: op.purchased ? userId : null },
      });
    } else if (op.kind === 'quantity') {
      if (op.quantity === item.quantity) continue;
      const next = repacked({ ...item, quantity: op.quantity }, m.ingredientId);
      items.set(id, next.item);
      writes.push({ kind: 'update', itemId: id, set: { quantity: op.quantity, ...next.set } });
    } else {
      items.delete(id);
      meta.set(id, { ...m, deletedAt: at, item });
      writes.push({ kind: 'update', itemId: id, set: { deletedAt: at } });
    }
  }

  const positions = new Map([...meta].map(([itemId, m]) => [itemId, m.position]));
  const list = {
    ...state.list,
    items: shopOrder(
      order.filter((itemId) => items.has(itemId)).map((itemId) => items.get(itemId)!),
      positions,
    ),
  };
  return { state: { list, meta, applied }, writes, recorded, unknown };
}

/** Shop order: by aisle, then as the list had them (an added item goes last in its aisle). */
export function shopOrder(items: ShoppingItem[], positions: ReadonlyMap<string, number>): ShoppingItem[] {
  const position = (itemId: string) => positions.get(itemId) ?? 0;
  return items.sort((a, b) => categoryRank(a.category) - categoryRank(b.category) || position(a._id) - position(b._id));
}

/** Ids of operations recorded per statement (3 parameters each). */
export const OP_IDS_PER_STATEMENT = 30;

/** Plans one change of the list's object (see each planner). */
export function planChange(state: ListState, change: ListChange, ctx: ChangeContext): ChangePlan {
  switch (change.kind) {
    case 'read':
      return { state, writes: [] };
    case 'ops': {
      const plan = planOps(state, change.ops, ctx.userId, change.now);
      // One change asked for online names an item that must exist; a device's queue is never refused for that.
      if (change.strict && plan.unknown.length > 0) return refuse(400, SHOPPING_MESSAGES.unknownItems);
      const writes: ListWrite[] = [...plan.writes];
      if (plan.recorded.length > 0) writes.push({ kind: 'recordOps', opIds: plan.recorded, at: change.now });
      return { state: plan.state, writes };
    }
    case 'purchase':
      return planPurchase(state, change.itemIds, change.purchased, ctx.userId, ctx.now);
    case 'updateItems':
      return planUpdateItems(state, change.items);
    case 'have':
      return planHave(state, change.itemId, change.pantry, ctx.householdId, ctx.now);
    case 'replace':
      return planReplace(state, change.rows);
  }
}

/**
 * Tick (purchased = true) or untick items, as of `now` (epoch ms), by `userId`; one id the list does
 * not show refuses the whole change.
 */
export function planPurchase(
  state: ListState,
  itemIds: readonly string[],
  purchased: boolean,
  userId: string | null,
  now: number,
): ChangePlan {
  const { list } = state;
  const ids = [...new Set(itemIds)];
  const known = new Set(list.items.map((i) => i._id));
  if (ids.some((id) => !known.has(id))) return refuse(400, SHOPPING_MESSAGES.unknownItems);
  const changed = new Set(ids);
  const purchasedBy = purchased ? userId : null;
  const meta = new Map(state.meta);
  for (const id of ids) meta.set(id, { ...meta.get(id)!, purchasedAt: now, purchasedBy });
  return {
    state: { ...state, meta, list: { ...list, items: list.items.map((i) => (changed.has(i._id) ? { ...i, purchased } : i)) } },
    writes: ids.length > 0 ? [{ kind: 'updateMany', itemIds: ids, set: { purchased, purchasedAt: now, purchasedBy } }] : [],
  };
}

/** Edit mode's "Enregistrer": quantities (≥ 1) and purchased flags of the given items, each named once. */
export function planUpdateItems(state: ListState, items: UpdateItemsBody['items']): ChangePlan {
  const { list } = state;
  const known = new Set(list.items.map((i) => i._id));
  const seen = new Set<string>();
  for (const item of items) {
    if (!known.has(item._id)) return refuse(400, SHOPPING_MESSAGES.unknownItems);
    if (seen.has(item._id)) return refuse(400, SHOPPING_MESSAGES.duplicateItems);
    if (!(item.quantity >= 1)) return refuse(400, SHOPPING_MESSAGES.quantityMin); // a quantity is at least 1
    seen.add(item._id);
  }
  // Items sharing the same new values are updated by one statement.
  const groups = new Map<string, { quantity: number; purchased: boolean; ids: string[] }>();
  for (const item of items) {
    const key = `${item.quantity}|${item.purchased}`;
    const g = groups.get(key) ?? { quantity: item.quantity, purchased: item.purchased, ids: [] };
    g.ids.push(item._id);
    groups.set(key, g);
  }
  const writes: ListWrite[] = [...groups.values()].map((g) => ({
    kind: 'updateMany',
    itemIds: g.ids,
    set: { quantity: g.quantity, purchased: g.purchased },
  }));
  const byId = new Map(items.map((i) => [i._id, i]));
  const next = list.items.map((i) => {
    const change = byId.get(i._id);
    if (!change) return i;
    if (change.quantity === i.quantity) return { ...i, purchased: change.purchased };
    // Another quantity than the drive priced: the table's pack, no price.
    const again = repacked({ ...i, quantity: change.quantity, purchased: change.purchased }, state.meta.get(i._id)?.ingredientId ?? null);
    if (Object.keys(again.set).length > 0) writes.push({ kind: 'update', itemId: i._id, set: again.set });
    return again.item;
  });
  return { writes, state: { ...state, list: { ...list, items: next } } };
}

/** The pantry as the Worker read it for « J'ai déjà » (its item names), and how much the household says it has (none: « assez »). */
export interface HavePantry {
  mode: PantryMode;
  items: readonly string[];
  amount?: { quantity: number; unit: string };
}

/**
 * « J'ai déjà » : the household has this item already. Its catalogue name joins the household's
 * pantry (once; `pantry` is the pantry as the Worker read it) and the item moves to the pantry
 * section ('apart') or leaves the list, deleted as of `now` ('hidden'). 404 for an item the list does
 * not show or a list without a household.
 */
export function planHave(state: ListState, itemId: string, pantry: HavePantry, householdId: string | null, now: number): ChangePlan {
  const item = state.list.items.find((i) => i._id === itemId);
  const meta = state.meta.get(itemId);
  if (!item || !meta || !householdId) return refuse(404, SHOPPING_MESSAGES.itemNotFound);
  const staple = pantryName(meta.ingredientId, item.name);
  const writes: ListWrite[] = [];
  const isThere = pantry.items.some((name) => phraseKey(name) === phraseKey(staple));
  const room = withStaple(pantry.items, staple).length > pantry.items.length;
  // « assez » for an item already there changes nothing; a quantity given is written (a new row needs room).
  if (pantry.amount && (isThere || room)) writes.push({ kind: 'pantryAdd', householdId, staple, amount: pantry.amount, at: now });
  else if (!pantry.amount && room) writes.push({ kind: 'pantryAdd', householdId, staple, at: now });
  if (pantry.mode === 'hidden') {
    writes.push({ kind: 'update', itemId, set: { deletedAt: now } });
    const nextMeta = new Map(state.meta).set(itemId, { ...meta, deletedAt: now, item });
    return {
      writes,
      state: { ...state, meta: nextMeta, list: { ...state.list, items: state.list.items.filter((i) => i._id !== itemId) } },
    };
  }
  if (item.category !== PANTRY_CATEGORY) writes.push({ kind: 'update', itemId, set: { category: PANTRY_CATEGORY } });
  const positions = new Map([...state.meta].map(([id, m]) => [id, m.position]));
  const items = shopOrder(
    state.list.items.map((i) => (i._id === itemId ? { ...i, category: PANTRY_CATEGORY } : i)),
    positions,
  );
  return { writes, state: { ...state, list: { ...state.list, items } } };
}

/**
 * The list rebuilt from its (changed) meal plan: every item replaced by `rows`, a product still on
 * the list (same name and unit) keeping its tick. An ordered list is not rebuilt (409).
 */
export function planReplace(state: ListState, newRows: readonly NewItemRow[]): ChangePlan {
  const { list } = state;
  if (list.status === 'ordered') return refuse(409, SHOPPING_MESSAGES.alreadyOrdered);
  const ticked = new Map(list.items.filter((i) => i.purchased).map((i) => [`${i.name}|${i.unit}`, state.meta.get(i._id)] as const));
  const rows = newRows.map((r) => {
    const was = ticked.get(`${r.name}|${r.unit}`);
    return {
      ...r,
      purchased: ticked.has(`${r.name}|${r.unit}`),
      purchasedAt: was?.purchasedAt ?? 0,
      purchasedBy: was?.purchasedBy ?? null,
    };
  });
  const items: ShoppingItem[] = rows.map((r) => ({
    _id: r.id,
    name: r.name,
    quantity: r.quantity,
    unit: r.unit,
    category: r.category,
    purchased: r.purchased,
    ...(r.detail ? { detail: r.detail } : {}),
    ...(r.pack ? { pack: r.pack } : {}),
    ...(typeof r.priceCents === 'number' ? { price: r.priceCents / 100 } : {}),
    ...(r.have ? { have: r.have } : {}),
  }));
  const meta = new Map<string, ItemMeta>(
    rows.map((r, i) => [
      r.id,
      {
        ingredientId: r.ingredientId ?? null,
        position: r.position,
        purchasedAt: r.purchasedAt,
        purchasedBy: r.purchasedBy,
        deletedAt: null,
        item: items[i]!,
      },
    ]),
  );
  return { writes: [{ kind: 'replaceAll', rows }], state: { ...state, meta, list: { ...list, items } } };
}
