import type { Recipe } from '@shared/schemas/recipes';

/** A complete recipe as the API answers it; tests override only what they look at. */
export function aRecipe(overrides: Partial<Recipe> = {}): Recipe {
  const id = overrides.id ?? 'r1';
  return {
    id,
    title: 'Gratin de courgettes',
    description: 'Fondant et doré',
    dishType: 'Plat chaud',
    cuisine: 'Française',
    complexity: 2,
    prepTime: 20,
    cookTime: 35,
    servings: 4,
    ingredients: [{ name: 'Courgettes', quantity: 800, unity: 'g' }],
    instructions: [{ time: 10, explanation: 'Couper les courgettes.', tips: '' }],
    variantSuggestions: [],
    improvementSuggestions: [],
    sideDishSuggestions: [],
    imageUrl: null,
    allergens: [],
    diets: [],
    nutritionPerPortion: { kcal: 300, proteines: 12, glucides: 10, lipides: 20, fibres: 3, sel: 0.8 },
    costPerPortion: 2,
    seasonMonths: [6, 7, 8],
    nutriScore: 'C',
    tags: [],
    parentId: null,
    rootId: id,
    sourceRecipeId: null,
    generatedAt: '2026-11-23T17:05:00.000Z',
    savedAt: null,
    criteria: null,
    ...overrides,
  };
}
