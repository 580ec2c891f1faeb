import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { MESSAGES } from '@shared/messages';
import type { ShoppingList } from '@shared/schemas/shopping';
import type { Db } from '../../db/client';
import { chunks, IDS_PER_STATEMENT, runBatch } from '../../db/batch';
import { mealPlanMeals, recipes, shoppingItems, shoppingLists } from '../../db/schema';
import { mealPlanPortions, portionKey } from '../week-menu/portions';
import { newId } from '../../db/schema/ids';
import type { ServiceDeps } from '../../lib/deps';
import { AppError, notFound } from '../../lib/errors';
import { aggregateShoppingList, fruitsAsBought, type AggregateRecipe, type ShoppingLine } from '../../kitchen/index';
import type { ListOpResult } from './list-ops';
import { insertItems, itemRows, toShoppingList } from './list-store';
import { getPantry } from '../households/pantry.service';
import { authoredInHousehold, ownedBy, type Member } from '../households/membership';
import type { DriveProvider } from '../orders/drive-provider';
import { priceLines } from './prices';
import { listWithPantry } from './pantry-subtract';

export function findOwnedListRow(db: Db, member: Member, id: string) {
  return db.query.shoppingLists.findFirst({ where: and(eq(shoppingLists.id, id), ownedBy(shoppingLists.householdId, member)) });
}

/** GET /api/shopping/:id: null when unknown or another household's (never reveal other households' ids). */
export async function getOwnedList(db: Db, member: Member, id: string): Promise<ShoppingList | null> {
  // One round trip (a read batch); the items only count once the list is known to be the user's.
  // (Plain selects: drizzle's relational findFirst breaks inside a D1 batch when no row matches.)
  const [[row], items] = await db.batch([
    db
      .select()
      .from(shoppingLists)
      .where(and(eq(shoppingLists.id, id), ownedBy(shoppingLists.householdId, member)))
      .limit(1),
    db.select().from(shoppingItems).where(eq(shoppingItems.listId, id)).orderBy(asc(shoppingItems.position)),
  ]);
  return row ? toShoppingList(row, items) : null;
}

/** The live socket's gate: the list's row when it is the member's household's, else 404. */
export async function ownedListRow(deps: Pick<ShoppingDeps, 'db'>, member: Member, id: string) {
  const row = await findOwnedListRow(deps.db, member, id);
  if (!row) throw notFound(MESSAGES.shoppingListNotFound);
  return row;
}

/** An ordered list as D1 records it (its order is recorded there), for a member the list's object admitted; 404 when it is gone. */
export async function orderedList(deps: Pick<ShoppingDeps, 'db'>, id: string): Promise<ShoppingList> {
  const list = await readStoredList(deps.db, id);
  if (!list) throw notFound(MESSAGES.shoppingListNotFound);
  return list;
}

/** A list as D1 records it, by id alone: for a caller whose membership the list's object has checked. */
export async function readStoredList(db: Db, id: string): Promise<ShoppingList | null> {
  const [[row], items] = await db.batch([
    db.select().from(shoppingLists).where(eq(shoppingLists.id, id)).limit(1),
    db.select().from(shoppingItems).where(eq(shoppingItems.listId, id)).orderBy(asc(shoppingItems.position)),
  ]);
  return row ? toShoppingList(row, items) : null;
}

/** GET /api/shopping/current: the household's most recent list and its unticked count (cart badge). */
export async function currentList(
  deps: Pick<ShoppingDeps, 'db'>,
  member: Member,
): Promise<{ id: string; remaining: number; total: number } | null> {
  const { db } = deps;
  const [row] = await db
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(ownedBy(shoppingLists.householdId, member))
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

/** The aggregated lines of a meal plan's recipes for `servingsNeeded` portions per meal. */
export async function linesForMealPlan(db: Db, member: Member, mealPlanId: string, servingsNeeded: number): Promise<ShoppingLine[]> {
  return aggregateShoppingList(await plannedMeals(db, member, mealPlanId), servingsNeeded);
}

/** A meal plan's meals as the list aggregates them: each recipe's lines at its planned portion factor. */
export async function plannedMeals(db: Db, member: Member, mealPlanId: string): Promise<AggregateRecipe[]> {
  const meals = await db
    .select({ recipeId: mealPlanMeals.recipeId, dayIndex: mealPlanMeals.dayIndex, type: mealPlanMeals.type })
    .from(mealPlanMeals)
    .where(eq(mealPlanMeals.mealPlanId, mealPlanId));
  // The week planner's portion factor per meal (1.5 → each person eats one and a half portions).
  const portions = await mealPlanPortions(db, member, mealPlanId);
  const ids = [...new Set(meals.map((m) => m.recipeId))];
  const byId = new Map<string, { servings: number; body: (typeof recipes.$inferSelect)['body'] }>();
  for (const chunk of chunks(ids, IDS_PER_STATEMENT)) {
    const rows = await db
      .select({ id: recipes.id, servings: recipes.servings, body: recipes.body })
      .from(recipes)
      .where(and(authoredInHousehold(db, recipes.userId, member.householdId), inArray(recipes.id, chunk)));
    for (const r of rows) byId.set(r.id, r);
  }
  const planned = meals.flatMap((m) => {
    const r = byId.get(m.recipeId);
    const factor = portions.get(portionKey(m.dayIndex, m.type, m.recipeId)) ?? 1;
    if (!r) return [];
    const ingredients = r.body.ingredients ?? [];
    // Zests and juices of citrus are bought as the fruit (worker/kitchen/shopping/packs.ts).
    return [
      fruitsAsBought({
        servings: r.servings,
        ingredients: factor === 1 ? ingredients : ingredients.map((l) => ({ ...l, quantity: l.quantity * factor })),
      }),
    ];
  });
  return planned;
}

export interface ShoppingDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  /** The lists' Durable Objects (typed by the Worker's bindings, so without importing the object's module). */
  lists: Env['SHOPPING_LIST'];
  /** The drive that prices a generated list (prices.ts `quotingDrive`); absent or null: no prices. */
  drive?: DriveProvider | null;
}

export function listStub(ns: Env['SHOPPING_LIST'], listId: string) {
  return ns.get(ns.idFromName(listId));
}

/**
 * The shopping list of a meal plan: created on first call; later calls rebuild the items of the same
 * list through its Durable Object (ticks kept on unchanged products), unless it was already ordered.
 */
export async function generateListForMealPlan(
  deps: ShoppingDeps,
  member: Member,
  mealPlanId: string,
  servingsNeeded: number,
): Promise<string> {
  const { db } = deps;
  // The staples the household always has go apart, or off the list; what it has counted is subtracted (pantry-subtract.ts).
  const [planned, pantry] = await Promise.all([plannedMeals(db, member, mealPlanId), getPantry({ db }, member)]);
  // Packs and the drive's prices are computed once here and stored with the items (prices.ts).
  const lines = await priceLines(deps.drive, listWithPantry(planned, servingsNeeded, pantry));
  const existing = await db.query.shoppingLists.findFirst({
    where: and(ownedBy(shoppingLists.householdId, member), eq(shoppingLists.mealPlanId, mealPlanId)),
    orderBy: desc(shoppingLists.createdAt),
  });
  if (existing) {
    if (existing.status === 'active') unwrap(await listStub(deps.lists, existing.id).replaceItems(existing.id, lines));
    return existing.id;
  }
  const id = newId();
  const nowIso = deps.now().toISOString();
  await runBatch(db, [
    db.insert(shoppingLists).values({
      id,
      userId: member.id,
      householdId: member.householdId,
      mealPlanId,
      status: 'active',
      createdAt: nowIso,
      updatedAt: nowIso,
    }),
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
 * Item mutations go through the list's Durable Object, which holds the list and its household's
 * members in memory: it answers 404 for another household's list itself, saving the Worker a D1
 * round trip per tick.
 */
export async function mutateOwnedList(
  deps: Pick<ShoppingDeps, 'lists'>,
  listId: string,
  op: (stub: ReturnType<typeof listStub>) => Promise<ListOpResult>,
): Promise<ShoppingList> {
  return unwrap(await op(listStub(deps.lists, listId)));
}
