import { describe, it, expect } from 'vitest';
import { env } from 'cloudflare:test';
import { api, registerUser } from '../../../test/kit';
import { recipeAnswerSchema, recipeDetailResponseSchema } from '@shared/schemas/recipes';

// Every recipe the API answers carries its Nutri-Score, derived from its ingredients: stored with
// new recipes, computed when read for the rows written before it existed (no migration).

async function fromCorpus(token: string, sourceRecipeId: string) {
  const res = await api('/api/recipes/from-corpus', { body: { sourceRecipeId }, token });
  expect(res.status, res.text).toBe(200);
  return recipeAnswerSchema.parse(res.json).recipe;
}

async function getRecipe(token: string, id: string) {
  const res = await api(`/api/meals/recipe/${id}`, { token });
  expect(res.status, res.text).toBe(200);
  return recipeDetailResponseSchema.parse(res.json).data.recipe;
}

const storedBody = async (id: string) =>
  JSON.parse((await env.DB.prepare('SELECT body FROM recipes WHERE id = ?').bind(id).first<{ body: string }>())!.body) as Record<
    string,
    unknown
  >;

describe('Nutri-Score of the recipes the API answers', () => {
  it('GET a recipe answers its Nutri-Score, the one stored with it: the apple and pear compote is A', async () => {
    // Worked out by hand in worker/kitchen/facts/derive.test.ts: 90 % fruit, 9.3 g of sugars per 100 g → −3 → A.
    const { token } = await registerUser();
    const created = await fromCorpus(token, 'compote-pommes-poires-a-la-cannelle');
    expect(created.nutriScore).toBe('A');
    expect((await getRecipe(token, created.id)).nutriScore).toBe('A');
    expect((await storedBody(created.id)).nutriScore).toBe('A');
  });

  it('an alcoholic drink answers nutriScore null', async () => {
    const { token } = await registerUser();
    const kir = await fromCorpus(token, 'kir-bourguignon');
    expect(kir.dishType).toBe('Cocktail');
    const read = await getRecipe(token, kir.id);
    expect(read).toHaveProperty('nutriScore', null);
  });

  it('a row written before the Nutri-Score existed gets it computed from its ingredients when read', async () => {
    const { token } = await registerUser();
    const created = await fromCorpus(token, 'compote-pommes-poires-a-la-cannelle');
    await env.DB.prepare("UPDATE recipes SET body = json_remove(body, '$.nutriScore') WHERE id = ?").bind(created.id).run();
    expect(await storedBody(created.id)).not.toHaveProperty('nutriScore');

    expect((await getRecipe(token, created.id)).nutriScore).toBe('A');
  });
});
