import { describe, expect, it } from 'vitest';
import { compositionPer100g, nutriScoreOf, recipeNutriScore } from './nutriscore';
import { CIQUAL_SUGARS_SATFAT } from '../knowledge/data/ingredients/ciqual-sugars-satfat';
import { ALL_INGREDIENTS } from '../knowledge/kb';

// Worked examples: each figure's points are counted by hand from the published 2023 tables
// (one point per threshold strictly exceeded), and written next to it.
describe('Nutri-Score 2023, worked examples', () => {
  it('breakfast cereals: sugary, salty, high in fibre → D (14)', () => {
    // energy 2450 kJ > 2345 → 7; sugars 31 g > 27 → 8; saturated fat 1.03 g > 1 → 1; salt 0.55 g > 0.4 → 2.
    // N = 18 ≥ 11 → proteins not counted. Fibre 6.9 g > 6.3 → 4; fruits/vegetables 0 % → 0. 18 − 4 = 14 → D.
    expect(
      nutriScoreOf({
        energyKj: 2450,
        sugars: 31,
        saturatedFat: 1.03,
        salt: 0.5525,
        fibre: 6.9,
        proteins: 10.3,
        fruitsVegetablesLegumes: 0,
      }),
    ).toEqual({
      grade: 'D',
      score: 14,
      negativePoints: 18,
      positivePoints: 4,
    });
  });

  it('a vegetable stew → A (−6)', () => {
    // energy 300 kJ → 0; sugars 3 g → 0; saturated fat 0.5 g → 0; salt 0.3 g > 0.2 → 1. N = 1 < 11 → proteins count.
    // proteins 3 g > 2.4 → 1; fibre 3.5 g > 3.0 → 1; fruits/vegetables/legumes 85 % > 80 → 5. 1 − 7 = −6 → A.
    expect(
      nutriScoreOf({ energyKj: 300, sugars: 3, saturatedFat: 0.5, salt: 0.3, fibre: 3.5, proteins: 3, fruitsVegetablesLegumes: 85 }),
    ).toEqual({
      grade: 'A',
      score: -6,
      negativePoints: 1,
      positivePoints: 7,
    });
  });

  it('a cheese quiche: proteins stop counting from 11 negative points → D (16)', () => {
    // energy 1150 kJ > 1005 → 3; sugars 2 g → 0; saturated fat 9.5 g > 9 → 9; salt 0.9 g > 0.8 → 4. N = 16.
    // proteins 11 g would give 4 points, but N ≥ 11 so they do not count; fibre 1 g → 0; vegetables 20 % → 0. 16 − 0 = 16 → D.
    expect(
      nutriScoreOf({ energyKj: 1150, sugars: 2, saturatedFat: 9.5, salt: 0.9, fibre: 1, proteins: 11, fruitsVegetablesLegumes: 20 }),
    ).toEqual({
      grade: 'D',
      score: 16,
      negativePoints: 16,
      positivePoints: 0,
    });
  });

  it('a value on a threshold earns no point (strictly greater)', () => {
    // energy 335 kJ → 0; sugars 3.4 g → 0; saturated fat 1 g → 0; salt 0.2 g → 0; proteins 2.4 g → 0; fibre 3.0 g → 0.
    expect(
      nutriScoreOf({ energyKj: 335, sugars: 3.4, saturatedFat: 1, salt: 0.2, fibre: 3.0, proteins: 2.4, fruitsVegetablesLegumes: 40 }),
    ).toEqual({
      grade: 'A',
      score: 0,
      negativePoints: 0,
      positivePoints: 0,
    });
  });

  it('red meat dishes earn at most 2 protein points', () => {
    // energy 800 kJ > 670 → 2; sugars 1 g → 0; saturated fat 4.5 g > 4 → 4; salt 0.5 g > 0.4 → 2. N = 8.
    // proteins 20 g > 17 → 7, capped at 2 for red meat; fibre 0; vegetables 0. 8 − 2 = 6 → C; without the cap 8 − 7 = 1 → B.
    const steak = { energyKj: 800, sugars: 1, saturatedFat: 4.5, salt: 0.5, fibre: 0, proteins: 20, fruitsVegetablesLegumes: 0 };
    expect(nutriScoreOf({ ...steak, isRedMeat: true })).toMatchObject({ grade: 'C', score: 6 });
    expect(nutriScoreOf(steak)).toMatchObject({ grade: 'B', score: 1 });
  });

  it('beverages use their own tables and grades; water is A', () => {
    // energy 182 kJ > 150 → 3; sugars 8.9 g > 8 → 7; saturated fat 0; salt 0.5 g > 0.4 → 2. N = 12.
    // Proteins always count for beverages: 0.2 g → 0; fibre 0.5 g → 0; fruits 50 % > 40 (twice) → 2. 12 − 2 = 10 → E.
    expect(
      nutriScoreOf({
        energyKj: 182,
        sugars: 8.9,
        saturatedFat: 0,
        salt: 0.5,
        fibre: 0.5,
        proteins: 0.2,
        fruitsVegetablesLegumes: 50,
        isBeverage: true,
      }),
    ).toEqual({
      grade: 'E',
      score: 10,
      negativePoints: 12,
      positivePoints: 2,
    });
    expect(
      nutriScoreOf({
        energyKj: 0,
        sugars: 0,
        saturatedFat: 0,
        salt: 0,
        fibre: 0,
        proteins: 0,
        fruitsVegetablesLegumes: 0,
        isBeverage: true,
        isWater: true,
      }).grade,
    ).toBe('A');
  });
});

describe('Nutri-Score of a recipe, from the CIQUAL composition of its ingredients', () => {
  it('courgettes alone: the CIQUAL figures of "Courgette, chair et peau, crue" give A', () => {
    // 16.7 kcal = 69.9 kJ → 0; sugars 1.74 g → 0; saturated fat 0.084 g → 0; salt 0.02 g → 0.
    // proteins 1.21 g → 0; fibre 1 g → 0; vegetables 100 % → 5. 0 − 5 = −5 → A.
    const lines = [{ name: 'Courgette', quantity: 500, unity: 'g', ingredientId: 'courgette' }];
    const composition = compositionPer100g(lines);
    expect(composition?.energyKj).toBeCloseTo(16.7 * 4.184, 5);
    expect(composition?.sugars).toBeCloseTo(1.74, 5);
    expect(composition?.fruitsVegetablesLegumes).toBe(100);
    expect(recipeNutriScore(lines)).toEqual({ grade: 'A', score: -5, negativePoints: 0, positivePoints: 5 });
  });

  it('weights each ingredient by its grams: half courgette, half water halves every figure', () => {
    const half = compositionPer100g([
      { name: 'Courgette', quantity: 200, unity: 'g', ingredientId: 'courgette' },
      { name: 'Eau', quantity: 200, unity: 'ml', ingredientId: 'eau' },
    ]);
    expect(half?.sugars).toBeCloseTo(0.87, 5);
    expect(half?.fruitsVegetablesLegumes).toBeCloseTo(50, 5);
  });

  it('an alcoholic drink has no Nutri-Score', () => {
    expect(
      recipeNutriScore([{ name: 'Vin rouge', quantity: 150, unity: 'ml', ingredientId: 'vin-rouge' }], { isBeverage: true }),
    ).toBeNull();
  });

  it('every CIQUAL code of the catalogue has its sugars and saturated fat', () => {
    const codes = [...new Set(ALL_INGREDIENTS.map((i) => i.ciqual.code))];
    expect(codes.length).toBeGreaterThan(500);
    expect(codes.filter((c) => CIQUAL_SUGARS_SATFAT[c] === undefined)).toEqual([]);
  });
});
