// The operations of a version: replacements, exclusions, a diet applied, and the modifiers
// (cheaper, faster, lighter, spicier, less sugar, an ingredient added).
import type { DietLabel, DraftIngredient, EaterProfile, RecipeDraft } from '../../model';
import { compileProfile, type CompiledProfile } from '../../household/profile';
import { foodMatcher } from '../../household/allergies';
import { findIngredient, getIngredient, pricePerKg, resolveIngredient } from '../../knowledge/catalogue';
import { lineCost, lineGrams, lineIngredient } from '../../facts/derive';
import {
  applyFreeTextSubstitute,
  applySubstitute,
  chooseSubstitute,
  dropLine,
  isOptionalLine,
  isSweetDish,
  withFacts,
} from '../../safety/substitutions';
import { hasPressureCooker, heatOnly, isOvenDish, quickenSteps } from '../../safety/steps';
import { roundQuantity } from '../../facts/scaling';
import { fixFrench, lowerFirst } from '../../base/text';
import { fromGrams, parseUnit, unityLabel } from '../../knowledge/units';
import type { IngredientData } from '../../knowledge/vocabulary';
import { CANNED_PULSES, HEAT, LIGHT_SWAPS, QUICK_SWAPS, WARM_SPICES } from './swaps';

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

export function lineMatches(line: DraftIngredient, term: string): boolean {
  const m = foodMatcher(term);
  const ing = getIngredient(line.ingredientId);
  return ing ? m.ids.has(ing.id) : m.matchesText(line.name);
}

/** Applies one user replacement to every line it names; returns the recipe and whether it applied. */
export function applyReplacement(
  recipe: RecipeDraft,
  original: string,
  replacement: string,
  compiled: CompiledProfile,
): { recipe: RecipeDraft; applied: boolean } {
  let r = recipe;
  let applied = false;
  const target = findIngredient(replacement) ?? resolveIngredient(replacement);
  for (let guard = 0; guard < recipe.ingredients.length; guard++) {
    const index = r.ingredients.findIndex((l) => lineMatches(l, original) && (!target || l.ingredientId !== target.id));
    if (index < 0) break;
    const line = r.ingredients[index]!;
    applied = true;
    if (target) {
      const from = lineIngredient(line);
      const unit = parseUnit(line.unity, from);
      let quantity: number;
      let unity: string;
      if (unit && unit !== 'pièce') {
        quantity = roundQuantity(line.quantity, unit, target.id);
        unity = unit;
      } else {
        const natural = fromGrams(lineGrams(line, from), target);
        quantity = roundQuantity(natural.quantity, natural.unit, target.id);
        unity = unityLabel(natural.unit, quantity, target);
      }
      r = applySubstitute(r, index, { target, quantity, unity });
    } else {
      r = applyFreeTextSubstitute(r, index, replacement.charAt(0).toUpperCase() + replacement.slice(1));
    }
  }
  void compiled;
  return { recipe: r, applied };
}

/** Removes (substitutes, else drops) every line an exclusion names. */
export function applyExclusion(
  recipe: RecipeDraft,
  term: string,
  compiled: CompiledProfile,
): { recipe: RecipeDraft; applied: boolean; keyLine?: string } {
  const m = foodMatcher(term);
  let r = recipe;
  let applied = false;
  const allowed = (c: IngredientData) => !compiled.forbidden.has(c.id) && !m.ids.has(c.id);
  for (let guard = 0; guard < recipe.ingredients.length + 2; guard++) {
    const index = r.ingredients.findIndex((l) => lineMatches(l, term));
    if (index < 0) break;
    applied = true;
    const line = r.ingredients[index]!;
    const choice = chooseSubstitute(line, r, allowed);
    // A main ingredient nothing can stand for (the chocolate of a chocolate mousse) is not simply
    // dropped: the dish would keep a name it no longer deserves. The recipe stays as it was.
    if (!choice && !isOptionalLine(line, r))
      return { recipe, applied: false, keyLine: lineIngredient(line)?.name ?? line.name.split(',')[0]! };
    r = choice ? applySubstitute(r, index, choice) : dropLine(r, index);
  }
  return { recipe: r, applied };
}

/** Swaps the costliest lines for cheaper relatives (at least 25 % cheaper per kg). */
/** The line a swap `from` → `to` applies to in the recipe, with its target; null when the recipe has no
 *  such line, the target is unknown, or the household may not eat it. */
function swapOf(r: RecipeDraft, from: string, to: string, compiled: CompiledProfile) {
  const index = r.ingredients.findIndex((l) => l.ingredientId === from);
  const target = getIngredient(to);
  if (index < 0 || !target || from === to || compiled.forbidden.has(to)) return null;
  return { index, line: r.ingredients[index]!, target };
}

/** The note a swap leaves: « <ingredient> remplacé par <target><why>. » */
const swapNote = (fromName: string, target: IngredientData, why = '') => `${fromName} remplacé par ${lowerFirst(target.name)}${why}.`;

export function cheaper(recipe: RecipeDraft, compiled: CompiledProfile): { recipe: RecipeDraft; notes: string[] } {
  let r = recipe;
  const notes: string[] = [];
  const total = r.ingredients.reduce((s, l) => s + lineCost(l), 0) || 1;
  const costly = r.ingredients
    .map((l, i) => ({ l, i, cost: lineCost(l) }))
    .filter((e) => e.cost / total >= 0.15)
    .sort((a, b) => b.cost - a.cost)
    .slice(0, 2);
  for (const { l } of costly) {
    const ing = lineIngredient(l);
    if (!ing) continue;
    const limit = pricePerKg(ing) * 0.75;
    const allowed = (c: IngredientData) => !compiled.forbidden.has(c.id) && pricePerKg(c) <= limit;
    const index = r.ingredients.indexOf(l);
    // Closest cheaper relative first (another cut, another fish), then the rules.
    const choice = chooseSubstitute(l, r, allowed);
    if (index >= 0 && choice) {
      r = applySubstitute(r, index, choice);
      notes.push(swapNote(ing.name, choice.target, ', moins cher'));
    }
  }
  return { recipe: r, notes };
}

/** Quicker ingredients (canned pulses, quick-cooking cuts), then shorter cooking steps that say how
 *  (steps.ts): the pressure cooker only for a household that declared one, never for an oven dish. */
export function faster(
  recipe: RecipeDraft,
  compiled: CompiledProfile,
  equipment: readonly string[] | undefined,
): { recipe: RecipeDraft; notes: string[] } {
  let r = recipe;
  const notes: string[] = [];
  // With a pressure cooker a stew keeps its stewing cut: the pressure does the quick part.
  const keepCuts = hasPressureCooker(equipment) && !isOvenDish(r);
  for (const [from, to] of Object.entries(QUICK_SWAPS)) {
    const swap = swapOf(r, from, to, compiled);
    if (!swap || (keepCuts && ['viande', 'volaille', 'porc'].includes(swap.target.family))) continue;
    const { index, line, target } = swap;
    const unit = parseUnit(line.unity, getIngredient(from));
    const natural = unit && unit !== 'pièce' ? { quantity: line.quantity, unit } : fromGrams(lineGrams(line), target);
    const q = roundQuantity(natural.quantity, natural.unit, to);
    r = applySubstitute(r, index, { target, quantity: q, unity: unityLabel(natural.unit, q, target) });
    notes.push(swapNote(getIngredient(from)?.name ?? from, target, ', plus rapide à cuire'));
    // Canned pulses: no soaking, a short reheat instead of the long cooking.
    const pulse = CANNED_PULSES[to];
    if (pulse) {
      const heated = heatOnly(r.instructions, pulse, target.plural ?? target.name);
      const fromCook = Math.min(heated.saved, r.cookTime);
      r = {
        ...r,
        instructions: heated.instructions,
        cookTime: r.cookTime - fromCook,
        prepTime: Math.max(0, r.prepTime - (heated.saved - fromCook)),
      };
    }
  }
  // The same food in a quicker form: the dish keeps its name ("Saucisses aux lentilles").
  r = { ...r, title: recipe.title, description: recipe.description };
  const quick = quickenSteps(r, equipment);
  r = { ...r, instructions: quick.instructions, prepTime: quick.prepTime, cookTime: quick.cookTime };
  // Quicker ingredients alone do not make the written times shorter: without shorter steps the
  // recipe stays as it was.
  if (r.prepTime + r.cookTime >= recipe.prepTime + recipe.cookTime) return { recipe, notes: [] };
  const how = [...(notes.length ? ['des ingrédients plus rapides à cuire'] : []), ...quick.how];
  notes.push(`Temps total ramené à ${r.prepTime + r.cookTime} minutes (${how.join(', ')}).`);
  return { recipe: r, notes };
}

export function lighter(recipe: RecipeDraft, compiled: CompiledProfile): { recipe: RecipeDraft; notes: string[] } {
  let r = recipe;
  const notes: string[] = [];
  for (const [from, to] of Object.entries(LIGHT_SWAPS)) {
    const swap = swapOf(r, from, to, compiled);
    if (!swap) continue;
    r = applySubstitute(r, swap.index, { target: swap.target, quantity: swap.line.quantity, unity: swap.line.unity });
    notes.push(swapNote(getIngredient(from)?.name ?? from, swap.target));
  }
  // Fats and cheese halved (a spoon of oil stays to cook).
  const reduced: string[] = [];
  const ingredients = r.ingredients.map((l) => {
    const ing = lineIngredient(l);
    if (!ing || !['matiere-grasse', 'fromage', 'produit-laitier'].includes(ing.family) || ing.ciqual.lipides < 15) return l;
    const q = roundQuantity(l.quantity * 0.5, l.unity, l.ingredientId);
    if (q >= l.quantity) return l;
    reduced.push(lowerFirst(ing.name));
    return { ...l, quantity: q };
  });
  r = withFacts({ ...r, ingredients });
  if (reduced.length) notes.push(`Quantités réduites de moitié : ${reduced.join(', ')}.`);
  return { recipe: r, notes };
}

/** The steps with `sentence` said at the end of the last one. */
function endLastStep(steps: RecipeDraft['instructions'], sentence: string): RecipeDraft['instructions'] {
  const out = [...steps];
  const last = out.at(-1);
  if (last) out[out.length - 1] = { ...last, explanation: `${last.explanation.replace(/\s*$/, '')} ${sentence}` };
  return out;
}

export function spicier(recipe: RecipeDraft, compiled: CompiledProfile): { recipe: RecipeDraft; notes: string[] } {
  const sweet = isSweetDish(recipe);
  const pool = sweet ? WARM_SPICES : HEAT;
  const id = pool.find((p) => getIngredient(p) && !compiled.forbidden.has(p) && !recipe.ingredients.some((l) => l.ingredientId === p));
  const ing = getIngredient(id);
  if (!ing) return { recipe, notes: [] };
  const quantity = roundQuantity(Math.max(0.5, recipe.servings / 4), 'c. à café', ing.id);
  const line: DraftIngredient = { name: ing.name, quantity, unity: 'c. à café', ingredientId: ing.id };
  const instructions = endLastStep(recipe.instructions, `${sweet ? 'Parfumez' : 'Relevez'} de ${lowerFirst(ing.name)} selon votre goût.`);
  return {
    recipe: withFacts({
      ...recipe,
      ingredients: [...recipe.ingredients, line],
      instructions: instructions.map((s) => ({ ...s, explanation: fixFrench(s.explanation) })),
    }),
    notes: [`Ajout de ${lowerFirst(ing.name)} pour plus de caractère.`],
  };
}

export function lessSugar(recipe: RecipeDraft): { recipe: RecipeDraft; notes: string[] } {
  const ingredients = recipe.ingredients.map((l) => {
    const ing = lineIngredient(l);
    if (ing?.family !== 'sucre' || ing.ciqual.glucides < 50) return l;
    return { ...l, quantity: roundQuantity(l.quantity * 0.7, l.unity, l.ingredientId) };
  });
  return { recipe: withFacts({ ...recipe, ingredients }), notes: [] };
}

export function addIngredient(recipe: RecipeDraft, text: string, compiled: CompiledProfile): { recipe: RecipeDraft; note?: string } {
  const ing = resolveIngredient(text);
  if (!ing || compiled.forbidden.has(ing.id) || recipe.ingredients.some((l) => l.ingredientId === ing.id)) return { recipe };
  const grams = ['herbe', 'epice'].includes(ing.family)
    ? 5 * recipe.servings
    : ['fromage', 'noix-graines'].includes(ing.family)
      ? 20 * recipe.servings
      : 60 * recipe.servings;
  const natural = fromGrams(grams, ing);
  const q = roundQuantity(natural.quantity, natural.unit, ing.id);
  const line: DraftIngredient = { name: ing.name, quantity: q, unity: unityLabel(natural.unit, q, ing), ingredientId: ing.id };
  const instructions = endLastStep(recipe.instructions, `Ajoutez ${lowerFirst(ing.name)} juste avant de servir.`);
  return {
    recipe: withFacts({ ...recipe, ingredients: [...recipe.ingredients, line], instructions }),
    note: `Ajout de ${lowerFirst(ing.name)}.`,
  };
}

/** The constraints of a version: the profile, plus the diets reached and the exclusions asked. */
export function constraints(profile: EaterProfile, diets: DietLabel[], exclusions: string[]): CompiledProfile {
  return compileProfile({
    ...profile,
    diets: [...profile.diets, ...diets],
    dislikedIngredients: [...profile.dislikedIngredients, ...exclusions],
  });
}
