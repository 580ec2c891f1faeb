import { and, count, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

// Brute-force guard (docs/decisions/006-login-counters-in-d1.md: counters are rows of login_failures in D1), in two layers.
//
// Per account (key = the typed email, known or not, so an unknown email is throttled exactly like a
// real one): failures are counted over the last hour. From the 5th one, each new attempt must wait a
// delay after the last failure, doubling from 30 s (5 → 30 s, 6 → 1 min, 7 → 2 min, 8 → 4 min,
// 9 → 8 min); from the 10th the account is locked 15 minutes after its last failure. While waiting or
// locked, every attempt (right password included) is answered 429 before any password check.
//
// Per address (key = the caller's IP): 100 failures within 15 minutes make the address "hot". A hot
// address is never refused a correct password for an account that is not itself locked (a carrier NAT
// or an office shares one address with an attacker): only its wrong attempts change, answered 429
// instead of 401, and they still count for the account. A correct password clears the account's
// failures, never the address's.

export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
export const ACCOUNT_DELAY_FROM = 5;
export const ACCOUNT_FIRST_DELAY_MS = 30 * 1000;
export const ACCOUNT_LOCK_FROM = 10;
export const ACCOUNT_LOCK_MS = 15 * 60 * 1000;
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
export const ADDRESS_MAX_FAILURES = 100;
/** Rows older than this are useless to both layers: the daily sweep deletes them. */
export const FAILURES_KEPT_MS = Math.max(ACCOUNT_WINDOW_MS, ADDRESS_WINDOW_MS);

export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** The caller's IP: Cloudflare's header in production, x-forwarded-for behind a local proxy, else 'local'. */
export function clientIp(header: (name: string) => string | undefined): string {
  const cf = header('CF-Connecting-IP')?.trim();
  if (cf) return cf;
  const forwarded = header('X-Forwarded-For')?.split(',')[0]?.trim();
  return forwarded || 'local';
}

/** How long an account with `failures` recent failures must wait after its last one (0 = no wait). */
export function accountWaitMs(failures: number): number {
  if (failures >= ACCOUNT_LOCK_FROM) return ACCOUNT_LOCK_MS;
  if (failures >= ACCOUNT_DELAY_FROM) return ACCOUNT_FIRST_DELAY_MS * 2 ** (failures - ACCOUNT_DELAY_FROM);
  return 0;
}

/** 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.' with the real remaining time. */
export function tooManyAttemptsMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const when =
    seconds < 60
      ? `${seconds} seconde${seconds > 1 ? 's' : ''}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) > 1 ? 's' : ''}`;
  return `Trop de tentatives de connexion. Veuillez réessayer dans ${when}.`;
}

export const HOT_ADDRESS_MESSAGE =
  'Email ou mot de passe incorrect. Trop de tentatives échouées depuis votre réseau : vérifiez votre mot de passe avant de réessayer.';

/** Milliseconds the account must still wait before a password may be checked (0 = go ahead). */
export async function accountWait(db: Db, email: string, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count(), last: max(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, emailKey(email)), gt(loginFailures.at, now - ACCOUNT_WINDOW_MS)));
  const failures = row?.n ?? 0;
  const last = row?.last ?? 0;
  return Math.max(0, last + accountWaitMs(failures) - now);
}

/** True when the address already has ADDRESS_MAX_FAILURES failures within the last 15 minutes. */
export async function isHotAddress(db: Db, ip: string, now: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, ipKey(ip)), gt(loginFailures.at, now - ADDRESS_WINDOW_MS)));
  return (row?.n ?? 0) >= ADDRESS_MAX_FAILURES;
}

export async function recordFailure(db: Db, keys: string[], now: number): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, at: now })));
}

export function clearFailures(db: Db, key: string) {
  return db.delete(loginFailures).where(eq(loginFailures.key, key));
}
