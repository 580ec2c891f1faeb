// Nutri-Score of a recipe, with the 2023 revision of the algorithm (general foods from 2023,
// beverages from 2023), computed from the recipe's composition per 100 g: the CIQUAL figures of its
// ingredients weighted by their grams, cooking losses ignored.
//
// Points (per 100 g or 100 ml), from the tables of the 2022/2023 update reports of Santé publique
// France (one point per threshold strictly exceeded, the saturated fat/lipid ratio excepted: its
// thresholds are reached, "< 10 %" scores 0):
// - negative: energy (kJ), sugars, saturated fatty acids, salt; beverages add 4 points when they
//   contain non-nutritive sweeteners;
// - positive: fibre, proteins, and the share of fruits, vegetables and legumes;
// - fats, oils, nuts and seeds: energy is replaced by the energy from saturates (saturated fat g ×
//   37 kJ) and saturated fat by the saturated fat/lipid ratio (%); proteins count while the negative
//   points stay under 7;
// - other foods: proteins count while the negative points stay under 11, always for cheeses and
//   beverages; red meat earns at most 2 protein points;
// - grade, general foods (red meat and cheese included): ≤ 0 A, 1–2 B, 3–10 C, 11–18 D, ≥ 19 E;
//   fats, oils, nuts and seeds: ≤ −6 A, −5–2 B, 3–10 C, 11–18 D, ≥ 19 E;
//   beverages: water A, ≤ 2 B, 3–6 C, 7–9 D, ≥ 10 E;
// - alcoholic drinks have no Nutri-Score.
// How a recipe's category is chosen is described above recipeNutriScoreCategory.

import { CIQUAL_SUGARS_SATFAT } from '../knowledge/data/ingredients/ciqual-sugars-satfat';
import { lineGrams, lineIngredient, type IngredientLine } from '../knowledge/lines';
import type { IngredientData } from '../knowledge/vocabulary';

export type NutriScoreGrade = 'A' | 'B' | 'C' | 'D' | 'E';

/** Which table and rules of the 2023 algorithm apply. */
export type NutriScoreCategory = 'general' | 'red-meat' | 'cheese' | 'fats' | 'beverage' | 'water';

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
  /** Default 'general' (or what the older flags below say). */
  category?: NutriScoreCategory;
  /** Total fat, g: the saturated fat/lipid ratio of the fats category. Unknown or 0 counts as all
   *  fat being saturated, the worst case. */
  lipids?: number;
  /** Beverages: contains non-nutritive sweeteners. */
  sweeteners?: boolean;
  /** Older spelling of category 'beverage' ('water' with isWater). */
  isBeverage?: boolean;
  isWater?: boolean;
  /** Older spelling of category 'red-meat'. */
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
  energyFromSaturates: [120, 240, 360, 480, 600, 720, 840, 960, 1080, 1200],
  sugars: [3.4, 6.8, 10, 14, 17, 20, 24, 27, 31, 34, 37, 41, 44, 48, 51],
  sugarsBeverage: [0.5, 2, 3.5, 5, 6, 7, 8, 9, 10, 11],
  saturatedFat: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  saturatedFatRatio: [10, 16, 22, 28, 34, 40, 46, 52, 58, 64],
  salt: [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2, 2.2, 2.4, 2.6, 2.8, 3, 3.2, 3.4, 3.6, 3.8, 4],
  fruitsVegetablesLegumes: [40, 60, 80, 80, 80],
  fruitsVegetablesLegumesBeverage: [40, 40, 60, 60, 80, 80],
  fibre: [3.0, 4.1, 5.2, 6.3, 7.4],
  proteins: [2.4, 4.8, 7.2, 9.6, 12, 14, 17],
  proteinsBeverage: [1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3.0],
} as const;

/** kJ per g of saturated fatty acids, for the energy from saturates. */
const KJ_PER_G_SATURATES = 37;
const SWEETENER_POINTS = 4;

/** One point per threshold strictly exceeded. */
const points = (value: number, thresholds: readonly number[]) => thresholds.filter((t) => value > t).length;
/** One point per threshold reached (the saturated fat/lipid ratio table). */
const pointsReached = (value: number, thresholds: readonly number[]) => thresholds.filter((t) => value >= t).length;

function categoryOf(input: NutriScoreInput): NutriScoreCategory {
  if (input.category) return input.category;
  if (input.isBeverage) return input.isWater ? 'water' : 'beverage';
  return input.isRedMeat ? 'red-meat' : 'general';
}

/** Saturated fat as a % of all fat; unknown or zero fat counts as all saturated. */
function saturatedFatRatio(saturatedFat: number, lipids: number | undefined): number {
  if (!(saturatedFat > 0)) return 0;
  const fat = lipids !== undefined && lipids > 0 ? lipids : saturatedFat;
  return (saturatedFat * 100) / fat;
}

export function nutriScoreOf(input: NutriScoreInput): NutriScore {
  const category = categoryOf(input);
  const b = category === 'beverage' || category === 'water';
  const fats = category === 'fats';
  const negativePoints =
    (fats
      ? points(input.saturatedFat * KJ_PER_G_SATURATES, THRESHOLDS.energyFromSaturates)
      : points(input.energyKj, b ? THRESHOLDS.energyBeverage : THRESHOLDS.energy)) +
    points(input.sugars, b ? THRESHOLDS.sugarsBeverage : THRESHOLDS.sugars) +
    (fats
      ? pointsReached(saturatedFatRatio(input.saturatedFat, input.lipids), THRESHOLDS.saturatedFatRatio)
      : points(input.saturatedFat, THRESHOLDS.saturatedFat)) +
    points(input.salt, THRESHOLDS.salt) +
    (b && input.sweeteners ? SWEETENER_POINTS : 0);
  let proteinPoints = points(input.proteins, b ? THRESHOLDS.proteinsBeverage : THRESHOLDS.proteins);
  if (category === 'red-meat') proteinPoints = Math.min(2, proteinPoints);
  const countProteins = b || category === 'cheese' || negativePoints < (fats ? 7 : 11);
  const positivePoints =
    points(input.fibre, THRESHOLDS.fibre) +
    points(input.fruitsVegetablesLegumes, b ? THRESHOLDS.fruitsVegetablesLegumesBeverage : THRESHOLDS.fruitsVegetablesLegumes) +
    (countProteins ? proteinPoints : 0);
  const score = negativePoints - positivePoints;
  return { grade: gradeOf(score, category), score, negativePoints, positivePoints };
}

function gradeOf(score: number, category: NutriScoreCategory): NutriScoreGrade {
  if (category === 'water') return 'A';
  if (category === 'beverage') return score <= 2 ? 'B' : score <= 6 ? 'C' : score <= 9 ? 'D' : 'E';
  const a = category === 'fats' ? -6 : 0;
  return score <= a ? 'A' : score <= 2 ? 'B' : score <= 10 ? 'C' : score <= 18 ? 'D' : 'E';
}

const FRUIT_VEG_LEGUME: ReadonlySet<IngredientData['family']> = new Set(['legume', 'fruit', 'legumineuse']);
const RED_MEAT: ReadonlySet<IngredientData['family']> = new Set(['viande', 'porc']);
const KJ_PER_KCAL = 4.184;

/** Fats, oils, nuts, seeds and their butters. Butters sit with the dairy products in the catalogue
 *  but are fats here; coconut milk and chestnuts sit with the nuts but are far leaner (under 25 g of
 *  fat per 100 g, where nuts and seeds have 30 g and more) and are not. */
const isFat = (ing: IngredientData) =>
  ing.family === 'matiere-grasse' || ing.id.startsWith('beurre') || (ing.family === 'noix-graines' && ing.ciqual.lipides >= 25);

/** Titles that name a fat or a cheese first: "Vinaigrette à la moutarde", "Pesto de roquette",
 *  "Beurre persillé", "Plateau de fromages". A fat named later ("Poulet au beurre") says nothing. */
const FAT_TITLE = /^(vinaigrette|pesto|pistou|beurre|huile|mayonnaise|aïoli|aioli)\b/i;
const CHEESE_TITLE = /^(plateau|assortiment|assiette) de fromages?\b/i;

export interface RecipeNutriScoreOptions {
  isBeverage?: boolean;
  title?: string | null;
}

/**
 * The category a recipe is scored in: a drink is a beverage (water when nothing in it has energy);
 * a title naming a fat or a cheese first decides next; otherwise the family weighing over half of
 * the recipe: fats, oils, nuts and seeds (butters included) → fats, cheeses → cheese, beef, veal,
 * lamb or pork → red meat; anything else, mixed dishes included, is a general food.
 */
export function recipeNutriScoreCategory(lines: readonly IngredientLine[], opts: RecipeNutriScoreOptions = {}): NutriScoreCategory {
  let grams = 0;
  let fat = 0;
  let cheese = 0;
  let redMeat = 0;
  let allWater = true;
  for (const line of lines) {
    const ing = lineIngredient(line);
    if (!ing) continue;
    const g = lineGrams(line, ing);
    if (!(g > 0)) continue;
    grams += g;
    if (isFat(ing)) fat += g;
    if (ing.family === 'fromage') cheese += g;
    if (RED_MEAT.has(ing.family)) redMeat += g;
    if (ing.ciqual.kcal > 0) allWater = false;
  }
  if (opts.isBeverage) return allWater ? 'water' : 'beverage';
  const title = (opts.title ?? '').trim();
  if (FAT_TITLE.test(title)) return 'fats';
  if (CHEESE_TITLE.test(title)) return 'cheese';
  if (grams <= 0) return 'general';
  if (fat / grams > 0.5) return 'fats';
  if (cheese / grams > 0.5) return 'cheese';
  if (redMeat / grams > 0.5) return 'red-meat';
  return 'general';
}

/** The composition per 100 g of a list of ingredient lines, or null when none weighs anything. */
export function compositionPer100g(lines: readonly IngredientLine[], opts: RecipeNutriScoreOptions = {}): NutriScoreInput | null {
  let grams = 0;
  let kcal = 0;
  let sugars = 0;
  let saturatedFat = 0;
  let lipids = 0;
  let salt = 0;
  let fibre = 0;
  let proteins = 0;
  let fvl = 0;
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
    lipids += ing.ciqual.lipides * f;
    salt += ing.ciqual.sel * f;
    fibre += ing.ciqual.fibres * f;
    proteins += ing.ciqual.proteines * f;
    if (FRUIT_VEG_LEGUME.has(ing.family) && !ing.processed) fvl += g;
  }
  if (grams <= 0) return null;
  const per100 = (x: number) => (x / grams) * 100;
  return {
    energyKj: per100(kcal) * KJ_PER_KCAL,
    sugars: per100(sugars),
    saturatedFat: per100(saturatedFat),
    lipids: per100(lipids),
    salt: per100(salt),
    fibre: per100(fibre),
    proteins: per100(proteins),
    fruitsVegetablesLegumes: per100(fvl),
    category: recipeNutriScoreCategory(lines, opts),
    // The catalogue carries no non-nutritive sweetener, so no recipe drink contains one.
    sweeteners: false,
  };
}

/**
 * The Nutri-Score of a recipe from its ingredient lines; null for an alcoholic drink (no
 * Nutri-Score exists for them) or a recipe whose weight is unknown.
 */
export function recipeNutriScore(lines: readonly IngredientLine[], opts: RecipeNutriScoreOptions = {}): NutriScore | null {
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
