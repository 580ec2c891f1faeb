import { describe, expect, it } from 'vitest';
import { corpusRecipeDraft, deriveRecipeFacts, type EaterProfile } from '../kitchen/index';
import { withoutDisliked } from './checks';
import { serveSafely } from './gate';

const keto: EaterProfile = { allergies: [], dislikedIngredients: [], diets: ['Cétogène'], adults: 1, children: 0, cuisinePreferences: [] };
/** Carbs per portion recomputed from the lines (not the facts the recipe carries). */
const carbs = (r: { ingredients: { name: string; quantity: number; unity: string; ingredientId: string | null }[]; servings: number }) =>
  deriveRecipeFacts(r.ingredients, r.servings).nutritionPerPortion.glucides;

describe('serveSafely: the check at the portions served', () => {
  it('a keto recipe fine for 4 but over 15 g a portion for 1 is repaired at 1 portion, or refused when repair is not allowed', () => {
    const shakshuka = corpusRecipeDraft('shakshuka')!;
    expect(shakshuka.servings).toBe(4);
    expect(carbs(shakshuka)).toBeLessThanOrEqual(15);
    expect(serveSafely(shakshuka, keto, 4)).toMatchObject({ repaired: false });

    const served = serveSafely(shakshuka, keto, 1)!;
    expect(served.repaired).toBe(true);
    expect(served.recipe.servings).toBe(1);
    expect(carbs(served.recipe)).toBeLessThanOrEqual(15);
    expect(served.recipe.nutritionPerPortion.glucides).toBe(carbs(served.recipe));

    expect(serveSafely(shakshuka, keto, 1, { repair: false })).toBeNull();
  });

  it('refuses what no repair brings under the ceiling at that size', () => {
    expect(serveSafely(corpusRecipeDraft('salade-grecque')!, keto, 4)).not.toBeNull();
    expect(serveSafely(corpusRecipeDraft('salade-grecque')!, keto, 1)).toBeNull();
  });

  it('an allergen is never served, whatever the portions', () => {
    const eggs = corpusRecipeDraft('shakshuka')!;
    const allergic: EaterProfile = { ...keto, diets: [], allergies: ['Œufs'] };
    for (const servings of [1, 2, 4, 6]) {
      const served = serveSafely(eggs, allergic, servings, { repair: false });
      expect(served).toBeNull();
    }
  });
});

describe('withoutDisliked: an LLM does not know the ratings', () => {
  const group = (ids: (string | null)[]) => ({
    type: 'Plat chaud',
    suggestions: ids.map((id, i) => ({ title: `t${i}`, description: '', level: 1, already_generated_recipe_id: null, sourceRecipeId: id })),
  });
  const profile = (disliked: string[]): EaterProfile => ({
    ...keto,
    diets: [],
    tastes: { lovedRecipeIds: [], dislikedRecipeIds: disliked, lovedIngredientIds: [], dislikedIngredientIds: [] },
  });

  it('drops the corpus recipes rated 1-2 stars, unless nothing would be left', () => {
    expect(withoutDisliked([group(['a', 'b', null])], profile(['a'])).flatMap((g) => g.suggestions.map((s) => s.sourceRecipeId))).toEqual([
      'b',
      null,
    ]);
    expect(withoutDisliked([group(['a'])], profile(['a'])).flatMap((g) => g.suggestions.map((s) => s.sourceRecipeId))).toEqual(['a']);
  });
});
