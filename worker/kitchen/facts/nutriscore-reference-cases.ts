// Reference cases of the 2023 Nutri-Score: composition per 100 g (or 100 ml) and the expected
// { score, grade }. Two kinds, each case says which:
//
// - 'off': a worked case of the Open Food Facts server's Nutri-Score tests, repository
//   openfoodfacts/openfoodfacts-server, inputs from tests/unit/nutriscore.t and the "2023" score and
//   grade from tests/unit/expected_test_results/nutriscore/<name>.json (the commit read is written
//   next to each case). The fruits/vegetables/legumes share is the one that test's output shows
//   (Open Food Facts estimates it from the category or the ingredients list).
// - 'hand': no published expected result was found for butters, nuts, margarines or cheeses, so
//   these are worked by hand from the 2023 tables of Santé publique France's update reports (main
//   table, and the one for fats, oils, nuts and seeds), on rounded CIQUAL figures; every point is
//   counted in the comment, independently of the code under test.
//
// Shared by nutriscore-reference.test.ts and bench/nutriscore.bench.mjs.

import type { NutriScoreCategory, NutriScoreGrade, NutriScoreInput } from './nutriscore';

export interface NutriScoreReferenceCase {
  name: string;
  source: 'off' | 'hand';
  category: NutriScoreCategory;
  /** Beverages: the case's drink contains a non-nutritive sweetener. */
  sweeteners?: boolean;
  input: NutriScoreInput;
  expected: { score: number; grade: NutriScoreGrade };
}

type Nutrients = Omit<NutriScoreInput, 'category' | 'sweeteners' | 'isBeverage' | 'isWater' | 'isRedMeat'>;

const c = (
  name: string,
  source: 'off' | 'hand',
  category: NutriScoreCategory,
  nutrients: Nutrients,
  expected: { score: number; grade: NutriScoreGrade },
  sweeteners?: boolean,
): NutriScoreReferenceCase => ({
  name,
  source,
  category,
  ...(sweeteners !== undefined ? { sweeteners } : {}),
  input: { ...nutrients, category, ...(sweeteners !== undefined ? { sweeteners } : {}) },
  expected,
});

const none = { sugars: 0, salt: 0, fibre: 0, proteins: 0, fruitsVegetablesLegumes: 0 };

export const NUTRISCORE_REFERENCE_CASES: readonly NutriScoreReferenceCase[] = [
  // --- Fats, oils, nuts and seeds ----------------------------------------------------------
  // off olive-oil.json @181151ce: 14 × 37 = 518 kJ → 4; ratio 15.2 % → 1. N 5 → 5 C.
  c('huile d’olive (olive oils)', 'off', 'fats', { ...none, energyKj: 3460, saturatedFat: 14, lipids: 92 }, { score: 5, grade: 'C' }),
  // off colza-oil.json @01fe6f8e: 259 kJ → 2; ratio 7 % → 0. → 2 B.
  c('huile de colza (colza oils)', 'off', 'fats', { ...none, energyKj: 3760, saturatedFat: 7, lipids: 100 }, { score: 2, grade: 'B' }),
  // off walnut-oil.json @74ae0af6: 370 kJ → 3; ratio 10 % reaches 10 → 1. → 4 C.
  c('huile de noix (walnut oils)', 'off', 'fats', { ...none, energyKj: 3378, saturatedFat: 10, lipids: 100 }, { score: 4, grade: 'C' }),
  // off sunflower-oil.json @00551b6f: same figures as the walnut oil → 4 C.
  c(
    'huile de tournesol (sunflower oils)',
    'off',
    'fats',
    { ...none, energyKj: 3378, saturatedFat: 10, lipids: 100 },
    { score: 4, grade: 'C' },
  ),
  // off en-olive-oil.json @00d7faf6: 629 kJ → 5; ratio 18.7 % → 2; N 7 → proteins not counted; FVL 100 % → 5. → 2 B.
  c(
    'huile d’olive, FVL 100 % (en-olive-oil)',
    'off',
    'fats',
    { ...none, energyKj: 3367, saturatedFat: 17, lipids: 91, fruitsVegetablesLegumes: 100 },
    { score: 2, grade: 'B' },
  ),
  // off en-avocado-oil.json @8afa65ac: 606.8 kJ → 5; ratio 17.9 % → 2; FVL 100 % → 5. → 2 B.
  c(
    'huile d’avocat (en-avocado-oil)',
    'off',
    'fats',
    { ...none, energyKj: 3448, saturatedFat: 16.4, lipids: 91.6, fruitsVegetablesLegumes: 100 },
    { score: 2, grade: 'B' },
  ),
  // off fr-mixed-oils-with-olive-oil.json @fc730d63: 362.6 kJ → 3; ratio 9.8 % → 0. → 3 C.
  c(
    'mélange d’huiles (fr-mixed-oils-with-olive-oil)',
    'off',
    'fats',
    { ...none, energyKj: 3700, saturatedFat: 9.8, lipids: 100 },
    { score: 3, grade: 'C' },
  ),
  // off fr-rapeseed-oil.json @74ae0af6: 270.1 kJ → 2; ratio 7.9 % → 0. → 2 B.
  c(
    'huile de colza (fr-rapeseed-oil)',
    'off',
    'fats',
    { ...none, energyKj: 3400, saturatedFat: 7.3, lipids: 92 },
    { score: 2, grade: 'B' },
  ),
  // hand, beurre demi-sel 80 % MG: 56.5 × 37 = 2090.5 kJ → 10; sugars 0.5 → 0; ratio 70.6 % → 10;
  // salt 1.9 → 9. N 29 ≥ 7 → proteins not counted. 29 → E.
  c(
    'beurre demi-sel',
    'hand',
    'fats',
    { ...none, energyKj: 3033, sugars: 0.5, saturatedFat: 56.5, lipids: 80, salt: 1.9, proteins: 0.75 },
    { score: 29, grade: 'E' },
  ),
  // hand, beurre doux 82 % MG: 54 × 37 = 1998 kJ → 10; ratio 65.9 % → 10; salt 0.02 → 0. N 20. → 20 E.
  c(
    'beurre doux',
    'hand',
    'fats',
    { ...none, energyKj: 3084, sugars: 0.6, saturatedFat: 54, lipids: 82, salt: 0.02, proteins: 0.7 },
    { score: 20, grade: 'E' },
  ),
  // hand, margarine > 62 % MG: 32.6 × 37 = 1206.2 kJ → 10; ratio 45.2 % → 6; salt 0.54 → 2. N 18;
  // fibre 0.13 → 0. → 18 D.
  c(
    'margarine',
    'hand',
    'fats',
    { ...none, energyKj: 2720, sugars: 0.09, saturatedFat: 32.6, lipids: 72.1, salt: 0.54, fibre: 0.13, proteins: 0.02 },
    { score: 18, grade: 'D' },
  ),
  // hand, cerneaux de noix: 6.45 × 37 = 238.7 kJ → 1; ratio 9.6 % → 0; sugars 3 → 0; salt → 0. N 1 < 7 →
  // proteins 13.3 → 5; fibre 6.7 → 4. 1 − 9 = −8 → A.
  c(
    'noix (cerneaux)',
    'hand',
    'fats',
    { energyKj: 2966, sugars: 3, saturatedFat: 6.45, lipids: 67.3, salt: 0.065, fibre: 6.7, proteins: 13.3, fruitsVegetablesLegumes: 0 },
    { score: -8, grade: 'A' },
  ),
  // hand, amandes: 4.11 × 37 = 152.1 kJ → 1; ratio 8 % → 0; sugars 4.2 → 1; salt → 0. N 2 → proteins
  // 18.8 → 7; fibre 12.5 → 5. 2 − 12 = −10 → A.
  c(
    'amandes',
    'hand',
    'fats',
    { energyKj: 2573, sugars: 4.2, saturatedFat: 4.11, lipids: 51.3, salt: 0.007, fibre: 12.5, proteins: 18.8, fruitsVegetablesLegumes: 0 },
    { score: -10, grade: 'A' },
  ),
  // hand, beurre de cacahuète: 10.1 × 37 = 373.7 kJ → 3; ratio 19.6 % → 2; sugars 10.5 → 3; salt 1.07 → 5.
  // N 13 ≥ 7 → proteins not counted; fibre 5 → 2. 13 − 2 = 11 → D.
  c(
    'beurre de cacahuète',
    'hand',
    'fats',
    { energyKj: 2690, sugars: 10.5, saturatedFat: 10.1, lipids: 51.4, salt: 1.07, fibre: 5, proteins: 22.2, fruitsVegetablesLegumes: 0 },
    { score: 11, grade: 'D' },
  ),

  // --- Cheeses: proteins always count ------------------------------------------------------
  // hand, camembert: energy 1172 → 3; sugars 0; saturated fat 15.8 → 10; salt 1.45 → 7. N 20; proteins
  // 19.5 → 7 counted all the same. 20 − 7 = 13 → D.
  c(
    'camembert',
    'hand',
    'cheese',
    { ...none, energyKj: 1172, saturatedFat: 15.8, lipids: 22.5, salt: 1.45, proteins: 19.5 },
    { score: 13, grade: 'D' },
  ),
  // hand, emmental: 1561 → 4; saturated fat 19.7 → 10; salt 0.61 → 3. N 17; proteins 27.9 → 7. → 10 C.
  c(
    'emmental',
    'hand',
    'cheese',
    { ...none, energyKj: 1561, saturatedFat: 19.7, lipids: 28.8, salt: 0.61, proteins: 27.9 },
    { score: 10, grade: 'C' },
  ),
  // hand, comté: 1728 → 5; saturated fat 21.7 → 10; salt 0.84 → 4. N 19; proteins 27.8 → 7. → 12 D.
  c(
    'comté',
    'hand',
    'cheese',
    { ...none, energyKj: 1728, saturatedFat: 21.7, lipids: 33.8, salt: 0.84, proteins: 27.8 },
    { score: 12, grade: 'D' },
  ),
  // hand, roquefort: 1607 → 4; saturated fat 24.9 → 10; salt 3.22 → 16. N 30; proteins 19.5 → 7. → 23 E.
  c(
    'roquefort',
    'hand',
    'cheese',
    { ...none, energyKj: 1607, saturatedFat: 24.9, lipids: 33.9, salt: 3.22, proteins: 19.5 },
    { score: 23, grade: 'E' },
  ),
  // hand, chèvre frais: 812 → 2; sugars 2.17 → 0; saturated fat 10.7 → 10; salt 1.15 → 5. N 17; proteins
  // 12 → 4 (12 is not over 12). → 13 D.
  c(
    'chèvre frais',
    'hand',
    'cheese',
    { ...none, energyKj: 812, sugars: 2.17, saturatedFat: 10.7, lipids: 15.2, salt: 1.15, proteins: 12 },
    { score: 13, grade: 'D' },
  ),
  // hand, mozzarella: 950 → 2; sugars 0.7 → 0; saturated fat 11.7 → 10; salt 0.6 → 2. N 14; proteins
  // 16.5 → 6. → 8 C.
  c(
    'mozzarella',
    'hand',
    'cheese',
    { ...none, energyKj: 950, sugars: 0.7, saturatedFat: 11.7, lipids: 17.7, salt: 0.6, proteins: 16.5 },
    { score: 8, grade: 'C' },
  ),

  // --- Beverages with non-nutritive sweeteners: 4 more negative points ----------------------
  // off en-sweeteners.json @bc49484d: energy 82 → 1; sugars 4.5 → 3; salt 0.025 → 0; sweeteners → 4.
  // N 8; FVL 70.5 % → 4. → 4 C.
  c(
    'soda au jus de pomme et aspartame (en-sweeteners)',
    'off',
    'beverage',
    { ...none, energyKj: 82, sugars: 4.5, saturatedFat: 0, salt: 0.025, fruitsVegetablesLegumes: 70.5 },
    { score: 4, grade: 'C' },
    true,
  ),
  // off fr-ice-tea-with-sweetener.json @74ae0af6: the same, FVL 0.1 % → 0. → 8 D.
  c(
    'thé glacé aux glycosides de stéviol (fr-ice-tea-with-sweetener)',
    'off',
    'beverage',
    { ...none, energyKj: 82, sugars: 4.5, saturatedFat: 0, salt: 0.025, fruitsVegetablesLegumes: 0.1 },
    { score: 8, grade: 'D' },
    true,
  ),

  // --- Beverages without sweeteners -----------------------------------------------------------
  // off en-sweeteners-erythritol.json @c2a47028: erythritol is not a non-nutritive sweetener → 0 B.
  c(
    'soda au jus de pomme et érythritol (en-sweeteners-erythritol)',
    'off',
    'beverage',
    { ...none, energyKj: 82, sugars: 4.5, saturatedFat: 0, salt: 0.025, fruitsVegetablesLegumes: 70.5 },
    { score: 0, grade: 'B' },
    false,
  ),
  // off en-milk.json @88f9dbb4: 195 → 3; sugars 4.8 → 3; saturated fat 1 → 0; salt 0.1 → 0. N 6;
  // proteins 3.3 → 7. → −1 B.
  c(
    'lait (en-milk)',
    'off',
    'beverage',
    { ...none, energyKj: 195, sugars: 4.8, saturatedFat: 1, salt: 0.1, proteins: 3.3 },
    { score: -1, grade: 'B' },
  ),
  // off fr-plant-beverages-soy-milk.json @2f26d577: 178 → 3; sugars 0.5 → 0. N 3; proteins 3.9 → 7;
  // fibre 0.5 → 0; FVL 8 % → 0. → −4 B.
  c(
    'boisson au soja (fr-plant-beverages-soy-milk)',
    'off',
    'beverage',
    { energyKj: 178, sugars: 0.5, saturatedFat: 0.6, salt: 0.03, fibre: 0.5, proteins: 3.9, fruitsVegetablesLegumes: 8 },
    { score: -4, grade: 'B' },
  ),
  // off en-orange-juice-category.json @679f6fbd: 182 → 3; sugars 8.9 → 7; salt 0.5 → 2. N 12; FVL 100 %
  // → 6. → 6 C.
  c(
    'jus d’orange (en-orange-juice-category)',
    'off',
    'beverage',
    { energyKj: 182, sugars: 8.9, saturatedFat: 0, salt: 0.5, fibre: 0.5, proteins: 0.2, fruitsVegetablesLegumes: 100 },
    { score: 6, grade: 'C' },
  ),
  // off flavored-spring-with-nutrition.json @fa5b2a59: 378 → 9; sugars 3 → 2. N 11. → 11 E.
  c(
    'eau aromatisée sucrée (flavored-spring-with-nutrition)',
    'off',
    'beverage',
    { ...none, energyKj: 378, sugars: 3, saturatedFat: 0 },
    { score: 11, grade: 'E' },
  ),

  // off nutriscore_2023/fr-orange-nectar-0-fat.json @e1a22b2f: 250 → 5; sugars 12 → 10; salt 0.2 → 0. N 15;
  // FVL 57 % → 2. → 13 E.
  c(
    'nectar d’orange (fr-orange-nectar-0-fat)',
    'off',
    'beverage',
    { ...none, energyKj: 250, sugars: 12, saturatedFat: 0, salt: 0.2, proteins: 0.5, fruitsVegetablesLegumes: 57 },
    { score: 13, grade: 'E' },
  ),

  // --- Waters ---------------------------------------------------------------------------------
  // off spring-water-no-nutrition.json @0d35c25c: water is A whatever its score (0 here).
  c('eau de source (spring-water-no-nutrition)', 'off', 'water', { ...none, energyKj: 0, saturatedFat: 0 }, { score: 0, grade: 'A' }),

  // --- Red meat: at most 2 protein points ---------------------------------------------------
  // off en-red-meat-ambiguous-category-ingredients-with-lots-of-meat.json @17623f93: energy 82 → 0;
  // saturated fat 10 → 9. N 9; proteins 50 → 7, capped at 2. → 7 C.
  c(
    'saucisse porc et agneau (en-red-meat-…-with-lots-of-meat)',
    'off',
    'red-meat',
    { ...none, energyKj: 82, saturatedFat: 10, lipids: 20, proteins: 50 },
    { score: 7, grade: 'C' },
  ),
  // hand, bœuf haché 15 % MG: energy 900 → 2; saturated fat 6.5 → 6; salt 0.2 → 0. N 8; proteins 17.5 → 7,
  // capped at 2. → 6 C.
  c(
    'bœuf haché 15 % MG',
    'hand',
    'red-meat',
    { ...none, energyKj: 900, saturatedFat: 6.5, lipids: 15, salt: 0.2, proteins: 17.5 },
    {
      score: 6,
      grade: 'C',
    },
  ),

  // --- General foods ----------------------------------------------------------------------------
  // off cookies.json @60f893f8: energy 3460 → 10; saturated fat 15 → 10. N 20 → 20 E.
  c('cookies', 'off', 'general', { ...none, energyKj: 3460, saturatedFat: 15, lipids: 90 }, { score: 20, grade: 'E' }),
  // off breakfast-cereals.json @56c124f6: 2450 → 7; sugars 31 → 8; saturated fat 1.03 → 1; salt 0.5525 → 2.
  // N 18 → proteins not counted; fibre 6.9 → 4. → 14 D.
  c(
    'céréales du petit déjeuner (breakfast-cereals)',
    'off',
    'general',
    { energyKj: 2450, sugars: 31, saturatedFat: 1.03, salt: 0.5525, fibre: 6.9, proteins: 10.3, fruitsVegetablesLegumes: 0 },
    { score: 14, grade: 'D' },
  ),
  // off mushrooms.json @8afa65ac: 667 → 1; sugars 1.1 → 0; saturated fat 1.2 → 1; salt 1 → 4. N 6;
  // proteins 2.4 → 0; fibre 10.9 → 5; FVL 69 % → 2. → −1 A.
  c(
    'pleurotes panés (mushrooms)',
    'off',
    'general',
    { energyKj: 667, sugars: 1.1, saturatedFat: 1.2, salt: 1, fibre: 10.9, proteins: 2.4, fruitsVegetablesLegumes: 69 },
    { score: -1, grade: 'A' },
  ),
  // off fr-gaspacho.json @ad4aabe7: 148 → 0; sugars 3 → 0; salt 0.5 → 2. N 2; FVL 95 % → 5. → −3 A.
  c(
    'gaspacho (fr-gaspacho)',
    'off',
    'general',
    { energyKj: 148, sugars: 3, saturatedFat: 0.2, salt: 0.5, fibre: 1.1, proteins: 0.9, fruitsVegetablesLegumes: 94.9997 },
    { score: -3, grade: 'A' },
  ),
  // off nutriscore_2023/dairy-drink-with-80-percent-milk.json @ef7bdf2a (80 % milk: a food, not a beverage):
  // 3378 → 10; sugars 10 → 2; saturated fat 5 → 4. N 16 → proteins not counted; fibre 2 → 0. → 16 D.
  c(
    'boisson lactée à 80 % de lait (dairy-drink-with-80-percent-milk)',
    'off',
    'general',
    { energyKj: 3378, sugars: 10, saturatedFat: 5, salt: 0, fibre: 2, proteins: 5, fruitsVegetablesLegumes: 0 },
    { score: 16, grade: 'D' },
  ),
  // off en-red-meat-category-no-ingredients.json @ac0f5d7d (category "meat", not red meat there): N 9;
  // proteins 50 → 7 uncapped. → 2 B.
  c(
    'viande, sans précision (en-red-meat-category-no-ingredients)',
    'off',
    'general',
    { ...none, energyKj: 82, saturatedFat: 10, proteins: 50 },
    {
      score: 2,
      grade: 'B',
    },
  ),
];
