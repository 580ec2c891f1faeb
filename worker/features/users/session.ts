import type { MiddlewareHandler } from 'hono';
import { SESSION_TTL_SECONDS } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import type { Db } from '../../db/client';
import type { SessionUser } from '@shared/schemas/users';
import type { AppEnv } from '../../env';
import { serviceDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { cachedRecord, forgetRecord, rememberRecord } from './session-cache';
import { loadSessionUser } from '../households/membership';

type SessionRecord = { userId: string; version: number; createdAt: string };

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(value: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
}

/** 32 random bytes, base64url: the opaque bearer token. Only its SHA-256 is stored (KV key). */
export function newSessionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const sessionKey = async (token: string) => `session:${await sha256Hex(token)}`;

/**
 * The user's current session version, mirrored in KV so that the hot routes (ticking a shopping list)
 * can check a session without reading D1 (docs/decisions/026-light-session-check.md). Written at every
 * session creation (registration, login, password change: the bump), with the sessions' TTL so that it
 * outlives every session it vouches for; 'deleted' once the account is erased.
 */
const versionKey = (userId: string) => `session-version:${userId}`;
const DELETED = 'deleted';

async function publishVersion(kv: KVNamespace, userId: string, version: number | typeof DELETED): Promise<void> {
  await kv.put(versionKey(userId), String(version), { expirationTtl: SESSION_TTL_SECONDS });
}

export async function createSession(kv: KVNamespace, user: Pick<SessionUser, 'id' | 'sessionVersion'>, now: Date): Promise<string> {
  const token = newSessionToken();
  const record: SessionRecord = { userId: user.id, version: user.sessionVersion, createdAt: now.toISOString() };
  await Promise.all([
    kv.put(await sessionKey(token), JSON.stringify(record), { expirationTtl: SESSION_TTL_SECONDS }),
    publishVersion(kv, user.id, user.sessionVersion),
  ]);
  return token;
}

/** After an account is erased: its other devices' tokens are refused by the light check too. */
export async function revokeAllSessions(kv: KVNamespace, userId: string): Promise<void> {
  await publishVersion(kv, userId, DELETED);
}

export async function deleteSession(kv: KVNamespace, token: string): Promise<void> {
  const hash = await sha256Hex(token);
  forgetRecord(hash);
  await kv.delete(`session:${hash}`);
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

const readRecord = async (kv: KVNamespace, token: string) => kv.get<SessionRecord>(await sessionKey(token), 'json');

/** The user a session record stands for, if the record's version is still the user's (D1). */
async function userOfRecord(db: Db, record: Pick<SessionRecord, 'userId' | 'version'>): Promise<SessionUser | null> {
  // Read at every request, never cached in KV: a membership change applies to the next request.
  const user = await loadSessionUser(db, record.userId);
  return user && user.sessionVersion === record.version ? user : null;
}

/** Resolves a bearer token to its user, or null (unknown, expired, revoked by a session-version bump). */
export async function resolveSession(kv: KVNamespace, db: Db, token: string): Promise<SessionUser | null> {
  const record = await readRecord(kv, token);
  return record ? userOfRecord(db, record) : null;
}

/**
 * Resolves a bearer token to its user id from KV alone: the session record, then the user's mirrored
 * session version. Without a mirror (a session older than it), falls back to the D1 check and writes
 * the mirror. For routes whose owner check happens elsewhere (the list's Durable Object). `now`: epoch
 * ms, from the request's clock.
 */
export async function resolveSessionUserId(kv: KVNamespace, db: Db, token: string, now: number): Promise<string | null> {
  // The record from this isolate's short cache when it has it (docs/decisions/036-list-hot-path.md); the version is
  // read at every request, so a password change or an account deletion still stops the token at once.
  const hash = await sha256Hex(token);
  let record = cachedRecord(hash, now);
  if (!record) {
    const stored = await kv.get<SessionRecord>(`session:${hash}`, 'json');
    if (!stored) return null;
    record = { userId: stored.userId, version: stored.version };
    rememberRecord(hash, record, now);
  }
  const current = await kv.get(versionKey(record.userId));
  if (current !== null) return current === String(record.version) ? record.userId : null;
  const user = await userOfRecord(db, record);
  if (user) await publishVersion(kv, user.id, user.sessionVersion);
  return user?.id ?? null;
}

/** Light guard (no D1 read): sets only `userId`. The handler must check ownership itself. */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header('Authorization'));
  const userId = token ? await resolveSessionUserId(c.env.SESSIONS, c.get('db'), token, serviceDeps(c).now().getTime()) : null;
  if (!userId) throw new AppError(401, MESSAGES.unauthorized);
  c.set('userId', userId);
  await next();
};

/** Guard for every owned resource: 401 with a French message when no valid session. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header('Authorization'));
  const user = token ? await resolveSession(c.env.SESSIONS, c.get('db'), token) : null;
  if (!user) throw new AppError(401, MESSAGES.unauthorized);
  c.set('user', user);
  c.set('userId', user.id);
  await next();
};
