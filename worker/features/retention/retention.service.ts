import { lt } from 'drizzle-orm';
import { RETENTION } from '../../../shared/constants';
import { FAILURES_KEPT_MS } from '../users/rate-limit';
import type { Db } from '../../db/client';
import { users, loginFailures, weekPlans } from '../../db/schema';

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

/**
 * Daily retention sweep (spec §9): accounts inactive for 3 years are erased with their data
 * (cascade); unsaved generated week menus (browsing data) after 13 months; stale login failures.
 * Orders are kept 10 years by their own rows (erased with the account only if older than that).
 */
export async function runRetention(db: Db, now = new Date()): Promise<{ users: number; weekPlans: number }> {
  const stale = await db.delete(users).where(lt(users.lastActiveAt, yearsAgo(now, RETENTION.accountYears))).returning({ id: users.id });
  const plans = await db.delete(weekPlans).where(lt(weekPlans.createdAt, monthsAgo(now, RETENTION.browsingMonths))).returning({ id: weekPlans.id });
  await db.delete(loginFailures).where(lt(loginFailures.at, now.getTime() - FAILURES_KEPT_MS));
  return { users: stale.length, weekPlans: plans.length };
}
