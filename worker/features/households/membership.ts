import { and, asc, eq, getTableColumns, inArray, isNull, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { preferencesSchema, type Preferences, type SessionUser } from '@shared/schemas/users';
import { HOUSEHOLD_NAME_MAX_LENGTH } from '@shared/schemas/households';
import type { Db } from '../../db/client';
import { households, users } from '../../db/schema';

// Who may see what a household owns: the one place that answers it. Plans, meal plans, shopping
// lists and favourites carry household_id; recipes and ratings keep their author (user_id) and are
// visible to the author's household. A non-member is answered exactly like an unknown id (404).

/** The account a request acts for and the household it acts in. */
export type Member = { id: string; householdId: string };

/** A session user's membership (its household is set by `loadSessionUser`, so never null there). */
export function memberOf(user: Pick<SessionUser, 'id' | 'householdId'>): Member {
  if (!user.householdId) throw new Error(`account ${user.id} has no household`);
  return { id: user.id, householdId: user.householdId };
}

/** `table.household_id = the member's household`: the ownership condition of household-owned rows. */
export function ownedBy(column: SQLiteColumn, member: Pick<Member, 'householdId'>): SQL {
  return eq(column, member.householdId);
}

/** The ids of the household's members, as a subquery (recipes visible to the household: `recipes.user_id IN (...)`). */
export function memberIdsQuery(db: Db, householdId: string) {
  return db.select({ id: users.id }).from(users).where(eq(users.householdId, householdId));
}

/** `recipes.user_id IN (the household's members)`: a recipe any member wrote. */
export function authoredInHousehold(db: Db, column: SQLiteColumn, householdId: string): SQL {
  return inArray(column, memberIdsQuery(db, householdId));
}

/** « Foyer de Camille », within the name's length limit. */
export function defaultHouseholdName(userName: string): string {
  return `Foyer de ${userName}`.slice(0, HOUSEHOLD_NAME_MAX_LENGTH);
}

/** The user row with the subscription of its household: every member has the household's plan. */
const sessionColumns = {
  ...getTableColumns(users),
  subscriptionType: households.subscriptionType,
  subscriptionExpiresAt: households.subscriptionExpiresAt,
  subscriptionCancelAtPeriodEnd: households.subscriptionCancelAtPeriodEnd,
};

async function readSessionUser(db: Db, userId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select(sessionColumns)
    .from(users)
    .innerJoin(households, eq(households.id, users.householdId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The user a session acts for, with its household's subscription. An account written without a
 * household (seed data, fixtures) gets one of its own first: id = the account's id, so two requests
 * at once create it once, with the account's own subscription.
 */
export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser | null> {
  const found = await readSessionUser(db, userId);
  if (found) return found;
  const bare = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!bare) return null;
  await db.batch([
    db
      .insert(households)
      .values({
        id: bare.id,
        name: defaultHouseholdName(bare.name),
        subscriptionType: bare.subscriptionType,
        subscriptionExpiresAt: bare.subscriptionExpiresAt,
        subscriptionCancelAtPeriodEnd: bare.subscriptionCancelAtPeriodEnd,
        createdAt: bare.createdAt,
      })
      .onConflictDoNothing(),
    db
      .update(users)
      .set({ householdId: bare.id, householdRole: 'owner', joinedHouseholdAt: bare.createdAt })
      .where(and(eq(users.id, bare.id), isNull(users.householdId))),
  ]);
  return readSessionUser(db, userId);
}

/** The household's members, longest-standing first. */
export function householdMembers(db: Db, householdId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      role: users.householdRole,
      preferences: users.preferences,
      joinedAt: users.joinedHouseholdAt,
    })
    .from(users)
    .where(eq(users.householdId, householdId))
    .orderBy(asc(users.joinedHouseholdAt), asc(users.createdAt), asc(users.id));
}

const unionOf = (lists: readonly (readonly string[])[]): string[] => {
  const seen = new Map<string, string>();
  for (const list of lists)
    for (const entry of list) if (!seen.has(entry.trim().toLowerCase())) seen.set(entry.trim().toLowerCase(), entry);
  return [...seen.values()];
};

/**
 * What the household plans for: the member's own preferences (equipment, goals, cuisines, counts)
 * with every member's allergies, diets and disliked ingredients added (the union: a dish must suit
 * everyone at the table). The composition is the larger of the counts members set and the number of
 * members: each member counts as an adult at least, and a member who says « 2 adultes, 1 enfant »
 * describes the whole table.
 */
export function householdPreferences(self: Preferences, members: readonly { preferences: Preferences }[]): Preferences {
  const all = [self, ...members.map((m) => ({ ...preferencesSchema.parse({}), ...m.preferences }))];
  const adults = Math.max(...all.map((p) => p.adultCount), members.length);
  const children = Math.max(...all.map((p) => p.childrenCount));
  return {
    ...self,
    allergies: unionOf(all.map((p) => p.allergies)),
    dietaryRestrictions: unionOf(all.map((p) => p.dietaryRestrictions)),
    dislikedIngredients: unionOf(all.map((p) => p.dislikedIngredients)),
    adultCount: adults,
    childrenCount: children,
  };
}

/** The session user with its household's preferences (see householdPreferences): for the planner and every generator. */
export async function withHouseholdPreferences<U extends Pick<SessionUser, 'id' | 'householdId' | 'preferences'>>(
  db: Db,
  user: U,
): Promise<U> {
  if (!user.householdId) return user;
  const members = await householdMembers(db, user.householdId);
  if (members.length <= 1) return user;
  const self = { ...preferencesSchema.parse({}), ...user.preferences };
  return { ...user, preferences: householdPreferences(self, members) };
}
