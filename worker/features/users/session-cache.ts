/**
 * Session records the light check has read, kept a few seconds in this isolate (docs/decisions/036-list-hot-path.md).
 *
 * A session record never changes while it exists: logout deletes it, and a password change or an
 * account deletion publishes a new session version, which the light check still reads from KV at
 * every request. So the one thing a cached record can miss is a logout made in another isolate: it is
 * forgotten at once in the isolate that served the logout, and elsewhere after at most
 * `SESSION_CACHE_TTL_MS` (KV itself takes up to about 60 s to show a deletion in another location).
 * Keyed by the token's SHA-256, like KV: the raw token is never kept.
 */

/** How long a record read from KV is trusted without reading it again. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Past this many entries the oldest are dropped (a Map keeps insertion order). */
const MAX_ENTRIES = 10_000;

export type CachedRecord = { userId: string; version: number };

const records = new Map<string, { record: CachedRecord; until: number }>();

/** `now`: epoch ms, from the request's clock. */
export function cachedRecord(tokenHash: string, now: number): CachedRecord | null {
  const hit = records.get(tokenHash);
  if (!hit) return null;
  if (hit.until > now) return hit.record;
  records.delete(tokenHash);
  return null;
}

export function rememberRecord(tokenHash: string, record: CachedRecord, now: number): void {
  if (records.size >= MAX_ENTRIES) {
    const oldest = records.keys().next();
    if (!oldest.done) records.delete(oldest.value);
  }
  records.set(tokenHash, { record, until: now + SESSION_CACHE_TTL_MS });
}

/** Logout in this isolate: the token stops here at once. */
export function forgetRecord(tokenHash: string): void {
  records.delete(tokenHash);
}
