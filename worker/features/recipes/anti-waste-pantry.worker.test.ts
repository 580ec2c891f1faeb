import { describe, expect, it } from 'vitest';
import { antiWasteResponseSchema, recipeDetailResponseSchema } from '@shared/schemas/recipes';
import { pantryResponseSchema } from '@shared/schemas/households';
import { normalizeText } from '@shared/text';
import { api, apiAs, parseAnswer, registerUser } from '../../../test/kit';

// « Cuisiner sans gaspiller » from the cupboard (workerd, real D1, local provider): with
// `usePantry: true` the recipes that use most of the household's counted pantry items come first.

const INGREDIENTS = ['courgette', 'tomate', 'oeuf', 'feta', 'poivron', 'oignon'];
const body = (extra: Record<string, unknown> = {}) => ({
  ingredients: INGREDIENTS,
  dietaryRestrictions: [],
  mealType: '',
  time: 60,
  peopleCount: 2,
  ...extra,
});

async function generate(token: string, extra: Record<string, unknown> = {}) {
  const res = await api('/api/generate-recipes-from-ingredients', { body: body(extra), token });
  expect(res.status, res.text).toBe(200);
  return antiWasteResponseSchema.parse(res.json).recipes;
}

/** The names of a stored recipe's ingredient lines, as its page shows them (before any comma). */
async function lineNames(token: string, recipeId: string): Promise<string[]> {
  const res = await api(`/api/meals/recipe/${recipeId}`, { token });
  expect(res.status, res.text).toBe(200);
  const names = parseAnswer(recipeDetailResponseSchema, res).json.data.recipe.ingredients.map((i) => i.name.split(',')[0]!.trim());
  return [...new Set(names)];
}

const firstWord = (name: string) => normalizeText(name).split(' ')[0]!;

describe('POST /api/generate-recipes-from-ingredients with usePantry', () => {
  it('puts first the recipe that uses 3 of the pantry’s items, before the one that used to lead and uses 1', async () => {
    const { token } = await registerUser({ premium: true });
    const plain = await generate(token);
    expect(plain.length).toBeGreaterThanOrEqual(3);
    const leader = plain[0]!;
    const last = plain[plain.length - 1]!;
    const leaderLines = await lineNames(token, leader.id);
    const lastLines = await lineNames(token, last.id);
    // Three ingredients only the last recipe has, one only the leader has (by their first word, so
    // « Tomates cerises » and « Tomate » are not split between them).
    const onlyLast = lastLines.filter((n) => !leaderLines.some((m) => firstWord(m) === firstWord(n)));
    const onlyLeader = leaderLines.filter((n) => !lastLines.some((m) => firstWord(m) === firstWord(n)));
    expect(onlyLast.length).toBeGreaterThanOrEqual(3);
    expect(onlyLeader.length).toBeGreaterThanOrEqual(1);
    const items = [...onlyLast.slice(0, 3), onlyLeader[0]!].map((name) => ({ name, quantity: 1, unit: 'pièce' }));
    const saved = await apiAs(pantryResponseSchema, '/api/households/pantry', { method: 'PUT', token, body: { mode: 'apart', items } });
    expect(saved.status, saved.text).toBe(200);

    const ranked = await generate(token, { usePantry: true });
    const titles = ranked.map((r) => r.title);
    expect([...titles].sort()).toEqual(plain.map((r) => r.title).sort());
    expect(titles[0]).toBe(last.title);
    expect(titles.indexOf(leader.title)).toBeGreaterThan(0);

    // Without the option the order is the one it always was, pantry or not.
    expect((await generate(token)).map((r) => r.title)).toEqual(plain.map((r) => r.title));
    expect((await generate(token, { usePantry: false })).map((r) => r.title)).toEqual(plain.map((r) => r.title));
  });

  it('staples (« assez ») rank nothing, and another household’s pantry is never read', async () => {
    const owner = await registerUser({ premium: true });
    const other = await registerUser({ premium: true });
    const plain = await generate(owner.token);
    const last = plain[plain.length - 1]!;
    expect(plain.length).toBeGreaterThanOrEqual(2);
    const lastLines = await lineNames(owner.token, last.id);
    expect(lastLines.length).toBeGreaterThanOrEqual(3);
    // The other household counts the last recipe's ingredients; the owner has them as staples only.
    const counted = lastLines.map((name) => ({ name, quantity: 2, unit: 'pièce' }));
    for (const [token, items] of [
      [other.token, counted],
      [owner.token, lastLines],
    ] as const) {
      const res = await api('/api/households/pantry', { method: 'PUT', token, body: { mode: 'apart', items } });
      expect(res.status, res.text).toBe(200);
    }
    expect((await generate(owner.token, { usePantry: true })).map((r) => r.title)).toEqual(plain.map((r) => r.title));
  });

  it('a usePantry that is not a boolean is a French 400 naming the field', async () => {
    const { token } = await registerUser({ premium: true });
    const res = await api('/api/generate-recipes-from-ingredients', { body: body({ usePantry: 'oui' }), token });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: expect.stringMatching(/^Champ « usePantry » : /) });
    expect((res.json as { message: string }).message).toMatch(/booléen/i);
  });
});
