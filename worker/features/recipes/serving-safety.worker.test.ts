// Every recipe a user receives is checked against the whole profile at the portions it is stored with;
// the household's ratings steer the suggestions.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { deriveRecipeFacts } from '../../kitchen/index';
import {
  antiWasteResponseSchema,
  recipeAnswerSchema,
  recipeDetailResponseSchema,
  suggestionsResponseSchema,
} from '@shared/schemas/recipes';
import { api, parseAnswer, registerUser, type ApiResponse } from '../../../test/kit';

/** Carbs per portion and allergens recomputed from the stored ingredients (not the stored facts). */
function recomputed(recipe: {
  ingredients: { name: string; quantity: number; unity: string; ingredientId?: string | null }[];
  servings: number;
}) {
  const facts = deriveRecipeFacts(
    recipe.ingredients.map((i) => ({ ...i, ingredientId: i.ingredientId ?? null })),
    recipe.servings,
  );
  return { carbs: facts.nutritionPerPortion.glucides, allergens: facts.allergens };
}

async function stored(token: string, id: string) {
  const res = await api(`/api/meals/recipe/${id}`, { token });
  expect(res.status).toBe(200);
  return parseAnswer(recipeDetailResponseSchema, res).json.data.recipe;
}

const form = (over: Record<string, unknown> = {}) => ({
  dish: [],
  preparationTime: 30,
  bakingTime: 30,
  cuisine: [],
  complexity: [],
  ingredients: [],
  description: '',
  ...over,
});
const suggestionsOf = (res: ApiResponse) => parseAnswer(suggestionsResponseSchema, res).json.data.suggestions.flatMap((g) => g.suggestions);

describe('a keto household of one', () => {
  it('every suggestion it is offered becomes a recipe for 1 within 15 g of carbs a portion; versions too, at their own portions', async () => {
    const user = await registerUser({ preferences: { dietaryRestrictions: ['Cétogène'], adultCount: 1, childrenCount: 0 } });
    const f = form({ dish: ['Plat froid', 'Plat chaud', 'Entrée'], description: 'salade grecque' });
    const res = await api('/api/meals/recipe-suggestions', { token: user.token, body: f });
    expect(res.status).toBe(200);
    const list = suggestionsOf(res);
    expect(list.length).toBeGreaterThanOrEqual(8);
    // Within the ceiling for the 4 portions of the corpus, over it for 1: not offered to this household.
    expect(list.map((s) => s.sourceRecipeId)).not.toContain('salade-grecque');
    const ids: string[] = [];
    for (const s of list) {
      const made = await api('/api/meals/transform-suggestion-to-recipe', {
        token: user.token,
        body: { title: s.title, description: s.description, sourceRecipeId: s.sourceRecipeId, parameters: f },
      });
      expect(made.status, made.text).toBe(200);
      const recipe = await stored(user.token, parseAnswer(recipeAnswerSchema, made).json.recipe.id);
      expect(recipe.servings).toBe(1);
      expect(recomputed(recipe).carbs).toBeLessThanOrEqual(15);
      ids.push(recipe.id);
    }
    const version = await api('/api/meals/iterate-recipe', {
      token: user.token,
      body: {
        originalRecipe: { id: ids[0] },
        variants: ['Pour 6 personnes'],
        comment: '',
        ingredientReplacements: [],
        excludedIngredients: [],
      },
    });
    expect(version.status, version.text).toBe(200);
    const v = await stored(user.token, parseAnswer(recipeAnswerSchema, version).json.recipe.id);
    expect(v.servings).toBe(6);
    expect(recomputed(v).carbs).toBeLessThanOrEqual(15);
  });
});

describe('anti-waste results are served checked', () => {
  it('for the form people count, without the allergen, under the keto ceiling', async () => {
    const user = await registerUser({ preferences: { dietaryRestrictions: ['Cétogène'], allergies: ['Lait'] }, premium: true });
    const body = {
      ingredients: ['Courgette', 'Poulet', 'Tomate', 'Épinards', 'Œuf'],
      dietaryRestrictions: [],
      mealType: '',
      time: 120,
      peopleCount: 3,
    };
    const res = await api('/api/generate-recipes-from-ingredients', { token: user.token, body });
    expect(res.status, res.text).toBe(200);
    const results = parseAnswer(antiWasteResponseSchema, res).json.recipes;
    expect(results.length).toBeGreaterThan(0);
    const rows = await env.DB.prepare('SELECT id FROM recipes WHERE user_id = ? AND from_anti_waste = 1')
      .bind(user.user.id)
      .all<{ id: string }>();
    expect(rows.results.map((r) => r.id).sort()).toEqual(results.map((r) => r.id).sort());
    for (const { id } of results) {
      const recipe = await stored(user.token, id);
      expect(recipe.servings).toBe(3);
      const facts = recomputed(recipe);
      expect(facts.allergens).not.toContain('Lait');
      expect(facts.carbs).toBeLessThanOrEqual(15);
    }
  });
});

describe('suggestions and the household ratings', () => {
  it('a recipe rated 1 star is not suggested again; one rated 5 stars comes first', async () => {
    const user = await registerUser();
    const f = form({ dish: ['Plat chaud'], preparationTime: 120, bakingTime: 120 });
    const before = suggestionsOf(await api('/api/meals/recipe-suggestions', { token: user.token, body: f }));
    expect(before.length).toBeGreaterThanOrEqual(3);
    const open = async (s: { title: string; description: string; sourceRecipeId?: string | null }) => {
      const made = await api('/api/meals/transform-suggestion-to-recipe', {
        token: user.token,
        body: { title: s.title, description: s.description, sourceRecipeId: s.sourceRecipeId, parameters: f },
      });
      expect(made.status, made.text).toBe(200);
      return parseAnswer(recipeAnswerSchema, made).json.recipe.id;
    };
    const disliked = before[0]!;
    const loved = before[before.length - 1]!;
    expect((await api('/api/rate-recipe', { token: user.token, body: { recipeId: await open(disliked), rating: 1 } })).status).toBe(200);
    expect((await api('/api/rate-recipe', { token: user.token, body: { recipeId: await open(loved), rating: 5 } })).status).toBe(200);
    const after = suggestionsOf(await api('/api/meals/recipe-suggestions', { token: user.token, body: f }));
    expect(after.map((s) => s.sourceRecipeId)).not.toContain(disliked.sourceRecipeId);
    expect(after[0]!.sourceRecipeId).toBe(loved.sourceRecipeId);
  });
});
