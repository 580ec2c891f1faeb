import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { calendarFeedResponseSchema, CALENDAR_MESSAGES } from '@shared/schemas/calendar';
import { invitationResponseSchema } from '@shared/schemas/households';
import { mealPlanResponseSchema, type MealPlan } from '@shared/schemas/meals';
import { MESSAGES } from '@shared/messages';
import { mealCalendar } from './calendar-ics';
import { api, apiAs, dbRow, errorOf, planAndList, registerUser, type TestUser } from '../../../test/kit';

// The household's calendar feed: GET /api/households/calendar, POST /api/households/calendar/rotate
// and the feed itself, parsed with ical.js (an independent iCalendar reader).

const THREE_MEALS = { mealTypes: ['petit-déjeuner', 'déjeuner', 'dîner'], familySize: 2 };
const EXPECTED_TIMES: Record<string, string> = { 'petit-déjeuner': '08:00', déjeuner: '12:30', dîner: '19:30' };

async function feedUrlOf(user: TestUser): Promise<string> {
  const res = await apiAs(calendarFeedResponseSchema, '/api/households/calendar', { token: user.token });
  expect(res.status).toBe(200);
  return res.json.data.url;
}

/** The feed by its address, as a calendar app asks for it: no session. */
const fetchFeed = (url: string) => api(new URL(url).pathname);

/** Paris's offset from UTC in minutes at that local wall time, from the runtime's own time zone data. */
function parisOffsetMinutes(date: string, time: string): number {
  const guess = new Date(`${date}T${time}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(guess)
      .map((p) => [p.type, p.value]),
  );
  const shown = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return (shown - guess.getTime()) / 60_000;
}

const two = (n: number) => String(n).padStart(2, '0');

async function householdOf(owner: TestUser, member: TestUser): Promise<void> {
  const invited = await api('/api/households/invitations', { token: owner.token, body: {} });
  const { code } = invitationResponseSchema.parse(invited.json).data;
  expect((await api('/api/households/join', { token: member.token, body: { code } })).status).toBe(200);
}

describe('the calendar feed', () => {
  it('has one event per planned meal at its usual Paris time, titled and linked to its recipe, and nothing personal', async () => {
    const owner = await registerUser({
      name: 'Bérénice Quintard',
      premium: true,
      preferences: { allergies: ['arachide'], dislikedIngredients: ['coriandre'], dietaryRestrictions: ['Sans porc'] },
    });
    await api('/api/households/current', { method: 'PUT', token: owner.token, body: { name: 'Les Quintard de Ploumanac’h' } });
    const { mealPlanId } = await planAndList(owner.token, THREE_MEALS);
    const plan: MealPlan = (await apiAs(mealPlanResponseSchema, `/api/meals/${mealPlanId}`, { token: owner.token })).json.data;
    const planned = plan.days.flatMap((d) => d.meals.map((m) => ({ date: d.date, type: m.type, title: m.recipe.title, id: m.recipe.id })));
    expect(planned.length).toBe(21);

    const url = await feedUrlOf(owner);
    expect(url).toMatch(/^http:\/\/localhost\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The same address at every call (any device, any member).
    expect(await feedUrlOf(owner)).toBe(url);

    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');

    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    const vtimezones = calendar.getAllSubcomponents('vtimezone');
    expect(vtimezones.map((tz) => tz.getFirstPropertyValue('tzid'))).toEqual(['Europe/Paris']);
    const paris = new ICAL.Timezone(vtimezones[0]!);

    const events = calendar.getAllSubcomponents('vevent');
    expect(events.length).toBe(planned.length);
    const seen = events.map((vevent) => {
      const event = new ICAL.Event(vevent);
      const dtstart = vevent.getFirstProperty('dtstart')!;
      expect(dtstart.getParameter('tzid')).toBe('Europe/Paris');
      const start = event.startDate;
      const date = `${start.year}-${two(start.month)}-${two(start.day)}`;
      const time = `${two(start.hour)}:${two(start.minute)}`;
      // The VTIMEZONE gives the offset Paris really has on that day (CET or CEST).
      expect(paris.utcOffset(start) / 60, `${date} ${time}`).toBe(parisOffsetMinutes(date, time));
      const minutes = (event.endDate.toUnixTime() - start.toUnixTime()) / 60;
      expect(minutes).toBeGreaterThanOrEqual(30);
      expect(minutes).toBeLessThanOrEqual(60);
      expect(vevent.getFirstPropertyValue('dtstamp')).not.toBeNull();
      expect(vevent.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
      return {
        uid: vevent.getFirstPropertyValue('uid'),
        date,
        time,
        title: event.summary,
        url: vevent.getFirstPropertyValue('url'),
        description: event.description,
      };
    });
    expect(new Set(seen.map((e) => e.uid)).size).toBe(planned.length);
    expect(
      seen
        .map(({ date, time, title, url: link }) => ({ date, time, title, url: link }))
        .sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`)),
    ).toEqual(
      planned.map((m) => ({ date: m.date, time: EXPECTED_TIMES[m.type], title: m.title, url: `http://localhost/recette/${m.id}` })),
    );
    for (const e of seen) expect(e.description).toContain(e.url);

    // Nothing but titles, times and links: no name, email, allergy, diet, dislike nor household name.
    for (const secret of ['Bérénice', 'Quintard', owner.email, 'arachide', 'coriandre', 'Sans porc', 'Ploumanac']) {
      expect(feed.text.toLowerCase()).not.toContain(secret.toLowerCase());
    }

    // A refresh keeps every event's UID, so calendar apps update their events instead of adding copies.
    const again = new ICAL.Component(ICAL.parse((await fetchFeed(url)).text));
    expect(again.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).toEqual(seen.map((e) => e.uid));
  });

  it('stores only the hash and a sealed copy of the token, never the token itself', async () => {
    const user = await registerUser();
    const url = await feedUrlOf(user);
    const token = /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1]!;
    const row = await dbRow<{ token_hash: string; token_sealed: string }>(
      'SELECT token_hash, token_sealed FROM calendar_feeds JOIN users ON users.household_id = calendar_feeds.household_id WHERE users.id = ?',
      user.user.id,
    );
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
    expect(row.token_hash).toBe([...digest].map((b) => b.toString(16).padStart(2, '0')).join(''));
    expect(row.token_sealed).not.toContain(token);
  });

  it('« Changer le lien »: the old address answers 404 at once, the new one the feed', async () => {
    const user = await registerUser();
    const old = await feedUrlOf(user);
    expect((await fetchFeed(old)).status).toBe(200);

    const rotated = await apiAs(calendarFeedResponseSchema, '/api/households/calendar/rotate', { token: user.token, body: {} });
    expect(rotated.status).toBe(200);
    expect(rotated.json.message).toBe(CALENDAR_MESSAGES.rotated);
    const fresh = rotated.json.data.url;
    expect(fresh).not.toBe(old);

    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    expect(errorOf(gone).message).toBe("Ce lien d'agenda n'existe pas ou a été remplacé.");
    expect((await fetchFeed(fresh)).status).toBe(200);
    expect(await feedUrlOf(user)).toBe(fresh);
  });

  it('an empty week is still a valid calendar (with its time zone), without events', async () => {
    const user = await registerUser();
    const feed = await fetchFeed(await feedUrlOf(user));
    expect(feed.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
  });

  it('is the household’s: members share one address; a stranger gets its own, never another’s', async () => {
    const owner = await registerUser({ premium: true });
    const member = await registerUser();
    const stranger = await registerUser();
    await householdOf(owner, member);
    const { mealPlanId } = await planAndList(owner.token, THREE_MEALS);
    expect(mealPlanId).toBeTruthy();

    const shared = await feedUrlOf(owner);
    expect(await feedUrlOf(member)).toBe(shared);
    const theirs = await feedUrlOf(stranger);
    expect(theirs).not.toBe(shared);
    const strangerFeed = new ICAL.Component(ICAL.parse((await fetchFeed(theirs)).text));
    expect(strangerFeed.getAllSubcomponents('vevent')).toHaveLength(0);

    // The member who leaves no longer reads the household's meals through the address it knew.
    expect((await api('/api/households/leave', { token: member.token, body: {} })).status).toBe(200);
    expect((await fetchFeed(shared)).status).toBe(404);
    const renewed = await feedUrlOf(owner);
    expect(renewed).not.toBe(shared);
    expect(new ICAL.Component(ICAL.parse((await fetchFeed(renewed)).text)).getAllSubcomponents('vevent')).toHaveLength(21);
    expect(await feedUrlOf(member)).not.toBe(renewed);
  });

  it('a member who joins another household no longer opens the old household’s address; a removed one neither', async () => {
    const owner = await registerUser();
    const mover = await registerUser();
    const removed = await registerUser();
    const elsewhere = await registerUser();
    await householdOf(owner, mover);
    const first = await feedUrlOf(owner);
    expect(await feedUrlOf(mover)).toBe(first);
    await householdOf(elsewhere, mover);
    expect((await fetchFeed(first)).status).toBe(404);

    await householdOf(owner, removed);
    const second = await feedUrlOf(owner);
    expect(second).not.toBe(first);
    expect((await fetchFeed(second)).status).toBe(200);
    expect((await api(`/api/households/members/${removed.user.id}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    expect((await fetchFeed(second)).status).toBe(404);
  });

  it('two members asking for the first time at once are shown the same working address', async () => {
    const owner = await registerUser();
    const member = await registerUser();
    await householdOf(owner, member);
    const [a, b] = await Promise.all([feedUrlOf(owner), feedUrlOf(member)]);
    expect(a).toBe(b);
    expect((await fetchFeed(a)).status).toBe(200);
  });

  it('answers 404 to an unknown token or one of the wrong shape, and 401 without a session', async () => {
    const unknown = await api(`/api/calendar/${'A'.repeat(43)}.ics`);
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe(CALENDAR_MESSAGES.feedNotFound);
    for (const bad of ['abc.ics', `${'A'.repeat(44)}.ics`, `${'A'.repeat(42)}!.ics`, 'x', `${'A'.repeat(43)}`]) {
      const res = await api(`/api/calendar/${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(404);
      expect(errorOf(res).message).toBe(CALENDAR_MESSAGES.feedNotFound);
    }

    const anonymous = await api('/api/households/calendar');
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous).message).toBe(MESSAGES.unauthorized);
    expect((await api('/api/households/calendar/rotate', { body: {} })).status).toBe(401);
  });

  it('its VTIMEZONE gives Paris’s real offset on both sides of each clock change and in summer', () => {
    // 2027: summer time from Sunday 28 March, winter time from Sunday 31 October.
    const dates = ['2027-03-27', '2027-03-28', '2027-07-14', '2027-10-30', '2027-10-31', '2027-12-25'];
    const text = mealCalendar(
      dates.map((date, i) => ({ uid: `m${i}@test`, date, type: 'petit-déjeuner' as const, title: `Repas ${i}`, url: null })),
      new Date('2027-01-01T00:00:00Z'),
    );
    const calendar = new ICAL.Component(ICAL.parse(text));
    const paris = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    const offsets = calendar.getAllSubcomponents('vevent').map((v) => paris.utcOffset(new ICAL.Event(v).startDate) / 60);
    expect(offsets).toEqual([60, 120, 120, 120, 60, 60]);
    expect(offsets).toEqual(dates.map((d) => parisOffsetMinutes(d, '08:00')));
  });
});
