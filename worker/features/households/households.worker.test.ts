import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import {
  HOUSEHOLD_MESSAGES,
  householdResponseSchema,
  INVITATION_CODE_ALPHABET,
  invitationResponseSchema,
  pantryResponseSchema,
} from '@shared/schemas/households';
import { MESSAGES } from '@shared/messages';
import { WEEK_MENU_MESSAGES } from '@shared/schemas/week-menu';
import { createDb } from '../../db/client';
import { resolveSession } from '../users/session';
import { joinHousehold } from './households.service';
import { api, apiAs, errorOf, isState, liveMessages, openLive, planAndList, registerUser, type TestUser } from '../../../test/kit';

const invite = (token: string) => api('/api/households/invitations', { token, body: {} });
const join = (token: string, code: string) => api('/api/households/join', { token, body: { code } });
const current = async (token: string) => (await apiAs(householdResponseSchema, '/api/households/current', { token })).json.data;

async function codeOf(owner: TestUser): Promise<string> {
  const res = await invite(owner.token);
  expect(res.status).toBe(201);
  return invitationResponseSchema.parse(res.json).data.code;
}

/** `owner`'s household with `members` joined through invitations. */
async function householdOf(owner: TestUser, ...members: TestUser[]): Promise<void> {
  for (const m of members) expect((await join(m.token, await codeOf(owner))).status).toBe(200);
}

const snapshot = async () => ({
  households: (await env.DB.prepare('SELECT * FROM households ORDER BY id').all()).results,
  users: (await env.DB.prepare('SELECT id, household_id, household_role, joined_household_at FROM users ORDER BY id').all()).results,
  lists: (await env.DB.prepare('SELECT id, household_id FROM shopping_lists ORDER BY id').all()).results,
  plans: (await env.DB.prepare('SELECT id, household_id FROM meal_plans ORDER BY id').all()).results,
  invitations: (await env.DB.prepare('SELECT * FROM household_invitations ORDER BY code').all()).results,
});

describe('a new account', () => {
  it('has a household of its own, « Foyer de {name} », as its owner', async () => {
    const camille = await registerUser({ name: 'Camille' });
    expect(await current(camille.token)).toEqual({
      id: expect.any(String),
      name: 'Foyer de Camille',
      members: [{ id: camille.user.id, name: 'Camille', role: 'owner' }],
    });
    expect((await api('/api/households/current')).status).toBe(401);
  });
});

describe('POST /api/households/invitations', () => {
  it('gives the owner a single-use code valid 7 days, with the join address; a member gets 403', async () => {
    const owner = await registerUser();
    const member = await registerUser();
    const before = Date.now();
    const res = await invite(owner.token);
    expect(res.status).toBe(201);
    const { code, url, expiresAt } = invitationResponseSchema.parse(res.json).data;
    expect(code).toMatch(new RegExp(`^[${INVITATION_CODE_ALPHABET}]{8}$`));
    expect(url).toBe(`http://localhost/rejoindre/${code}`);
    const days = (new Date(expiresAt).getTime() - before) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThanOrEqual(7 - 0.01);
    expect(days).toBeLessThan(7 + 0.01);
    expect((await join(member.token, code)).status).toBe(200);

    const refused = await invite(member.token);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe(HOUSEHOLD_MESSAGES.ownerOnly);
  });
});

describe('POST /api/households/join', () => {
  it('refuses a malformed code (400), an unknown one (404), an expired one and a used one (410)', async () => {
    const owner = await registerUser();
    const a = await registerUser();
    const b = await registerUser();

    const malformed = await join(a.token, 'abc');
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).message).toBe(`Champ « code » : ${HOUSEHOLD_MESSAGES.codeInvalid}`);
    const unknown = await join(a.token, 'ABCD2345');
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe(HOUSEHOLD_MESSAGES.codeUnknown);

    const { id: householdId } = await current(owner.token);
    const past = new Date(Date.now() - 1000).toISOString();
    await env.DB.prepare(
      "INSERT INTO household_invitations (code, household_id, created_by, created_at, expires_at) VALUES ('EXPRD234', ?, ?, ?, ?)",
    )
      .bind(householdId, owner.user.id, past, past)
      .run();
    const expired = await join(a.token, 'exprd-234');
    expect(expired.status).toBe(410);
    expect(errorOf(expired).message).toBe(HOUSEHOLD_MESSAGES.codeExpired);

    const code = await codeOf(owner);
    expect((await join(a.token, code)).status).toBe(200);
    const again = await join(b.token, code);
    expect(again.status).toBe(410);
    expect(errorOf(again).message).toBe(HOUSEHOLD_MESSAGES.codeUsed);
    expect((await current(b.token)).members.map((m) => m.id)).toEqual([b.user.id]);
  });

  it('brings the plan and list of an account alone, deletes its emptied household; joining twice is 409', async () => {
    const owner = await registerUser({ name: 'Alex', premium: true });
    const joiner = await registerUser({ name: 'Sam', premium: true });
    const { mealPlanId, shoppingListId } = await planAndList(joiner.token);
    const { id: oldHousehold } = await current(joiner.token);
    const { id: ownerHousehold } = await current(owner.token);

    const res = await join(joiner.token, await codeOf(owner));
    expect(res.status).toBe(200);
    const body = householdResponseSchema.parse(res.json);
    expect(body.message).toBe(HOUSEHOLD_MESSAGES.joined);
    expect(body.data).toEqual({
      id: ownerHousehold,
      name: 'Foyer de Alex',
      members: [
        { id: owner.user.id, name: 'Alex', role: 'owner' },
        { id: joiner.user.id, name: 'Sam', role: 'member' },
      ],
    });
    // Both members see what Sam brought.
    for (const token of [owner.token, joiner.token]) {
      expect((await api(`/api/meals/${mealPlanId}`, { token })).status).toBe(200);
      expect((await api(`/api/shopping/${shoppingListId}`, { token })).status).toBe(200);
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM households WHERE id = ?').bind(oldHousehold).first('n')).toBe(0);

    const twice = await join(joiner.token, await codeOf(owner));
    expect(twice.status).toBe(409);
    expect(errorOf(twice).message).toBe(HOUSEHOLD_MESSAGES.alreadyMember);
  });

  it('a refused join leaves both households exactly as they were', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const otherMember = await registerUser();
    await householdOf(other, otherMember);
    await planAndList(other.token);
    const code = await codeOf(owner);
    const before = await snapshot();
    // The owner of a household with members must hand it over first.
    const res = await join(other.token, code);
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(HOUSEHOLD_MESSAGES.ownerMustHandOver);
    expect(await snapshot()).toEqual(before);
  });
});

describe('one code sent by two accounts', () => {
  it('a code used between the check and the write moves nothing (every write is conditioned on this request’s claim)', async () => {
    const owner = await registerUser({ premium: true });
    const joiner = await registerUser({ premium: true });
    const other = await registerUser();
    await planAndList(joiner.token);
    const code = await codeOf(owner);
    const db = createDb(env.DB);
    const user = (await resolveSession(env.SESSIONS, db, joiner.token))!;
    // Another account uses the code while this request is between its checks and its batch.
    const racing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'batch') return Reflect.get(target, prop, receiver);
        return async (statements: Parameters<typeof db.batch>[0]) => {
          await env.DB.prepare('UPDATE household_invitations SET used_at = ?, used_by = ? WHERE code = ? AND used_at IS NULL')
            .bind(new Date().toISOString(), other.user.id, code)
            .run();
          return target.batch(statements);
        };
      },
    });
    const before = await snapshot();
    const changed: string[][] = [];
    const attempt = joinHousehold(
      { db: racing, now: () => new Date(), membersChanged: async (ids) => void changed.push([...ids]) },
      user,
      code,
    );
    await expect(attempt).rejects.toMatchObject({ status: 410, message: HOUSEHOLD_MESSAGES.codeUsed });
    const after = await snapshot();
    const others = (rows: Record<string, unknown>[]) => rows.filter((r) => r.code !== code);
    expect({ ...after, invitations: others(after.invitations) }).toEqual({ ...before, invitations: others(before.invitations) });
    expect(after.invitations.filter((r) => r.code === code)).toEqual([expect.objectContaining({ code, used_by: other.user.id })]);
    expect(changed).toEqual([]);
  });

  it('sent at once, one joins; the other gets codeUsed and keeps its household and its plan untouched', async () => {
    const owner = await registerUser({ premium: true });
    const a = await registerUser({ premium: true });
    const b = await registerUser({ premium: true });
    const planA = await planAndList(a.token);
    const planB = await planAndList(b.token);
    const code = await codeOf(owner);
    const [ra, rb] = await Promise.all([join(a.token, code), join(b.token, code)]);
    expect([ra.status, rb.status].sort()).toEqual([200, 410]);
    const [winner, loser, loserPlan] = ra.status === 200 ? [a, b, planB] : [b, a, planA];
    expect(errorOf(ra.status === 200 ? rb : ra).message).toBe(HOUSEHOLD_MESSAGES.codeUsed);
    expect((await current(owner.token)).members.map((m) => m.id)).toEqual([owner.user.id, winner.user.id]);
    expect((await current(loser.token)).members.map((m) => m.id)).toEqual([loser.user.id]);
    expect((await api(`/api/shopping/${loserPlan.shoppingListId}`, { token: loser.token })).status).toBe(200);
    expect((await api(`/api/shopping/${loserPlan.shoppingListId}`, { token: owner.token })).status).toBe(404);
  });
});

describe('Premium is the household’s', () => {
  it('a Free account joining a Premium household gets Premium features at once', async () => {
    const premium = await registerUser({ premium: true });
    const free = await registerUser();
    const { shoppingListId } = await planAndList(premium.token);
    const gated = await api('/api/orders', { token: free.token, body: { shoppingListId, provider: 'leclerc' } });
    expect(gated.status).toBe(403);
    expect(errorOf(gated).message).toBe(MESSAGES.premiumOnly);
    const limited = await api('/api/generate-week-menu', {
      token: free.token,
      body: { mealTypes: ['déjeuner', 'dîner'], familySize: 2, seed: 7 },
    });
    expect(limited.json).toMatchObject({ limitedToFree: true, message: WEEK_MENU_MESSAGES.limitedToFree });

    await householdOf(premium, free);
    const profile = await api('/api/users/profile', { token: free.token });
    expect(profile.json).toMatchObject({ data: { subscription: { type: 'premium' } } });
    const edited = await api('/api/users/profile', { method: 'PUT', token: free.token, body: { name: 'Nouveau nom' } });
    expect(edited.json).toMatchObject({ data: { name: 'Nouveau nom', subscription: { type: 'premium' } } });
    // Past the Premium gate: the route now answers about the drive itself.
    const ordered = await api('/api/orders', { token: free.token, body: { shoppingListId, provider: 'leclerc' } });
    expect(ordered.status).toBe(400);
    expect(errorOf(ordered).message).toBe("Ce drive n'est pas encore disponible.");
    const full = await api('/api/generate-week-menu', {
      token: free.token,
      body: { mealTypes: ['déjeuner', 'dîner'], familySize: 2, seed: 7 },
    });
    expect(full.status).toBe(200);
    expect(full.json).not.toHaveProperty('limitedToFree');
  });

  it('a Premium account alone joining a Free household brings its Premium along', async () => {
    const free = await registerUser();
    const paying = await registerUser({ premium: true });
    await householdOf(free, paying);
    const profile = await api('/api/users/profile', { token: free.token });
    expect(profile.json).toMatchObject({ data: { subscription: { type: 'premium', cancelAtPeriodEnd: false } } });
  });
});

describe('leaving and removing', () => {
  /** Opens the list's live socket and resolves when the server closes it. */
  async function liveSocket(listId: string, token: string) {
    const res = await openLive(listId, token);
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    const closed = new Promise<number>((resolve) => ws.addEventListener('close', (event) => resolve(event.code)));
    ws.accept();
    const live = liveMessages(ws);
    await live.next(isState);
    return { ws, closed };
  }

  it('a member who leaves loses the plan, the list and its open live socket at once, and gets an empty household', async () => {
    const owner = await registerUser({ premium: true });
    const member = await registerUser({ name: 'Lou' });
    await householdOf(owner, member);
    const { mealPlanId, shoppingListId } = await planAndList(owner.token);
    expect((await api(`/api/shopping/${shoppingListId}`, { token: member.token })).status).toBe(200);
    const { closed } = await liveSocket(shoppingListId, member.token);
    const list = (await api(`/api/shopping/${shoppingListId}`, { token: member.token })).json as { data: { items: { _id: string }[] } };
    expect(list.data.items.length).toBeGreaterThan(0);

    const res = await api('/api/households/leave', { token: member.token, body: {} });
    expect(res.status).toBe(200);
    const left = householdResponseSchema.parse(res.json);
    expect(left.message).toBe(HOUSEHOLD_MESSAGES.left);
    expect(left.data.name).toBe('Foyer de Lou');
    expect(left.data.members).toEqual([{ id: member.user.id, name: 'Lou', role: 'owner' }]);

    expect(await closed).toBe(4404);
    const plan = await api(`/api/meals/${mealPlanId}`, { token: member.token });
    expect(plan.status).toBe(404);
    expect(errorOf(plan).message).toBe(MESSAGES.mealPlanNotFound);
    const read = await api(`/api/shopping/${shoppingListId}`, { token: member.token });
    expect(read.status).toBe(404);
    const tick = await api(`/api/shopping/${shoppingListId}/purchase`, {
      method: 'PUT',
      token: member.token,
      body: { itemIds: [list.data.items[0]!._id] },
    });
    expect(tick.status).toBe(404);
    expect(errorOf(tick).message).toBe(MESSAGES.shoppingListNotFound);
    expect((await openLive(shoppingListId, member.token)).status).toBe(404);
    // The household keeps its list.
    expect((await api(`/api/shopping/${shoppingListId}`, { token: owner.token })).status).toBe(200);
    expect((await current(owner.token)).members.map((m) => m.id)).toEqual([owner.user.id]);
  });

  it('the owner removes a member with the same effect; removing oneself or a stranger is refused', async () => {
    const owner = await registerUser({ premium: true });
    const member = await registerUser();
    const stranger = await registerUser();
    await householdOf(owner, member);
    const { shoppingListId } = await planAndList(owner.token);
    const { closed } = await liveSocket(shoppingListId, member.token);

    const self = await api(`/api/households/members/${owner.user.id}`, { method: 'DELETE', token: owner.token });
    expect(self.status).toBe(400);
    expect(errorOf(self).message).toBe(HOUSEHOLD_MESSAGES.cannotRemoveSelf);
    const notMember = await api(`/api/households/members/${stranger.user.id}`, { method: 'DELETE', token: owner.token });
    expect(notMember.status).toBe(404);
    expect(errorOf(notMember).message).toBe(HOUSEHOLD_MESSAGES.memberNotFound);
    const byMember = await api(`/api/households/members/${owner.user.id}`, { method: 'DELETE', token: member.token });
    expect(byMember.status).toBe(403);
    expect(errorOf(byMember).message).toBe(HOUSEHOLD_MESSAGES.ownerOnly);

    const res = await api(`/api/households/members/${member.user.id}`, { method: 'DELETE', token: owner.token });
    expect(res.status).toBe(200);
    expect(householdResponseSchema.parse(res.json).message).toBe(HOUSEHOLD_MESSAGES.memberRemoved);
    expect(await closed).toBe(4404);
    expect((await api(`/api/shopping/${shoppingListId}`, { token: member.token })).status).toBe(404);
    expect((await current(member.token)).members).toEqual([{ id: member.user.id, name: 'Camille Test', role: 'owner' }]);
  });

  it('the owner must hand the household over before leaving; alone, there is no one to leave it to', async () => {
    const owner = await registerUser();
    const member = await registerUser();
    const alone = await registerUser();
    const lonely = await api('/api/households/leave', { token: alone.token, body: {} });
    expect(lonely.status).toBe(409);
    expect(errorOf(lonely).message).toBe(HOUSEHOLD_MESSAGES.lastMember);

    await householdOf(owner, member);
    const refused = await api('/api/households/leave', { token: owner.token, body: {} });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(HOUSEHOLD_MESSAGES.ownerMustHandOver);

    const notOwner = await api('/api/households/owner', { token: member.token, body: { userId: member.user.id } });
    expect(notOwner.status).toBe(403);
    const handed = await api('/api/households/owner', { token: owner.token, body: { userId: member.user.id } });
    expect(handed.status).toBe(200);
    expect(householdResponseSchema.parse(handed.json).data.members.map((m) => [m.id, m.role])).toEqual([
      [member.user.id, 'owner'],
      [owner.user.id, 'member'],
    ]);
    const pending = await codeOf(member);
    const stale = await api('/api/households/invitations', { token: owner.token, body: {} });
    expect(stale.status).toBe(403);
    expect((await api('/api/households/leave', { token: owner.token, body: {} })).status).toBe(200);
    // An unused code made by someone who left no longer opens the household; the others still do.
    expect((await join(alone.token, pending)).status).toBe(200);
  });

  it('the invitations a member made and nobody used stop working once it leaves', async () => {
    const first = await registerUser();
    const second = await registerUser();
    const outsider = await registerUser();
    await householdOf(first, second);
    const code = await codeOf(first);
    expect((await api('/api/households/owner', { token: first.token, body: { userId: second.user.id } })).status).toBe(200);
    expect((await api('/api/households/leave', { token: first.token, body: {} })).status).toBe(200);
    const res = await join(outsider.token, code);
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(HOUSEHOLD_MESSAGES.codeUnknown);
  });
});

describe('a non-member never learns a household exists', () => {
  it('answers 404 on its plans, week plans and lists, like unknown ids', async () => {
    const owner = await registerUser({ premium: true });
    const stranger = await registerUser();
    const { mealPlanId, shoppingListId, weekPlan } = await planAndList(owner.token);
    for (const [path, message] of [
      [`/api/meals/${mealPlanId}`, MESSAGES.mealPlanNotFound],
      [`/api/meals/unknown-id`, MESSAGES.mealPlanNotFound],
      [`/api/shopping/${shoppingListId}`, MESSAGES.shoppingListNotFound],
      [`/api/shopping/unknown-id`, MESSAGES.shoppingListNotFound],
      [`/api/week-menu/${weekPlan.id}`, WEEK_MENU_MESSAGES.weekPlanNotFound],
      [`/api/week-menu/unknown-id`, WEEK_MENU_MESSAGES.weekPlanNotFound],
    ] as const) {
      const res = await api(path, { token: stranger.token });
      expect(res.status, path).toBe(404);
      expect(errorOf(res).message, path).toBe(message);
    }
    expect((await openLive(shoppingListId, stranger.token)).status).toBe(404);
  });
});

describe('name and pantry', () => {
  it('the owner renames the household, a member cannot; an empty or too long name is refused', async () => {
    const owner = await registerUser();
    const member = await registerUser();
    await householdOf(owner, member);
    const byMember = await api('/api/households/current', { method: 'PUT', token: member.token, body: { name: 'Chez moi' } });
    expect(byMember.status).toBe(403);
    expect(errorOf(byMember).message).toBe(HOUSEHOLD_MESSAGES.ownerOnly);
    const res = await api('/api/households/current', { method: 'PUT', token: owner.token, body: { name: '  Les Martin ' } });
    expect(res.status).toBe(200);
    expect(householdResponseSchema.parse(res.json)).toMatchObject({ message: HOUSEHOLD_MESSAGES.renamed, data: { name: 'Les Martin' } });
    expect((await current(member.token)).name).toBe('Les Martin');
    const empty = await api('/api/households/current', { method: 'PUT', token: owner.token, body: { name: ' ' } });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).message).toBe(`Champ « name » : ${HOUSEHOLD_MESSAGES.nameRequired}`);
    const long = await api('/api/households/current', { method: 'PUT', token: owner.token, body: { name: 'x'.repeat(61) } });
    expect(errorOf(long).message).toBe(`Champ « name » : ${HOUSEHOLD_MESSAGES.nameTooLong}`);
    expect((await current(owner.token)).name).toBe('Les Martin');
  });

  it('the pantry setting is the household’s: set by one member, read by the other', async () => {
    const owner = await registerUser();
    const member = await registerUser();
    await householdOf(owner, member);
    expect((await apiAs(pantryResponseSchema, '/api/households/pantry', { token: member.token })).json.data).toEqual({
      mode: 'apart',
      items: [],
    });
    const put = await api('/api/households/pantry', {
      method: 'PUT',
      token: owner.token,
      body: { mode: 'hidden', items: ['sel', 'poivre', 'sel'] },
    });
    expect(put.status).toBe(200);
    expect((await apiAs(pantryResponseSchema, '/api/households/pantry', { token: member.token })).json.data).toEqual({
      mode: 'hidden',
      items: [{ name: 'sel' }, { name: 'poivre' }],
    });
    const bad = await api('/api/households/pantry', { method: 'PUT', token: owner.token, body: { mode: 'partout', items: [] } });
    expect(bad.status).toBe(400);
  });
});
