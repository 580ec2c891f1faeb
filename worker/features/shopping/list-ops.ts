// Changes to a shopping list made on a device (ticks, unticks, quantities, additions, deletions),
// planned against the list as the list's Durable Object holds it. Pure: the object turns the plan
// into one D1 batch.
//
// The rule for concurrent and replayed changes (docs/decisions.md, "Offline list"):
// - each operation id is applied once: a replay changes nothing;
// - per item, the tick with the later operation time wins (a device that was offline sends its
//   ticks with the time they were made, so an old untick never undoes a newer tick);
// - a deleted item stays deleted: a later tick, quantity or deletion of it changes nothing;
// - quantities: the last one to arrive wins;
// - an added product already on the list, not yet ticked, in the same unit, has its quantity raised
//   instead of appearing twice.
// An operation on an item the list does not have (deleted by a rebuild, say) is acknowledged and
// ignored, so a device's queue never gets stuck.

import { PANTRY_CATEGORY, type ListOp, type ShoppingItem, type ShoppingList } from '@shared/schemas/shopping';
import { findIngredient, aggregateShoppingList, AISLE_LABELS, AISLES, phraseKey } from '../../kitchen/index';

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

/** One row write the object sends to D1. */
export type ItemWrite =
  | { kind: 'insert'; item: ShoppingItem; meta: ItemMeta }
  | {
      kind: 'update';
      itemId: string;
      set: Partial<{
        name: string;
        quantity: number;
        unit: string;
        purchased: boolean;
        purchasedAt: number;
        purchasedBy: string | null;
        deletedAt: number;
      }>;
    };

export interface OpsPlan {
  state: ListState;
  writes: ItemWrite[];
  /** Ids of the operations recorded as applied by this plan (every new one, even when it changed nothing). */
  recorded: string[];
  /** Item ids the operations named that the list never had (not even deleted). */
  unknown: string[];
}

const OTHER = 'Autres';
/** Shop order of a category: the aisles, then 'Autres', then the pantry section last. */
const categoryRank = (category: string) => {
  if (category === PANTRY_CATEGORY) return AISLES.length + 1;
  const i = AISLES.findIndex((a) => AISLE_LABELS[a] === category);
  return i < 0 ? AISLES.length : i;
};

/** The item an addition creates: resolved against the catalogue for its name, aisle and unit. */
export function itemForAddition(
  itemId: string,
  name: string,
  quantity: number | undefined,
  unit: string | undefined,
): { item: ShoppingItem; ingredientId: string | null } {
  const ing = findIngredient(name);
  if (!ing) {
    return {
      item: { _id: itemId, name: name.trim(), quantity: quantity ?? 1, unit: unit ?? '', category: OTHER, purchased: false },
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
        const next = { ...twin, name: merged.name, quantity: merged.quantity, unit: merged.unit };
        items.set(twin._id, next);
        writes.push({ kind: 'update', itemId: twin._id, set: { name: next.name, quantity: next.quantity, unit: next.unit } });
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
      items.set(id, { ...item, quantity: op.quantity });
      writes.push({ kind: 'update', itemId: id, set: { quantity: op.quantity } });
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
