import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@shared/messages';
import { TIME_ZONE } from '@shared/constants';
import {
  locationSchema,
  USER_MESSAGES,
  type ChangePasswordBody,
  type LoginBody,
  type ProfileUpdateBody,
  type RegisterBody,
  type SessionUser,
  type Subscription,
  type SubscriptionBody,
  type User,
  type UserWithToken,
} from '@shared/schemas/users';
import { households, users } from '../../db/schema';
import { newId } from '../../db/schema/ids';
import { defaultHouseholdName, loadSessionUser } from '../households/membership';
import type { ServiceDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { isCommonPassword } from './common-passwords';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import {
  accountWait,
  clearFailures,
  emailKey,
  HOT_ADDRESS_MESSAGE,
  ipKey,
  isHotAddress,
  recordFailure,
  tooManyAttemptsMessage,
} from './rate-limit';
import { createSession, deleteSession, revokeAllSessions } from './session';
import { addMonths, currentSubscription } from './subscription';
import { erasureStatements, exportDocument } from './account-data';
import { toPublicUser } from './public-user';

/** The database and the clock (subscription tests travel in time through it), and the sessions' KV. */
export interface UsersDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  kv: KVNamespace;
}

function assertNotCommon(password: string): void {
  if (isCommonPassword(password)) throw new AppError(400, MESSAGES.commonPassword);
}

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? '') + String(error);
  return /UNIQUE constraint failed/i.test(text);
}

export async function register(deps: UsersDeps, input: RegisterBody): Promise<UserWithToken> {
  assertNotCommon(input.password);
  const existing = await deps.db.query.users.findFirst({ where: eq(users.email, input.email), columns: { id: true } });
  if (existing) throw new AppError(409, MESSAGES.emailTaken);
  const at = deps.now().toISOString();
  let row: SessionUser | undefined;
  // The account and its household of its own, in one batch (the household's id is the account's).
  const id = newId();
  try {
    [, [row]] = await deps.db.batch([
      deps.db.insert(households).values({ id, name: defaultHouseholdName(input.name), createdAt: at }),
      deps.db
        .insert(users)
        .values({
          id,
          name: input.name,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          preferences: input.preferences,
          location: locationSchema.parse({}),
          createdAt: at,
          updatedAt: at,
          lastActiveAt: at,
          householdId: id,
          householdRole: 'owner',
          joinedHouseholdAt: at,
        })
        .returning(),
    ]);
  } catch (error) {
    // Two registrations of the same email at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError(409, MESSAGES.emailTaken);
    throw error;
  }
  if (!row) throw new Error('insert returned no row');
  const token = await createSession(deps.kv, row, deps.now());
  return { ...toPublicUser(row, deps.now()), token };
}

/**
 * Login, throttled by rate-limit.ts: an account waiting or locked is answered 429
 * before any password check; a hot address only turns wrong passwords into 429s. An unknown email
 * costs one PBKDF2 verification and is throttled under its own key, so neither the answer nor its
 * timing tells whether the account exists.
 */
export async function login(deps: UsersDeps, input: LoginBody & { ip: string }): Promise<UserWithToken> {
  const now = deps.now();
  const wait = await accountWait(deps.db, input.email, now.getTime());
  if (wait > 0) throw new AppError(429, tooManyAttemptsMessage(wait));
  const user = await deps.db.query.users.findFirst({ where: eq(users.email, input.email) });
  const valid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) {
    const hot = await isHotAddress(deps.db, input.ip, now.getTime());
    await recordFailure(deps.db, [emailKey(input.email), ipKey(input.ip)], now.getTime());
    if (hot) throw new AppError(429, HOT_ADDRESS_MESSAGE);
    throw new AppError(401, MESSAGES.invalidCredentials);
  }
  await deps.db.batch([
    clearFailures(deps.db, emailKey(input.email)),
    deps.db.update(users).set({ lastActiveAt: now.toISOString() }).where(eq(users.id, user.id)),
  ]);
  const token = await createSession(deps.kv, user, now);
  // With its household's subscription.
  const member = (await loadSessionUser(deps.db, user.id)) ?? user;
  return { ...toPublicUser(member, now), token };
}

export async function logout(deps: UsersDeps, token: string): Promise<void> {
  await deleteSession(deps.kv, token);
}

/** GET /profile: the session's own user; marks the account active (the 3-year retention counts from the last activity). */
export async function getProfile(deps: UsersDeps, user: SessionUser): Promise<User> {
  const now = deps.now();
  // At most one write a day per user: the profile is read at every app start.
  if (now.getTime() - new Date(user.lastActiveAt).getTime() > 24 * 3600 * 1000) {
    await deps.db.update(users).set({ lastActiveAt: now.toISOString() }).where(eq(users.id, user.id));
  }
  return toPublicUser(user, now);
}

/** PUT /profile: name, preferences and location of the session's user; the email is never editable. */
export async function updateProfile(deps: UsersDeps, user: SessionUser, input: ProfileUpdateBody): Promise<User> {
  if (input.email !== undefined && input.email.trim().toLowerCase() !== user.email) {
    throw new AppError(400, USER_MESSAGES.emailNotEditable);
  }
  const now = deps.now();
  const current = toPublicUser(user, now);
  const at = now.toISOString();
  const [row] = await deps.db
    .update(users)
    .set({
      name: input.name ?? user.name,
      preferences: { ...current.preferences, ...input.preferences },
      location: { ...current.location, ...input.location },
      updatedAt: at,
      lastActiveAt: at,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new AppError(401, MESSAGES.unauthorized);
  // The subscription is the household's (the session user carries it), not the row's old columns.
  const { subscriptionType, subscriptionExpiresAt, subscriptionCancelAtPeriodEnd } = user;
  return toPublicUser({ ...row, subscriptionType, subscriptionExpiresAt, subscriptionCancelAtPeriodEnd }, deps.now());
}

const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });

/**
 * PUT /subscription (docs/decisions/019-subscription-rules.md). subscribe: Premium for one month from now (or, when a cancelled
 * Premium is still running, simply un-cancels it: no second payment for the same period); cancel: stays
 * Premium until expiresAt, then Free, no pro-rata; resume: undoes a cancellation before expiresAt.
 */
export async function updateSubscription(
  deps: UsersDeps,
  user: SessionUser,
  input: SubscriptionBody,
): Promise<{ subscription: Subscription; message: string }> {
  const now = deps.now();
  const current = currentSubscription(user, now);
  let next: { type: 'free' | 'premium'; expiresAt: string | null; cancelAtPeriodEnd: boolean };
  let message: string;
  switch (input.action) {
    case 'subscribe':
      next =
        current.type === 'premium'
          ? { type: 'premium', expiresAt: current.expiresAt, cancelAtPeriodEnd: false }
          : { type: 'premium', expiresAt: addMonths(now, 1).toISOString(), cancelAtPeriodEnd: false };
      message = MESSAGES.subscriptionActivated;
      break;
    case 'cancel':
      if (current.type !== 'premium' || !current.expiresAt) throw new AppError(409, USER_MESSAGES.noPremiumToCancel);
      next = { type: 'premium', expiresAt: current.expiresAt, cancelAtPeriodEnd: true };
      message = USER_MESSAGES.subscriptionCancelled(LONG_DATE.format(new Date(current.expiresAt)));
      break;
    case 'resume':
      if (current.type !== 'premium') throw new AppError(409, USER_MESSAGES.noPremiumToResume);
      next = { type: 'premium', expiresAt: current.expiresAt, cancelAtPeriodEnd: false };
      message = USER_MESSAGES.subscriptionResumed;
      break;
  }
  // One subscription per household: any member subscribes, cancels or resumes it for everyone.
  if (!user.householdId) throw new AppError(401, MESSAGES.unauthorized);
  const [row] = await deps.db
    .update(households)
    .set({
      subscriptionType: next.type,
      subscriptionExpiresAt: next.expiresAt,
      subscriptionCancelAtPeriodEnd: next.cancelAtPeriodEnd,
    })
    .where(eq(households.id, user.householdId))
    .returning();
  if (!row) throw new AppError(401, MESSAGES.unauthorized);
  return { subscription: currentSubscription(row, now), message };
}

/**
 * Checks the password of a sensitive action (change password, delete account). Failures count towards
 * the same brute-force guard as logins: a stolen session must not become a password oracle.
 */
async function checkOwnPassword(deps: UsersDeps, user: SessionUser, password: string): Promise<void> {
  const now = deps.now().getTime();
  const wait = await accountWait(deps.db, user.email, now);
  if (wait > 0) throw new AppError(429, tooManyAttemptsMessage(wait));
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailure(deps.db, [emailKey(user.email)], now);
    // 400, not 401: a 401 would sign the user out of the app (docs/decisions/018-wrong-password-is-400.md).
    throw new AppError(400, MESSAGES.wrongCurrentPassword);
  }
}

/**
 * PUT /password: bumps the session version, so every other session (and the old token) is refused at
 * once (resolveSession compares versions in D1); returns a fresh token for the current device.
 */
export async function changePassword(
  deps: UsersDeps,
  user: SessionUser,
  input: ChangePasswordBody,
  currentToken: string,
): Promise<{ token: string }> {
  await checkOwnPassword(deps, user, input.currentPassword);
  if (input.newPassword === input.currentPassword) throw new AppError(400, USER_MESSAGES.samePassword);
  assertNotCommon(input.newPassword);
  const at = deps.now().toISOString();
  const [row] = await deps.db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: at,
      lastActiveAt: at,
    })
    .where(eq(users.id, user.id))
    .returning({ id: users.id, sessionVersion: users.sessionVersion });
  if (!row) throw new AppError(401, MESSAGES.unauthorized);
  await deleteSession(deps.kv, currentToken);
  return { token: await createSession(deps.kv, row, deps.now()) };
}

/** GET /me/export (RGPD right of access): account-data.ts builds the document. */
export async function exportData(deps: UsersDeps, user: SessionUser) {
  return exportDocument(deps.db, user, deps.now());
}

/**
 * DELETE /me (RGPD right to erasure): erasureStatements in one batch (orders detached and kept,
 * everything else deleted), then every session revoked.
 */
export async function deleteAccount(deps: UsersDeps, user: SessionUser, password: string, currentToken: string): Promise<void> {
  await checkOwnPassword(deps, user, password);
  await deps.db.batch(erasureStatements(deps.db, user));
  // Other devices' sessions point at a user that no longer exists: resolveSession refuses them, and
  // the tombstone makes the light check (resolveSessionUserId) refuse them too.
  await Promise.all([deleteSession(deps.kv, currentToken), revokeAllSessions(deps.kv, user.id)]);
}
