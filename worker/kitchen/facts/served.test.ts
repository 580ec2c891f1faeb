import { describe, expect, it } from 'vitest';
import { PORTION_FACTORS } from '@shared/schemas/week-menu';
import type { RecipeDraft } from '../model';
import { servedRecipe } from './served';
import { deriveRecipeFacts } from './derive';
import { toCandidate } from '../planning/week';
import { servedFactsOf, SERVED_KCAL, FACTOR_COUNT } from '../planning/optimiser/costs';

// Worked by hand from the catalogue's CIQUAL figures: avocado 203 kcal/100 g, 200 g a piece; olive
// oil 899 kcal/100 g, 0.92 g/ml; tomato 19.2 kcal/100 g. A spoon is 15 ml, a c. à café 5 ml.
const ingredients = [
  { name: 'Avocats', quantity: 2, unity: 'pièce', ingredientId: 'avocat' },
  { name: "Huile d'olive", quantity: 1, unity: 'c. à soupe', ingredientId: 'huile-d-olive' },
  { name: 'Tomates', quantity: 300, unity: 'g', ingredientId: 'tomate' },
];
const recipe: RecipeDraft = {
  title: 'Salade avocat-tomate',
  description: '',
  dishType: 'Plat froid',
  cuisine: 'Française',
  complexity: 1,
  prepTime: 10,
  cookTime: 0,
  servings: 4,
  ingredients,
  instructions: [{ time: 5, explanation: 'Couper et mélanger.', tips: '' }],
  variantSuggestions: [],
  improvementSuggestions: [],
  sideDishSuggestions: [],
  imageUrl: null,
  tags: [],
  sourceRecipeId: null,
  ...deriveRecipeFacts(ingredients, 4, 'Plat froid', 'Salade avocat-tomate'),
};

describe('servedRecipe: the copy served to a household, rounded as the list rounds', () => {
  it('one person, one portion: the half avocado is the whole one bought, and the figures are those of the served copy', () => {
    // Unrounded: (2 × 200 g × 2.03 + 13.8 g × 8.99 + 300 g × 0.192) / 4 = 248 kcal a portion.
    expect(recipe.nutritionPerPortion.kcal).toBe(248);
    const served = servedRecipe(recipe, 1, 1);
    expect(served.servings).toBe(1);
    expect(served.ingredients.map(({ quantity, unity }) => `${quantity} ${unity}`)).toEqual(['1 pièce', '1 c. à café', '80 g']);
    // 200 g × 2.03 + 4.6 g × 8.99 + 80 g × 0.192 = 462.7 kcal.
    expect(served.nutritionPerPortion.kcal).toBe(463);
  });

  it('two people eating 1.25 portions: quantities for 2.5 portions, figures per standard portion', () => {
    const served = servedRecipe(recipe, 2, 1.25);
    expect(served.servings).toBe(2.5);
    expect(served.people).toBe(2);
    expect(served.portionFactor).toBe(1.25);
    // 1.25 avocado → 2; 9.4 ml of oil → 2 c. à café; 187.5 g of tomatoes → 200 g (50 g steps above 100 g).
    expect(served.ingredients.map(({ quantity, unity }) => `${quantity} ${unity}`)).toEqual(['2 pièce', '2 c. à café', '200 g']);
    // (400 g × 2.03 + 9.2 g × 8.99 + 200 g × 0.192) / 2.5 = 373.2 kcal.
    expect(served.nutritionPerPortion.kcal).toBe(373);
  });

  it('serving the served copy again changes nothing (the rounding is stable)', () => {
    const served = servedRecipe(recipe, 3, 1.5);
    const again = servedRecipe(served, served.servings, 1);
    expect(again.ingredients).toEqual(served.ingredients);
    expect(again.nutritionPerPortion).toEqual(served.nutritionPerPortion);
  });
});

describe('the optimiser counts the served copy', () => {
  it("per person, at each portion factor, the energy it plans with is the served copy's, not the recipe's unrounded portion", () => {
    for (const source of ['user', 'corpus'] as const) {
      const counted = servedFactsOf(toCandidate(source, `test-${source}`, recipe, ['déjeuner']), 2);
      // At 1.25 for two: 933.1 kcal cooked (see above) / 2 people = 466.6 kcal each.
      expect(counted[SERVED_KCAL * FACTOR_COUNT + PORTION_FACTORS.indexOf(1.25)]).toBeCloseTo(466.55, 1);
      expect(Math.abs(counted[SERVED_KCAL * FACTOR_COUNT + PORTION_FACTORS.indexOf(1.25)]! - 248 * 1.25)).toBeGreaterThan(100);
      for (const [fi, factor] of PORTION_FACTORS.entries()) {
        const page = servedRecipe(recipe, 2, factor).nutritionPerPortion.kcal * factor;
        expect(Math.abs(counted[SERVED_KCAL * FACTOR_COUNT + fi]! - page)).toBeLessThanOrEqual(1);
      }
    }
  });
});
