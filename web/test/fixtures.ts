import type { z } from '@shared/validation';
import type { Recipe } from '@shared/schemas/recipes';
import type { userSchema } from '@shared/schemas/users';

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

/** A user as GET /api/users/profile sends it (before the schema's defaults); tests override what they look at. */
export function aUser(overrides: Partial<z.input<typeof userSchema>> = {}): z.input<typeof userSchema> {
  return {
    id: 'u1',
    _id: 'u1',
    name: 'Camille',
    email: 'camille@exemple.fr',
    preferences: {},
    readings: { allergies: [], diets: [], dislikedIngredients: [] },
    household: { size: 2, includesChildren: false },
    location: {},
    subscription: { type: 'free', expiresAt: null, cancelAtPeriodEnd: false },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
