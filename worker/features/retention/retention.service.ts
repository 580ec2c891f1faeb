import { count, lt, sql } from 'drizzle-orm';
import { RETENTION } from '@shared/constants';
import type { ServiceDeps } from '../../lib/deps';
import { loginFailures, orders, users, weekPlans } from '../../db/schema';
import { inactiveErasureStatements } from '../users/account-data';
import { FAILURES_KEPT_MS } from '../users/rate-limit';

function yearsAgo(now: Date, years: number): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString();
}
function monthsAgo(now: Date, months: number): string {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString();
}

export type RetentionCounts = { users: number; orders: number; weekPlans: number; loginFailures: number };

/** The dates before which each rule erases. */
export function retentionCutoffs(now: Date) {
  return {
    /** Accounts whose last activity (login, app start, profile edit) is older than 3 years. */
    account: yearsAgo(now, RETENTION.accountYears),
    /** Orders placed more than 10 years ago, attached to an account or detached from an erased one. */
    orders: yearsAgo(now, RETENTION.ordersYears),
    /** Browsing data: generated week menus older than 13 months. */
    browsing: monthsAgo(now, RETENTION.browsingMonths),
    /** Failed logins no throttling window still looks at (1 hour). */
    loginFailures: now.getTime() - FAILURES_KEPT_MS,
  };
}

/** What runRetention would erase at `deps.now()`, without erasing anything (the admin's `retention --dry-run`). */
export async function retentionPreview(deps: Pick<ServiceDeps, 'db' | 'now'>): Promise<RetentionCounts> {
  const { db } = deps;
  const cut = retentionCutoffs(deps.now());
  const [u, o, w, f] = await db.batch([
    db.select({ n: count() }).from(users).where(lt(users.lastActiveAt, cut.account)),
    db.select({ n: count() }).from(orders).where(lt(orders.createdAt, cut.orders)),
    db.select({ n: count() }).from(weekPlans).where(lt(weekPlans.createdAt, cut.browsing)),
    db.select({ n: count() }).from(loginFailures).where(lt(loginFailures.at, cut.loginFailures)),
  ]);
  return { users: u[0]?.n ?? 0, orders: o[0]?.n ?? 0, weekPlans: w[0]?.n ?? 0, loginFailures: f[0]?.n ?? 0 };
}

/**
 * The daily retention sweep (cron), its three rules in ONE batch (all or nothing):
 * - accounts inactive for 3 years are erased exactly like a user's own deletion (account-data.ts):
 *   their orders are detached and kept, everything else goes;
 * - orders are deleted 10 years after they were placed (RETENTION.ordersYears), whoever placed them;
 * - browsing data: generated week menus are deleted after 13 months; failed logins after 1 hour.
 * Runs the account rule first, so an inactive account's old orders are detached, then deleted.
 */
export async function runRetention(deps: Pick<ServiceDeps, 'db' | 'now'>): Promise<RetentionCounts> {
  const { db } = deps;
  const cut = retentionCutoffs(deps.now());
  // The account rule's statements end with the deletion of the accounts (what `erased` counts).
  const [erased, oldOrders, plans, failures] = (
    await db.batch([
      ...inactiveErasureStatements(db, cut.account),
      db.delete(orders).where(lt(orders.createdAt, cut.orders)).returning({ id: orders.id }),
      db.delete(weekPlans).where(lt(weekPlans.createdAt, cut.browsing)).returning({ id: weekPlans.id }),
      db
        .delete(loginFailures)
        .where(sql`${loginFailures.at} < ${cut.loginFailures}`)
        .returning({ id: loginFailures.id }),
    ])
  ).slice(-4) as [{ id: string }[], { id: string }[], { id: string }[], { id: string }[]];
  return { users: erased.length, orders: oldOrders.length, weekPlans: plans.length, loginFailures: failures.length };
}
