// Diets as rules over the catalogue facts (family, allergens, animalDerived, alcohol, processed)
// plus, for Cétogène and Low Carb, the carbohydrates of a portion.

import { foodMatcher } from './allergies';
import { resolveAllIngredients } from './catalogue';
import { normalizeText } from './text';
import type { IngredientData } from './types';

export const DIET_LABELS = ['Végétarien', 'Végan', 'Pescétarien', 'Sans gluten', 'Sans lactose', 'Cétogène', 'Low Carb', 'Paleo', 'Halal'] as const;
export type DietLabel = (typeof DIET_LABELS)[number];

/** Carbohydrate ceilings per portion (g). Keto meals stay around 10-15 g; "low carb" under ~30 g. */
export const KETO_MAX_CARBS_PER_PORTION = 15;
export const LOW_CARB_MAX_CARBS_PER_PORTION = 30;

const DIET_ALIASES: Record<string, DietLabel> = {
  vegetarien: 'Végétarien', vegetarienne: 'Végétarien', vegetarian: 'Végétarien', veggie: 'Végétarien',
  vegan: 'Végan', vegane: 'Végan', vegetalien: 'Végan', vegetalienne: 'Végan',
  pescetarien: 'Pescétarien', pescetarienne: 'Pescétarien', pescetarian: 'Pescétarien', pescovegetarien: 'Pescétarien',
  'sans gluten': 'Sans gluten', 'gluten free': 'Sans gluten', glutenfree: 'Sans gluten',
  'sans lactose': 'Sans lactose', 'lactose free': 'Sans lactose', 'sans produits laitiers': 'Sans lactose',
  cetogene: 'Cétogène', keto: 'Cétogène', ketogene: 'Cétogène', ketogenic: 'Cétogène',
  'low carb': 'Low Carb', lowcarb: 'Low Carb', 'pauvre en glucides': 'Low Carb', 'faible en glucides': 'Low Carb',
  paleo: 'Paleo', paleolithique: 'Paleo',
  halal: 'Halal',
};

/** Maps any spelling ('Vegan', 'keto', 'Sans-gluten', 'VÉGÉTARIENNE') to its canonical label, or null. */
export function canonicalDiet(label: string): DietLabel | null {
  const key = normalizeText(label).replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim();
  return DIET_ALIASES[key] ?? DIET_ALIASES[key.replace(/ /g, '')] ?? null;
}

/** Canonical diets of a list, unknown ones dropped, duplicates removed, in DIET_LABELS order. */
export function canonicalDiets(labels: readonly string[]): DietLabel[] {
  const set = new Set(labels.map(canonicalDiet).filter((d): d is DietLabel => d !== null));
  return DIET_LABELS.filter((d) => set.has(d));
}

const PALEO_FAMILIES = new Set(['cereale', 'legumineuse', 'produit-laitier', 'fromage', 'alcool']);
const KETO_LIMITED = new Set(['sucre', 'legumineuse', 'fruit', 'boisson', 'alcool']);
const FLESH = new Set(['viande', 'volaille', 'porc', 'poisson', 'fruit-de-mer']);
const LAND_MEAT = new Set(['viande', 'volaille', 'porc']);

/** Carbs per 100 g above which a sweet, starchy or pulse ingredient has no place in a keto dish. */
const KETO_INGREDIENT_MAX_CARBS = 10;

/** Per-ingredient diet rule (recipe-level carb ceilings are applied in dietsOf / recipeFitsDiet). */
export function ingredientFitsDiet(ing: IngredientData, diet: DietLabel): boolean {
  const a = ing.allergens ?? [];
  switch (diet) {
    case 'Végétarien':
      return !FLESH.has(ing.family) && ing.animalDerived !== 'viande' && ing.animalDerived !== 'porc' && ing.animalDerived !== 'poisson' && !a.includes('poisson') && !a.includes('crustaces') && !a.includes('mollusques');
    case 'Végan':
      return ingredientFitsDiet(ing, 'Végétarien') && ing.family !== 'oeuf' && ing.family !== 'produit-laitier' && ing.family !== 'fromage' && !a.includes('lait') && !a.includes('oeufs') && ing.animalDerived !== 'miel';
    case 'Pescétarien':
      return !LAND_MEAT.has(ing.family) && ing.animalDerived !== 'viande' && ing.animalDerived !== 'porc';
    case 'Sans gluten':
      return !a.includes('gluten');
    case 'Sans lactose':
      return !a.includes('lait');
    case 'Cétogène':
      if (ing.family === 'cereale' || ing.family === 'feculent') return false;
      if (KETO_LIMITED.has(ing.family) && ing.ciqual.glucides > KETO_INGREDIENT_MAX_CARBS) return false;
      return !ing.processed || ing.ciqual.glucides <= KETO_INGREDIENT_MAX_CARBS;
    case 'Low Carb':
      return !(ing.family === 'sucre' && ing.ciqual.glucides > 50);
    case 'Paleo':
      if (PALEO_FAMILIES.has(ing.family)) return false;
      if (ing.processed || ing.alcohol) return false;
      if (a.includes('lait') || a.includes('gluten') || a.includes('arachides') || a.includes('soja')) return false;
      if (ing.family === 'sucre' && ing.animalDerived !== 'miel') return false;
      return true;
    case 'Halal':
      return ing.family !== 'porc' && ing.animalDerived !== 'porc' && !ing.alcohol && ing.family !== 'alcool';
  }
}

/** Keyword rules for free-text ingredients, reusing the allergy/dislike matchers. */
const TEXT_FORBIDDERS: Record<DietLabel, string[]> = {
  Végétarien: ['Viande', 'Poisson', 'Fruits de mer'],
  Végan: ['Viande', 'Poisson', 'Fruits de mer', 'Lait', 'Œufs', 'Miel'],
  Pescétarien: ['Viande'],
  'Sans gluten': ['Gluten'],
  'Sans lactose': ['Lait'],
  Cétogène: [],
  'Low Carb': [],
  Paleo: ['Gluten', 'Lait', 'Légumineuses', 'Alcool'],
  Halal: ['Porc', 'Alcool'],
};

/** Diet rule for a free-text ingredient: every catalogue ingredient it names fits, and no keyword forbids it. */
export function textFitsDiet(text: string, diet: DietLabel): boolean {
  if (TEXT_FORBIDDERS[diet].some((rule) => foodMatcher(rule).matchesText(text))) return false;
  return resolveAllIngredients(text).every((ing) => ingredientFitsDiet(ing, diet));
}

/** Recipe-level rule on carbs per portion (keto, low carb); other diets have no recipe-level rule. */
export function carbsFitDiet(carbsPerPortion: number, diet: DietLabel): boolean {
  if (diet === 'Cétogène') return carbsPerPortion <= KETO_MAX_CARBS_PER_PORTION;
  if (diet === 'Low Carb') return carbsPerPortion <= LOW_CARB_MAX_CARBS_PER_PORTION;
  return true;
}
