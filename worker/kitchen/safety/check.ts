// Safety: the hard constraints of a profile checked on any recipe (ours or an LLM's), and repair.
//
// checkSafety is written straight from the catalogue facts so it can serve as the oracle of the
// property tests: a catalogue ingredient is judged by its own allergens/tags/family/flags, a
// free-text ingredient by every catalogue name and allergy keyword it contains.

import type { EaterProfile, RecipeDraft, SafetyReport } from '../model';
import { compileProfile, type CompiledProfile } from '../household/profile';
import { getIngredient, resolveIngredient } from '../knowledge/catalogue';
import { nutritionPerPortion, lineGrams, lineIngredient } from '../facts/derive';
import { applySubstitute, chooseSubstitute, dropLine, isOptionalLine, titleNamesLost, withFacts } from './substitutions/index';
import { roundQuantity } from '../facts/scaling';
import { ingredientIsDairy, lineIsDairy } from '../household/diets';
import type { IngredientData } from '../knowledge/vocabulary';

/** Reason why one line breaks the profile, or null. */
export function lineViolation(line: RecipeDraft['ingredients'][number], compiled: CompiledProfile): string | null {
  const ing = getIngredient(line.ingredientId);
  if (ing) return compiled.reasonForIngredient(ing);
  return compiled.reasonForText(line.name);
}

/**
 * Hard constraints: no ingredient carrying one of the profile's allergies, no disliked ingredient,
 * every profile diet satisfied, and prepTime + cookTime ≤ maxTotalTime when given.
 * Free-text ingredients are checked by name (allergy/dislike words and known catalogue names inside).
 */
export function checkRecipeSafety(recipe: RecipeDraft, profile: EaterProfile, opts: { maxTotalTime?: number } = {}): SafetyReport {
  const compiled = compileProfile(profile);
  const violations: string[] = [];
  for (const line of recipe.ingredients) {
    const reason = lineViolation(line, compiled);
    if (reason) violations.push(`Contient ${reason}`);
  }
  const recipeReason = compiled.reasonForRecipe(recipe.ingredients);
  if (recipeReason) violations.push(recipeReason);
  if (Number.isFinite(compiled.maxCarbsPerPortion)) {
    const carbs = nutritionPerPortion(recipe.ingredients, recipe.servings).glucides;
    if (carbs > compiled.maxCarbsPerPortion)
      violations.push(`Trop de glucides : ${carbs} g par portion (maximum ${compiled.maxCarbsPerPortion} g)`);
  }
  if (opts.maxTotalTime !== undefined) {
    const total = (recipe.prepTime || 0) + (recipe.cookTime || 0);
    if (total > opts.maxTotalTime) violations.push(`Trop long : ${total} min (maximum ${opts.maxTotalTime} min)`);
  }
  return { safe: violations.length === 0, violations };
}

/** Is this one recipe safe? (fast path used by the generators on their own outputs). */
export function isSafe(recipe: RecipeDraft, compiled: CompiledProfile): boolean {
  if (recipe.ingredients.some((l) => lineViolation(l, compiled))) return false;
  if (compiled.reasonForRecipe(recipe.ingredients)) return false;
  if (
    Number.isFinite(compiled.maxCarbsPerPortion) &&
    nutritionPerPortion(recipe.ingredients, recipe.servings).glucides > compiled.maxCarbsPerPortion
  )
    return false;
  return true;
}

/** Substitutes (or drops optional) offending ingredients; returns a safe recipe or null if impossible. */
export function repairRecipe(recipe: RecipeDraft, profile: EaterProfile): RecipeDraft | null {
  return repairWith(recipe, compileProfile(profile));
}

/**
 * Substitutes (or drops, when optional) every line the profile forbids, then brings carbs under the
 * diet's ceiling. Returns null when a non-optional ingredient has no allowed substitute, or when
 * the title cannot honestly name the result.
 */
export function repairWith(recipe: RecipeDraft, compiled: CompiledProfile, opts: { honestTitle?: boolean } = {}): RecipeDraft | null {
  let r = recipe;
  const allowed = (c: IngredientData) => !compiled.forbidden.has(c.id);
  // Each pass fixes one line; bounded so a pathological recipe cannot loop.
  for (let guard = 0; guard < 3 * recipe.ingredients.length + 5; guard++) {
    const index = r.ingredients.findIndex((l) => lineViolation(l, compiled));
    if (index < 0) break;
    const next = replaceOrDrop(r, index, allowed);
    if (!next) return null;
    r = next;
  }
  if (r.ingredients.some((l) => lineViolation(l, compiled))) return null;
  if (compiled.reasonForRecipe(r.ingredients)) {
    const separated = withoutMeatDairyMix(r, compiled);
    if (!separated) return null;
    r = separated;
  }
  if (Number.isFinite(compiled.maxCarbsPerPortion)) {
    const lowered = lowerCarbs(r, compiled);
    if (!lowered) return null;
    r = lowered;
    if (compiled.reasonForRecipe(r.ingredients)) return null;
  }
  if (r === recipe) return recipe;
  // A title that would name what the dish no longer holds (the mussels of "Moules marinières", the
  // eggs of an omelette) is no version of it: refused, so the caller offers another dish.
  // (A version that says why it refuses checks the title itself: `honestTitle: false`.)
  if (opts.honestTitle !== false && titleNamesLost(recipe, r)) return null;
  return withFacts(r);
}

/**
 * The recipe with its line `index` replaced by an allowed substitute, or dropped when it is optional
 * and not the only one; null when neither can be done. A free-text line is judged as the catalogue
 * ingredient it names, if any.
 */
function replaceOrDrop(r: RecipeDraft, index: number, allowed: (c: IngredientData) => boolean): RecipeDraft | null {
  const line = r.ingredients[index]!;
  const asKnown = getIngredient(line.ingredientId) ? line : { ...line, ingredientId: resolveIngredient(line.name)?.id ?? null };
  const choice = asKnown.ingredientId ? chooseSubstitute(asKnown, r, allowed) : null;
  if (choice) return applySubstitute(r, index, choice);
  if (isOptionalLine(line, r) && r.ingredients.length > 1) return dropLine(r, index);
  return null;
}

/** Casher: swaps (or drops, when optional) the dairy lines of a dish that has meat. Null when it cannot. */
function withoutMeatDairyMix(recipe: RecipeDraft, compiled: CompiledProfile): RecipeDraft | null {
  let r = recipe;
  const allowed = (c: IngredientData) => !compiled.forbidden.has(c.id) && !ingredientIsDairy(c);
  // Each pass replaces or drops one dairy line; bounded so a pathological recipe cannot loop.
  for (let guard = 0; guard <= recipe.ingredients.length && compiled.reasonForRecipe(r.ingredients); guard++) {
    const i = r.ingredients.findIndex((l) => lineIsDairy(l));
    if (i < 0) return null;
    const next = replaceOrDrop(r, i, allowed);
    if (!next) return null;
    r = next;
  }
  if (compiled.reasonForRecipe(r.ingredients) || r.ingredients.some((l) => lineViolation(l, compiled))) return null;
  return r;
}

/** Lowers carbs per portion under the ceiling: swaps the starchiest lines for low-carb relatives,
 *  then trims vegetables/fruits by halves. Null when it cannot get there. */
function lowerCarbs(recipe: RecipeDraft, compiled: CompiledProfile): RecipeDraft | null {
  let r = recipe;
  const max = compiled.maxCarbsPerPortion;
  const lowCarb = (c: IngredientData) => !compiled.forbidden.has(c.id) && c.ciqual.glucides <= 8;
  for (let guard = 0; guard < 12; guard++) {
    const carbs = nutritionPerPortion(r.ingredients, r.servings).glucides;
    if (carbs <= max) return r;
    // Line contributing the most carbs.
    let worst = -1;
    let worstCarbs = 0;
    r.ingredients.forEach((l, i) => {
      const ing = lineIngredient(l);
      const c = ing ? (lineGrams(l, ing) * ing.ciqual.glucides) / 100 : 0;
      if (c > worstCarbs) {
        worst = i;
        worstCarbs = c;
      }
    });
    if (worst < 0) return null;
    const line = r.ingredients[worst]!;
    const ing = lineIngredient(line);
    if (ing && ing.ciqual.glucides > 12) {
      const choice = chooseSubstitute(line, r, lowCarb);
      if (choice) {
        r = applySubstitute(r, worst, choice);
        continue;
      }
    }
    const halved = roundQuantity(line.quantity / 2, line.unity, line.ingredientId);
    if (halved >= line.quantity || halved <= 0) {
      if (isOptionalLine(line, r)) {
        r = dropLine(r, worst);
        continue;
      }
      return null;
    }
    r = { ...r, ingredients: r.ingredients.map((l, i) => (i === worst ? { ...l, quantity: halved } : l)) };
  }
  return nutritionPerPortion(r.ingredients, r.servings).glucides <= max ? r : null;
}
