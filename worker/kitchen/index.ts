// The kitchen's face: the only module the rest of the worker (features, AI providers, tests, benches)
// imports. Each function is re-exported under its own name from the layer that defines it
// (worker/kitchen/README.md draws the layers); the engine's own parts import from those modules,
// never from here.
//
// Pure, deterministic TypeScript over the typed knowledge base (worker/kitchen/knowledge/data): no
// network, no Hono, no Date.now / Math.random. Randomness comes from an explicit `seed`, seasonality
// from an explicit `month` (1-12; when omitted, seasonality is simply not used). Routes, persistence
// and LLM providers are built on top of these functions; LLM answers go through `checkRecipeSafety` /
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

// Types: the kitchen's model.
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

// Base: text keys and seeded randomness.
export { phraseKey } from './base/text';
export { mulberry32 } from './base/rng';

// Knowledge: the catalogue, its vocabulary and its recipes.
export { AISLE_LABELS, AISLES } from './knowledge/vocabulary';
export type { Aisle, EuAllergen, Family, FoodTag, IngredientData, RecipeData } from './knowledge/vocabulary';
export { ALL_INGREDIENTS, ALL_RECIPES, INGREDIENT_BY_ID, ingredientById } from './knowledge/kb';
export { findIngredient } from './knowledge/catalogue';
export { DEFAULT_PIECE_G, parseUnit, toGrams, toMl } from './knowledge/units';

// Household: the profile, how its words were read, its tastes.
export { profileFromPreferences, servingsFor } from './household/profile';
/** canonicalDiet maps any spelling ('Vegan', 'keto', 'sans-gluten', 'pas de porc') onto a DIET_LABELS label. */
export { canonicalDiet } from './household/diets';
export { readAllergy, readDiet, readDislike } from './household/lexicon/index';
export { buildTastes, mainIngredientId, type TasteSignal } from './household/taste-signals';

// Facts: derived from the ingredient list, the corpus, scaling, daily targets.
export { deriveRecipeFacts } from './facts/derive';
export { recipeNutriScore } from './facts/nutriscore';
export { commonIngredientNames, corpusRecipeDraft, searchCorpus } from './facts/corpus';
export { scaleRecipe } from './facts/scaling';
export { servedRecipe, servedPortions, type ServedRecipe } from './facts/served';
export { dailyTargets } from './facts/targets';
export { rawAllergens, readIngredientLine, readIngredientLines, toDraftIngredient, type ReadLine } from './facts/ingredient-line';
export { recipeIllustration } from './facts/illustration';

// Safety (also the oracle for LLM outputs).
export { checkRecipeSafety, repairRecipe } from './safety/check';

// Cooking: suggestions, creation, versions, anti-waste, questions.
export { suggest } from './cooking/suggest';
export { createRecipe, generateRecipeFromForm } from './cooking/create';
export { iterateRecipe } from './cooking/versions/index';
export { answerIngredientQuestion, classifyQuestion } from './cooking/questions/answers';
export { pantryUse, rankByPantry, recipesFromIngredients, readAntiWasteIngredients } from './cooking/anti-waste';

// Planning: the week planner.
export {
  ENERGY_TOLERANCE,
  missSentence,
  planWeek,
  prepareWeek,
  recipeSeasonMask,
  toCandidate,
  weekProfile,
  type OptimisedPlan,
  type OptimiserProbe,
  type PlannedMealSlot,
  type PlannerCandidate,
  type PlanRequest,
  type PlanResult,
} from './planning/index';

// Shopping: the list by aisle.
export {
  aggregateShoppingList,
  categoryRank,
  householdServings,
  OTHER_CATEGORY,
  type AggregateLine,
  type AggregateRecipe,
  type ShoppingLine,
} from './shopping/aggregation';
export { boughtOf, choosePack, drivePack, fruitsAsBought, leftoverOf, requotedDrivePack } from './shopping/packs';
