// An independent judge of what the kitchen serves: written from the catalogue's raw facts (EU
// allergen flags, finer tags, families, animal origin, alcohol, CIQUAL carbs) and from its own
// table of French phrasings. It imports nothing of the engine's lexicon, matchers or safety check,
// so a mistake shared by the engine and its own check still shows here.
//
// Used by the property test (worker/kitchen/safety/check.property.test.ts) and by `npm run bench`, which
// runs it over 10,000 random profiles.

import { ALL_INGREDIENTS, INGREDIENT_BY_ID } from '../../worker/kitchen/index';
import type { EuAllergen, Family, FoodTag, IngredientData } from '../../worker/kitchen/index';

/** What one allergy or dislike phrasing forbids, stated from catalogue facts. */
export interface OracleRule {
  allergens?: EuAllergen[];
  tags?: FoodTag[];
  families?: Family[];
  animal?: NonNullable<IngredientData['animalDerived']>[];
  alcohol?: boolean;
  /** Whole words (accent- and case-free) that, found in an ingredient's name or plural, forbid it. */
  names?: string[];
  /** Phrases that neutralise `names` ("pomme de terre" is not an apple). */
  except?: string[];
}

const MILK: OracleRule = { allergens: ['lait'] };
const EGGS: OracleRule = { allergens: ['oeufs'], families: ['oeuf'] };
const NUTS: OracleRule = { allergens: ['fruits-a-coque'] };
const PEANUT: OracleRule = { allergens: ['arachides'] };
const CRUSTACEANS: OracleRule = { allergens: ['crustaces'] };
const MOLLUSCS: OracleRule = { allergens: ['mollusques'] };
const GLUTEN: OracleRule = { allergens: ['gluten'] };
const FISH: OracleRule = { allergens: ['poisson'], families: ['poisson'], animal: ['poisson'] };
const RED_FRUITS: OracleRule = { tags: ['fraise'], names: ['fraise', 'framboise', 'groseille', 'cassis', 'myrtille', 'mure'] };
const NIGHTSHADES: OracleRule = { tags: ['tomate'], names: ['tomate', 'pomme de terre', 'aubergine', 'poivron', 'piment', 'paprika'] };
const ROSACEAE: OracleRule = {
  tags: ['fraise', 'amande'],
  names: ['pomme', 'poire', 'peche', 'abricot', 'cerise', 'prune', 'fraise', 'framboise', 'nectarine', 'coing', 'amande'],
  // A potato is not an apple, a cherry tomato not a cherry.
  except: ['pomme de terre', 'pommes de terre', 'tomate cerise', 'tomates cerises'],
};
const ALCOHOL: OracleRule = { alcohol: true, families: ['alcool'] };

/** The tiles of the registration wizard, each with its meaning. */
export const TILE_ALLERGIES: Record<string, OracleRule> = {
  Lait: MILK,
  Fromage: { tags: ['fromage'], families: ['fromage'] },
  Beurre: { tags: ['beurre'] },
  Crème: { tags: ['creme'] },
  Yaourt: { tags: ['yaourt'] },
  Œufs: EGGS,
  'Fruits à coque': NUTS,
  Noix: { tags: ['noix'] },
  Amandes: { tags: ['amande'] },
  Noisettes: { tags: ['noisette'] },
  Pistaches: { tags: ['pistache'] },
  'Noix de cajou': { tags: ['cajou'] },
  'Noix de pécan': { tags: ['pecan'] },
  'Noix du Brésil': { tags: ['noix-du-bresil'] },
  Macadamia: { tags: ['macadamia'] },
  Cacahuètes: PEANUT,
  Poisson: FISH,
  'Fruits de mer': { allergens: ['crustaces', 'mollusques'], families: ['fruit-de-mer'] },
  Crustacés: CRUSTACEANS,
  Mollusques: MOLLUSCS,
  Soja: { allergens: ['soja'] },
  Lupin: { allergens: ['lupin'] },
  Sésame: { allergens: ['sesame'] },
  Gluten: GLUTEN,
  Blé: { tags: ['ble'] },
  Seigle: { tags: ['seigle'] },
  Orge: { tags: ['orge'] },
  Avoine: { tags: ['avoine'] },
  Épeautre: { tags: ['epeautre'] },
  Kamut: { tags: ['kamut'] },
  Sulfites: { allergens: ['sulfites'] },
  Moutarde: { allergens: ['moutarde'] },
  Tomates: { tags: ['tomate'] },
  Fraises: { tags: ['fraise'] },
  Kiwi: { tags: ['kiwi'] },
  Chocolat: { tags: ['chocolat'] },
  Agrumes: { tags: ['agrume'] },
  Banane: { tags: ['banane'] },
  Cannelle: { tags: ['cannelle'] },
};

/** Allergies as French households write them, with what each means. */
export const FREE_ALLERGIES: Record<string, OracleRule> = {
  'Protéines de lait de vache': MILK,
  APLV: MILK,
  'lait de vache': MILK,
  'Allergie au lait': MILK,
  'produits laitiers': MILK,
  'Intolérance au lactose': MILK,
  'Oeufs de poule': EGGS,
  œuf: EGGS,
  "blanc d'oeuf": EGGS,
  'fruits a coque': NUTS,
  Arachide: PEANUT,
  cacahuète: PEANUT,
  'Allergie aux arachides': PEANUT,
  Crevettes: CRUSTACEANS,
  crustacés: CRUSTACEANS,
  mollusques: MOLLUSCS,
  sulfites: { allergens: ['sulfites'] },
  Céleri: { allergens: ['celeri'] },
  'allergie au céleri': { allergens: ['celeri'] },
  moutarde: { allergens: ['moutarde'] },
  'Allergie au sésame': { allergens: ['sesame'] },
  'graines de sésame': { allergens: ['sesame'] },
  lupin: { allergens: ['lupin'] },
  soja: { allergens: ['soja'] },
  'Intolérance au gluten': GLUTEN,
  'Maladie cœliaque': GLUTEN,
  poissons: FISH,
  'Fruits rouges': RED_FRUITS,
  Solanacées: NIGHTSHADES,
  Rosacées: ROSACEAE,
  agrumes: { tags: ['agrume'] },
  kiwis: { tags: ['kiwi'] },
  bananes: { tags: ['banane'] },
  Alcool: ALCOHOL,
};

export const ALL_ALLERGIES: Record<string, OracleRule> = { ...TILE_ALLERGIES, ...FREE_ALLERGIES };

/** Dislikes typed as a family or a food, with what each means. */
export const FREE_DISLIKES: Record<string, OracleRule> = {
  porc: { families: ['porc'], animal: ['porc'] },
  champignons: { names: ['champignon', 'champignons', 'cepe', 'girolle', 'morille', 'shiitake', 'pleurote'] },
  coriandre: { names: ['coriandre'] },
  poivron: { names: ['poivron', 'poivrons'] },
  aubergine: { names: ['aubergine', 'aubergines'] },
  'fromage de chèvre': { names: ['chevre'] },
  lentilles: { names: ['lentille', 'lentilles'] },
  betterave: { names: ['betterave', 'betteraves'] },
};

/** A diet's per-ingredient and per-recipe meaning. */
export interface OracleDiet {
  /** True when the ingredient alone breaks the diet. */
  forbids(ing: IngredientData): boolean;
  /** Carbs per portion above which the whole recipe breaks the diet. */
  maxCarbs?: number;
  /** True when the ingredients together break the diet (kashrut: meat with dairy). */
  forbidsTogether?(ings: readonly IngredientData[]): boolean;
}

const FLESH: Family[] = ['viande', 'volaille', 'porc', 'poisson', 'fruit-de-mer'];
const LAND_MEAT: Family[] = ['viande', 'volaille', 'porc'];
const has = (ing: IngredientData, a: EuAllergen) => (ing.allergens ?? []).includes(a);
const isPork = (ing: IngredientData) => ing.family === 'porc' || ing.animalDerived === 'porc';
const isLandMeat = (ing: IngredientData) =>
  LAND_MEAT.includes(ing.family) || ing.animalDerived === 'viande' || ing.animalDerived === 'porc';
const isFleshOrSea = (ing: IngredientData) =>
  FLESH.includes(ing.family) ||
  ['viande', 'porc', 'poisson'].includes(ing.animalDerived ?? '') ||
  has(ing, 'poisson') ||
  has(ing, 'crustaces') ||
  has(ing, 'mollusques');
const isAlcohol = (ing: IngredientData) => !!ing.alcohol || ing.family === 'alcool';
const ADDED_SUGAR_WORDS = [
  'sucre',
  'sirop',
  'miel',
  'confiture',
  'caramel',
  'cassonade',
  'vergeoise',
  'melasse',
  'agave',
  'nutella',
  'pate a tartiner',
];

const VEGETARIAN: OracleDiet = { forbids: isFleshOrSea };
const VEGAN: OracleDiet = {
  forbids: (ing) =>
    isFleshOrSea(ing) ||
    ['oeuf', 'produit-laitier', 'fromage'].includes(ing.family) ||
    has(ing, 'lait') ||
    has(ing, 'oeufs') ||
    ing.animalDerived === 'miel',
};
const PESCATARIAN: OracleDiet = { forbids: isLandMeat };
const NO_PORK: OracleDiet = { forbids: isPork };
const HALAL: OracleDiet = { forbids: (ing) => isPork(ing) || isAlcohol(ing) };
const KOSHER: OracleDiet = {
  forbids: (ing) => isPork(ing) || has(ing, 'crustaces') || has(ing, 'mollusques') || ing.family === 'fruit-de-mer',
  forbidsTogether: (ings) => ings.some((i) => i.family === 'viande' || i.family === 'volaille') && ings.some((i) => has(i, 'lait')),
};
const GLUTEN_FREE: OracleDiet = { forbids: (ing) => has(ing, 'gluten') };
const LACTOSE_FREE: OracleDiet = { forbids: (ing) => has(ing, 'lait') };
const NO_ALCOHOL: OracleDiet = { forbids: isAlcohol };
const NO_ADDED_SUGAR: OracleDiet = { forbids: (ing) => ing.family === 'sucre' && nameHasAny(ing, ADDED_SUGAR_WORDS, []) };
const KETO: OracleDiet = { forbids: (ing) => ing.family === 'cereale' || ing.family === 'feculent', maxCarbs: 15 };
const LOW_CARB: OracleDiet = { forbids: () => false, maxCarbs: 30 };
const PALEO: OracleDiet = {
  forbids: (ing) =>
    ['cereale', 'legumineuse', 'produit-laitier', 'fromage'].includes(ing.family) ||
    !!ing.processed ||
    has(ing, 'gluten') ||
    has(ing, 'lait'),
};
const FLEXITARIAN: OracleDiet = { forbids: () => false };

/** Diets as tiles and as typed, each with its meaning. */
export const ALL_DIETS: Record<string, OracleDiet> = {
  Végétarien: VEGETARIAN,
  végétarienne: VEGETARIAN,
  Végan: VEGAN,
  Vegan: VEGAN,
  végétalien: VEGAN,
  Pescétarien: PESCATARIAN,
  'Sans porc': NO_PORK,
  'Je ne mange pas de porc': NO_PORK,
  Halal: HALAL,
  Casher: KOSHER,
  'Sans gluten': GLUTEN_FREE,
  'sans-gluten': GLUTEN_FREE,
  'Sans lactose': LACTOSE_FREE,
  'Sans alcool': NO_ALCOHOL,
  'Sans sucre ajouté': NO_ADDED_SUGAR,
  Cétogène: KETO,
  Keto: KETO,
  'Low Carb': LOW_CARB,
  Paleo: PALEO,
  Paléo: PALEO,
  Flexitarien: FLEXITARIAN,
};

// ---------------------------------------------------------------------------------------------

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function nameHasAny(ing: IngredientData, words: readonly string[], except: readonly string[]): boolean {
  for (const raw of [ing.name, ing.plural ?? '']) {
    if (!raw) continue;
    let text = ` ${fold(raw)} `;
    for (const e of except) text = text.split(` ${fold(e)} `).join(' ');
    if (words.some((w) => text.includes(` ${fold(w)} `))) return true;
  }
  return false;
}

export function ruleForbids(rule: OracleRule, ing: IngredientData): boolean {
  if (rule.allergens?.some((a) => has(ing, a))) return true;
  if (rule.tags?.some((t) => (ing.tags ?? []).includes(t))) return true;
  if (rule.families?.includes(ing.family)) return true;
  if (rule.animal && ing.animalDerived && rule.animal.includes(ing.animalDerived)) return true;
  if (rule.alcohol && isAlcohol(ing)) return true;
  if (rule.names && nameHasAny(ing, rule.names, rule.except ?? [])) return true;
  return false;
}

/** Grams of one recipe line, from its unit, the ingredient's density and piece weight. */
const UNIT_G: Record<string, number> = { g: 1, kg: 1000, ml: 1, cl: 10, l: 1000, 'c. à soupe': 15, 'c. à café': 5, pincée: 0.5 };
const VOLUME = new Set(['ml', 'cl', 'l', 'c. à soupe', 'c. à café']);
function lineGrams(line: OracleLine, ing: IngredientData): number {
  const per = UNIT_G[line.unity];
  if (per === undefined) return line.quantity * (ing.pieceWeightG ?? 100);
  return line.quantity * per * (VOLUME.has(line.unity) ? (ing.densityGPerMl ?? 1) : 1);
}

export interface OracleLine {
  name: string;
  quantity: number;
  unity: string;
  ingredientId: string | null;
}
export interface OracleRecipe {
  title: string;
  servings: number;
  ingredients: readonly OracleLine[];
}

/** A household as the oracle reads it: phrasings (keys of the tables above) and disliked catalogue ids. */
export interface OracleProfile {
  allergies: string[];
  dislikes: string[];
  dislikedIds: string[];
  diets: string[];
}

export function carbsPerPortion(recipe: OracleRecipe): number {
  let carbs = 0;
  for (const l of recipe.ingredients) {
    const ing = l.ingredientId ? INGREDIENT_BY_ID.get(l.ingredientId) : undefined;
    if (ing) carbs += (lineGrams(l, ing) * ing.ciqual.glucides) / 100;
  }
  return carbs / Math.max(1, recipe.servings);
}

/** The free-text lines of a recipe, judged by the catalogue names they contain (longest first). */
const NAMES_LONGEST_FIRST = ALL_INGREDIENTS.flatMap((ing) =>
  [ing.name, ing.plural ?? ''].filter(Boolean).map((n) => ({ key: fold(n), ing })),
)
  .filter((x) => x.key.length >= 3)
  .sort((a, b) => b.key.length - a.key.length);
function ingredientsNamedIn(text: string): IngredientData[] {
  let rest = ` ${fold(text)} `;
  const found: IngredientData[] = [];
  for (const { key, ing } of NAMES_LONGEST_FIRST) {
    if (rest.includes(` ${key} `)) {
      found.push(ing);
      rest = rest.split(` ${key} `).join(' | ');
    }
  }
  return found;
}

/** [] when the recipe respects the profile; otherwise one line per breach. */
export function judge(recipe: OracleRecipe, profile: OracleProfile, extraDiets: readonly string[] = []): string[] {
  const wrong: string[] = [];
  const diets = [...profile.diets, ...extraDiets].map((d) => {
    const diet = ALL_DIETS[d];
    if (!diet) throw new Error(`oracle: unknown diet phrasing "${d}"`);
    return [d, diet] as const;
  });
  const rules = [
    ...profile.allergies.map((a) => {
      const rule = ALL_ALLERGIES[a];
      if (!rule) throw new Error(`oracle: unknown allergy phrasing "${a}"`);
      return [`allergie ${a}`, rule] as const;
    }),
    ...profile.dislikes.map((d) => {
      const rule = FREE_DISLIKES[d];
      if (!rule) throw new Error(`oracle: unknown dislike phrasing "${d}"`);
      return [`n'aime pas ${d}`, rule] as const;
    }),
  ];
  const present: IngredientData[] = [];
  for (const line of recipe.ingredients) {
    const known = line.ingredientId ? INGREDIENT_BY_ID.get(line.ingredientId) : undefined;
    const ings = known ? [known] : ingredientsNamedIn(line.name);
    for (const ing of ings) {
      present.push(ing);
      for (const [label, rule] of rules) if (ruleForbids(rule, ing)) wrong.push(`${recipe.title}: ${ing.id} (${label})`);
      if (profile.dislikedIds.includes(ing.id)) wrong.push(`${recipe.title}: ${ing.id} (n'aime pas)`);
      for (const [label, diet] of diets) if (diet.forbids(ing)) wrong.push(`${recipe.title}: ${ing.id} (régime ${label})`);
    }
  }
  for (const [label, diet] of diets) {
    if (diet.forbidsTogether?.(present)) wrong.push(`${recipe.title}: mélange interdit (régime ${label})`);
    if (diet.maxCarbs !== undefined) {
      const carbs = carbsPerPortion(recipe);
      // Half a gram of slack: quantities are rounded for display after the check.
      if (carbs > diet.maxCarbs + 0.5) wrong.push(`${recipe.title}: ${carbs.toFixed(1)} g de glucides par portion (régime ${label})`);
    }
  }
  return wrong;
}
