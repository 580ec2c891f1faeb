import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

// Brute-force guard (DESIGN.md "Identity and sessions", docs/decisions.md #6): failed logins are rows
// of login_failures keyed by email and by IP; 10 within 15 minutes on either key → 429.

export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** The caller's IP: Cloudflare's header in production, x-forwarded-for behind a local proxy, else 'local'. */
export function clientIp(header: (name: string) => string | undefined): string {
  const cf = header('CF-Connecting-IP')?.trim();
  if (cf) return cf;
  const forwarded = header('X-Forwarded-For')?.split(',')[0]?.trim();
  return forwarded || 'local';
}

/** True when any key already has LOGIN_MAX_FAILURES failures within the window ending at `now`. */
export async function isRateLimited(db: Db, keys: string[], now: number): Promise<boolean> {
  const rows = await db
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.at, now - LOGIN_WINDOW_MS)))
    .groupBy(loginFailures.key);
  return rows.some((row) => row.n >= LOGIN_MAX_FAILURES);
}

export async function recordFailure(db: Db, keys: string[], now: number): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, at: now })));
}

export function clearFailures(db: Db, key: string) {
  return db.delete(loginFailures).where(eq(loginFailures.key, key));
}
