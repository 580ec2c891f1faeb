// Suggestions for the inspiration form: corpus recipes scored against the form and the profile,
// kept only when safe for the profile (as is, or after repair), diversified (MMR-like: a recipe
// similar to those already picked loses points) and grouped by dish type.

import type { EaterProfile, RecipeDraft, SuggestOptions } from '../model';
import type { InspirationForm, Suggestion, SuggestionGroup } from '@shared/schemas/recipes';
import { corpusRecipes, cloneDraft, type RecipeIndex } from '../facts/corpus';
import { compileProfile, servingsFor, type CompiledProfile } from '../household/profile';
import { scaleRecipe } from '../facts/scaling';
import { isSafe, repairWith } from '../safety/check';
import { resolveIngredient } from '../knowledge/catalogue';
import { canonicalDiet } from '../household/diets';
import { contentWords, normalizeText, phraseKey, words, singular } from '../base/text';
import { mulberry32 } from '../base/rng';
import { asksForOven, lacksOven, needsOven, tasteSets, type TasteSets } from '../household/taste-signals';
import { boundedCache } from '../base/lazy';

// ---------------------------------------------------------------------------------------------
// Form interpretation
// ---------------------------------------------------------------------------------------------

/** A group of suggestions: its label and which corpus recipes belong to it (2 = exact, 1 = close). */
interface GroupSpec {
  label: string;
  fit: (x: RecipeIndex) => number;
}

const byDishType =
  (...types: string[]) =>
  (x: RecipeIndex) =>
    types.includes(x.data.dishType) ? 2 : 0;

/** Maps a form dish type (options, badges, or free text) to a group. */
export function groupSpec(label: string): GroupSpec {
  const key = normalizeText(label);
  switch (key) {
    case 'plat':
      return { label: 'Plat', fit: byDishType('Plat chaud', 'Plat froid') };
    case 'plat chaud':
      return { label, fit: (x) => (x.data.dishType === 'Plat chaud' ? 2 : 0) };
    case 'plat froid':
      return { label, fit: (x) => (x.data.dishType === 'Plat froid' ? 2 : x.data.dishType === 'LunchBox' ? 1 : 0) };
    case 'lunchbox':
      return {
        label,
        fit: (x) =>
          x.data.dishType === 'LunchBox' ? 2 : x.tagKeys.some((t) => t.includes('lunchbox')) || x.data.dishType === 'Plat froid' ? 1 : 0,
      };
    case 'aperitif-dinatoire':
      return { label, fit: (x) => (x.data.dishType === 'Apéritif-dînatoire' ? 2 : x.data.dishType === 'Apéritif' ? 1 : 0) };
    case 'aperitif':
      return { label, fit: (x) => (x.data.dishType === 'Apéritif' ? 2 : x.data.dishType === 'Apéritif-dînatoire' ? 1 : 0) };
    case 'gouter':
      return {
        label,
        fit: (x) => (x.data.dishType === 'Goûter' ? 2 : x.data.dishType === 'Dessert' && x.data.mealTypes.includes('collation') ? 1 : 0),
      };
    case 'dessert':
      return { label, fit: (x) => (x.data.dishType === 'Dessert' ? 2 : x.data.dishType === 'Goûter' ? 1 : 0) };
    case 'entree':
      return { label, fit: (x) => (x.data.dishType === 'Entrée' ? 2 : x.data.dishType === 'Soupe' ? 1 : 0) };
    case 'petit-dejeuner':
      return { label, fit: (x) => (x.data.mealTypes.includes('petit-déjeuner') ? 2 : 0) };
    default:
      return { label, fit: (x) => (x.dishKey === key ? 2 : x.tagKeys.includes(key) ? 1 : 0) };
  }
}

const DEFAULT_GROUPS = ['Entrée', 'Plat chaud', 'Dessert'];

const COMPLEXITY: Record<string, number> = { facile: 1, moyenne: 2, moyen: 2, difficile: 3 };

/** "Facile" → 1, "Moyenne"/"Moyen" → 2, "Difficile" → 3; unknown labels ignored. */
export function complexityLevels(labels: readonly string[]): Set<number> {
  return new Set(labels.map((l) => COMPLEXITY[normalizeText(l)]).filter((n): n is number => n !== undefined));
}

/** Time sliders: 120 (the slider's maximum) means "and more", ≤ 0 means no limit for preparation. */
export function timeLimit(value: number | undefined, kind: 'prep' | 'bake'): number {
  if (value === undefined || value === null) return 30;
  if (value >= 120) return Infinity;
  if (kind === 'prep' && value <= 0) return Infinity;
  return value;
}

interface WantedIngredient {
  id?: string;
  words: string[];
}

/** What the form asks for, precomputed once per call. */
export interface FormQuery {
  prepMax: number;
  bakeMax: number;
  cuisines: Set<string>;
  levels: Set<number>;
  wanted: WantedIngredient[];
  keywords: string[];
  /** Diets mentioned in the description ("végétarien", "sans gluten"). */
  diets: string[];
  quick: boolean;
  light: boolean;
  spicy: boolean;
  empty: boolean;
  /** Normalized cuisine preferences of the profile. */
  preferred: Set<string>;
  /** The form names an oven dish or the oven itself ("un gratin", "au four"). */
  ovenAsked: boolean;
  /** The household's ratings and favourites. */
  tastes: TasteSets;
}

export function readForm(form: Partial<InspirationForm>, profile?: Pick<EaterProfile, 'cuisinePreferences' | 'tastes'>): FormQuery {
  const description = form.description ?? '';
  const key = phraseKey(description);
  const diets = [
    'vegetarien',
    'vegetarienne',
    'vegan',
    'vegane',
    'sans gluten',
    'sans lactose',
    'keto',
    'cetogene',
    'halal',
    'pescetarien',
    'paleo',
    'low carb',
  ]
    .filter((d) => (' ' + key + ' ').includes(' ' + phraseKey(d) + ' '))
    .map((d) => canonicalDiet(d))
    .filter((d): d is NonNullable<typeof d> => !!d);
  const dietWords = new Set(
    words(
      'vegetarien vegetarienne vegan vegane sans gluten lactose keto cetogene halal pescetarien paleo low carb rapide leger legere epice epicee',
    ).map(singular),
  );
  const keywords = contentWords(description).filter((w) => !dietWords.has(w));
  const wanted = (form.ingredients ?? []).map((text) => ({ id: resolveIngredient(text)?.id, words: contentWords(text) }));
  return {
    prepMax: timeLimit(form.preparationTime, 'prep'),
    bakeMax: timeLimit(form.bakingTime, 'bake'),
    cuisines: new Set((form.cuisine ?? []).map(normalizeText)),
    levels: complexityLevels(form.complexity ?? []),
    wanted,
    keywords,
    diets,
    quick: /\b(rapide|vite|express|presse)\b/.test(key),
    light: /\b(leger|legere|light|minceur)\b/.test(key),
    spicy: /\b(epice|epicee|piquant|releve)\b/.test(key),
    preferred: new Set((profile?.cuisinePreferences ?? []).map(normalizeText)),
    ovenAsked: asksForOven([description, ...(form.ingredients ?? []), ...(form.dish ?? [])].join(' ')),
    tastes: tasteSets(profile?.tastes),
    empty: !(form.dish?.length || form.cuisine?.length || form.complexity?.length || form.ingredients?.length || description.trim()),
  };
}

/** Relevance of a corpus recipe for the form and the profile (higher is better). */
export function scoreRecipe(x: RecipeIndex, q: FormQuery, month: number | undefined): number {
  const r = x.data;
  let score = 0;
  // Times: a recipe over the limits is a last resort.
  if (r.prepTime > q.prepMax) score -= 8 + (4 * (r.prepTime - q.prepMax)) / Math.max(10, q.prepMax);
  if (r.cookTime > q.bakeMax) score -= 8 + (4 * (r.cookTime - q.bakeMax)) / Math.max(10, q.bakeMax);
  if (q.cuisines.size) score += q.cuisines.has(x.cuisineKey) ? 3 : -3;
  if (q.levels.size) score += q.levels.has(r.complexity) ? 2 : -2;
  for (const w of q.wanted) {
    if (w.id && x.ids.has(w.id)) score += 4;
    else if (w.words.length && w.words.every((word) => x.ingredientWords.has(word))) score += 3;
    else if (w.words.some((word) => x.wordSet.has(word))) score += 1;
    else score -= 1;
  }
  for (const k of q.keywords) {
    if (x.titleWords.has(k)) score += 2.5;
    else if (x.wordSet.has(k)) score += 1.5;
  }
  for (const d of q.diets) score += x.draft.diets.includes(d) ? 3 : -3;
  if (q.quick) score += r.prepTime + r.cookTime <= 30 ? 2 : -1;
  if (q.light) score += x.draft.nutritionPerPortion.kcal <= 450 ? 2 : -1;
  if (q.spicy) score += x.tagKeys.some((t) => /epic|piment|releve/.test(t)) ? 2 : 0;
  if (q.preferred.has(x.cuisineKey)) score += 1;
  score += tasteScore(x, q.tastes);
  if (month) score += seasonScore(x, month) * (q.empty ? 3 : 1.5);
  return score;
}

/** Weights of the household's ratings and favourites in a recipe's relevance. */
export const TASTE_WEIGHTS = { lovedRecipe: 3, dislikedRecipe: -6, lovedIngredient: 1, dislikedIngredient: -1 } as const;

/** Loved recipe (or its corpus source) +3, disliked -6 (suggestRecipes also keeps it out while
 *  alternatives exist); its main ingredient loved +1, disliked -1. */
export function tasteScore(x: RecipeIndex, t: TasteSets): number {
  let score = 0;
  if (t.lovedRecipes.has(x.data.id)) score += TASTE_WEIGHTS.lovedRecipe;
  if (t.dislikedRecipes.has(x.data.id)) score += TASTE_WEIGHTS.dislikedRecipe;
  if (t.lovedIngredients.has(x.main)) score += TASTE_WEIGHTS.lovedIngredient;
  if (t.dislikedIngredients.has(x.main)) score += TASTE_WEIGHTS.dislikedIngredient;
  return score;
}

const ovenCache = boundedCache<string, boolean>();

/** Does this corpus recipe need an oven? (computed once per recipe). */
export function corpusNeedsOven(x: RecipeIndex): boolean {
  return ovenCache(x.data.id, () => needsOven(x.draft));
}

/** +1 when every seasonal ingredient is in season this month, -1 when none is (weighted by grams). */
export function seasonScore(x: RecipeIndex, month: number): number {
  let inSeason = 0;
  let total = 0;
  for (const s of x.seasonal) {
    total += s.grams;
    if (s.months.includes(month)) inSeason += s.grams;
  }
  if (total === 0) return 0;
  return (2 * inSeason) / total - 1;
}

/** Similarity used for diversification: same main ingredient, same cuisine, shared ingredients. */
function similarity(a: RecipeIndex, b: RecipeIndex): number {
  let s = 0;
  if (a.main === b.main) s += 3;
  if (a.data.cuisine === b.data.cuisine) s += 0.5;
  let shared = 0;
  for (const id of a.ids) if (b.ids.has(id)) shared++;
  s += (2 * shared) / Math.max(1, Math.min(a.ids.size, b.ids.size));
  return s;
}

// ---------------------------------------------------------------------------------------------
// Safety for a profile (cached per compiled profile and recipe: repair is the slow part)
// ---------------------------------------------------------------------------------------------

const safeCache = new WeakMap<CompiledProfile['forbidden'], Map<string, RecipeDraft | null>>();

/** The recipe as it can be served to this profile: itself, a repaired copy, or null. */
export function safeVersion(x: RecipeIndex, compiled: CompiledProfile): RecipeDraft | null {
  let cache = safeCache.get(compiled.forbidden);
  if (!cache) {
    cache = new Map();
    safeCache.set(compiled.forbidden, cache);
  }
  if (cache.has(x.data.id)) return cache.get(x.data.id) ?? null;
  const result = isSafe(x.draft, compiled) ? x.draft : repairWith(cloneDraft(x.draft), compiled);
  cache.set(x.data.id, result);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Suggest
// ---------------------------------------------------------------------------------------------

export interface Ranked {
  x: RecipeIndex;
  score: number;
}

/** All corpus recipes scored for a form (with the seeded jitter that breaks ties). */
export function rankCorpus(form: Partial<InspirationForm>, profile: EaterProfile, seed: number, month: number | undefined): Ranked[] {
  const q = readForm(form, profile);
  const rng = mulberry32(seed);
  return corpusRecipes().map((x) => ({ x, score: scoreRecipe(x, q, month) + rng() * 0.8 }));
}

/** MMR-like pick of `count` safe recipes among ranked candidates, skipping ids in `taken` and those `accept` refuses. */
export function pickDiverse(
  ranked: readonly Ranked[],
  count: number,
  compiled: CompiledProfile,
  taken: Set<string>,
  accept: (x: RecipeIndex, draft: RecipeDraft) => boolean = () => true,
): { x: RecipeIndex; draft: RecipeDraft }[] {
  const pool = ranked.filter((r) => !taken.has(r.x.data.id)).sort((a, b) => b.score - a.score || a.x.data.id.localeCompare(b.x.data.id));
  // Only the best candidates are considered: those fine as they are first (a cheap check), then,
  // if too few, repaired ones (repair is the costly part, so at most a few are tried).
  const window: Ranked[] = [];
  const unsafe: Ranked[] = [];
  const top = pool.slice(0, 80);
  // Recipes far above a keto/low-carb ceiling are not worth a repair (it would gut them).
  const carbCap = compiled.maxCarbsPerPortion * 2.5;
  for (const cand of top) {
    if (cand.x.draft.nutritionPerPortion.glucides > carbCap) continue;
    if (window.length >= count * 3) break;
    if (isSafe(cand.x.draft, compiled)) window.push(cand);
    else unsafe.push(cand);
  }
  if (window.length < count * 2) {
    let repairs = 0;
    for (const cand of unsafe) {
      if (window.length >= count * 2 || repairs >= 8) break;
      repairs++;
      const safe = safeVersion(cand.x, compiled);
      // A recipe that had to be adapted ranks below one that is fine as it is, and much lower
      // when its main ingredient itself was replaced ("Moules marinières" without mussels).
      if (safe) window.push({ x: cand.x, score: cand.score - (safe.ingredients.some((l) => l.ingredientId === cand.x.main) ? 1.5 : 5) });
    }
  }
  const chosen: { x: RecipeIndex; draft: RecipeDraft }[] = [];
  while (chosen.length < count && window.length) {
    let bestIdx = 0;
    let bestVal = -Infinity;
    window.forEach((cand, k) => {
      const penalty = chosen.reduce((m, c) => Math.max(m, similarity(cand.x, c.x)), 0);
      const val = cand.score - 1.2 * penalty;
      if (val > bestVal) {
        bestVal = val;
        bestIdx = k;
      }
    });
    const [best] = window.splice(bestIdx, 1);
    const draft = safeVersion(best!.x, compiled)!;
    if (!accept(best!.x, draft)) continue;
    chosen.push({ x: best!.x, draft });
    taken.add(best!.x.data.id);
  }
  return chosen;
}

/**
 * Under a carb ceiling (keto, low carb), a recipe safe at its own portions may not be at the household's:
 * rounding the scaled quantities can add carbs per portion. A suggestion must be servable as it will be
 * created (scaled to the household, repaired if need be), so those are checked at that size.
 */
function servableForHousehold(profile: EaterProfile, compiled: CompiledProfile): (x: RecipeIndex, draft: RecipeDraft) => boolean {
  if (!Number.isFinite(compiled.maxCarbsPerPortion)) return () => true;
  const servings = servingsFor(profile);
  return (_x, draft) => {
    if (draft.servings === servings) return true;
    const scaled = scaleRecipe(cloneDraft(draft), servings);
    return isSafe(scaled, compiled) || repairWith(scaled, compiled) !== null;
  };
}

/**
 * POST /api/meals/recipe-suggestions. Corpus recipes scored against the form and the profile,
 * only those safe for the profile (possibly after repair), diversified, grouped by dish type
 * (3-4 per group). `sourceRecipeId` = corpus id to pass back to createRecipe.
 * An empty form gives seasonal, varied suggestions.
 */
export function suggest(form: InspirationForm, profile: EaterProfile, opts: SuggestOptions): SuggestionGroup[] {
  const compiled = compileProfile(profile);
  const servable = servableForHousehold(profile, compiled);
  const labels = form.dish?.length ? [...new Set(form.dish)] : DEFAULT_GROUPS;
  const q = readForm(form, profile);
  // A household that declared its cooking appliances without an oven gets no oven dish, unless the form asks for one.
  const noOven = lacksOven(profile) && !q.ovenAsked;
  const ranked = rankCorpus(form, profile, opts.seed ?? 1, opts.month).filter((r) => !noOven || !corpusNeedsOven(r.x));
  const taken = new Set<string>();
  const perGroup = labels.length > 3 ? 3 : 4;
  const groups: SuggestionGroup[] = [];
  for (const label of labels) {
    const spec = groupSpec(label);
    const inGroup = ranked
      .map((r) => ({ r, fit: spec.fit(r.x) }))
      .filter((e) => e.fit > 0)
      .map((e) => ({ x: e.r.x, score: e.r.score + (e.fit === 2 ? 1.5 : 0) }));
    // A recipe rated 1-2 stars (or its corpus source) comes back only when nothing else fits the group.
    const liked = inGroup.filter((c) => !q.tastes.dislikedRecipes.has(c.x.data.id));
    let picked = pickDiverse(liked, perGroup, compiled, taken, servable);
    if (!picked.length) picked = pickDiverse(inGroup, perGroup, compiled, taken, servable);
    if (!picked.length) continue;
    groups.push({
      type: spec.label,
      suggestions: picked.map(({ x, draft }): Suggestion => ({
        title: draft.title,
        description: draft.description,
        level: x.data.complexity,
        already_generated_recipe_id: opts.ownedBySource.get(x.data.id) ?? null,
        sourceRecipeId: x.data.id,
      })),
    });
  }
  return groups;
}
