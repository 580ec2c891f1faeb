// The kitchen's domain model: who eats (the profile), what it cooks (recipe drafts), what it is asked
// (requests and options) and what it answers (facts, safety reports, anti-waste recipes). Every part of
// the engine imports its types from here; index.ts is the face the rest of the worker uses.
// The knowledge base's own types (ingredients, corpus recipes, units, aisles) are in knowledge/vocabulary.ts.

import type { InspirationForm, Nutrition, Recipe, RecipeIngredient } from '@shared/schemas/recipes';

/** Who eats: the constraints (hard: allergies, dislikes, diets) and tastes (soft) of a household. */
export interface EaterProfile {
  /** Free text or the 39 allergy suggestions of ALLERGY_SUGGESTIONS in shared/options.ts ('Lait', 'Fruits à coque', 'Tomates'...). Hard constraint. */
  allergies: string[];
  /** Free text ingredient names or families ('porc', 'champignons', 'coriandre'). Hard constraint. */
  dislikedIngredients: string[];
  /** Diet texts in the user's words, read through the lexicon (household/lexicon/index.ts): a supported diet (see
   *  DIET_LABELS / canonicalDiet), "sans X" excludes X, anything else is kept and reported as not
   *  recognised (never ignored in silence). Hard. */
  diets: string[];
  adults: number;
  children: number;
  /** Soft preference used for ranking ('Italienne', 'Asiatique'...). */
  cuisinePreferences: string[];
  /** Kitchen equipment the household declared (every equipment group of the profile, merged).
   *  Empty or absent means "not declared": nothing is ruled out for lack of an appliance. */
  equipment?: string[];
  /** Daily goals; used softly (ranking, "plus léger"), never as a hard filter. */
  nutritionalGoals?: { calories?: number | null; protein?: number | null; carbs?: number | null; fat?: number | null };
  /** What the household's ratings and favourites say (filled by the services from the database;
   *  absent = nothing known). Soft, except that a disliked recipe is offered only when nothing else fits. */
  tastes?: Tastes;
}

/** Recipe ids are the user's recipe ids and the corpus ids they were copied from; ingredient ids are catalogue ids. */
export interface Tastes {
  /** Rated 4-5 stars or favourited. */
  lovedRecipeIds: string[];
  /** Rated 1-2 stars: not suggested nor planned again unless nothing else fits. */
  dislikedRecipeIds: string[];
  /** Main ingredients of the loved recipes (a small bonus). */
  lovedIngredientIds: string[];
  /** Main ingredients of the disliked recipes (a small malus). */
  dislikedIngredientIds: string[];
}

/** Persistence-free recipe: the Recipe contract minus the fields the routes add when saving. */
export type RecipeDraft = Omit<Recipe, 'id' | 'parentId' | 'rootId' | 'generatedAt' | 'savedAt' | 'criteria' | 'ingredients'> & {
  ingredients: DraftIngredient[];
};
/** `ingredientId` is the catalogue id, or null for free text the catalogue does not know. */
export type DraftIngredient = RecipeIngredient & { ingredientId: string | null };

/** Anti-waste result: a full recipe plus which of the given ingredients it uses and what must be bought. */
export type AntiWasteRecipe = RecipeDraft & { usedIngredients: string[]; additionalIngredients: string[] };

export interface RecipeFacts {
  /** French labels of the EU allergens present. */
  allergens: string[];
  /** Canonical diet labels the recipe satisfies. */
  diets: string[];
  nutritionPerPortion: Nutrition;
  /** Euros per portion, 2 decimals. */
  costPerPortion: number;
  /** Months where every seasonal ingredient is in season (1-12; all 12 when none is seasonal). */
  seasonMonths: number[];
  /** Nutri-Score (2023) letter; drinks ('Cocktail') on the beverage grid, null for an alcoholic one. */
  nutriScore: 'A' | 'B' | 'C' | 'D' | 'E' | null;
}

export interface SafetyReport {
  safe: boolean;
  /** Human-readable French reasons ('Contient du beurre (allergie : Lait)'...). Empty when safe. */
  violations: string[];
}

export interface SuggestOptions {
  /** Corpus recipe id → id of the user's already generated recipe from it (already_generated_recipe_id). */
  ownedBySource: Map<string, string>;
  /** Seed for the tie-breaking / diversification PRNG; same input + seed ⇒ same output. Default 1. */
  seed?: number;
  /** Current month (1-12) for seasonal ranking; omitted ⇒ no seasonal bonus. */
  month?: number;
}

export interface GenerateOptions {
  /** Seed for tie-breaking; same input + seed ⇒ same output. Default 1. */
  seed?: number;
  /** Current month (1-12), e.g. new Date().getMonth() + 1 in Europe/Paris, for seasonal choices. */
  month?: number;
}

export interface CreateRecipeRequest {
  title: string;
  description?: string;
  dishType?: string;
  /** Corpus id from Suggestion.sourceRecipeId: when known the corpus recipe is used directly. */
  sourceRecipeId?: string | null;
  /** The inspiration form the suggestion came from (times, cuisines, wanted ingredients). */
  form?: Partial<InspirationForm>;
}

export interface IterateRequest {
  /** Chips or free text: 'Plus rapide', 'Moins cher', 'Végétarien', 'Végan', 'Sans gluten', 'Sans lactose',
   *  'Plus léger', 'Plus épicé', 'Pour 6 personnes', or the recipe's own variantSuggestions
   *  ('Remplacer le bœuf par des lentilles'). */
  variants: string[];
  /** Free comment, parsed with the same keywords as variants. */
  comment: string;
  ingredientReplacements: { original: string; replacement: string }[];
  excludedIngredients: string[];
}

export interface QuestionRequest {
  recipe?: RecipeDraft | null;
  ingredient: string;
  question: string;
  context?: string;
}

/** Canonical diet labels; canonicalDiet (diets.ts) maps any spelling ('Vegan', 'keto', 'sans-gluten',
 *  'pas de porc') onto them. The diets recipes are tagged with come first, up to Halal (RECIPE_TAG_DIETS). */
export const DIET_LABELS = [
  'Végétarien',
  'Végan',
  'Pescétarien',
  'Sans gluten',
  'Sans lactose',
  'Cétogène',
  'Low Carb',
  'Paleo',
  'Halal',
  'Casher',
  'Sans porc',
  'Sans alcool',
  'Sans sucre ajouté',
  'Flexitarien',
] as const;
export type DietLabel = (typeof DIET_LABELS)[number];
