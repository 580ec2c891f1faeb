// Derived facts of a recipe, computed from its ingredients (never typed by hand): EU allergens,
// diets, nutrition and cost per portion, the months where it is in season, and the Nutri-Score.

import { getIngredient, resolveAllIngredients } from '../knowledge/catalogue';
import { RECIPE_TAG_DIETS, carbsFitDiet, ingredientFitsDiet, textFitsDiet } from '../household/diets';
import type { DietLabel } from '../model';
import { lineGrams, lineIngredient, type IngredientLine } from '../knowledge/lines';
import { recipeNutriScore, type NutriScoreGrade } from './nutriscore';
import { toMl } from '../knowledge/units';
import type { EuAllergen, Month } from '../knowledge/vocabulary';
import type { Nutrition } from '@shared/schemas/recipes';

export const ALLERGEN_LABELS: Record<EuAllergen, string> = {
  gluten: 'Gluten',
  crustaces: 'Crustacés',
  oeufs: 'Œufs',
  poisson: 'Poisson',
  arachides: 'Arachides',
  soja: 'Soja',
  lait: 'Lait',
  'fruits-a-coque': 'Fruits à coque',
  celeri: 'Céleri',
  moutarde: 'Moutarde',
  sesame: 'Sésame',
  sulfites: 'Sulfites',
  lupin: 'Lupin',
  mollusques: 'Mollusques',
};
const ALLERGEN_ORDER = Object.keys(ALLERGEN_LABELS) as EuAllergen[];

export { lineGrams, lineIngredient, type IngredientLine };

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Energy (kcal), macronutrients, fibres and salt (g) of lines, in all, unrounded. */
export function linesNutrition(lines: readonly IngredientLine[]) {
  const total = { kcal: 0, proteines: 0, glucides: 0, lipides: 0, fibres: 0, sel: 0 };
  for (const line of lines) {
    const ing = lineIngredient(line);
    if (!ing) continue;
    const f = lineGrams(line, ing) / 100;
    total.kcal += ing.ciqual.kcal * f;
    total.proteines += ing.ciqual.proteines * f;
    total.glucides += ing.ciqual.glucides * f;
    total.lipides += ing.ciqual.lipides * f;
    total.fibres += ing.ciqual.fibres * f;
    total.sel += ing.ciqual.sel * f;
  }
  return total;
}

/** Portions to divide by: any positive count (a planned meal for one person eating ¾ is 0.75), else 1. */
const portionsOf = (servings: number) => (Number.isFinite(servings) && servings > 0 ? servings : 1);

export function nutritionPerPortion(lines: readonly IngredientLine[], servings: number): Nutrition {
  const total = linesNutrition(lines);
  const s = portionsOf(servings);
  return {
    kcal: Math.round(total.kcal / s),
    proteines: round1(total.proteines / s),
    glucides: round1(total.glucides / s),
    lipides: round1(total.lipides / s),
    fibres: round1(total.fibres / s),
    sel: Math.round((total.sel / s) * 100) / 100,
  };
}

/** Euros for the quantity of a line, from the catalogue's retail price. */
export function lineCost(line: IngredientLine, ing = lineIngredient(line)): number {
  if (!ing) return 0;
  const { euros, per } = ing.price;
  if (per === 'kg') return (lineGrams(line, ing) / 1000) * euros;
  if (per === 'l') return (toMl(line.quantity, line.unity, ing) / 1000) * euros;
  const pieces = ing.pieceWeightG ? lineGrams(line, ing) / ing.pieceWeightG : line.quantity;
  return pieces * euros;
}

export function costPerPortion(lines: readonly IngredientLine[], servings: number): number {
  const total = lines.reduce((sum, line) => sum + lineCost(line), 0);
  return Math.round((total / portionsOf(servings)) * 100) / 100;
}

/** Allergen ids of a line: catalogue facts, or for free text those of every ingredient it names. */
export function lineAllergens(line: IngredientLine): EuAllergen[] {
  const ing = getIngredient(line.ingredientId);
  if (ing) return ing.allergens ?? [];
  return resolveAllIngredients(line.name).flatMap((i) => i.allergens ?? []);
}

export function allergensOf(lines: readonly IngredientLine[]): string[] {
  const set = new Set<EuAllergen>();
  for (const line of lines) for (const a of lineAllergens(line)) set.add(a);
  return ALLERGEN_ORDER.filter((a) => set.has(a)).map((a) => ALLERGEN_LABELS[a]);
}

/** Whether one line fits a diet (per-ingredient rule; carb ceilings are recipe-level). */
export function lineFitsDiet(line: IngredientLine, diet: DietLabel): boolean {
  const ing = getIngredient(line.ingredientId);
  if (ing) return ingredientFitsDiet(ing, diet);
  return textFitsDiet(line.name, diet);
}

export function dietsOf(lines: readonly IngredientLine[], nutrition: Nutrition): DietLabel[] {
  return RECIPE_TAG_DIETS.filter((d) => carbsFitDiet(nutrition.glucides, d) && lines.every((l) => lineFitsDiet(l, d)));
}

const ALL_MONTHS: Month[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Months where every seasonal ingredient is in season; staples (no season) do not restrict. Never
 *  empty: when the seasonal ingredients never overlap, the months of the main one are kept. */
export function seasonMonthsOf(lines: readonly IngredientLine[]): number[] {
  let months = new Set<number>(ALL_MONTHS);
  let heaviest: { grams: number; season: Month[] } | undefined;
  for (const line of lines) {
    const ing = lineIngredient(line);
    if (!ing?.season?.length) continue;
    const grams = lineGrams(line, ing);
    if (!heaviest || grams > heaviest.grams) heaviest = { grams, season: ing.season };
    months = new Set(ing.season.filter((m) => months.has(m)));
  }
  if (months.size === 0 && heaviest) return [...heaviest.season].sort((a, b) => a - b);
  return [...months].sort((a, b) => a - b);
}

/** Drinks are scored with the beverage grid: the recipes whose dish type is 'Cocktail'. */
export function isBeverageDishType(dishType: string | null | undefined): boolean {
  return (dishType ?? '').trim().toLowerCase() === 'cocktail';
}

/**
 * Nutri-Score letter of a recipe, in the category its dish type, title and heaviest ingredient
 * family choose (a vinaigrette is a fat, a cheese platter a cheese); null for an alcoholic drink (no
 * Nutri-Score exists for them) or when no ingredient weighs anything.
 */
export function nutriScoreGradeOf(
  lines: readonly IngredientLine[],
  dishType?: string | null,
  title?: string | null,
): NutriScoreGrade | null {
  return recipeNutriScore(lines, { isBeverage: isBeverageDishType(dishType), title })?.grade ?? null;
}

/**
 * Allergens, diets, nutrition, cost, season and Nutri-Score computed from the ingredient list (never
 * typed by hand); the dish type and the title choose the Nutri-Score's category (a drink, a fat, a cheese...).
 */
export function deriveRecipeFacts(lines: readonly IngredientLine[], servings: number, dishType?: string | null, title?: string | null) {
  const nutrition = nutritionPerPortion(lines, servings);
  return {
    allergens: allergensOf(lines),
    diets: dietsOf(lines, nutrition) as string[],
    nutritionPerPortion: nutrition,
    costPerPortion: costPerPortion(lines, servings),
    seasonMonths: seasonMonthsOf(lines),
    nutriScore: nutriScoreGradeOf(lines, dishType, title),
  };
}
