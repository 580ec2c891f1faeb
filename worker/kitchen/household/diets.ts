// Diets as rules over the catalogue facts (family, allergens, animalDerived, alcohol, processed)
// plus recipe-level rules: the carbohydrates of a portion (Cétogène, Low Carb) and, for Casher, no
// meat or poultry with a dairy product in the same dish.
//
// Every diet text is read through the French lexicon (household/lexicon/index.ts): a known diet becomes its label, a
// negation of a food ("sans poisson", "pas de champignons") an exclusion of that food, anything else
// is kept as not recognised. Nothing is dropped in silence.

import { foodMatcher, type FoodMatcher } from './allergies';
import { resolveAllIngredients, getIngredient } from '../knowledge/catalogue';
import { dietLabelOf, dietListItems, resolveDiet } from './lexicon/index';
import { containsKey, normalizeText, phraseKey } from '../base/text';
import { type IngredientData, FLESH_FAMILIES, MEAT_FAMILIES } from '../knowledge/vocabulary';
import { DIET_LABELS, type DietLabel } from '../model';
import { lazy } from '../base/lazy';

/** The diets a recipe is tagged with (derive.ts): the head of DIET_LABELS, up to Halal. The others
 *  either forbid nothing (Flexitarien) or would put the same tags on most of the corpus. */
export const RECIPE_TAG_DIETS: readonly DietLabel[] = DIET_LABELS.slice(0, DIET_LABELS.indexOf('Halal') + 1);

/** Carbohydrate ceilings per portion (g). Keto meals stay around 10-15 g; "low carb" under ~30 g. */
export const KETO_MAX_CARBS_PER_PORTION = 15;
export const LOW_CARB_MAX_CARBS_PER_PORTION = 30;

/** Maps any spelling ('Vegan', 'keto', 'Sans-gluten', 'je ne mange pas de porc') to its canonical
 *  label, or null when the text is no diet the engine enforces (see readDiets for the rest). */
export function canonicalDiet(label: string): DietLabel | null {
  return dietLabelOf(label);
}

/** Canonical diets of a list, duplicates removed, in DIET_LABELS order. Texts that are no diet label
 *  are not lost: readDiets turns them into exclusions or reports them as not recognised. */
export function canonicalDiets(labels: readonly string[]): DietLabel[] {
  return readDiets(labels).diets;
}

export interface DietsReading {
  /** Diet labels the engine enforces, in DIET_LABELS order. */
  diets: DietLabel[];
  /** "sans X" texts for a food X: enforced like an allergy to X (label = the user's text). */
  exclusions: FoodMatcher[];
  /** Texts the engine cannot enforce, kept as typed so they can be reported. */
  unrecognised: string[];
}

/** Every diet text of a profile, each one read: a label, an exclusion, or not recognised. */
export function readDiets(labels: readonly string[]): DietsReading {
  const set = new Set<DietLabel>();
  const exclusions: FoodMatcher[] = [];
  const unrecognised: string[] = [];
  for (const typed of labels) {
    if (!typed.trim()) continue;
    // "halal et sans alcool": each item of a list is read on its own.
    const items = dietListItems(typed);
    for (const text of items.length ? items : [typed]) {
      const r = resolveDiet(text);
      if (r.kind === 'diet') set.add(r.label);
      else if (r.kind === 'exclusion') exclusions.push(foodMatcher(text));
      else unrecognised.push(text.trim());
    }
  }
  return { diets: DIET_LABELS.filter((d) => set.has(d)), exclusions, unrecognised };
}

const PALEO_FAMILIES = new Set(['cereale', 'legumineuse', 'produit-laitier', 'fromage', 'alcool']);
const KETO_LIMITED = new Set(['sucre', 'legumineuse', 'fruit', 'boisson', 'alcool']);

/** Carbs per 100 g above which a sweet, starchy or pulse ingredient has no place in a keto dish. */
const KETO_INGREDIENT_MAX_CARBS = 10;

/** Fish without both fins and scales (monkfish, skate): not kosher. */
const NON_KOSHER_FISH = new Set(['lotte', 'raie']);

/** Sweet ingredients that are no added sugar: unsweetened cocoa, spices. */
const NOT_ADDED_SUGAR = new Set(['cacao-en-poudre']);
/** Sweetened products outside the 'sucre' family (sodas, syrups, fruit in syrup, sweet sauces...). */
const SWEETENED = new Set([
  'sirop-de-grenadine',
  'limonade',
  'cola',
  'tonic',
  'ginger-beer',
  'lait-concentre-sucre',
  'yaourt-aux-fruits',
  'peche-au-sirop',
  'poire-au-sirop',
  'ananas-en-conserve',
  'canneberge',
  'creme-chantilly',
  'creme-anglaise',
  'ketchup',
  'sauce-aigre-douce',
  'sauce-soja-sucree',
  'sauce-teriyaki',
  'sauce-barbecue',
  'chocolat-en-poudre',
  'cereales-petit-dejeuner',
  'muesli',
  'pain-d-epices',
  'biscuit-cuillere',
  'petit-beurre',
  'brioche',
  'pain-au-lait',
  'liqueur-d-orange',
  'creme-de-cassis',
  'amaretto',
  'vin-blanc-moelleux',
]);

/** Sugar, syrups, honey, jams, sweetened chocolate, sweets and sweetened products; never a plain fruit. */
function hasAddedSugar(ing: IngredientData): boolean {
  if (NOT_ADDED_SUGAR.has(ing.id)) return false;
  return ing.family === 'sucre' || SWEETENED.has(ing.id);
}

/** Per-ingredient diet rule (recipe-level rules: carb ceilings in carbsFitDiet, Casher meat-and-dairy in recipeDietViolation). */
export function ingredientFitsDiet(ing: IngredientData, diet: DietLabel): boolean {
  const a = ing.allergens ?? [];
  switch (diet) {
    case 'Végétarien':
      return (
        !FLESH_FAMILIES.has(ing.family) &&
        ing.animalDerived !== 'viande' &&
        ing.animalDerived !== 'porc' &&
        ing.animalDerived !== 'poisson' &&
        !a.includes('poisson') &&
        !a.includes('crustaces') &&
        !a.includes('mollusques')
      );
    case 'Végan':
      return (
        ingredientFitsDiet(ing, 'Végétarien') &&
        ing.family !== 'oeuf' &&
        ing.family !== 'produit-laitier' &&
        ing.family !== 'fromage' &&
        !a.includes('lait') &&
        !a.includes('oeufs') &&
        ing.animalDerived !== 'miel'
      );
    case 'Pescétarien':
      return !MEAT_FAMILIES.has(ing.family) && ing.animalDerived !== 'viande' && ing.animalDerived !== 'porc';
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
    case 'Casher':
      return (
        ing.family !== 'porc' &&
        ing.animalDerived !== 'porc' &&
        !a.includes('crustaces') &&
        !a.includes('mollusques') &&
        !NON_KOSHER_FISH.has(ing.id)
      );
    case 'Sans porc':
      return ing.family !== 'porc' && ing.animalDerived !== 'porc';
    case 'Sans alcool':
      return !ing.alcohol && ing.family !== 'alcool';
    case 'Sans sucre ajouté':
      return !hasAddedSugar(ing);
    case 'Flexitarien':
      return true;
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
  Casher: ['Porc', 'Crustacés', 'Mollusques'],
  'Sans porc': ['Porc'],
  'Sans alcool': ['Alcool'],
  'Sans sucre ajouté': [],
  Flexitarien: [],
};

/** Words of added sugar in a free-text ingredient ("sirop d'agave", "confiture maison"). */
const addedSugarText = lazy(addedSugarMatcher);
function addedSugarMatcher(): FoodMatcher {
  // A lexicon-free rule: these words only mean "sweetened" in a diet context, not a food to avoid.
  const keywords = [
    'sucre',
    'sirop',
    'miel',
    'confiture',
    'caramel',
    'chocolat',
    'nutella',
    'pate a tartiner',
    'cassonade',
    'vergeoise',
    'agave',
    'melasse',
    'glucose',
    'fructose',
    'dextrose',
    'praline',
    'nougat',
    'meringue',
    'bonbon',
    'marshmallow',
    'chamallow',
    'soda',
    'limonade',
    'cola',
    'chantilly',
    'biscuit',
    'gateau',
    'gelee de',
    'marmelade',
    'caramelise',
    'candi',
    'sucre glace',
  ];
  const except = [
    'sans sucre',
    'sans sucre ajoute',
    'non sucre',
    'cacao non sucre',
    'chocolat noir 100',
    'canne a sucre',
    'pois sucre',
    'mais sucre',
    'sucre de fruit',
  ];
  const kw = keywords.map(phraseKey);
  const ex = except.map(phraseKey);
  const strip = (key: string) => {
    let k = ' ' + key + ' ';
    for (const e of ex) k = k.split(' ' + e + ' ').join(' ');
    return k.trim();
  };
  return {
    label: 'Sans sucre ajouté',
    ids: new Set(),
    matchesIngredient: hasAddedSugar,
    matchesText: (text) => {
      const key = strip(phraseKey(text));
      return kw.some((k) => containsKey(key, k));
    },
  };
}

/** Diet rule for a free-text ingredient: every catalogue ingredient it names fits, and no keyword forbids it. */
export function textFitsDiet(text: string, diet: DietLabel): boolean {
  if (TEXT_FORBIDDERS[diet].some((rule) => foodMatcher(rule).matchesText(text))) return false;
  if (diet === 'Sans sucre ajouté') {
    if (addedSugarText().matchesText(text)) return false;
    // "compote sans sucre ajouté" names no sugar: the negated words are no ingredient.
    const unsweetened = normalizeText(text).replace(/\b(sans|non|zero|pas de) sucres?( ajoutes?)?\b/g, ' ');
    return resolveAllIngredients(unsweetened).every((ing) => ingredientFitsDiet(ing, diet));
  }
  return resolveAllIngredients(text).every((ing) => ingredientFitsDiet(ing, diet));
}

/** Recipe-level rule on carbs per portion (keto, low carb); see recipeDietViolation for Casher. */
export function carbsFitDiet(carbsPerPortion: number, diet: DietLabel): boolean {
  if (diet === 'Cétogène') return carbsPerPortion <= KETO_MAX_CARBS_PER_PORTION;
  if (diet === 'Low Carb') return carbsPerPortion <= LOW_CARB_MAX_CARBS_PER_PORTION;
  return true;
}

/** A line of a recipe, as the recipe-level rules see it. */
export interface DietLine {
  name: string;
  ingredientId?: string | null;
}

/** What a line is made of: its catalogue ingredient, or every catalogue ingredient its text names. */
function lineFoods(line: DietLine): IngredientData[] {
  const ing = getIngredient(line.ingredientId);
  return ing ? [ing] : resolveAllIngredients(line.name);
}

const isMeat = (ing: IngredientData) => MEAT_FAMILIES.has(ing.family) || ing.animalDerived === 'viande' || ing.animalDerived === 'porc';
/** True for milk, cream, butter, cheese and anything made with milk. */
export const ingredientIsDairy = (ing: IngredientData): boolean =>
  (ing.allergens ?? []).includes('lait') || ing.family === 'produit-laitier' || ing.family === 'fromage';

/** True when a line is meat or poultry (catalogue facts, or the meat words of its text). */
export function lineIsMeat(line: DietLine): boolean {
  const ing = getIngredient(line.ingredientId);
  if (ing) return isMeat(ing);
  return foodMatcher('Viande').matchesText(line.name) || lineFoods(line).some(isMeat);
}

/** True when a line is a dairy product (catalogue facts, or the dairy words of its text). */
export function lineIsDairy(line: DietLine): boolean {
  const ing = getIngredient(line.ingredientId);
  if (ing) return ingredientIsDairy(ing);
  return foodMatcher('Lait').matchesText(line.name) || lineFoods(line).some(ingredientIsDairy);
}

/**
 * Recipe-level diet rule beyond carbs: for Casher, meat or poultry and a dairy product never share a
 * dish. Returns the French reason ("Viande et produit laitier dans le même plat : Poulet et Crème
 * (régime Casher)") or null.
 */
export function recipeDietViolation(lines: readonly DietLine[], diet: DietLabel): string | null {
  if (diet !== 'Casher') return null;
  const meat = lines.find(lineIsMeat);
  if (!meat) return null;
  // Another line first ("Poulet et Crème"); else the meat line itself may hold dairy ("lasagnes au fromage et au bœuf").
  const dairy = lines.find((l) => l !== meat && lineIsDairy(l)) ?? (lineIsDairy(meat) ? meat : undefined);
  if (!dairy) return null;
  const what = dairy === meat ? meat.name : `${meat.name} et ${dairy.name}`;
  return `Viande et produit laitier dans le même plat : ${what} (régime Casher)`;
}
