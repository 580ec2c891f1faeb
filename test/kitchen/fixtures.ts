// What the kitchen's tests build again and again: a household with no constraint, and a draft of
// catalogue lines whose facts (allergens, diets, nutrition, cost, season) are not derived yet.

import { ingredientById, type EaterProfile, type RecipeDraft } from '../../worker/kitchen/index';

/** Two adults, no allergy, dislike, diet, cuisine or goal; `over` changes any of it. */
export const profileOf = (over: Partial<EaterProfile> = {}): EaterProfile => ({
  allergies: [],
  dislikedIngredients: [],
  diets: [],
  adults: 2,
  children: 0,
  cuisinePreferences: [],
  nutritionalGoals: {},
  ...over,
});

/** A French main course for 4 of catalogue lines [id, quantity, unit], one 5-minute step a text;
 *  `over` changes any field. */
export function draftOf(ids: [string, number, string][], steps: string[], over: Partial<RecipeDraft> = {}): RecipeDraft {
  return {
    title: 'Test',
    description: 'Test',
    dishType: 'Plat chaud',
    cuisine: 'Française',
    complexity: 1,
    prepTime: 10,
    cookTime: 10,
    servings: 4,
    ingredients: ids.map(([id, quantity, unity]) => ({ name: ingredientById(id)!.name, quantity, unity, ingredientId: id })),
    instructions: steps.map((explanation) => ({ time: 5, explanation, tips: '' })),
    variantSuggestions: [],
    improvementSuggestions: [],
    sideDishSuggestions: [],
    imageUrl: null,
    allergens: [],
    diets: [],
    nutritionPerPortion: { kcal: 0, proteines: 0, glucides: 0, lipides: 0, fibres: 0, sel: 0 },
    costPerPortion: 0,
    seasonMonths: [],
    nutriScore: null,
    tags: [],
    sourceRecipeId: null,
    ...over,
  };
}
