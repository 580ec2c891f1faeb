import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recipeDetailResponseSchema, type Recipe } from '@shared/schemas/recipes';
import { renderScreen, stubAnswer, stubApi } from '@web/test/api-stub';
import RecipePage from './recipe-page';

// A planned meal's page: the recipe as the week serves it (2 people eating 1.25 portions each).
const SERVED: Recipe = {
  id: 'r1',
  title: 'Salade avocat-tomate',
  description: '',
  dishType: 'Plat froid',
  cuisine: 'Française',
  complexity: 1,
  prepTime: 10,
  cookTime: 0,
  servings: 2.5,
  ingredients: [
    { name: 'Avocats', quantity: 2, unity: 'pièce', ingredientId: 'avocat' },
    { name: 'Tomates', quantity: 200, unity: 'g', ingredientId: 'tomate' },
  ],
  instructions: [{ time: 5, explanation: 'Couper et mélanger.', tips: '' }],
  variantSuggestions: [],
  improvementSuggestions: [],
  sideDishSuggestions: [],
  imageUrl: null,
  allergens: [],
  diets: ['Végan'],
  nutritionPerPortion: { kcal: 373, proteines: 3, glucides: 3, lipides: 33, fibres: 6, sel: 0 },
  costPerPortion: 1.2,
  seasonMonths: [7, 8],
  nutriScore: 'B',
  tags: [],
  parentId: null,
  rootId: 'r1',
  sourceRecipeId: 'salade',
  generatedAt: '2026-11-23T17:05:00.000Z',
  savedAt: null,
  criteria: null,
};
const served = { weekPlanId: 'wp1', day: 'Mardi', mealType: 'dîner' } as const;

afterEach(() => vi.unstubAllGlobals());

describe('RecipePage of a planned meal', { timeout: 20_000 }, () => {
  it('asks for the meal, shows the served quantities for the week’s people and counts people when rescaling', async () => {
    stubApi({
      'GET /api/meals/recipe/r1': () =>
        stubAnswer(recipeDetailResponseSchema, {
          success: true,
          data: {
            recipe: SERVED,
            familyTree: { id: 'r1', title: SERVED.title, generatedAt: SERVED.generatedAt, children: [] },
            served: { ...served, people: 2, portions: 1.25 },
          },
        }),
    });
    renderScreen(<RecipePage />, { url: '/recette/r1?weekPlanId=wp1&day=Mardi&mealType=d%C3%AEner', paths: ['/recette/:recipeId'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Salade avocat-tomate' })).toBeTruthy();
    const url = String(vi.mocked(fetch).mock.calls[0]![0]);
    expect(new URL(url, 'http://localhost').search).toBe('?weekPlanId=wp1&day=Mardi&mealType=d%C3%AEner');
    expect(
      screen.getByText('Quantités du menu de la semaine : 2 personnes, portion × 1,25, arrondies comme sur la liste de courses.'),
    ).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Ingrédients' });
    expect(within(list).getByText('200 g')).toBeTruthy();
    expect(screen.getByText('373 kcal')).toBeTruthy();
    expect(screen.getByText('2 personnes')).toBeTruthy();
    // One more person: 3 × 1.25 = 3.75 portions, rescaled from the served 2.5 as the list rounds.
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une portion' }));
    expect(screen.getByText('3 personnes')).toBeTruthy();
    expect(screen.getByText('Quantités recalculées pour 3,75 portions, arrondies comme sur la liste de courses.')).toBeTruthy();
    expect(within(list).getByText('300 g')).toBeTruthy();
  });
});
