import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { householdResponseSchema, invitationResponseSchema } from '@shared/schemas/households';
import { weekMenuResponseSchema, type WeekPlan } from '@shared/schemas/week-menu';
import { MESSAGES } from '@shared/messages';
import { ingredientById } from '../../kitchen/index';
import { createDb } from '../../db/client';
import { runRetention } from '../retention/retention.service';
import { api, apiAs, errorOf, LONG_WEEK, planAndList, registerUser, TEST_PASSWORD, type TestUser } from '../../../test/kit';

// What the household plans for (every member's constraints) and what the RGPD rights do to a household.

async function householdOf(owner: TestUser, ...members: TestUser[]): Promise<void> {
  for (const m of members) {
    const invited = await api('/api/households/invitations', { token: owner.token, body: {} });
    const { code } = invitationResponseSchema.parse(invited.json).data;
    expect((await api('/api/households/join', { token: m.token, body: { code } })).status).toBe(200);
  }
}

/** The ingredients (catalogue entries) of every recipe planned in the week, read from D1. */
async function plannedIngredients(weekPlan: WeekPlan) {
  const ids = Object.values(weekPlan).flatMap((day) => (typeof day === 'object' && day ? Object.values(day).map((m) => m.id) : []));
  expect(ids.length).toBeGreaterThan(0);
  const out: { recipe: string; id: string; allergens: string[]; family: string; animalDerived?: string }[] = [];
  for (const id of ids) {
    const row = await env.DB.prepare('SELECT title, body FROM recipes WHERE id = ?').bind(id).first<{ title: string; body: string }>();
    expect(row, id).not.toBeNull();
    const body = JSON.parse(row!.body) as { ingredients: { name: string; ingredientId?: string | null }[] };
    for (const line of body.ingredients) {
      const facts = ingredientById(line.ingredientId);
      expect(facts, `${row!.title}: ${line.name}`).toBeDefined();
      out.push({
        recipe: row!.title,
        id: facts!.id,
        allergens: facts!.allergens ?? [],
        family: facts!.family,
        animalDerived: facts!.animalDerived,
      });
    }
  }
  return out;
}

const FLESH_FAMILIES = ['viande', 'volaille', 'porc', 'poisson', 'fruit-de-mer'];
const isFlesh = (i: { family: string; animalDerived?: string }) =>
  FLESH_FAMILIES.includes(i.family) || ['viande', 'porc', 'poisson'].includes(i.animalDerived ?? '');

const week = (token: string) =>
  apiAs(weekMenuResponseSchema, '/api/generate-week-menu', {
    token,
    body: { mealTypes: ['déjeuner', 'dîner'], dailyConstraints: LONG_WEEK, seed: 11 },
  });

describe('planning for the household', () => {
  it('uses every member’s constraints: A allergic to « arachide », B végétarien → no peanut and no meat or fish', async () => {
    const a = await registerUser({ name: 'A', premium: true, preferences: { allergies: ['arachide'] } });
    const b = await registerUser({ name: 'B', preferences: { dietaryRestrictions: ['Végétarien'] } });

    // Alone, A's week has meat or fish: the constraint below is B's.
    const alone = await plannedIngredients((await week(a.token)).json.weekPlan);
    expect(alone.some(isFlesh)).toBe(true);
    expect(alone.filter((i) => i.allergens.includes('arachides'))).toEqual([]);

    await householdOf(a, b);
    const together = await plannedIngredients((await week(a.token)).json.weekPlan);
    expect(together.filter(isFlesh)).toEqual([]);
    expect(together.filter((i) => i.allergens.includes('arachides'))).toEqual([]);
    // B plans for the same table.
    const fromB = await plannedIngredients((await week(b.token)).json.weekPlan);
    expect(fromB.filter(isFlesh)).toEqual([]);
    expect(fromB.filter((i) => i.allergens.includes('arachides'))).toEqual([]);
  });
});

describe('RGPD and households', () => {
  it('an owner who erases its account leaves the household to the longest-standing member, with its plan and list', async () => {
    const owner = await registerUser({ name: 'Owner', premium: true });
    const first = await registerUser({ name: 'Premier' });
    const second = await registerUser({ name: 'Second' });
    await householdOf(owner, first, second);
    const { mealPlanId, shoppingListId } = await planAndList(owner.token);

    const res = await api('/api/users/me', { method: 'DELETE', body: { password: TEST_PASSWORD }, token: owner.token });
    expect(res.status).toBe(200);
    const household = householdResponseSchema.parse((await api('/api/households/current', { token: second.token })).json).data;
    expect(household.members).toEqual([
      { id: first.user.id, name: 'Premier', role: 'owner' },
      { id: second.user.id, name: 'Second', role: 'member' },
    ]);
    expect((await api(`/api/meals/${mealPlanId}`, { token: first.token })).status).toBe(200);
    expect((await api(`/api/shopping/${shoppingListId}`, { token: second.token })).status).toBe(200);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE id = ?').bind(owner.user.id).first('n')).toBe(0);
  });

  it('the retention sweep erases an inactive owner like its own deletion: the active member keeps the household and its plan', async () => {
    const sleeper = await registerUser({ name: 'Dormeur', premium: true });
    const active = await registerUser({ name: 'Actif' });
    await householdOf(sleeper, active);
    const { mealPlanId } = await planAndList(sleeper.token);
    const longAgo = new Date(Date.now() - 4 * 365 * 24 * 3600 * 1000).toISOString();
    await env.DB.prepare('UPDATE users SET last_active_at = ? WHERE id = ?').bind(longAgo, sleeper.user.id).run();

    const counts = await runRetention({ db: createDb(env.DB), now: () => new Date() });
    expect(counts.users).toBeGreaterThanOrEqual(1);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE id = ?').bind(sleeper.user.id).first('n')).toBe(0);
    const household = householdResponseSchema.parse((await api('/api/households/current', { token: active.token })).json).data;
    expect(household.members).toEqual([{ id: active.user.id, name: 'Actif', role: 'owner' }]);
    expect((await api(`/api/meals/${mealPlanId}`, { token: active.token })).status).toBe(200);
  });

  it('an account alone takes its household with it', async () => {
    const alone = await registerUser();
    const { id } = householdResponseSchema.parse((await api('/api/households/current', { token: alone.token })).json).data;
    await planAndList(alone.token);
    expect((await api('/api/users/me', { method: 'DELETE', body: { password: TEST_PASSWORD }, token: alone.token })).status).toBe(200);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM households WHERE id = ?').bind(id).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM meal_plans WHERE household_id = ?').bind(id).first('n')).toBe(0);
  });

  it('the export holds the household the user sees: its name, members, pantry, and the plans another member made', async () => {
    const owner = await registerUser({ name: 'Alix', premium: true });
    const member = await registerUser({ name: 'Noé' });
    await householdOf(owner, member);
    const { mealPlanId, shoppingListId } = await planAndList(owner.token);
    const res = await api('/api/users/me/export', { token: member.token });
    expect(res.status).toBe(200);
    const doc = res.json as {
      household: { name: string; role: string; members: { name: string; role: string }[]; pantry: unknown };
      mealPlans: { id: string }[];
      shoppingLists: { id: string }[];
      recipes: unknown[];
    };
    expect(doc.household).toMatchObject({
      name: 'Foyer de Alix',
      role: 'member',
      members: [
        { name: 'Alix', role: 'owner' },
        { name: 'Noé', role: 'member' },
      ],
      pantry: { mode: 'apart', items: [] },
    });
    expect(doc.mealPlans.map((p) => p.id)).toEqual([mealPlanId]);
    expect(doc.shoppingLists.map((l) => l.id)).toEqual([shoppingListId]);
    // Another member's recipes are its own personal data.
    expect(doc.recipes).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain(owner.email);
  });

  it('a former member’s session answers 404 on the household’s plan right after it is removed', async () => {
    const owner = await registerUser({ premium: true });
    const member = await registerUser();
    await householdOf(owner, member);
    const { mealPlanId } = await planAndList(owner.token);
    expect((await api(`/api/households/members/${member.user.id}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    const res = await api(`/api/meals/${mealPlanId}`, { token: member.token });
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(MESSAGES.mealPlanNotFound);
  });
});
