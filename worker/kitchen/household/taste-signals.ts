// What a household showed it likes (ratings, favourites) and what its kitchen can do (declared
// appliances), read by the suggestions and the week planner. Pure: the services build `Tastes`
// from the database rows, the engine only reads them.

import type { EaterProfile, RecipeDraft, Tastes } from '../model';
import { getIngredient } from '../knowledge/catalogue';
import { lineGrams } from '../knowledge/lines';
import { normalizeText } from '../base/text';
import { PROTEIN_FAMILIES } from '../knowledge/vocabulary';
import { COOKING_EQUIPMENT, MULTIFUNCTION_ROBOTS } from '@shared/options';

// ---------------------------------------------------------------------------------------------
// Ratings and favourites
// ---------------------------------------------------------------------------------------------

/** Families that make the main ingredient of a dish, and staples too common to characterise one
 *  (the same weighting as the corpus index's main ingredient). */
const STAPLE_FAMILIES = new Set(['epice', 'condiment', 'matiere-grasse', 'herbe', 'boisson']);

/** Catalogue id of the ingredient that characterises a recipe (heaviest protein, else heaviest non-staple), or null. */
export function mainIngredientId(
  lines: readonly Pick<RecipeDraft['ingredients'][number], 'name' | 'quantity' | 'unity' | 'ingredientId'>[],
): string | null {
  let best: { id: string; score: number } | null = null;
  for (const line of lines) {
    const ing = getIngredient(line.ingredientId);
    if (!ing || STAPLE_FAMILIES.has(ing.family)) continue;
    const score = lineGrams(line, ing) * (PROTEIN_FAMILIES.has(ing.family) ? 3 : 1);
    if (!best || score > best.score) best = { id: ing.id, score };
  }
  return best?.id ?? null;
}

/** One of the household's recipes with what it said about it. */
export interface TasteSignal {
  /** The user's recipe id. */
  recipeId: string;
  /** Corpus id it was made from, if any. */
  sourceRecipeId: string | null;
  /** Stars given on the recipe itself (rating page), null when none. */
  recipeRating: number | null;
  /** Stars given to meals of saved week plans that served this recipe. */
  mealRatings: readonly number[];
  favorite: boolean;
  /** Catalogue id of the recipe's main ingredient, or null. */
  mainIngredientId: string | null;
}

/** Stars from which a recipe counts as loved, and up to which it counts as disliked. */
export const LOVED_FROM = 4;
export const DISLIKED_UP_TO = 2;

/**
 * Loved: rated 4-5 stars or favourited; disliked: rated 1-2 stars (the rating page's stars first,
 * else the average of the meals' stars; a low rating outweighs a favourite). Both lists hold the
 * user's recipe id and the corpus id it was copied from. Ingredients: the main ingredient of every
 * loved / disliked recipe, dropped from both lists when recipes of both kinds share it.
 */
export function buildTastes(signals: readonly TasteSignal[]): Tastes {
  const loved = new Set<string>();
  const disliked = new Set<string>();
  const lovedIngredients = new Set<string>();
  const dislikedIngredients = new Set<string>();
  for (const s of signals) {
    const meals = s.mealRatings.filter((n) => Number.isFinite(n));
    const stars = s.recipeRating ?? (meals.length ? meals.reduce((a, b) => a + b, 0) / meals.length : null);
    const verdict =
      stars !== null && stars <= DISLIKED_UP_TO ? 'disliked' : (stars !== null && stars >= LOVED_FROM) || s.favorite ? 'loved' : null;
    if (!verdict) continue;
    const ids = verdict === 'loved' ? loved : disliked;
    ids.add(s.recipeId);
    if (s.sourceRecipeId) ids.add(s.sourceRecipeId);
    if (s.mainIngredientId) (verdict === 'loved' ? lovedIngredients : dislikedIngredients).add(s.mainIngredientId);
  }
  for (const id of [...lovedIngredients]) {
    if (dislikedIngredients.has(id)) {
      lovedIngredients.delete(id);
      dislikedIngredients.delete(id);
    }
  }
  // A corpus recipe loved in one copy and disliked in another: the dislike wins (it is not planned again).
  for (const id of disliked) loved.delete(id);
  return {
    lovedRecipeIds: [...loved].sort(),
    dislikedRecipeIds: [...disliked].sort(),
    lovedIngredientIds: [...lovedIngredients].sort(),
    dislikedIngredientIds: [...dislikedIngredients].sort(),
  };
}

/** The tastes as sets, for scoring loops. */
export interface TasteSets {
  lovedRecipes: ReadonlySet<string>;
  dislikedRecipes: ReadonlySet<string>;
  lovedIngredients: ReadonlySet<string>;
  dislikedIngredients: ReadonlySet<string>;
}

export function tasteSets(tastes: Tastes | undefined): TasteSets {
  return {
    lovedRecipes: new Set(tastes?.lovedRecipeIds ?? []),
    dislikedRecipes: new Set(tastes?.dislikedRecipeIds ?? []),
    lovedIngredients: new Set(tastes?.lovedIngredientIds ?? []),
    dislikedIngredients: new Set(tastes?.dislikedIngredientIds ?? []),
  };
}

// ---------------------------------------------------------------------------------------------
// Equipment: the oven
// ---------------------------------------------------------------------------------------------

/** Oven words in a recipe's steps: "four" (not "fourchette"), "enfournez", "préchauffez". */
const OVEN_STEP = /\b(four|fours|enfourn\w*|prechauff\w*)\b/;
/** Dishes that cannot be made without an oven, named in a title or a request. */
const OVEN_DISH =
  /\b(gratins?|gratinee?s?|quiches?|clafoutis|crumbles?|lasagnes?|moussakas?|parmentier|souffles?|muffins?|madeleines?|brownies?|financiers?|cakes?|tartiflettes?|tartes?|tourtes?)\b/;

/** Does the recipe need an oven? (its steps or tips mention one, or its title names an oven dish). */
export function needsOven(recipe: Pick<RecipeDraft, 'title' | 'instructions'>): boolean {
  const steps = normalizeText(recipe.instructions.map((s) => `${s.explanation} ${s.tips ?? ''}`).join(' '));
  return OVEN_STEP.test(steps) || OVEN_DISH.test(normalizeText(recipe.title));
}

/** Does a request (a form's description, wanted ingredients, a day's wish) ask for an oven dish? */
export function asksForOven(text: string): boolean {
  const key = normalizeText(text);
  return /\b(four|enfourn\w*)\b/.test(key) || OVEN_DISH.test(key);
}

/** Appliances that tell how a household cooks: the profile's "Cuisson" group and the robots that
 *  cook. A pastry robot or a chopper only mixes: declaring one says nothing of the oven. */
const MIXING_ROBOTS = new Set<(typeof MULTIFUNCTION_ROBOTS)[number]>(['Robot pâtissier', 'Robot multifonction (hachoir, râpe)']);
const COOKING_APPLIANCES = new Set(
  [...COOKING_EQUIPMENT, ...MULTIFUNCTION_ROBOTS.filter((robot) => !MIXING_ROBOTS.has(robot))].map(normalizeText),
);

/** An appliance that bakes: 'Four traditionnel', 'Four vapeur', a free-text "mini-four"; a microwave does not count. */
function isOven(label: string): boolean {
  const key = normalizeText(label);
  return /\bfour\b/.test(key) && !/micro/.test(key);
}

/**
 * True when the household declared how it cooks (at least one cooking appliance or a free-text one
 * naming an oven) and no oven among it. Nothing declared → false: nothing is ruled out.
 */
export function lacksOven(profile: Pick<EaterProfile, 'equipment'>): boolean {
  const equipment = profile.equipment ?? [];
  if (equipment.some(isOven)) return false;
  return equipment.some((label) => COOKING_APPLIANCES.has(normalizeText(label)));
}
