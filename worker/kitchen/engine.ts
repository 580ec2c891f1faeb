// Public interface of the offline kitchen engine: the "local" Generator provider. A facade only: the
// entry points the rest of the worker calls and the model's types; the engine's own parts import
// their types from model.ts and their functions from the module that defines them, never from here.
//
// Pure, deterministic TypeScript over the typed knowledge base (worker/kitchen/data): no network,
// no Hono, no Date.now / Math.random. Randomness comes from an explicit `seed`, seasonality from an
// explicit `month` (1-12; when omitted, seasonality is simply not used). Routes, persistence and LLM
// providers are built on top of these functions; LLM answers go through `checkRecipeSafety` /
// `repairRecipe`, so the same oracle protects every provider.
//
// Conventions
// - Every text comparison is accent- and case-insensitive through `normalizeText` (shared/text.ts).
// - Ingredients the catalogue does not know are kept as free text (`ingredientId: null`), never an error.
// - Quantities are for `recipe.servings` portions; `servingsFor(profile)` = adults + children × 0.5,
//   rounded up, at least 1.
// - Recipe `allergens` are French labels of the 14 EU allergens ('Gluten', 'Lait', 'Fruits à coque'...),
//   `diets` are canonical labels of DIET_LABELS ('Végétarien', 'Végan', 'Sans gluten', 'Cétogène'...).
// - Nothing here throws on user input; functions that cannot honour a request return null / [].

import type { Preferences } from '../../shared/schemas/users';
import type { AntiWasteBody, IngredientAnswer, InspirationForm, SuggestionGroup } from '../../shared/schemas/recipes';
import type {
  AntiWasteRecipe,
  CreateRecipeRequest,
  DraftIngredient,
  EaterProfile,
  GenerateOptions,
  IterateRequest,
  QuestionRequest,
  RecipeDraft,
  RecipeFacts,
  SafetyReport,
  SuggestOptions,
} from './model';
import { profileFromPreferences as profileFromPrefs, servingsFor as servingsForProfile } from './profile';
import { suggestRecipes } from './suggest';
import { createRecipeDraft, generateFromForm } from './create';
import { iterate } from './iterate';
import { answerQuestion } from './questions';
import { antiWasteRecipes } from './anti-waste';
import { checkSafety, repair } from './safety';
import { deriveFacts } from './derive';
import { commonNames, corpusDraft, search } from './corpus';
import { scaleRecipe as scale } from './scaling';

// Types: the kitchen's model (model.ts), re-exported for the rest of the worker.
export type {
  AntiWasteRecipe,
  CreateRecipeRequest,
  DietLabel,
  DraftIngredient,
  EaterProfile,
  GenerateOptions,
  IterateRequest,
  QuestionRequest,
  RecipeDraft,
  RecipeFacts,
  SafetyReport,
  SuggestOptions,
  Tastes,
} from './model';
export { DIET_LABELS } from './model';
/** canonicalDiet maps any spelling ('Vegan', 'keto', 'sans-gluten', 'pas de porc') onto a DIET_LABELS label. */
export { canonicalDiet } from './diets';

// ---------------------------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------------------------

/** Builds the engine's profile from the stored user preferences. */
export function profileFromPreferences(p: Preferences): EaterProfile {
  return profileFromPrefs(p);
}

/** Portions for a household: adults + children × 0.5, rounded up, at least 1. */
export function servingsFor(profile: Pick<EaterProfile, 'adults' | 'children'>): number {
  return servingsForProfile(profile);
}

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/meals/recipe-suggestions. Corpus recipes scored against the form and the profile,
 * only those safe for the profile (possibly after repair), diversified, grouped by dish type
 * (3-4 per group). `sourceRecipeId` = corpus id to pass back to createRecipe.
 * An empty form gives seasonal, varied suggestions.
 */
export function suggest(form: InspirationForm, profile: EaterProfile, opts: SuggestOptions): SuggestionGroup[] {
  return suggestRecipes(form, profile, opts);
}

/**
 * POST /api/meals/transform-suggestion-to-recipe. With a known sourceRecipeId (or a title matching a
 * corpus recipe) returns that recipe repaired for the profile and scaled to the household; otherwise
 * builds the closest recipe from the title/description (best corpus match or a template).
 * Always safe for the profile.
 */
export function createRecipe(req: CreateRecipeRequest, profile: EaterProfile, opts: GenerateOptions = {}): RecipeDraft {
  return createRecipeDraft(req, profile, opts);
}

/** POST /api/meals/generate-recipe (no dish type chosen): the best safe recipe for the form. */
export function generateRecipeFromForm(form: InspirationForm, profile: EaterProfile, opts: GenerateOptions = {}): RecipeDraft {
  return generateFromForm(form, profile, opts);
}

/**
 * POST /api/meals/iterate-recipe. Applies replacements, exclusions, then variants/comment keywords;
 * title gets a suffix ('(version végétarienne)'), description notes the changes after a
 * "\n\nCette version : " marker (replaced, not stacked, on the next iteration), instructions are
 * rewritten where they name a replaced ingredient. The result is repaired for the profile
 * (an iteration never introduces an allergen, dislike or diet violation).
 */
export function iterateRecipe(recipe: RecipeDraft, req: IterateRequest, profile: EaterProfile): RecipeDraft {
  return iterate(recipe, req, profile);
}

/**
 * POST /api/meals/question-about-recipe. French answer about an ingredient, routed by keywords
 * (remplacer/substituer, allergène, saison, conserver, calories/protéines...). Replacement
 * suggestions never carry the profile's allergens, dislikes or diet violations.
 */
export function answerIngredientQuestion(req: QuestionRequest, profile: EaterProfile): IngredientAnswer {
  return answerQuestion(req, profile);
}

/**
 * POST /api/generate-recipes-from-ingredients. Corpus recipes with the best coverage of the given
 * ingredients plus template recipes (soupe, gratin, omelette, poêlée, salade, quiche, curry...)
 * built around them, for `peopleCount`, within `time` minutes (prep + cook), respecting the body's
 * dietaryRestrictions and mealType AND the profile. Up to 6 results, best first.
 */
export function recipesFromIngredients(body: AntiWasteBody, profile: EaterProfile, opts: GenerateOptions = {}): AntiWasteRecipe[] {
  return antiWasteRecipes(body, profile, opts);
}

// ---------------------------------------------------------------------------------------------
// Safety (also the oracle for LLM outputs)
// ---------------------------------------------------------------------------------------------

/**
 * Hard constraints: no ingredient carrying one of the profile's allergies, no disliked ingredient,
 * every profile diet satisfied, and prepTime + cookTime ≤ maxTotalTime when given.
 * Free-text ingredients are checked by name (allergy/dislike words and known catalogue names inside).
 */
export function checkRecipeSafety(recipe: RecipeDraft, profile: EaterProfile, opts: { maxTotalTime?: number } = {}): SafetyReport {
  return checkSafety(recipe, profile, opts);
}

/** Substitutes (or drops optional) offending ingredients; returns a safe recipe or null if impossible. */
export function repairRecipe(recipe: RecipeDraft, profile: EaterProfile): RecipeDraft | null {
  return repair(recipe, profile);
}

// ---------------------------------------------------------------------------------------------
// Facts, corpus, helpers
// ---------------------------------------------------------------------------------------------

/**
 * Allergens, diets, nutrition, cost, season and Nutri-Score computed from the ingredient list (never
 * typed by hand); the dish type and the title only help choose the Nutri-Score's category (a drink,
 * a vinaigrette...).
 */
export function deriveRecipeFacts(
  ingredients: readonly Pick<DraftIngredient, 'name' | 'quantity' | 'unity' | 'ingredientId'>[],
  servings: number,
  dishType?: string | null,
  title?: string | null,
): RecipeFacts {
  return deriveFacts(ingredients, servings, dishType, title);
}

/** Accent-insensitive search over corpus titles, descriptions, tags and ingredient names; best first. */
export function searchCorpus(query: string, limit = 20): { id: string; title: string; description: string }[] {
  return search(query, limit);
}

/** GET /api/common-ingredients: canonical French names of the catalogue, sorted with the fr collation. */
export function commonIngredientNames(): string[] {
  return commonNames();
}

/** A corpus recipe as a draft (its own servings, facts derived), or null for an unknown id. */
export function corpusRecipeDraft(id: string): RecipeDraft | null {
  return corpusDraft(id);
}

/** Rescales a draft to `servings` portions (pieces to halves, grams to 5 g...). */
export function scaleRecipe(recipe: RecipeDraft, servings: number): RecipeDraft {
  return scale(recipe, servings);
}
