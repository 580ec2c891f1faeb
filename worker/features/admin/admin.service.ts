import { and, count, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { SESSION_TTL_SECONDS } from '@shared/constants';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../lib/deps';
import { households, loginFailures, mealPlans, orders, recipes, shoppingLists, users, weekPlans } from '../../db/schema';
import { householdMembers, loadSessionUser } from '../households/membership';
import { erasureStatements, exportDocument } from '../users/account-data';
import type { SessionUser } from '@shared/schemas/users';
import { addMonths, currentSubscription } from '../users/subscription';
import { retentionPreview, runRetention } from '../retention/retention.service';

// The operations behind `npm run admin` (scripts/admin.mjs). They run in Node over a Drizzle database
// whose queries go to `wrangler d1 execute` (one wrangler call per batch), and reuse the Worker's own
// code: the RGPD export and erasure of account-data.ts, the subscription rules, the retention sweep.
// Each function reads first and refuses bad input before anything is written; every write is ONE
// batch. KV writes (the session-version mirror) are returned for the script to apply.

export class AdminError extends Error {}

/** The database the script opened and its clock (no Worker bindings exist there). */
export type AdminDeps = Pick<ServiceDeps, 'db' | 'now'>;

/** A KV write for the script: `wrangler kv key put --binding SESSIONS key value --ttl ttl`. */
export type KvWrite = { key: string; value: string; ttl: number };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const whereEmail = (email: string) => eq(users.email, normalizeEmail(email));
const idOf = (email: string, db: Db) => db.select({ id: users.id }).from(users).where(whereEmail(email));

/** The account as its sessions see it: with its household's subscription (one per household). */
async function findUserOrFail(db: Db, email: string): Promise<SessionUser> {
  const found = await db.query.users.findFirst({ where: whereEmail(email), columns: { id: true } });
  const user = found ? await loadSessionUser(db, found.id) : null;
  if (!user) throw new AdminError(`Aucun compte avec l'adresse ${normalizeEmail(email)}.`);
  return user;
}

/** `user <email>`: one batch (the user and the counts of what they own). */
export async function userSummary(deps: AdminDeps, email: string) {
  const { db } = deps;
  const now = deps.now();
  const [found, plans, lists, recipeCount, orderCount] = await db.batch([
    db.select().from(users).where(whereEmail(email)),
    db
      .select({ n: count() })
      .from(mealPlans)
      .where(inArray(mealPlans.userId, idOf(email, db))),
    db
      .select({ n: count() })
      .from(shoppingLists)
      .where(inArray(shoppingLists.userId, idOf(email, db))),
    db
      .select({ n: count() })
      .from(recipes)
      .where(inArray(recipes.userId, idOf(email, db))),
    db
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.userId, idOf(email, db))),
  ]);
  if (!found[0]) throw new AdminError(`Aucun compte avec l'adresse ${normalizeEmail(email)}.`);
  const user = await findUserOrFail(db, email);
  const subscription = currentSubscription(user, now);
  const members = user.householdId ? await householdMembers(db, user.householdId) : [];
  const household = user.householdId ? await db.query.households.findFirst({ where: eq(households.id, user.householdId) }) : undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    plan: subscription.type,
    planExpiresAt: subscription.expiresAt,
    planCancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    createdAt: user.createdAt,
    lastActiveAt: user.lastActiveAt,
    mealPlans: plans[0]?.n ?? 0,
    shoppingLists: lists[0]?.n ?? 0,
    recipes: recipeCount[0]?.n ?? 0,
    orders: orderCount[0]?.n ?? 0,
    /** The household shared with other accounts; null while the account is alone in its own. */
    household:
      household && members.length > 1
        ? `${household.name} (${members.length} membres, ${user.householdRole === 'owner' ? 'responsable' : 'membre'})`
        : null,
  };
}

export function parseMonths(value: string | undefined): number {
  if (value === undefined) return 1;
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(n) || n < 1 || n > 120) {
    throw new AdminError(`--months attend un nombre entier de mois entre 1 et 120 (reçu : « ${value} »).`);
  }
  return n;
}

/**
 * `premium:grant`: Premium for N more months, from the end of the current paid period if the user is
 * already Premium, else from now. A granted period does not renew by itself (it ends at the date
 * shown, like a cancelled subscription); a running paid subscription keeps its renewal.
 */
export async function grantPremium(deps: AdminDeps, email: string, months: number) {
  const { db } = deps;
  const now = deps.now();
  const user = await findUserOrFail(db, email);
  const current = currentSubscription(user, now);
  const from = current.type === 'premium' && current.expiresAt ? new Date(current.expiresAt) : now;
  const expiresAt = addMonths(from, months).toISOString();
  const cancelAtPeriodEnd = current.type === 'premium' ? current.cancelAtPeriodEnd : true;
  return setSubscription(
    db,
    user,
    { subscriptionType: 'premium', subscriptionExpiresAt: expiresAt, subscriptionCancelAtPeriodEnd: cancelAtPeriodEnd },
    now,
  );
}

/** `premium:end`: Free at once (no refund logic here: there is no payment provider). */
export async function endPremium(deps: AdminDeps, email: string) {
  const { db } = deps;
  const now = deps.now();
  const user = await findUserOrFail(db, email);
  return setSubscription(db, user, { subscriptionType: 'free', subscriptionExpiresAt: null, subscriptionCancelAtPeriodEnd: false }, now);
}

/**
 * Writes the subscription of the user's household (one per household: every member gets it) and
 * answers the subscription the API now reports.
 */
async function setSubscription(
  db: Db,
  user: Pick<SessionUser, 'id' | 'email' | 'householdId'>,
  fields: Pick<typeof households.$inferInsert, 'subscriptionType' | 'subscriptionExpiresAt' | 'subscriptionCancelAtPeriodEnd'>,
  now: Date,
) {
  const [rows] = await db.batch([
    db
      .update(households)
      .set(fields)
      .where(eq(households.id, user.householdId ?? ''))
      .returning(),
  ]);
  const row = rows[0];
  if (!row) throw new AdminError(`Le compte ${user.email} a disparu pendant l'opération.`);
  return { email: user.email, subscription: currentSubscription(row, now) };
}

/**
 * `sessions:revoke`: bumps the session version in D1 (every route that reads the user refuses older
 * tokens at once) and returns the KV mirror to write (the light check of ticks and list edits).
 */
export async function revokeSessions(
  deps: AdminDeps,
  email: string,
): Promise<{ email: string; userId: string; sessionVersion: number; kv: KvWrite[] }> {
  const { db } = deps;
  const user = await findUserOrFail(db, email);
  const [rows] = await db.batch([
    db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, user.id))
      .returning({ id: users.id, email: users.email, sessionVersion: users.sessionVersion }),
  ]);
  const row = rows[0];
  if (!row) throw new AdminError(`Le compte ${user.email} a disparu pendant l'opération.`);
  return {
    email: row.email,
    userId: row.id,
    sessionVersion: row.sessionVersion,
    kv: [{ key: `session-version:${row.id}`, value: String(row.sessionVersion), ttl: SESSION_TTL_SECONDS }],
  };
}

/** `export`: the document GET /api/users/me/export gives the user. */
export async function exportUser(deps: AdminDeps, email: string) {
  return exportDocument(deps.db, await findUserOrFail(deps.db, email), deps.now());
}

/** `delete --yes`: the user's own erasure (orders detached and kept), then the KV tombstone. */
export async function deleteUser(deps: AdminDeps, email: string): Promise<{ email: string; userId: string; kv: KvWrite[] }> {
  const { db } = deps;
  const user = await findUserOrFail(db, email);
  await db.batch(erasureStatements(db, user));
  return { email: user.email, userId: user.id, kv: [{ key: `session-version:${user.id}`, value: 'deleted', ttl: SESSION_TTL_SECONDS }] };
}

/** `retention [--dry-run]`. */
export async function retention(deps: AdminDeps, dryRun: boolean) {
  return { dryRun, erased: dryRun ? await retentionPreview(deps) : await runRetention(deps) };
}

/** `stats`: one batch of counts. */
export async function stats(deps: AdminDeps) {
  const { db } = deps;
  const now = deps.now();
  const nowIso = now.toISOString();
  const monthAgo = new Date(now.getTime() - 30 * 24 * 3600 * 1000).toISOString();
  const [u, premium, active, r, wp, mp, sl, o, detached, lf] = await db.batch([
    db.select({ n: count() }).from(users),
    // Premium now: before the end of the paid period, or after it when it renews (not cancelled).
    db
      .select({ n: count() })
      .from(users)
      // Accounts with Premium: the members of a Premium household.
      .innerJoin(households, eq(households.id, users.householdId))
      .where(
        and(
          eq(households.subscriptionType, 'premium'),
          isNotNull(households.subscriptionExpiresAt),
          sql`(${households.subscriptionExpiresAt} > ${nowIso} OR ${households.subscriptionCancelAtPeriodEnd} = 0)`,
        ),
      ),
    db.select({ n: count() }).from(users).where(gt(users.lastActiveAt, monthAgo)),
    db.select({ n: count() }).from(recipes),
    db.select({ n: count() }).from(weekPlans),
    db.select({ n: count() }).from(mealPlans),
    db.select({ n: count() }).from(shoppingLists),
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(orders).where(isNull(orders.userId)),
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(gt(loginFailures.at, now.getTime() - 15 * 60 * 1000)),
  ]);
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  return {
    users: n(u),
    premiumUsers: n(premium),
    activeLast30Days: n(active),
    recipes: n(r),
    weekPlans: n(wp),
    mealPlans: n(mp),
    shoppingLists: n(sl),
    orders: n(o),
    detachedOrders: n(detached),
    loginFailuresLast15Min: n(lf),
  };
}
