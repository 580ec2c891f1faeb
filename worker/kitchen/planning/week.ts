// Week planning (docs/decisions/013-greedy-planner.md and docs/decisions/033-week-optimiser.md): what the week planners share (candidates and
// their facts, the week's slots, the hard rules, the preference score). The planner is the optimiser
// (planWeek, planning/optimiser/index.ts), which builds on this module, as the first, greedy planner kept
// for comparison does (planning/greedy.ts). A constraint-based choice of one recipe per meal slot of the
// week, over the corpus and the user's own recipes.
//
// Hard constraints (a recipe breaking one is never planned): allergies, disliked ingredients and diets
// of the profile and of the week form (checkSafety, the engine's one oracle), the meal types
// chosen and the meals skipped per day, the time available per day against prep + cook, and the
// meal-type fit (petit-déjeuner → breakfast recipes; déjeuner/dîner → main courses).
// Soft constraints, in decreasing weight: no recipe twice in the week, no same main protein at two
// consecutive meals (both lexicographic, so the greedy choice honours them whenever a candidate
// allows it), then a score: budget band, daily calories / protein near the profile's goals,
// favourite dishes and favourited recipes, preferred cuisines, the day's wish, reuse of perishable
// ingredients opened earlier in the week, the household's ratings and favourites (loved recipes and
// their main ingredients up, disliked main ingredients down), and a seeded jitter.
// A recipe the household rated 1-2 stars comes before everything else in the order: it is planned
// only when nothing else fits the slot. A household that declared its cooking appliances without an
// oven gets no oven dish, unless the day's wish or a favourite dish names one.
// Pure and deterministic: same input and seed ⇒ same plan. Per-recipe facts are computed once.

import type { WeekMenuPreferences, WeekMealType, Weekday } from '@shared/schemas/week-menu';
import { WEEK_MEAL_TYPES, WEEKDAYS } from '@shared/options';
import type { EaterProfile, RecipeDraft } from '../model';
import { checkRecipeSafety } from '../safety/check';
import { corpusRecipeDraft } from '../facts/corpus';
import { ALL_RECIPES, ingredientById } from '../knowledge/kb';
import { hashString } from '../base/rng';
import { contentWords, phraseKey, words, singular } from '../base/text';
import { type Family, PROTEIN_FAMILIES } from '../knowledge/vocabulary';
import { toGrams } from '../knowledge/units';
import { asksForOven, lacksOven, mainIngredientId, needsOven, tasteSets, type TasteSets } from '../household/taste-signals';
import { boundedCache } from '../base/lazy';

// ---------------------------------------------------------------------------------------------
// Candidates and their precomputed facts
// ---------------------------------------------------------------------------------------------

export interface PlannerCandidate {
  /** 'corpus:<id>' or 'user:<id>': unique across both sources. */
  key: string;
  source: 'corpus' | 'user';
  /** Corpus recipe id or the user's recipe id. */
  id: string;
  draft: RecipeDraft;
  mealTypes: ReadonlySet<WeekMealType>;
  totalTime: number;
  /** Family of the dominant protein ('volaille', 'poisson', 'legumineuse'...), null for none. */
  protein: Family | null;
  /** Catalogue ids of the (très) périssables ingredients: opened packs to reuse within days. */
  perishables: readonly string[];
  costPerPortion: number;
  kcal: number;
  proteins: number;
  cuisineKey: string;
  /** Singular normalized words of title, tags, cuisine and ingredient names (favourites, day wishes). */
  wordSet: ReadonlySet<string>;
  titleKey: string;
  keyHash: number;
  /** The steps use an oven (or the title names an oven dish). */
  needsOven: boolean;
  /** Catalogue id of the main ingredient, null for none. */
  main: string | null;
}

/** Dish types that make a main course (déjeuner, dîner); a soup is a main course at dinner only. */
const MAIN_DISH_TYPES = new Set(['Plat chaud', 'Plat froid', 'LunchBox']);
/** Grams per portion from which a protein "makes" the dish. */
const MAIN_PROTEIN_MIN_G = 25;

/** Meal types a recipe can fill, from the corpus's mealTypes (or the dish type for user recipes). */
export function mealFit(dishType: string, mealTypes: readonly string[] | null, tags: readonly string[] = []): Set<WeekMealType> {
  const fit = new Set<WeekMealType>();
  const declared = mealTypes ?? inferMealTypes(dishType, tags);
  if (declared.includes('petit-déjeuner')) fit.add('petit-déjeuner');
  const main = MAIN_DISH_TYPES.has(dishType);
  if (main && declared.includes('déjeuner')) fit.add('déjeuner');
  if ((main || dishType === 'Soupe') && declared.includes('dîner')) fit.add('dîner');
  return fit;
}

function inferMealTypes(dishType: string, tags: readonly string[]): string[] {
  const types: string[] = [];
  const tagKeys = tags.map(phraseKey);
  if (dishType === 'Petit-déjeuner' || tagKeys.some((t) => t === 'petit dejeuner' || t === 'brunch')) types.push('petit-déjeuner');
  if (MAIN_DISH_TYPES.has(dishType)) types.push('déjeuner', 'dîner');
  if (dishType === 'Soupe') types.push('dîner');
  return types;
}

function mainProtein(draft: RecipeDraft): Family | null {
  const grams = new Map<Family, number>();
  for (const line of draft.ingredients) {
    const ing = ingredientById(line.ingredientId ?? undefined);
    if (!ing || !PROTEIN_FAMILIES.has(ing.family)) continue;
    grams.set(ing.family, (grams.get(ing.family) ?? 0) + toGrams(line.quantity, line.unity, ing));
  }
  let best: Family | null = null;
  let bestG = 0;
  for (const [family, g] of grams) if (g > bestG) [best, bestG] = [family, g];
  return best && bestG / Math.max(1, draft.servings) >= MAIN_PROTEIN_MIN_G ? best : null;
}

/** Facts of one recipe, computed once per recipe (corpus at first use, user recipes per request). */
export function toCandidate(
  source: 'corpus' | 'user',
  id: string,
  draft: RecipeDraft,
  mealTypes: readonly string[] | null,
): PlannerCandidate {
  const perishables = new Set<string>();
  const wordSet = new Set<string>([...contentWords(`${draft.title} ${draft.tags.join(' ')} ${draft.cuisine}`)]);
  for (const line of draft.ingredients) {
    const ing = ingredientById(line.ingredientId ?? undefined);
    if (ing && (ing.perishability === 'perissable' || ing.perishability === 'tres-perissable')) perishables.add(ing.id);
    for (const w of words(ing ? `${ing.name} ${ing.plural ?? ''}` : line.name)) wordSet.add(singular(w));
  }
  const key = `${source}:${id}`;
  return {
    key,
    source,
    id,
    draft,
    mealTypes: mealFit(draft.dishType, mealTypes, draft.tags),
    totalTime: (draft.prepTime || 0) + (draft.cookTime || 0),
    protein: mainProtein(draft),
    perishables: [...perishables],
    costPerPortion: draft.costPerPortion,
    kcal: draft.nutritionPerPortion.kcal,
    proteins: draft.nutritionPerPortion.proteines,
    cuisineKey: phraseKey(draft.cuisine),
    wordSet,
    titleKey: phraseKey(draft.title),
    keyHash: hashString(key),
    needsOven: needsOven(draft),
    main: mainIngredientId(draft.ingredients),
  };
}

let corpusCandidates: readonly PlannerCandidate[] | null = null;

/** The corpus as planner candidates, built once per isolate (first call) then reused. */
export function corpusCandidatesOnce(): readonly PlannerCandidate[] {
  if (!corpusCandidates) {
    const list: PlannerCandidate[] = [];
    for (const r of ALL_RECIPES) {
      const draft = corpusRecipeDraft(r.id);
      if (!draft) continue;
      const c = toCandidate('corpus', r.id, draft, r.mealTypes);
      if (c.mealTypes.size > 0) list.push(c);
    }
    corpusCandidates = list;
  }
  return corpusCandidates;
}

// ---------------------------------------------------------------------------------------------
// The request
// ---------------------------------------------------------------------------------------------

/** Minutes available for a day (prep + cook), from the day's tile: 'Rapide (< 30min)', 'Moyen (30-60min)', 'Long (> 60min)'. */
export function timeLimit(availableTime: string | undefined): number {
  if (availableTime === 'Rapide (< 30min)') return 30;
  if (availableTime === 'Long (> 60min)') return Infinity;
  return 60; // 'Moyen (30-60min)', also the default (WEEK_MENU_DEFAULTS)
}

/** Disliked ingredients of the form: a list, or comma-separated text (as the wizard types them). */
export function dislikesOf(value: WeekMenuPreferences['dislikedIngredients']): string[] {
  const list = typeof value === 'string' ? value.split(/[,;\n]/) : value;
  return list.map((s) => s.trim()).filter(Boolean);
}

/** The profile the week must respect: the user's hard constraints plus the week form's. */
export function weekProfile(
  profile: EaterProfile,
  prefs: Pick<WeekMenuPreferences, 'dietaryRestrictions' | 'dislikedIngredients' | 'cuisinePreferences'>,
): EaterProfile {
  const union = (a: readonly string[], b: readonly string[]) => {
    const seen = new Set<string>();
    return [...a, ...b].filter((x) => {
      const k = phraseKey(x);
      if (!k || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  };
  return {
    ...profile,
    diets: union(profile.diets, prefs.dietaryRestrictions),
    dislikedIngredients: union(profile.dislikedIngredients, dislikesOf(prefs.dislikedIngredients)),
    cuisinePreferences: union(profile.cuisinePreferences, prefs.cuisinePreferences),
  };
}

export interface PlanSlot {
  day: Weekday;
  dayIndex: number;
  mealType: WeekMealType;
  /** Max prep + cook minutes. */
  maxTime: number;
  /** Normalized words of the day's wish. */
  wish: readonly string[];
  /** The day's wish names an oven dish or the oven ("gratin", "au four"). */
  ovenAsked: boolean;
}

/** The meal slots of the week in eating order: Monday breakfast, lunch, dinner, Tuesday... minus skipped meals. */
export function weekSlots(prefs: Pick<WeekMenuPreferences, 'mealTypes' | 'dailyConstraints'>): PlanSlot[] {
  const slots: PlanSlot[] = [];
  WEEKDAYS.forEach((day, dayIndex) => {
    const c = prefs.dailyConstraints[day];
    const skipped = new Set(c?.skipMeal ?? []);
    for (const mealType of WEEK_MEAL_TYPES) {
      if (!prefs.mealTypes.includes(mealType) || skipped.has(mealType)) continue;
      slots.push({
        day,
        dayIndex,
        mealType,
        maxTime: timeLimit(c?.availableTime),
        wish: contentWords(c?.specificPreference ?? ''),
        ovenAsked: asksForOven(c?.specificPreference ?? ''),
      });
    }
  });
  return slots;
}

export interface PlanRequest {
  preferences: WeekMenuPreferences;
  /** The user's profile (profileFromPreferences); the week form's constraints are added here. */
  profile: EaterProfile;
  seed: number;
  /** Free tier: 3. Omitted: unlimited. */
  maxMeals?: number;
  /** The user's own recipes (not plain copies of corpus recipes), as candidates. */
  ownRecipes?: readonly PlannerCandidate[];
  /** Corpus ids and user recipe ids the user marked as favourites. */
  favorites?: ReadonlySet<string>;
  /** Candidate keys ('corpus:<id>', 'user:<id>') never to plan (e.g. a copy that cannot be served at the week's portions). */
  exclude?: ReadonlySet<string>;
  /** Month of the week (1-12, Europe/Paris) for the season of fresh produce; omitted: no season rule. */
  month?: number;
  /**
   * People the week's recipe copies are made for (the week menu's familySize, else the profile's
   * household rounded up): the optimiser counts each meal as served to them (facts/served.ts).
   * Omitted: familySize, else servingsFor(profile).
   */
  servings?: number;
}

export interface PlannedMealSlot {
  day: Weekday;
  dayIndex: number;
  mealType: WeekMealType;
  candidate: PlannerCandidate;
  /** How much of a standard portion each person eats (the optimiser's choice; 1 for the greedy plan). */
  portions: number;
  /** The previous day's dinner eaten again (leftovers): nothing to cook. */
  leftover?: boolean;
}

export interface PlanResult {
  meals: PlannedMealSlot[];
  /** Slots no safe recipe could fill (within the time of the day). */
  unfilled: { day: Weekday; mealType: WeekMealType }[];
  /** True when the Free tier cut the week short. */
  limited: boolean;
  /** The profile the plan respects (user + week form). */
  profile: EaterProfile;
}

// ---------------------------------------------------------------------------------------------
// Safety, cached per set of hard constraints
// ---------------------------------------------------------------------------------------------

const safeCorpusCache = boundedCache<string, ReadonlySet<string>>(200);

function safeCorpusKeys(profile: EaterProfile): ReadonlySet<string> {
  const key = JSON.stringify([profile.allergies, profile.dislikedIngredients, profile.diets]);
  return safeCorpusCache(key, () => {
    const safe = new Set<string>();
    for (const c of corpusCandidatesOnce()) if (checkRecipeSafety(c.draft, profile).safe) safe.add(c.key);
    return safe;
  });
}

/** Every candidate that breaks no hard constraint of the profile (time and meal type are per slot). */
export function safeCandidates(profile: EaterProfile, own: readonly PlannerCandidate[] = []): PlannerCandidate[] {
  const safeCorpus = safeCorpusKeys(profile);
  const list = corpusCandidatesOnce().filter((c) => safeCorpus.has(c.key));
  for (const c of own) if (c.mealTypes.size > 0 && checkRecipeSafety(c.draft, profile).safe) list.push(c);
  return list;
}

// ---------------------------------------------------------------------------------------------
// Soft score
// ---------------------------------------------------------------------------------------------

/**
 * Cost per portion (€) above which a budget level starts to be penalised. The corpus's median is about
 * 2.5 € (quartiles 1.6 € / 3.2 €): économique keeps to the cheaper half, moyen to three quarters.
 */
export const BUDGET_CAP: Record<WeekMenuPreferences['budget'], number> = { économique: 2, moyen: 3.5, premium: Infinity };
/** Premium budget: a small preference for the richer dishes. */
const PREMIUM_FROM = 3;

/** Weights of the preference score (and of the greedy planner's soft score, planning/greedy.ts). */
export const WEIGHTS = {
  budget: 1.5,
  calories: 1.2,
  protein: 0.8,
  favoriteDish: 1.5,
  favoriteRecipe: 1,
  lovedRecipe: 2,
  lovedIngredient: 0.5,
  dislikedIngredient: 0.5,
  cuisine: 0.75,
  wish: 0.9,
  reusePerIngredient: 0.35,
  reuseMax: 1.05,
  jitter: 1.2,
} as const;

/** A favourite dish ('lasagnes', 'poulet basquaise') matches when all its words appear in the recipe. */
export function matchesPhrase(c: PlannerCandidate, phraseWords: readonly string[]): boolean {
  return phraseWords.length > 0 && phraseWords.every((w) => c.wordSet.has(w));
}

export interface ScoreContext {
  budgetCap: number;
  premium: boolean;
  caloriesGoal: number | null;
  proteinGoal: number | null;
  favoriteDishes: readonly (readonly string[])[];
  favorites: ReadonlySet<string>;
  cuisines: ReadonlySet<string>;
  tastes: TasteSets;
}

/** Rated 1-2 stars by the household: a corpus recipe through any copy of it (the tastes list the
 *  corpus ids of rated copies), a user recipe itself (a variant made from a disliked one may be the fix). */
export function isDisliked(c: PlannerCandidate, t: TasteSets): boolean {
  return t.dislikedRecipes.has(c.id);
}

/** Reuse of perishables opened earlier: per ingredient, and at most, as the greedy planner weighs them. */
export const REUSE_WEIGHTS = { perIngredient: WEIGHTS.reusePerIngredient, max: WEIGHTS.reuseMax, jitter: WEIGHTS.jitter } as const;

/** The household's preferences for a recipe in a slot: budget, favourites, tastes, cuisines, the day's wish. */
export function preferenceScore(c: PlannerCandidate, slot: PlanSlot, ctx: ScoreContext): number {
  let s = 0;
  if (c.costPerPortion > ctx.budgetCap) s -= WEIGHTS.budget * Math.min(2, (c.costPerPortion - ctx.budgetCap) / ctx.budgetCap);
  else if (ctx.premium && c.costPerPortion >= PREMIUM_FROM) s += 0.4;
  if (ctx.favoriteDishes.some((f) => matchesPhrase(c, f))) s += WEIGHTS.favoriteDish;
  if (ctx.favorites.has(c.id) || (c.draft.sourceRecipeId && ctx.favorites.has(c.draft.sourceRecipeId))) s += WEIGHTS.favoriteRecipe;
  if (ctx.cuisines.has(c.cuisineKey)) s += WEIGHTS.cuisine;
  const t = ctx.tastes;
  if (t.lovedRecipes.has(c.id) || (c.draft.sourceRecipeId && t.lovedRecipes.has(c.draft.sourceRecipeId))) s += WEIGHTS.lovedRecipe;
  if (c.main && t.lovedIngredients.has(c.main)) s += WEIGHTS.lovedIngredient;
  if (c.main && t.dislikedIngredients.has(c.main)) s -= WEIGHTS.dislikedIngredient;
  if (slot.wish.length && slot.wish.some((w) => c.wordSet.has(w))) s += WEIGHTS.wish;
  return s;
}

// ---------------------------------------------------------------------------------------------
// The planner
// ---------------------------------------------------------------------------------------------

/** What both planners need: the week's profile, its safe candidates, its slots and the scoring context. */
export interface PreparedWeek {
  profile: EaterProfile;
  candidates: PlannerCandidate[];
  slots: PlanSlot[];
  ctx: ScoreContext;
  /** The candidate may fill the slot: right meal type, within the day's time, no oven dish without an oven. */
  fits: (c: PlannerCandidate, slot: PlanSlot) => boolean;
}

export function prepareWeek(req: PlanRequest): PreparedWeek {
  const prefs = req.preferences;
  const profile = weekProfile(req.profile, prefs);
  const exclude = req.exclude ?? new Set<string>();
  const candidates = safeCandidates(profile, req.ownRecipes ?? []).filter((c) => !exclude.has(c.key));
  const slots = weekSlots(prefs);
  const noOven = lacksOven(profile);
  // A favourite dish that is an oven dish ("lasagnes") is a request for it.
  const ovenFavorites = prefs.favoriteDishes
    .filter(asksForOven)
    .map(contentWords)
    .filter((w) => w.length > 0);
  const goals = req.profile.nutritionalGoals ?? {};
  const ctx: ScoreContext = {
    budgetCap: BUDGET_CAP[prefs.budget] ?? BUDGET_CAP.moyen,
    premium: prefs.budget === 'premium',
    caloriesGoal: goals.calories && goals.calories > 0 ? goals.calories : null,
    proteinGoal: goals.protein && goals.protein > 0 ? goals.protein : null,
    favoriteDishes: prefs.favoriteDishes.map(contentWords).filter((w) => w.length > 0),
    favorites: req.favorites ?? new Set(),
    cuisines: new Set(profile.cuisinePreferences.map(phraseKey)),
    tastes: tasteSets(profile.tastes),
  };
  const fits = (c: PlannerCandidate, slot: PlanSlot) =>
    c.mealTypes.has(slot.mealType) &&
    c.totalTime <= slot.maxTime &&
    !(noOven && c.needsOven && !slot.ovenAsked && !ovenFavorites.some((f) => matchesPhrase(c, f)));
  return { profile, candidates, slots, ctx, fits };
}
