// Nutri-Score of a recipe, with the 2023 revision of the algorithm (general foods from 2023,
// beverages from 2023), computed from the recipe's composition per 100 g: the CIQUAL figures of its
// ingredients weighted by their grams, cooking losses ignored.
//
// Points (per 100 g), as published by Santé publique France in the 2022/2023 update reports:
// - negative: energy (kJ), sugars, saturated fatty acids, salt;
// - positive: fibre, proteins, and the share of fruits, vegetables and legumes;
// - proteins count only when the negative points are under 11 (always for beverages);
// - grade, general foods: ≤ 0 A, 1–2 B, 3–10 C, 11–18 D, ≥ 19 E;
//   beverages: water A, ≤ 2 B, 3–6 C, 7–9 D, ≥ 10 E;
// - alcoholic drinks have no Nutri-Score.
// Mixed dishes are scored as general foods. Red meat dishes (beef, veal, lamb, pork over half the
// weight) have their protein points capped at 2, as the 2023 revision does for red meat products.

import { CIQUAL_SUGARS_SATFAT } from '../knowledge/data/ingredients/ciqual-sugars-satfat';
import { lineGrams, lineIngredient, type IngredientLine } from '../knowledge/lines';
import type { IngredientData } from '../knowledge/vocabulary';

export type NutriScoreGrade = 'A' | 'B' | 'C' | 'D' | 'E';

/** Composition per 100 g (or 100 ml) as the algorithm reads it. */
export interface NutriScoreInput {
  energyKj: number;
  sugars: number;
  saturatedFat: number;
  salt: number;
  fibre: number;
  proteins: number;
  /** Fruits, vegetables and legumes, % of the weight. */
  fruitsVegetablesLegumes: number;
  isBeverage?: boolean;
  isWater?: boolean;
  isRedMeat?: boolean;
}

export interface NutriScore {
  grade: NutriScoreGrade;
  score: number;
  negativePoints: number;
  positivePoints: number;
}

const THRESHOLDS = {
  energy: [335, 670, 1005, 1340, 1675, 2010, 2345, 2680, 3015, 3350],
  energyBeverage: [30, 90, 150, 210, 240, 270, 300, 330, 360, 390],
  sugars: [3.4, 6.8, 10, 14, 17, 20, 24, 27, 31, 34, 37, 41, 44, 48, 51],
  sugarsBeverage: [0.5, 2, 3.5, 5, 6, 7, 8, 9, 10, 11],
  saturatedFat: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  salt: [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2, 2.2, 2.4, 2.6, 2.8, 3, 3.2, 3.4, 3.6, 3.8, 4],
  fruitsVegetablesLegumes: [40, 60, 80, 80, 80],
  fruitsVegetablesLegumesBeverage: [40, 40, 60, 60, 80, 80],
  fibre: [3.0, 4.1, 5.2, 6.3, 7.4],
  proteins: [2.4, 4.8, 7.2, 9.6, 12, 14, 17],
  proteinsBeverage: [1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3.0],
} as const;

/** One point per threshold strictly exceeded. */
const points = (value: number, thresholds: readonly number[]) => thresholds.filter((t) => value > t).length;

export function nutriScoreOf(input: NutriScoreInput): NutriScore {
  const b = !!input.isBeverage;
  const negativePoints =
    points(input.energyKj, b ? THRESHOLDS.energyBeverage : THRESHOLDS.energy) +
    points(input.sugars, b ? THRESHOLDS.sugarsBeverage : THRESHOLDS.sugars) +
    points(input.saturatedFat, THRESHOLDS.saturatedFat) +
    points(input.salt, THRESHOLDS.salt);
  let proteinPoints = points(input.proteins, b ? THRESHOLDS.proteinsBeverage : THRESHOLDS.proteins);
  if (input.isRedMeat) proteinPoints = Math.min(2, proteinPoints);
  const countProteins = b || negativePoints < 11;
  const positivePoints =
    points(input.fibre, THRESHOLDS.fibre) +
    points(input.fruitsVegetablesLegumes, b ? THRESHOLDS.fruitsVegetablesLegumesBeverage : THRESHOLDS.fruitsVegetablesLegumes) +
    (countProteins ? proteinPoints : 0);
  const score = negativePoints - positivePoints;
  return { grade: gradeOf(score, b, !!input.isWater), score, negativePoints, positivePoints };
}

function gradeOf(score: number, beverage: boolean, water: boolean): NutriScoreGrade {
  if (beverage) {
    if (water) return 'A';
    return score <= 2 ? 'B' : score <= 6 ? 'C' : score <= 9 ? 'D' : 'E';
  }
  return score <= 0 ? 'A' : score <= 2 ? 'B' : score <= 10 ? 'C' : score <= 18 ? 'D' : 'E';
}

const FRUIT_VEG_LEGUME: ReadonlySet<IngredientData['family']> = new Set(['legume', 'fruit', 'legumineuse']);
const RED_MEAT: ReadonlySet<IngredientData['family']> = new Set(['viande', 'porc']);
const KJ_PER_KCAL = 4.184;

/** The composition per 100 g of a list of ingredient lines, or null when none weighs anything. */
export function compositionPer100g(lines: readonly IngredientLine[], opts: { isBeverage?: boolean } = {}): NutriScoreInput | null {
  let grams = 0;
  let kcal = 0;
  let sugars = 0;
  let saturatedFat = 0;
  let salt = 0;
  let fibre = 0;
  let proteins = 0;
  let fvl = 0;
  let redMeat = 0;
  let allWater = true;
  for (const line of lines) {
    const ing = lineIngredient(line);
    if (!ing) continue;
    const g = lineGrams(line, ing);
    if (!(g > 0)) continue;
    const f = g / 100;
    const [sugar, satFat] = CIQUAL_SUGARS_SATFAT[ing.ciqual.code] ?? [0, 0];
    grams += g;
    kcal += ing.ciqual.kcal * f;
    sugars += sugar * f;
    saturatedFat += satFat * f;
    salt += ing.ciqual.sel * f;
    fibre += ing.ciqual.fibres * f;
    proteins += ing.ciqual.proteines * f;
    if (FRUIT_VEG_LEGUME.has(ing.family) && !ing.processed) fvl += g;
    if (RED_MEAT.has(ing.family)) redMeat += g;
    if (ing.ciqual.kcal > 0) allWater = false;
  }
  if (grams <= 0) return null;
  const per100 = (x: number) => (x / grams) * 100;
  return {
    energyKj: per100(kcal) * KJ_PER_KCAL,
    sugars: per100(sugars),
    saturatedFat: per100(saturatedFat),
    salt: per100(salt),
    fibre: per100(fibre),
    proteins: per100(proteins),
    fruitsVegetablesLegumes: per100(fvl),
    isBeverage: !!opts.isBeverage,
    isWater: !!opts.isBeverage && allWater,
    isRedMeat: redMeat / grams > 0.5,
  };
}

/**
 * The Nutri-Score of a recipe from its ingredient lines; null for an alcoholic drink (no
 * Nutri-Score exists for them) or a recipe whose weight is unknown.
 */
export function recipeNutriScore(lines: readonly IngredientLine[], opts: { isBeverage?: boolean } = {}): NutriScore | null {
  if (
    opts.isBeverage &&
    lines.some((l) => {
      const ing = lineIngredient(l);
      return !!ing && (ing.alcohol || ing.family === 'alcool');
    })
  ) {
    return null;
  }
  const input = compositionPer100g(lines, opts);
  return input ? nutriScoreOf(input) : null;
}
