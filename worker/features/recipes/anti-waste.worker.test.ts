import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { antiWasteResponseSchema, recipeDetailResponseSchema, userRecipesResponseSchema } from '@shared/schemas/recipes';
import { normalizeText } from '@shared/text';
import { api, apiAs, parseAnswer, registerUser } from '../../../test/kit';

// Anti-waste cooks food only (workerd, real D1, local provider): what the catalogue does not know is
// named back and never reaches a recipe.

const body = (ingredients: string[]) => ({ ingredients, dietaryRestrictions: [], mealType: '', time: 60, peopleCount: 2 });

async function premiumUser() {
  const { token } = await registerUser({ premium: true });
  return token;
}

async function storedRecipeCount(token: string): Promise<number> {
  const me = await apiAs(userRecipesResponseSchema, '/api/user-recipes', { token });
  expect(me.status, me.text).toBe(200);
  return me.json.recipes.length;
}

describe('POST /api/generate-recipes-from-ingredients: food only', () => {
  it('names what it did not understand and cooks only the courgette', async () => {
    const token = await premiumUser();
    const res = await api('/api/generate-recipes-from-ingredients', { body: body(['courgette', 'savon', 'chaussettes']), token });
    expect(res.status, res.text).toBe(200);
    const parsed = antiWasteResponseSchema.parse(res.json);
    expect(parsed.unrecognized).toEqual(['savon', 'chaussettes']);
    expect(parsed.unrecognizedMessage).toBe("Nous n'avons pas reconnu : savon, chaussettes");
    expect(parsed.recipes.length).toBeGreaterThan(0);
    for (const r of parsed.recipes) {
      expect(r.usedIngredients).toEqual(['courgette']);
      // The stored recipe behind the card: title, ingredients and steps.
      const detail = await api(`/api/meals/recipe/${r.id}`, { token });
      expect(detail.status, detail.text).toBe(200);
      const recipe = parseAnswer(recipeDetailResponseSchema, detail).json.data.recipe;
      const text = normalizeText(
        [recipe.title, ...recipe.ingredients.map((i) => i.name), ...recipe.instructions.map((s) => `${s.explanation} ${s.tips}`)].join(' '),
      );
      expect(text, recipe.title).not.toMatch(/savon|chaussette/);
      expect(normalizeText(recipe.ingredients.map((i) => i.name).join(' '))).toContain('courgette');
    }
  });

  it('everything understood: an empty list and no message', async () => {
    const token = await premiumUser();
    const res = await api('/api/generate-recipes-from-ingredients', { body: body(['courgette', 'tomate']), token });
    expect(res.status, res.text).toBe(200);
    const parsed = antiWasteResponseSchema.parse(res.json);
    expect(parsed.unrecognized).toEqual([]);
    expect(parsed.unrecognizedMessage).toBeUndefined();
  });

  it('nothing edible at all: a 400 naming the inputs, and nothing stored', async () => {
    const token = await premiumUser();
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM recipes').first<{ n: number }>();
    const res = await api('/api/generate-recipes-from-ingredients', { body: body(['savon', 'chaussettes']), token });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: "Nous n'avons pas reconnu : savon, chaussettes. Ajoutez au moins un aliment à la liste des ingrédients.",
    });
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM recipes').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    expect(await storedRecipeCount(token)).toBe(0);
  });
});
