import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  favorites,
  households,
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
import type { SessionUser } from '@shared/schemas/users';
import { toPublicUser } from './public-user';
import { pantryReads, toPantry } from '../households/pantry.service';

// What the RGPD rights read and erase, in one place for the user's own requests (users.service.ts),
// the retention sweep and the admin command line (scripts/admin.mjs runs these same functions).

/**
 * The RGPD export: everything the user owns (recipes, ratings, orders: every table with a user_id)
 * and everything of its household it can see (the household, its members' names, pantry, week plans,
 * meal plans, lists and favourites), with the children of meal plans and shopping lists. No password
 * hash, no session data, nothing of another member but its name and role.
 */
export async function exportDocument(db: Db, user: SessionUser, now: Date) {
  const householdId = user.householdId ?? '';
  const planIds = db.select({ id: mealPlans.id }).from(mealPlans).where(eq(mealPlans.householdId, householdId));
  const listIds = db.select({ id: shoppingLists.id }).from(shoppingLists).where(eq(shoppingLists.householdId, householdId));
  const [
    recipeRows,
    ratingRows,
    favoriteRows,
    weekPlanRows,
    mealPlanRows,
    mealRows,
    listRows,
    itemRows,
    orderRows,
    householdRows,
    memberRows,
    pantryRows,
  ] = await db.batch([
    db.select().from(recipes).where(eq(recipes.userId, user.id)),
    db.select().from(recipeRatings).where(eq(recipeRatings.userId, user.id)),
    db.select().from(favorites).where(eq(favorites.householdId, householdId)),
    db.select().from(weekPlans).where(eq(weekPlans.householdId, householdId)),
    db.select().from(mealPlans).where(eq(mealPlans.householdId, householdId)),
    db.select().from(mealPlanMeals).where(inArray(mealPlanMeals.mealPlanId, planIds)),
    db.select().from(shoppingLists).where(eq(shoppingLists.householdId, householdId)),
    db.select().from(shoppingItems).where(inArray(shoppingItems.listId, listIds)),
    db.select().from(orders).where(eq(orders.userId, user.id)),
    db
      .select({
        id: households.id,
        name: households.name,
        pantryMode: households.pantryMode,
        createdAt: households.createdAt,
      })
      .from(households)
      .where(eq(households.id, householdId)),
    db
      .select({ name: users.name, role: users.householdRole })
      .from(users)
      .where(eq(users.householdId, householdId))
      .orderBy(asc(users.joinedHouseholdAt)),
    pantryReads(db, householdId)[1],
  ]);
  const household = householdRows[0];
  return {
    format: 'popote-export-v1' as const,
    exportedAt: now.toISOString(),
    account: {
      ...toPublicUser(user, now),
      updatedAt: user.updatedAt,
      lastActiveAt: user.lastActiveAt,
    },
    household: household
      ? {
          id: household.id,
          name: household.name,
          createdAt: household.createdAt,
          role: user.householdRole,
          members: memberRows,
          pantry: toPantry([{ mode: household.pantryMode }], pantryRows),
        }
      : null,
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
 * Accounts leaving their households at once (`leaving`: a parenthesised list or subquery of user
 * ids), as statements to run BEFORE their rows are deleted, in the same batch:
 * - a household all of whose members leave is deleted (its plans, lists, favourites with it);
 * - in a household that keeps members, what a leaving account planned, listed or starred stays the
 *   household's: its author becomes the longest-standing remaining member (else ON DELETE CASCADE of
 *   the author would take it);
 * - a household whose owner leaves gets its longest-standing remaining member as owner.
 */
function leavingHouseholdStatements(db: Db, leaving: SQL) {
  const heirOf = (householdColumn: string) =>
    sql`(SELECT h.id FROM users h WHERE h.household_id = ${sql.raw(householdColumn)} AND h.id NOT IN ${leaving} ORDER BY h.joined_household_at, h.created_at, h.id LIMIT 1)`;
  const authorship = (table: typeof weekPlans | typeof mealPlans | typeof shoppingLists | typeof favorites, name: string) =>
    db
      .update(table)
      .set({ userId: heirOf(`"${name}"."household_id"`) })
      .where(and(inArray(table.userId, leaving), sql`${heirOf(`"${name}"."household_id"`)} IS NOT NULL`));
  return [
    db
      .delete(households)
      .where(
        sql`"households"."id" IN (SELECT l.household_id FROM users l WHERE l.id IN ${leaving}) AND NOT EXISTS (SELECT 1 FROM users s WHERE s.household_id = "households"."id" AND s.id NOT IN ${leaving})`,
      ),
    authorship(weekPlans, 'week_plans'),
    authorship(mealPlans, 'meal_plans'),
    authorship(shoppingLists, 'shopping_lists'),
    authorship(favorites, 'favorites'),
    db
      .update(users)
      .set({ householdRole: 'owner' })
      .where(
        sql`"users"."id" NOT IN ${leaving} AND "users"."id" = ${heirOf('"users"."household_id"')} AND NOT EXISTS (SELECT 1 FROM users o WHERE o.household_id = "users"."household_id" AND o.household_role = 'owner' AND o.id NOT IN ${leaving})`,
      ),
  ] as const;
}

/**
 * The erasure of one account, as statements for ONE batch (all or nothing): its orders are detached
 * (kept 10 years from the order: date, provider, status, basket; no user, no list), its login failures
 * go, then the user row, which takes every other owned row with it (ON DELETE CASCADE; D1 enforces
 * foreign keys). The caller also revokes the sessions in KV.
 */
export function erasureStatements(db: Db, user: Pick<SessionUser, 'id' | 'email'>) {
  return [
    ...leavingHouseholdStatements(db, sql`(${user.id})`),
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
    ...leavingHouseholdStatements(db, sql`(SELECT id FROM users WHERE last_active_at < ${cutoff})`),
    db.update(orders).set({ userId: null, shoppingListId: null }).where(inArray(orders.userId, inactive)),
    db.delete(loginFailures).where(inArray(loginFailures.key, inactiveKeys)),
    db
      .delete(users)
      .where(sql`${users.lastActiveAt} < ${cutoff}`)
      .returning({ id: users.id }),
  ] as const;
}
