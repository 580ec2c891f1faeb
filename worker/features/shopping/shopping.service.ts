import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { ShoppingItem, ShoppingList } from '../../../shared/schemas/shopping';
import type { Db } from '../../db/client';
import { mealPlanMeals, recipes, shoppingItems, shoppingListOps, shoppingLists } from '../../db/schema';
import { mealPlanPortions, portionKey } from '../week-menu/portions';
import { newId } from '../../db/schema/ids';
import { AppError } from '../../lib/errors';
import { aggregateShoppingList, type ShoppingLine } from '../../kitchen/shopping-aggregate';
import { runBatch } from '../meal-plans/meal-plans.service';
import type { ListOpResult, ShoppingListDO } from './shopping-list.do';
import { shopOrder, type ItemMeta, type ListState } from './list-ops';

export type ListRow = typeof shoppingLists.$inferSelect;
export type ItemRow = typeof shoppingItems.$inferSelect;
export type ItemInsert = typeof shoppingItems.$inferInsert;

/** shopping_items has 13 columns: 7 rows per INSERT stay under D1's 100 bound parameters. */
export const ITEM_ROWS_PER_INSERT = 7;
/** Ids per `IN (...)` next to a couple of other parameters. */
export const IDS_PER_STATEMENT = 90;

export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** An item as the screen reads it; `detail` only where there is one ("70 g"). */
function toItem(i: ItemRow): ShoppingItem {
  const item: ShoppingItem = { _id: i.id, name: i.name, quantity: i.quantity, unit: i.unit, category: i.category, purchased: i.purchased };
  return i.detail ? { ...item, detail: i.detail } : item;
}

export function toShoppingList(row: ListRow, items: readonly ItemRow[]): ShoppingList {
  return {
    _id: row.id,
    id: row.id,
    mealPlan: row.mealPlanId,
    status: row.status,
    driveOrderId: row.driveOrderId,
    orderDetails: row.orderDetails ?? null,
    updatedAt: row.updatedAt,
    items: shopOrder(items.filter((i) => i.deletedAt === null).map(toItem), new Map(items.map((i) => [i.id, i.position]))),
  };
}

/**
 * The list as its Durable Object holds it: items in shop order, what it keeps about each (deleted
 * ones included), the operation ids already applied, and the owner.
 */
export async function loadList(db: Db, listId: string): Promise<{ state: ListState; ownerId: string } | null> {
  const [[row], items, ops] = await db.batch([
    db.select().from(shoppingLists).where(eq(shoppingLists.id, listId)).limit(1),
    db.select().from(shoppingItems).where(eq(shoppingItems.listId, listId)).orderBy(asc(shoppingItems.position)),
    db.select({ opId: shoppingListOps.opId }).from(shoppingListOps).where(eq(shoppingListOps.listId, listId)),
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
  return { state: { list: toShoppingList(row, items), meta, applied: new Set(ops.map((o) => o.opId)) }, ownerId: row.userId };
}

export function findOwnedListRow(db: Db, userId: string, id: string) {
  return db.query.shoppingLists.findFirst({ where: and(eq(shoppingLists.id, id), eq(shoppingLists.userId, userId)) });
}

/** GET /api/shopping/:id: null when unknown or someone else's (never reveal other users' ids). */
export async function getOwnedList(db: Db, userId: string, id: string): Promise<ShoppingList | null> {
  // One round trip (a read batch); the items only count once the list is known to be the user's.
  // (Plain selects: drizzle's relational findFirst breaks inside a D1 batch when no row matches.)
  const [[row], items] = await db.batch([
    db
      .select()
      .from(shoppingLists)
      .where(and(eq(shoppingLists.id, id), eq(shoppingLists.userId, userId)))
      .limit(1),
    db.select().from(shoppingItems).where(eq(shoppingItems.listId, id)).orderBy(asc(shoppingItems.position)),
  ]);
  return row ? toShoppingList(row, items) : null;
}

/** GET /api/shopping/current: the user's most recent list and its unticked count (cart badge). */
export async function currentList(db: Db, userId: string): Promise<{ id: string; remaining: number; total: number } | null> {
  const [row] = await db
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(eq(shoppingLists.userId, userId))
    .orderBy(desc(shoppingLists.createdAt), desc(shoppingLists.id))
    .limit(1);
  if (!row) return null;
  const rows = await db
    .select({ purchased: shoppingItems.purchased, n: count() })
    .from(shoppingItems)
    .where(and(eq(shoppingItems.listId, row.id), isNull(shoppingItems.deletedAt)))
    .groupBy(shoppingItems.purchased);
  const remaining = rows.find((r) => !r.purchased)?.n ?? 0;
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  return { id: row.id, remaining, total };
}

export function itemRows(listId: string, lines: readonly ShoppingLine[]): (ItemInsert & { id: string })[] {
  return lines.map((l, position) => ({
    id: newId(),
    listId,
    ingredientId: l.ingredientId,
    name: l.name,
    quantity: l.quantity,
    unit: l.unit,
    category: l.category,
    detail: l.detail ?? null,
    purchased: false,
    position,
  }));
}

export function insertItems(db: Db, rows: readonly ItemInsert[]): BatchItem<'sqlite'>[] {
  return chunks(rows, ITEM_ROWS_PER_INSERT).map((chunk) => db.insert(shoppingItems).values(chunk));
}

/** The aggregated lines of a meal plan's recipes for `servingsNeeded` portions per meal. */
export async function linesForMealPlan(db: Db, userId: string, mealPlanId: string, servingsNeeded: number): Promise<ShoppingLine[]> {
  const meals = await db
    .select({ recipeId: mealPlanMeals.recipeId, dayIndex: mealPlanMeals.dayIndex, type: mealPlanMeals.type })
    .from(mealPlanMeals)
    .where(eq(mealPlanMeals.mealPlanId, mealPlanId));
  // The week planner's portion factor per meal (1.5 → each person eats one and a half portions).
  const portions = await mealPlanPortions(db, userId, mealPlanId);
  const ids = [...new Set(meals.map((m) => m.recipeId))];
  const byId = new Map<string, { servings: number; body: (typeof recipes.$inferSelect)['body'] }>();
  for (const chunk of chunks(ids, IDS_PER_STATEMENT)) {
    const rows = await db
      .select({ id: recipes.id, servings: recipes.servings, body: recipes.body })
      .from(recipes)
      .where(and(eq(recipes.userId, userId), inArray(recipes.id, chunk)));
    for (const r of rows) byId.set(r.id, r);
  }
  const planned = meals.flatMap((m) => {
    const r = byId.get(m.recipeId);
    const factor = portions.get(portionKey(m.dayIndex, m.type, m.recipeId)) ?? 1;
    if (!r) return [];
    const ingredients = r.body.ingredients ?? [];
    return [
      { servings: r.servings, ingredients: factor === 1 ? ingredients : ingredients.map((l) => ({ ...l, quantity: l.quantity * factor })) },
    ];
  });
  return aggregateShoppingList(planned, servingsNeeded);
}

export interface ShoppingDeps {
  db: Db;
  now: Date;
  lists: DurableObjectNamespace<ShoppingListDO>;
}

export function listStub(ns: DurableObjectNamespace<ShoppingListDO>, listId: string) {
  return ns.get(ns.idFromName(listId));
}

/**
 * The shopping list of a meal plan: created on first call; later calls rebuild the items of the same
 * list through its Durable Object (ticks kept on unchanged products), unless it was already ordered.
 */
export async function generateListForMealPlan(
  deps: ShoppingDeps,
  userId: string,
  mealPlanId: string,
  servingsNeeded: number,
): Promise<string> {
  const { db } = deps;
  const lines = await linesForMealPlan(db, userId, mealPlanId, servingsNeeded);
  const existing = await db.query.shoppingLists.findFirst({
    where: and(eq(shoppingLists.userId, userId), eq(shoppingLists.mealPlanId, mealPlanId)),
    orderBy: desc(shoppingLists.createdAt),
  });
  if (existing) {
    if (existing.status === 'active') unwrap(await listStub(deps.lists, existing.id).replaceItems(existing.id, lines));
    return existing.id;
  }
  const id = newId();
  const nowIso = deps.now.toISOString();
  await runBatch(db, [
    db.insert(shoppingLists).values({ id, userId, mealPlanId, status: 'active', createdAt: nowIso, updatedAt: nowIso }),
    ...insertItems(db, itemRows(id, lines)),
  ]);
  return id;
}

/** A Durable Object answer as the route's result, or the typed error it carries. */
export function unwrap(result: ListOpResult): ShoppingList {
  if (!result.ok) throw new AppError(result.status, result.message);
  return result.list;
}

/**
 * Item mutations go through the list's Durable Object, which holds the list and its owner in memory:
 * it answers 404 for someone else's list itself, saving the Worker a D1 round trip per tick.
 */
export async function mutateOwnedList(
  deps: Pick<ShoppingDeps, 'lists'>,
  listId: string,
  op: (stub: ReturnType<typeof listStub>) => Promise<ListOpResult>,
): Promise<ShoppingList> {
  return unwrap(await op(listStub(deps.lists, listId)));
}
