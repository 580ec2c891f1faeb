import { describe, expect, it } from 'vitest';
import { compositionPer100g, nutriScoreOf, recipeNutriScore, recipeNutriScoreCategory } from './nutriscore';
import { getIngredient } from '../knowledge/catalogue';
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

// Each expectation below is counted by hand from the 2023 tables, as above.
describe('Nutri-Score 2023, the categories the first version did not have', () => {
  // Camembert, CIQUAL: energy 1172 kJ → 3; saturated fat 15.8 g → 10; salt 1.45 g → 7. N = 20; proteins 19.5 g → 7.
  const camembert = { energyKj: 1172, sugars: 0, saturatedFat: 15.8, salt: 1.45, fibre: 0, proteins: 19.5, fruitsVegetablesLegumes: 0 };

  it('a cheese counts its proteins whatever its negative points: camembert D (13), E (20) as a general food', () => {
    expect(nutriScoreOf({ ...camembert, category: 'cheese' })).toEqual({ grade: 'D', score: 13, negativePoints: 20, positivePoints: 7 });
    expect(nutriScoreOf(camembert)).toEqual({ grade: 'E', score: 20, negativePoints: 20, positivePoints: 0 });
  });

  it('fats: energy from saturates and the saturated fat/lipid ratio replace energy and saturated fat', () => {
    // Olive oil, 3761 kJ, 15.2 g saturated of 99.9 g: 15.2 × 37 = 562.4 kJ → 4; ratio 15.2 % → 1. N = 5 → C (5).
    // As a general food: energy 3761 → 10, saturated fat 15.2 → 10; N = 20 → E.
    const oil = { energyKj: 3761, sugars: 0, saturatedFat: 15.2, salt: 0, fibre: 0, proteins: 0.25, fruitsVegetablesLegumes: 0 };
    expect(nutriScoreOf({ ...oil, category: 'fats', lipids: 99.9 })).toEqual({
      grade: 'C',
      score: 5,
      negativePoints: 5,
      positivePoints: 0,
    });
    expect(nutriScoreOf(oil)).toMatchObject({ grade: 'E', score: 20 });
  });

  it('fats: the ratio earns its point on the threshold; unknown lipids count as all saturated', () => {
    // 10 g of 100 g: 370 kJ → 3; ratio exactly 10 % → 1. N = 4.
    const fat = { energyKj: 3378, sugars: 0, saturatedFat: 10, salt: 0, fibre: 0, proteins: 0, fruitsVegetablesLegumes: 0 };
    expect(nutriScoreOf({ ...fat, category: 'fats', lipids: 100 })).toMatchObject({ score: 4, negativePoints: 4 });
    // 9.9 % → 0. N = 3 (9.9 × 37 = 366.3 kJ → 3).
    expect(nutriScoreOf({ ...fat, saturatedFat: 9.9, category: 'fats', lipids: 100 })).toMatchObject({ score: 3 });
    // No lipids: ratio 100 % → 10. N = 13.
    expect(nutriScoreOf({ ...fat, category: 'fats' })).toMatchObject({ score: 13, negativePoints: 13 });
  });

  it('fats: proteins count only under 7 negative points, and A stops at −6', () => {
    // 4 g saturated of 60 g: 148 kJ → 1; ratio 6.7 % → 0; salt 1.3 g → 6. N = 7 → proteins 20 g not counted; fibre 8 g → 5.
    const seeds = { energyKj: 2500, sugars: 0, saturatedFat: 4, lipids: 60, salt: 1.3, fibre: 8, proteins: 20, fruitsVegetablesLegumes: 0 };
    expect(nutriScoreOf({ ...seeds, category: 'fats' })).toEqual({ grade: 'B', score: 2, negativePoints: 7, positivePoints: 5 });
    // salt 1.1 g → 5: N = 6 → proteins 20 g → 7; 6 − 12 = −6 → A.
    expect(nutriScoreOf({ ...seeds, salt: 1.1, category: 'fats' })).toEqual({
      grade: 'A',
      score: -6,
      negativePoints: 6,
      positivePoints: 12,
    });
    // salt 1.15 g still → 5, fibre 7 g → 4: 6 − 11 = −5 → B (a general food would be A from 0 down).
    expect(nutriScoreOf({ ...seeds, salt: 1.15, fibre: 7, category: 'fats' })).toMatchObject({ grade: 'B', score: -5 });
  });

  it('beverages with non-nutritive sweeteners take 4 more negative points; other foods ignore the flag', () => {
    // energy 82 kJ → 1; sugars 4.5 g → 3. N = 4, 8 with sweeteners; fruits 0.1 % → 0. C (4) → D (8).
    const tea = { energyKj: 82, sugars: 4.5, saturatedFat: 0, salt: 0.025, fibre: 0, proteins: 0, fruitsVegetablesLegumes: 0.1 };
    expect(nutriScoreOf({ ...tea, category: 'beverage' })).toMatchObject({ grade: 'C', score: 4 });
    expect(nutriScoreOf({ ...tea, category: 'beverage', sweeteners: true })).toEqual({
      grade: 'D',
      score: 8,
      negativePoints: 8,
      positivePoints: 0,
    });
    // As a general food: sugars 4.5 g → 1, nothing else: 1 → B, sweeteners or not.
    expect(nutriScoreOf({ ...tea, sweeteners: true })).toMatchObject({ grade: 'B', score: 1 });
  });

  it('only water is A among beverages', () => {
    const nothing = { energyKj: 0, sugars: 0, saturatedFat: 0, salt: 0, fibre: 0, proteins: 0, fruitsVegetablesLegumes: 0 };
    expect(nutriScoreOf({ ...nothing, category: 'water' })).toMatchObject({ grade: 'A', score: 0 });
    expect(nutriScoreOf({ ...nothing, category: 'beverage' })).toMatchObject({ grade: 'B', score: 0 });
  });
});

describe('the category of a recipe, from its dish', () => {
  const line = (id: string, quantity: number, unity = 'g') => ({ name: getIngredient(id)!.name, quantity, unity, ingredientId: id });

  it('a vinaigrette is a fat, by its weight of oil or by its title: C (4), where a general food would be D (18)', () => {
    // 90 g olive oil + 30 g red wine vinegar = 120 g. Per 100 g: saturated fat 13.68 / 1.2 = 11.4 g → 11.4 × 37
    // = 421.8 kJ → 3; lipids 74.9 g → ratio 15.2 % → 1; sugars 0; salt 0.008 g → 0. N = 4 < 7; proteins 0.25 g → 0. 4 → C.
    // As a general food: 679.4 kcal = 2842.6 kJ → 8; saturated fat 11.4 g → 10. N = 18 → D.
    const vinaigrette = [line('huile-d-olive', 90), line('vinaigre-de-vin', 30)];
    expect(recipeNutriScoreCategory(vinaigrette)).toBe('fats');
    expect(recipeNutriScore(vinaigrette)).toEqual({ grade: 'C', score: 4, negativePoints: 4, positivePoints: 0 });
    // Named a vinaigrette, even with more vinegar than oil.
    const sharp = [line('huile-d-olive', 40), line('vinaigre-de-vin', 60)];
    expect(recipeNutriScoreCategory(sharp)).toBe('general');
    expect(recipeNutriScoreCategory(sharp, { title: 'Vinaigrette acidulée' })).toBe('fats');
  });

  it('a pesto and a butter are fats; a dish cooked in butter is not', () => {
    const pesto = [line('basilic', 50), line('huile-d-olive', 40), line('parmesan', 30), line('pignon-de-pin', 20)];
    // Oil and pine nuts weigh 60 g of 140 g, under half: the title decides.
    expect(recipeNutriScoreCategory(pesto)).toBe('general');
    expect(recipeNutriScoreCategory(pesto, { title: 'Pesto de basilic' })).toBe('fats');
    // Butter sits with dairy products in the catalogue but is a fat here: 250 g of 280 g.
    expect(recipeNutriScoreCategory([line('beurre-doux', 250), line('persil', 20), line('ail', 10)])).toBe('fats');
    const chicken = [line('poulet-filet', 500), line('beurre-doux', 50)];
    expect(recipeNutriScoreCategory(chicken, { title: 'Poulet au beurre' })).toBe('general');
  });

  it('a cheese platter is a cheese: D (12), where a general food would be E (19)', () => {
    // 200 g camembert + 200 g comté + 100 g emmental = 500 g. Per 100 g: 351.8 kcal = 1471.9 kJ → 4; saturated fat
    // 18.94 g → 10; salt 1.038 g → 5. N = 19. Proteins 24.5 g → 7 counted for a cheese: 12 → D. General: 19 → E.
    const platter = [line('camembert', 200), line('comte', 200), line('emmental', 100)];
    expect(recipeNutriScoreCategory(platter)).toBe('cheese');
    expect(recipeNutriScoreCategory([line('camembert', 100), line('poulet-filet', 300)], { title: 'Plateau de fromages' })).toBe('cheese');
    expect(recipeNutriScore(platter)).toEqual({ grade: 'D', score: 12, negativePoints: 19, positivePoints: 7 });
  });

  it('coconut milk and chestnuts are not fats, though the catalogue files them with the nuts', () => {
    expect(recipeNutriScoreCategory([line('lait-de-coco', 400, 'ml'), line('graines-de-chia', 60)])).toBe('general');
    expect(recipeNutriScoreCategory([line('chataigne', 400)])).toBe('general');
    expect(recipeNutriScoreCategory([line('graines-de-chia', 60), line('noix-de-coco-rapee', 40)])).toBe('fats');
  });

  it('red meat over half the weight, drinks and water', () => {
    expect(recipeNutriScoreCategory([line('boeuf-hache', 400), line('persil', 10)])).toBe('red-meat');
    expect(recipeNutriScoreCategory([line('eau', 500, 'ml')], { isBeverage: true })).toBe('water');
    expect(recipeNutriScoreCategory([line('eau', 500, 'ml'), line('courgette', 10)], { isBeverage: true })).toBe('beverage');
    expect(compositionPer100g([line('huile-d-olive', 90), line('vinaigre-de-vin', 30)])?.lipids).toBeCloseTo((99.9 * 90) / 120, 5);
  });
});
