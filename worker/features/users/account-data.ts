import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  favorites,
  loginFailures,
  mealPlanMeals,
  mealPlans,
  orders,
  recipeRatings,
  recipes,
  shoppingItems,
  shoppingLists,
  users,
  weekPlans,
} from '../../db/schema';
import { emailKey } from './rate-limit';
import type { SessionUser } from '../../../shared/schemas/users';
import { toPublicUser } from './public-user';

// What the RGPD rights read and erase, in one place for the user's own requests (users.service.ts),
// the retention sweep and the admin command line (scripts/admin.mjs runs these same functions).

/**
 * The RGPD export: everything the user owns, from every table with a user_id (and the children of
 * meal plans and shopping lists). No password hash, no session data.
 */
export async function exportDocument(db: Db, user: SessionUser, now: Date) {
  const planIds = db.select({ id: mealPlans.id }).from(mealPlans).where(eq(mealPlans.userId, user.id));
  const listIds = db.select({ id: shoppingLists.id }).from(shoppingLists).where(eq(shoppingLists.userId, user.id));
  const [recipeRows, ratingRows, favoriteRows, weekPlanRows, mealPlanRows, mealRows, listRows, itemRows, orderRows] = await db.batch([
    db.select().from(recipes).where(eq(recipes.userId, user.id)),
    db.select().from(recipeRatings).where(eq(recipeRatings.userId, user.id)),
    db.select().from(favorites).where(eq(favorites.userId, user.id)),
    db.select().from(weekPlans).where(eq(weekPlans.userId, user.id)),
    db.select().from(mealPlans).where(eq(mealPlans.userId, user.id)),
    db.select().from(mealPlanMeals).where(inArray(mealPlanMeals.mealPlanId, planIds)),
    db.select().from(shoppingLists).where(eq(shoppingLists.userId, user.id)),
    db.select().from(shoppingItems).where(inArray(shoppingItems.listId, listIds)),
    db.select().from(orders).where(eq(orders.userId, user.id)),
  ]);
  return {
    format: 'popote-export-v1',
    exportedAt: now.toISOString(),
    account: {
      ...toPublicUser(user, now),
      updatedAt: user.updatedAt,
      lastActiveAt: user.lastActiveAt,
    },
    recipes: recipeRows,
    recipeRatings: ratingRows,
    favorites: favoriteRows,
    weekPlans: weekPlanRows,
    mealPlans: mealPlanRows.map((plan) => ({ ...plan, meals: mealRows.filter((meal) => meal.mealPlanId === plan.id) })),
    shoppingLists: listRows.map((list) => ({ ...list, items: itemRows.filter((item) => item.listId === list.id) })),
    orders: orderRows,
  };
}

/**
 * The erasure of one account, as statements for ONE batch (all or nothing): its orders are detached
 * (kept 10 years from the order: date, provider, status, basket; no user, no list), its login failures
 * go, then the user row, which takes every other owned row with it (ON DELETE CASCADE; D1 enforces
 * foreign keys). The caller also revokes the sessions in KV.
 */
export function erasureStatements(db: Db, user: Pick<SessionUser, 'id' | 'email'>) {
  return [
    db.update(orders).set({ userId: null, shoppingListId: null }).where(eq(orders.userId, user.id)),
    db.delete(loginFailures).where(eq(loginFailures.key, emailKey(user.email))),
    db.delete(users).where(eq(users.id, user.id)),
  ] as const;
}

/** The same erasure for every account whose last activity is before `cutoff` (ISO date): the retention sweep. */
export function inactiveErasureStatements(db: Db, cutoff: string) {
  const inactive = db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.lastActiveAt} < ${cutoff}`);
  const inactiveKeys = db
    .select({ key: sql<string>`'email:' || lower(${users.email})` })
    .from(users)
    .where(sql`${users.lastActiveAt} < ${cutoff}`);
  return [
    db.update(orders).set({ userId: null, shoppingListId: null }).where(inArray(orders.userId, inactive)),
    db.delete(loginFailures).where(inArray(loginFailures.key, inactiveKeys)),
    db
      .delete(users)
      .where(sql`${users.lastActiveAt} < ${cutoff}`)
      .returning({ id: users.id }),
  ] as const;
}
