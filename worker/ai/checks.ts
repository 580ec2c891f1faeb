// The per-output checks of the safety gate (gate.ts; docs/decisions/008-one-safety-gate.md and docs/decisions/027-serving-check-and-tastes.md), and the
// derivation of a recipe's facts they rely on.
//
// - Recipes: derived facts (allergens, diets, nutrition, cost, season, tags) are recomputed by the engine,
//   never trusted from an LLM; then engine.checkRecipeSafety; an unsafe recipe is repaired with
//   engine.repairRecipe (and checked again), else the caller falls back to the local engine's answer.
// - Suggestions: each is resolved to its corpus recipe (when it names one) and that recipe must be safe or
//   repairable; a suggestion that names no corpus recipe is judged by its text; unsafe ones are dropped.
// - Ingredient questions: suggested replacements that break the profile are dropped (and if the answer's
//   text recommends one of them, the caller uses the local answer).
// - Anti-waste: the form's diets count as the profile's, and the used / additional ingredients are
//   recomputed from the final recipe.

import type { AntiWasteBody, IngredientAnswer, InspirationForm, SuggestionGroup } from '@shared/schemas/recipes';
import { normalizeText } from '@shared/text';
import * as engine from '../kitchen/index';
import type { AntiWasteRecipe, EaterProfile, IterateRequest, RecipeDraft } from '../kitchen/index';
import type { RecipeCandidate } from './types';

// ---------------------------------------------------------------------------------------------
// Recipes
// ---------------------------------------------------------------------------------------------

const DIET_SET = new Set<string>(engine.DIET_LABELS.map((d) => normalizeText(d)));

/** Dish type, cuisine, the recomputed diets and the candidate's own non-diet keywords; no duplicates. */
export function recipeTags(dishType: string, cuisine: string, diets: readonly string[], extra: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of [dishType, cuisine, ...diets, ...extra.filter((t) => !DIET_SET.has(normalizeText(t)))]) {
    const key = normalizeText(tag ?? '');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(tag.trim());
  }
  return out;
}

const clampInt = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(Number.isFinite(n) ? n : min)));

/** A full draft whose derived facts come from the engine (whatever the candidate claimed). */
export function withDerivedFacts(candidate: RecipeCandidate): RecipeDraft {
  const ingredients = candidate.ingredients.map((i) => ({
    name: i.name.trim(),
    quantity: i.quantity,
    unity: i.unity ?? '',
    ingredientId: i.ingredientId ?? null,
  }));
  const servings = clampInt(candidate.servings, 1, 50);
  const facts = engine.deriveRecipeFacts(ingredients, servings, candidate.dishType, candidate.title);
  return {
    title: candidate.title.trim(),
    description: candidate.description ?? '',
    dishType: candidate.dishType ?? '',
    cuisine: candidate.cuisine ?? '',
    complexity: clampInt(candidate.complexity, 1, 3),
    prepTime: Math.max(0, Math.round(candidate.prepTime)),
    cookTime: Math.max(0, Math.round(candidate.cookTime)),
    servings,
    ingredients,
    instructions: candidate.instructions.map((s) => ({ time: s.time, explanation: s.explanation, tips: s.tips ?? '' })),
    variantSuggestions: [...candidate.variantSuggestions],
    improvementSuggestions: [...candidate.improvementSuggestions],
    sideDishSuggestions: [...candidate.sideDishSuggestions],
    imageUrl: candidate.imageUrl ?? null,
    sourceRecipeId: candidate.sourceRecipeId ?? null,
    allergens: facts.allergens,
    diets: facts.diets,
    nutritionPerPortion: facts.nutritionPerPortion,
    costPerPortion: facts.costPerPortion,
    seasonMonths: facts.seasonMonths,
    nutriScore: facts.nutriScore,
    tags: recipeTags(candidate.dishType ?? '', candidate.cuisine ?? '', facts.diets, candidate.tags ?? []),
  };
}

export interface RecipeCheck {
  /** prepTime + cookTime limit (anti-waste time, a bounded inspiration form). */
  maxTotalTime?: number;
  /** Rescale to this many portions first (the household, or the anti-waste people count). */
  servings?: number;
}

/** The candidate made safe for the profile (as is, or repaired), or null when it cannot be. */
export function safeRecipe(
  candidate: RecipeCandidate,
  profile: EaterProfile,
  check: RecipeCheck = {},
): { recipe: RecipeDraft; repaired: boolean } | null {
  let draft = withDerivedFacts(candidate);
  if (check.servings && draft.servings !== check.servings) draft = withDerivedFacts(engine.scaleRecipe(draft, check.servings));
  const opts = check.maxTotalTime !== undefined ? { maxTotalTime: check.maxTotalTime } : {};
  if (engine.checkRecipeSafety(draft, profile, opts).safe) return { recipe: draft, repaired: false };
  const repaired = engine.repairRecipe(draft, profile);
  if (!repaired) return null;
  const fixed = withDerivedFacts(repaired);
  return engine.checkRecipeSafety(fixed, profile, opts).safe ? { recipe: fixed, repaired: true } : null;
}

const ZERO_NUTRITION = { kcal: 0, proteines: 0, glucides: 0, lipides: 0, fibres: 0, sel: 0 };

/** A one-line recipe whose only (free-text) ingredient is `text`: lets the engine judge a title or a name. */
function textDraft(text: string): RecipeDraft {
  return {
    title: text,
    description: '',
    dishType: '',
    cuisine: '',
    complexity: 1,
    prepTime: 0,
    cookTime: 0,
    servings: 1,
    // Quantity 0: only the names are judged (no carb count for keto on a title).
    ingredients: [{ name: text, quantity: 0, unity: '', ingredientId: null }],
    instructions: [],
    variantSuggestions: [],
    improvementSuggestions: [],
    sideDishSuggestions: [],
    imageUrl: null,
    sourceRecipeId: null,
    allergens: [],
    diets: [],
    nutritionPerPortion: ZERO_NUTRITION,
    costPerPortion: 0,
    seasonMonths: [],
    nutriScore: null,
    tags: [],
  };
}

/** Does a free text (an ingredient name, a suggestion title) name something the profile forbids? */
export function textIsSafe(text: string, profile: EaterProfile): boolean {
  return engine.checkRecipeSafety(textDraft(text), profile).safe;
}

// ---------------------------------------------------------------------------------------------
// Suggestions
// ---------------------------------------------------------------------------------------------

type CandidateSuggestion = { title: string; description: string; level: number; sourceRecipeId?: string | null };
type CandidateGroup = { type: string; suggestions: CandidateSuggestion[] };

/**
 * Keeps the suggestions that are safe for the profile, with `sourceRecipeId` resolved (an exact corpus
 * title) and `already_generated_recipe_id` from the user's recipes. Empty groups are dropped.
 */
export function safeSuggestions(
  groups: readonly CandidateGroup[],
  profile: EaterProfile,
  ownedBySource: ReadonlyMap<string, string>,
): SuggestionGroup[] {
  const corpusVerdict = new Map<string, boolean>();
  const corpusIsSafe = (id: string): boolean | null => {
    if (corpusVerdict.has(id)) return corpusVerdict.get(id)!;
    const draft = engine.corpusRecipeDraft(id);
    if (!draft) return null;
    const ok = engine.checkRecipeSafety(draft, profile).safe || engine.repairRecipe(draft, profile) !== null;
    corpusVerdict.set(id, ok);
    return ok;
  };
  const seenTitles = new Set<string>();
  const out: SuggestionGroup[] = [];
  for (const group of groups) {
    const kept: SuggestionGroup['suggestions'] = [];
    for (const s of group.suggestions) {
      const titleKey = normalizeText(s.title);
      if (!titleKey || seenTitles.has(titleKey)) continue;
      let sourceId = s.sourceRecipeId ?? null;
      if (!sourceId) {
        const hit = engine.searchCorpus(s.title, 1)[0];
        if (hit && normalizeText(hit.title) === titleKey) sourceId = hit.id;
      }
      let verdict = sourceId ? corpusIsSafe(sourceId) : null;
      if (verdict === null) {
        // Not a corpus recipe (an LLM's idea): judged by what its title and description name.
        sourceId = null;
        verdict = textIsSafe(`${s.title}. ${s.description}`, profile);
      }
      if (!verdict) continue;
      seenTitles.add(titleKey);
      kept.push({
        title: s.title,
        description: s.description,
        level: clampInt(s.level, 1, 3),
        already_generated_recipe_id: sourceId ? (ownedBySource.get(sourceId) ?? null) : null,
        sourceRecipeId: sourceId,
      });
    }
    if (kept.length) out.push({ type: group.type, suggestions: kept });
  }
  return out;
}

/** Drops the suggestions of corpus recipes the household rated 1-2 stars, unless nothing would be left
 *  (the local engine ranks them the same way; an LLM does not know the ratings). */
export function withoutDisliked(groups: SuggestionGroup[], profile: EaterProfile): SuggestionGroup[] {
  const disliked = new Set(profile.tastes?.dislikedRecipeIds ?? []);
  if (!disliked.size) return groups;
  const kept = groups
    .map((g) => ({ ...g, suggestions: g.suggestions.filter((s) => !s.sourceRecipeId || !disliked.has(s.sourceRecipeId)) }))
    .filter((g) => g.suggestions.length > 0);
  return kept.length ? kept : groups;
}

// ---------------------------------------------------------------------------------------------
// Ingredient questions
// ---------------------------------------------------------------------------------------------

/**
 * Drops the replacement suggestions the profile forbids. Returns null when the answer's text
 * recommends a dropped one (the prose cannot be repaired: the caller uses the local answer).
 */
export function safeAnswer(answer: IngredientAnswer, profile: EaterProfile): { answer: IngredientAnswer; filtered: boolean } | null {
  const kept = answer.ingredientsSuggestedForReplacement.filter((i) => textIsSafe(i.name, profile));
  if (kept.length === answer.ingredientsSuggestedForReplacement.length) return { answer, filtered: false };
  const prose = normalizeText(answer.answer);
  const dropped = answer.ingredientsSuggestedForReplacement.filter((i) => !kept.includes(i));
  if (dropped.some((i) => prose.includes(normalizeText(i.name)))) return null;
  return { answer: { ...answer, ingredientsSuggestedForReplacement: kept }, filtered: true };
}

// ---------------------------------------------------------------------------------------------
// Anti-waste
// ---------------------------------------------------------------------------------------------

/** The anti-waste form's diets are hard constraints too (on top of the profile's). */
export function antiWasteProfile(body: AntiWasteBody, profile: EaterProfile): EaterProfile {
  return { ...profile, diets: [...profile.diets, ...body.dietaryRestrictions] };
}

const mentions = (name: string, wanted: string) => {
  const a = normalizeText(name);
  const b = normalizeText(wanted);
  return a.length > 0 && b.length > 0 && (a.includes(b) || b.includes(a));
};

/**
 * One anti-waste candidate made safe, with `usedIngredients` recomputed from what the final recipe really
 * contains (a repair may have swapped one out) and `additionalIngredients` kept in step. Null when unsafe
 * or when it uses none of the given ingredients.
 */
export function safeAntiWasteRecipe(
  candidate: RecipeCandidate & { usedIngredients: string[]; additionalIngredients: string[] },
  body: AntiWasteBody,
  profile: EaterProfile,
): { recipe: AntiWasteRecipe; repaired: boolean } | null {
  const safe = safeRecipe(candidate, antiWasteProfile(body, profile), { maxTotalTime: body.time, servings: body.peopleCount });
  if (!safe) return null;
  const names = safe.recipe.ingredients.map((i) => i.name);
  const used = body.ingredients.filter((wanted) => names.some((n) => mentions(n, wanted)));
  if (!used.length) return null;
  const originalNames = candidate.ingredients.map((i) => i.name);
  const additional = [
    ...candidate.additionalIngredients.filter((a) => names.some((n) => mentions(n, a))),
    // Brought in by the repair: to buy as well, unless it is one of the given ingredients.
    ...names.filter(
      (n) => !originalNames.some((o) => normalizeText(o) === normalizeText(n)) && !body.ingredients.some((w) => mentions(n, w)),
    ),
  ].filter((a, i, all) => all.findIndex((b) => normalizeText(b) === normalizeText(a)) === i);
  return { recipe: { ...safe.recipe, usedIngredients: used, additionalIngredients: additional }, repaired: safe.repaired };
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** The form's time is a limit only when bounded (120 on the time slider means "and more", so no limit). */
export function formMaxTotalTime(form: Partial<InspirationForm> | undefined): number | undefined {
  if (!form || form.preparationTime === undefined || form.bakingTime === undefined) return undefined;
  if (form.preparationTime >= 120 || form.bakingTime >= 120) return undefined;
  return form.preparationTime + form.bakingTime;
}

/** The request's own exclusions and replaced ingredients must be gone from an LLM's new version. */
export function honoursIteration(recipe: RecipeDraft, req: IterateRequest, profile: EaterProfile): boolean {
  const gone = [...req.excludedIngredients, ...req.ingredientReplacements.map((r) => r.original)];
  if (!gone.length) return true;
  const strict: EaterProfile = { ...profile, allergies: [], diets: [], dislikedIngredients: gone };
  return engine.checkRecipeSafety(recipe, strict).safe;
}
