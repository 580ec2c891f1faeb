import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { CALENDAR_MESSAGES, CALENDAR_TOKEN_PATTERN, MEAL_EVENT_TIMES, type CalendarFeed } from '@shared/schemas/calendar';
import { calendarFeeds, mealPlanMeals, mealPlans, recipes, users } from '../../db/schema';
import type { ServiceDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { addDays, isoDate, parisToday } from '../meal-plans/dates';
import { sha256Hex } from '../users/session';
import { mealCalendar, type MealEvent } from './calendar-ics';
import type { Member } from './membership';

// The household's private calendar feed (docs/households.md, « Agenda »).
//
// The address carries a random token (32 bytes, base64url) and must be shown again to any member at
// any time, yet D1 must never hold it in a usable form: a copy of the database (an export, a backup,
// an admin query) would otherwise open every household's feed. So D1 keeps two things per household:
// the token's SHA-256, which is all the feed route needs to find the household, and the token sealed
// with AES-GCM under CALENDAR_KEY, a Worker secret that is not in D1, which is only needed to show the
// address again. Rotating writes a new token over the row in one statement: the old hash is gone at once.

export interface CalendarDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  /** The Worker secret that seals the tokens (CALENDAR_KEY); missing, the address cannot be shown. */
  secret: string | undefined;
}

/** Past weeks stay in the calendar this long (calendar apps drop events that leave the feed). */
const PAST_DAYS_KEPT = 28;
const FEED_PATH = '/api/calendar/';
const FEED_SUFFIX = '.ics';
/** The SPA's recipe page (web/app/paths.ts, `recipe`); the worker does not import the SPA. */
const RECIPE_PAGE = '/recette/';

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

export function newFeedToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export function feedUrl(origin: string, token: string): string {
  return `${origin}${FEED_PATH}${token}${FEED_SUFFIX}`;
}

/** A secret shorter than 32 characters is refused as missing: it would be guessable. */
async function sealingKey(secret: string | undefined): Promise<CryptoKey> {
  if (!secret || secret.length < 32) throw new AppError(503, CALENDAR_MESSAGES.unavailable);
  const raw = await crypto.subtle.digest('SHA-256', encoder.encode(secret));
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** `iv.ciphertext`; the household id is bound in, so a sealed token copied to another row does not open. */
async function seal(key: CryptoKey, householdId: string, token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(householdId) },
    key,
    encoder.encode(token),
  );
  return `${base64url(iv)}.${base64url(new Uint8Array(sealed))}`;
}

async function unseal(key: CryptoKey, householdId: string, sealed: string): Promise<string | null> {
  const [iv, data] = sealed.split('.');
  if (!iv || !data) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64url(iv), additionalData: encoder.encode(householdId) },
      key,
      fromBase64url(data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    // Sealed under another CALENDAR_KEY (the secret was changed): the caller issues a new address.
    return null;
  }
}

/** A new token's row: its hash and its sealed copy. */
async function tokenRow(deps: CalendarDeps, key: CryptoKey, householdId: string) {
  const token = newFeedToken();
  return {
    token,
    row: { tokenHash: await sha256Hex(token), tokenSealed: await seal(key, householdId, token), createdAt: deps.now().toISOString() },
  };
}

/** A new token for the household, written over its previous one (whose hash is thereby deleted). */
async function issueToken(deps: CalendarDeps, key: CryptoKey, householdId: string): Promise<string> {
  const { token, row } = await tokenRow(deps, key, householdId);
  await deps.db
    .insert(calendarFeeds)
    .values({ householdId, ...row })
    .onConflictDoUpdate({ target: calendarFeeds.householdId, set: row });
  return token;
}

/** GET /api/households/calendar: the feed's address, created at the first call. */
export async function calendarUrl(deps: CalendarDeps, member: Member, origin: string): Promise<CalendarFeed> {
  const key = await sealingKey(deps.secret);
  const { householdId } = member;
  const read = async () => {
    const row = await deps.db.query.calendarFeeds.findFirst({ where: eq(calendarFeeds.householdId, householdId) });
    return row ? { sealed: row.tokenSealed } : null;
  };
  let found = await read();
  if (!found) {
    // Two members' first looks at once: the first row written wins and both are shown its address.
    const { row } = await tokenRow(deps, key, householdId);
    await deps.db
      .insert(calendarFeeds)
      .values({ householdId, ...row })
      .onConflictDoNothing();
    found = await read();
  }
  const token = found ? await unseal(key, householdId, found.sealed) : null;
  return { url: feedUrl(origin, token ?? (await issueToken(deps, key, householdId))) };
}

/** POST /api/households/calendar/rotate: a new address; the old one answers 404 from now on. */
export async function rotateCalendarUrl(deps: CalendarDeps, member: Member, origin: string): Promise<CalendarFeed> {
  const key = await sealingKey(deps.secret);
  return { url: feedUrl(origin, await issueToken(deps, key, member.householdId)) };
}

const isMealType = (type: string): type is MealEvent['type'] => Object.hasOwn(MEAL_EVENT_TIMES, type);

/**
 * GET /api/calendar/<token>.ics: the household's planned meals as iCalendar, or null for an unknown,
 * replaced or malformed token. Every token costs the same, whatever its shape: it is hashed and looked
 * up, and only then is its shape checked, so the answer time tells nothing about how wrong it was.
 */
export async function calendarFeed(deps: Pick<ServiceDeps, 'db' | 'now'>, file: string, origin: string): Promise<string | null> {
  const token = file.endsWith(FEED_SUFFIX) ? file.slice(0, -FEED_SUFFIX.length) : file;
  const hash = await sha256Hex(token);
  const since = addDays(isoDate(parisToday(deps.now()).date), -PAST_DAYS_KEPT);
  const { db } = deps;
  // One round trip: the feed's row and the meals of its household, both found by the hash.
  const [[feed], meals] = await db.batch([
    db.select({ householdId: calendarFeeds.householdId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, hash)).limit(1),
    db
      .select({
        id: mealPlanMeals.id,
        date: mealPlanMeals.date,
        type: mealPlanMeals.type,
        recipeId: mealPlanMeals.recipeId,
        title: recipes.title,
        startDate: mealPlans.startDate,
        planCreatedAt: mealPlans.createdAt,
        // Not mealPlans.id: inside a D1 batch, two selected columns both named `id` come back as one.
        planId: mealPlanMeals.mealPlanId,
      })
      .from(mealPlanMeals)
      .innerJoin(mealPlans, eq(mealPlans.id, mealPlanMeals.mealPlanId))
      .innerJoin(calendarFeeds, eq(calendarFeeds.householdId, mealPlans.householdId))
      // Only a recipe a member wrote (as the meal plan screen shows it); another's would be a stranger's title.
      .leftJoin(
        recipes,
        and(
          eq(recipes.id, mealPlanMeals.recipeId),
          inArray(recipes.userId, db.select({ id: users.id }).from(users).where(eq(users.householdId, mealPlans.householdId))),
        ),
      )
      .where(and(eq(calendarFeeds.tokenHash, hash), gte(mealPlans.endDate, since)))
      .orderBy(asc(mealPlanMeals.date), asc(mealPlanMeals.mealIndex)),
  ]);
  if (!feed || !CALENDAR_TOKEN_PATTERN.test(token)) return null;

  // Two plans saved for the same week: the one saved last is the week the household sees, so only its meals.
  const latestPlan = new Map<string, { id: string; at: string }>();
  for (const m of meals) {
    const seen = latestPlan.get(m.startDate);
    if (!seen || m.planCreatedAt > seen.at || (m.planCreatedAt === seen.at && m.planId > seen.id))
      latestPlan.set(m.startDate, { id: m.planId, at: m.planCreatedAt });
  }
  const host = new URL(origin).hostname;
  const events: MealEvent[] = [];
  for (const m of meals) {
    if (latestPlan.get(m.startDate)?.id !== m.planId || !isMealType(m.type)) continue;
    events.push({
      uid: `${m.id}@${host}`,
      date: m.date,
      type: m.type,
      // The recipe may have been deleted since: the meal stays, as on the meal plan screen.
      title: m.title ?? 'Recette supprimée',
      url: m.title === null ? null : `${origin}${RECIPE_PAGE}${encodeURIComponent(m.recipeId)}`,
    });
  }
  return mealCalendar(events, deps.now());
}
