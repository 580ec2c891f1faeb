// The shopping list as D1 stores it: its rows, how they read as the screen's list, how a list is
// loaded for its Durable Object and how new items are written. Shared by the object
// (shopping-list.do.ts), which applies every change, and the service (shopping.service.ts), which
// creates lists and reads them.
import { asc, eq, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { ShoppingItem, ShoppingList } from '@shared/schemas/shopping';
import { withEstimate } from '@shared/schemas/shopping';
import type { Db } from '../../db/client';
import { chunks } from '../../db/batch';
import { shoppingItems, shoppingListOps, shoppingLists, users } from '../../db/schema';
import { newId } from '../../db/schema/ids';
import type { PricedLine } from './prices';
import type { ListLine } from './pantry-subtract';
import { shopOrder, type ItemMeta, type ListState, type NewItemRow } from './list-ops';

export type ListRow = typeof shoppingLists.$inferSelect;
export type ItemRow = typeof shoppingItems.$inferSelect;
export type ItemInsert = typeof shoppingItems.$inferInsert;

/** shopping_items has 16 columns: 6 rows per INSERT stay under D1's 100 bound parameters. */
export const ITEM_ROWS_PER_INSERT = 6;

/** An item as the screen reads it; `detail`, `pack` and `price` only where there is one ("70 g"). */
function toItem(i: ItemRow): ShoppingItem {
  const item: ShoppingItem = { _id: i.id, name: i.name, quantity: i.quantity, unit: i.unit, category: i.category, purchased: i.purchased };
  if (i.detail) item.detail = i.detail;
  if (i.pack) item.pack = i.pack;
  if (i.priceCents !== null) item.price = i.priceCents / 100;
  if (i.have) item.have = i.have;
  return item;
}

export function toShoppingList(row: ListRow, items: readonly ItemRow[]): ShoppingList {
  return withEstimate({
    _id: row.id,
    id: row.id,
    mealPlan: row.mealPlanId,
    status: row.status,
    driveOrderId: row.driveOrderId,
    orderDetails: row.orderDetails ?? null,
    updatedAt: row.updatedAt,
    items: shopOrder(items.filter((i) => i.deletedAt === null).map(toItem), new Map(items.map((i) => [i.id, i.position]))),
  });
}

/** A list as its object holds it, with who may use it (member id → display name) and its household. */
export interface LoadedList {
  state: ListState;
  members: ReadonlyMap<string, string>;
  householdId: string | null;
}

/**
 * The list as its Durable Object holds it: items in shop order, what it keeps about each (deleted
 * ones included), the operation ids already applied, and the members of its household.
 */
export async function loadList(db: Db, listId: string): Promise<LoadedList | null> {
  const [[row], items, ops, members] = await db.batch([
    db.select().from(shoppingLists).where(eq(shoppingLists.id, listId)).limit(1),
    db.select().from(shoppingItems).where(eq(shoppingItems.listId, listId)).orderBy(asc(shoppingItems.position)),
    db.select({ opId: shoppingListOps.opId }).from(shoppingListOps).where(eq(shoppingListOps.listId, listId)),
    // Who may use the list: the members of its household.
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        inArray(users.householdId, db.select({ id: shoppingLists.householdId }).from(shoppingLists).where(eq(shoppingLists.id, listId))),
      ),
  ]);
  if (!row) return null;
  const meta = new Map<string, ItemMeta>(
    items.map((i) => [
      i.id,
      {
        ingredientId: i.ingredientId,
        position: i.position,
        purchasedAt: i.purchasedAt,
        purchasedBy: i.purchasedBy,
        deletedAt: i.deletedAt,
        item: toItem(i),
      },
    ]),
  );
  return {
    state: { list: toShoppingList(row, items), meta, applied: new Set(ops.map((o) => o.opId)) },
    members: new Map(members.map((m) => [m.id, m.name])),
    householdId: row.householdId,
  };
}

export function itemRows(listId: string, lines: readonly (PricedLine & ListLine)[]): NewItemRow[] {
  return lines.map((l, position) => ({
    id: newId(),
    listId,
    ingredientId: l.ingredientId,
    name: l.name,
    quantity: l.quantity,
    unit: l.unit,
    category: l.category,
    detail: l.detail ?? null,
    pack: l.pack ?? null,
    priceCents: l.priceCents ?? null,
    have: l.have ?? null,
    purchased: false,
    position,
  }));
}

export function insertItems(db: Db, rows: readonly ItemInsert[]): BatchItem<'sqlite'>[] {
  return chunks(rows, ITEM_ROWS_PER_INSERT).map((chunk) => db.insert(shoppingItems).values(chunk));
}
