// Types of the offline kitchen knowledge base.
// Data files under data/ are typed with these; derived facts (allergens of a recipe,
// its diets, nutrition, cost, season) are computed by the engine, never typed by hand.

/** Aisles, in the order a shopper walks a French supermarket (shop order of the list). */
export const AISLES = [
  'fruits-legumes',
  'boulangerie',
  'boucherie',
  'poissonnerie',
  'cremerie',
  'epicerie-salee',
  'condiments',
  'epicerie-sucree',
  'boissons',
  'surgeles',
] as const;
export type Aisle = (typeof AISLES)[number];

export const AISLE_LABELS: Record<Aisle, string> = {
  'fruits-legumes': 'Fruits et légumes',
  boulangerie: 'Boulangerie',
  boucherie: 'Boucherie',
  poissonnerie: 'Poissonnerie',
  cremerie: 'Crèmerie',
  'epicerie-salee': 'Épicerie salée',
  condiments: 'Condiments et épices',
  'epicerie-sucree': 'Épicerie sucrée',
  boissons: 'Boissons',
  surgeles: 'Surgelés',
};

/** The EU's 14 regulated allergens (Règlement INCO 1169/2011, annexe II). */
export const EU_ALLERGENS = [
  'gluten',
  'crustaces',
  'oeufs',
  'poisson',
  'arachides',
  'soja',
  'lait',
  'fruits-a-coque',
  'celeri',
  'moutarde',
  'sesame',
  'sulfites',
  'lupin',
  'mollusques',
] as const;
export type EuAllergen = (typeof EU_ALLERGENS)[number];

/**
 * Finer tags so that each of the 39 allergy suggestions (ALLERGY_SUGGESTIONS, shared/options.ts) resolves to a set of
 * ingredients: "Fromage" → tag fromage, "Noisettes" → tag noisette, "Tomates" → tag tomate...
 * The 14 EU allergens cover the rest ("Lait" → lait, "Gluten" → gluten, "Poisson" → poisson).
 */
export const FOOD_TAGS = [
  'fromage',
  'beurre',
  'creme',
  'yaourt',
  'noix',
  'amande',
  'noisette',
  'pistache',
  'cajou',
  'pecan',
  'noix-du-bresil',
  'macadamia',
  'ble',
  'seigle',
  'orge',
  'avoine',
  'epeautre',
  'kamut',
  'tomate',
  'fraise',
  'kiwi',
  'chocolat',
  'agrume',
  'banane',
  'cannelle',
] as const;
export type FoodTag = (typeof FOOD_TAGS)[number];

/** What an ingredient is, used for diets (végétarien, paleo...) and for protein variety. */
export const FAMILIES = [
  'legume', // vegetables, incl. mushrooms and fresh herbs sold as vegetables
  'fruit',
  'herbe', // fresh or dried herbs
  'feculent', // potatoes, sweet potatoes
  'cereale', // rice, pasta, flour, bread, semolina, oats...
  'legumineuse', // lentils, chickpeas, beans, tofu, tempeh
  'viande', // beef, veal, lamb (not pork)
  'volaille',
  'porc', // pork and pork charcuterie (jambon, lardons, chorizo...)
  'poisson',
  'fruit-de-mer',
  'oeuf',
  'produit-laitier', // milk, cream, butter, yoghurt
  'fromage',
  'matiere-grasse', // vegetable oils, margarine
  'noix-graines',
  'sucre', // sugar, honey, jam, chocolate, sweets
  'epice',
  'condiment', // mustard, vinegar, sauces, stock cubes
  'boisson',
  'alcool', // wine, beer, spirits used in cooking
] as const;
export type Family = (typeof FAMILIES)[number];

/** Meat and fish: the flesh a vegetarian meal has none of. */
export const FLESH_FAMILIES: ReadonlySet<Family> = new Set<Family>(['viande', 'volaille', 'porc', 'poisson', 'fruit-de-mer']);
/** Land meat: the flesh without fish and seafood. */
export const MEAT_FAMILIES: ReadonlySet<Family> = new Set<Family>(['viande', 'volaille', 'porc']);
/** The families that make a dish's main protein: flesh, eggs, pulses, cheese. */
export const PROTEIN_FAMILIES: ReadonlySet<Family> = new Set<Family>([...FLESH_FAMILIES, 'oeuf', 'legumineuse', 'fromage']);

/** How long the ingredient keeps once bought/opened: drives anti-waste reuse in the planner. */
export type Perishability = 'tres-perissable' | 'perissable' | 'moyen' | 'longue';

export type Month = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export interface Nutrition100g {
  kcal: number;
  proteines: number;
  glucides: number;
  lipides: number;
  fibres: number;
  sel: number;
}

export interface IngredientData {
  /** kebab-case ASCII slug of the canonical name, unique: "pomme-de-terre", "creme-fraiche-epaisse". */
  id: string;
  /** Canonical French name, singular, capitalised: "Pomme de terre". */
  name: string;
  /** French plural when it differs: "Pommes de terre". */
  plural?: string;
  /** Other names a French cook types: "patate", "pdt". Lower case. */
  synonyms?: string[];
  aisle: Aisle;
  family: Family;
  /** EU allergens the ingredient carries. */
  allergens?: EuAllergen[];
  /** Finer allergy tags (see FOOD_TAGS). */
  tags?: FoodTag[];
  /** true when the product is made from animal flesh even if its family says otherwise (gélatine, bouillon de volaille, sauce nuoc-mâm). */
  animalDerived?: 'viande' | 'porc' | 'poisson' | 'miel';
  /** true for wine, beer, spirits and anything cooked with them (halal). */
  alcohol?: boolean;
  /** true for industrial products a paleo diet refuses (sugar, ketchup, cubes, sodas...). */
  processed?: boolean;
  /** CIQUAL 2025 figures per 100 g, copied from the table (value '-' or 'traces' → 0, '< x' → x/2). */
  ciqual: { code: number; name: string } & Nutrition100g;
  /** Months in season in France; omitted = available all year (dry goods, dairy, meat...). */
  season?: Month[];
  perishability: Perishability;
  /** Weight in grams of one piece when it is sold or counted by the piece (œuf 60, citron 120, gousse d'ail 5). */
  pieceWeightG?: number;
  /** Display name of one piece when not "pièce": { singular: 'gousse', plural: 'gousses' }. */
  pieceLabel?: { singular: string; plural: string };
  /** g per ml for liquids measured in volume (huile 0.92, lait 1.03); default 1. */
  densityGPerMl?: number;
  /** Typical French retail price in euros (2025), per kg, per litre or per piece. */
  price: { euros: number; per: 'kg' | 'l' | 'piece' };
  /** Unit the shopping list counts it in. */
  shopUnit: 'g' | 'ml' | 'piece';
}

export { UNITS, type Unit } from '@shared/units';
import type { Unit } from '@shared/units';
import { CUISINE_OPTIONS, DISH_TYPE_OPTIONS } from '@shared/options';

/** The dish types of the product's option list. */
export const DISH_TYPES = DISH_TYPE_OPTIONS;
export type DishType = (typeof DISH_TYPES)[number];

export const CUISINES = CUISINE_OPTIONS;
export type Cuisine = (typeof CUISINES)[number];

export const RECIPE_MEAL_TYPES = ['petit-déjeuner', 'déjeuner', 'dîner', 'collation', 'dessert'] as const;
export type RecipeMealType = (typeof RECIPE_MEAL_TYPES)[number];

export interface RecipeIngredientData {
  /** IngredientData.id */
  id: string;
  quantity: number;
  unit: Unit;
  /** Free precision shown after the name: "en dés", "pour la cuisson". */
  note?: string;
}

export interface InstructionData {
  /** Minutes this step takes. */
  time: number;
  explanation: string;
  tips?: string;
}

export interface RecipeData {
  /** kebab-case ASCII slug of the title, unique. */
  id: string;
  title: string;
  description: string;
  dishType: DishType;
  /** Meals of the day this recipe fits in a weekly menu. */
  mealTypes: RecipeMealType[];
  cuisine: Cuisine;
  /** 1 Facile, 2 Moyen, 3 Difficile. */
  complexity: 1 | 2 | 3;
  /** Minutes. */
  prepTime: number;
  cookTime: number;
  servings: number;
  ingredients: RecipeIngredientData[];
  instructions: InstructionData[];
  variantSuggestions: string[];
  improvementSuggestions: string[];
  sideDishSuggestions: string[];
  /** Free lower-case keywords for search: "lunchbox", "batch cooking", "réconfortant". */
  tags?: string[];
}
