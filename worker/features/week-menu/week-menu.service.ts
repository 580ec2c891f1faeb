import { and, eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { FREE_MEALS_PER_WEEK } from '@shared/constants';
import { WEEKDAYS } from '@shared/options';
import {
  PORTION_FACTORS,
  WEEK_MENU_MESSAGES,
  type NutritionTotals,
  type PlannedMeal,
  type ReplaceMealBody,
  type WeekMealType,
  type WeekMenuPreferences,
  type WeekNutrition,
  type WeekPlan,
  type Weekday,
} from '@shared/schemas/week-menu';
import type { Db } from '../../db/client';
import { mealPlans, recipes, weekPlans } from '../../db/schema';
import { newId } from '../../db/schema/ids';
import type { ServiceDeps } from '../../lib/deps';
import { AppError, badRequest, notFound } from '../../lib/errors';
import {
  checkRecipeSafety,
  corpusRecipeDraft,
  profileFromPreferences,
  scaleRecipe,
  servedRecipe,
  servingsFor,
  type EaterProfile,
  type RecipeDraft,
  ENERGY_TOLERANCE,
  missSentence,
  type OptimisedPlan,
} from '../../kitchen/index';
import { planWeek, weekProfile, recipeNutriScore, householdServings } from '../../kitchen/index';
import { nextMonday } from '../meal-plans/dates';
import { serveSafely } from '../../ai/gate';
import { loadTastes } from '../recipes/tastes';
import { authoredInHousehold, memberOf, ownedBy, withHouseholdPreferences, type Member } from '../households/membership';
import { isPremium } from '../users/subscription';
import type { SessionUser } from '@shared/schemas/users';
import { runBatch } from '../../db/batch';
import { saveWeekPlanAsMealPlan } from '../meal-plans/meal-plans.service';
import type { WeekDays, StoredNutrition, StoredWeekPlan } from './stored-plan';
import { generateListForMealPlan, type ShoppingDeps } from '../shopping/shopping.service';
import { plannerHold } from '../recipes/import/imported-lines';
import { IMPORT_API_MESSAGES } from '@shared/schemas/recipe-import';
import { draftFromRow, findCorpusCopy, loadUserRecipes, recipeRowFromDraft, screenOwnRecipes, type RecipeRow } from './user-recipes';

/** The database and the clock (Premium, the plan's month and dates), and an optional seed source. */
export interface WeekMenuDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  /** Seed for 'regenerate' when the client sends none. */
  randomSeed?: () => number;
}

const totalsOf = (n: NutritionTotals): NutritionTotals => ({
  kcal: n.kcal,
  proteines: n.proteines,
  glucides: n.glucides,
  lipides: n.lipides,
});

/**
 * Nutrition per standard portion of a planned meal's page: the recipe served to `people` at the
 * meal's portion factor, quantities rounded as the list rounds (servedRecipe).
 */
function servedPerPortion(draft: RecipeDraft, people: number, portionFactor: number | undefined): NutritionTotals {
  return totalsOf(servedRecipe(draft, people, portionFactor ?? 1).nutritionPerPortion);
}

/** The day's totals per person: each meal's page figures (per standard portion) × its portion factor. */
function dayTotals(stored: StoredWeekPlan, day: Weekday): NutritionTotals | null {
  const perPortion = stored.nutrition?.perPortion[day];
  const meals = stored.days[day];
  if (!perPortion || !meals) return null;
  const sum = { kcal: 0, proteines: 0, glucides: 0, lipides: 0 };
  let any = false;
  for (const [type, meal] of Object.entries(meals) as [WeekMealType, PlannedMeal][]) {
    const n = perPortion[type];
    if (!n) continue;
    any = true;
    const f = meal.portions ?? 1;
    sum.kcal += n.kcal * f;
    sum.proteines += n.proteines * f;
    sum.glucides += n.glucides * f;
    sum.lipides += n.lipides * f;
  }
  return any
    ? {
        kcal: Math.round(sum.kcal),
        proteines: Math.round(sum.proteines),
        glucides: Math.round(sum.glucides),
        lipides: Math.round(sum.lipides),
      }
    : null;
}

/** The `nutrition` block of the answers (per person), from the stored plan; undefined for plans stored before it existed. */
export function weekNutrition(stored: StoredWeekPlan): WeekNutrition | undefined {
  if (!stored.nutrition) return undefined;
  const days: WeekNutrition['days'] = {};
  for (const day of WEEKDAYS) {
    const t = dayTotals(stored, day);
    if (t) days[day] = t;
  }
  return { days, targets: stored.nutrition.targets, ...(stored.nutrition.misses.length ? { misses: stored.nutrition.misses } : {}) };
}

/** The month (1-12) of the week a plan is for: the Monday after today, in Paris. */
export function planMonth(now: Date): number {
  return Number(nextMonday(now).slice(5, 7));
}

function nutriScoreOf(draft: RecipeDraft): PlannedMeal['nutriScore'] {
  return recipeNutriScore(draft.ingredients, { title: draft.title })?.grade;
}

type WeekPlanRow = typeof weekPlans.$inferSelect;

const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0]! % 2 ** 31;

export function toWeekPlan(id: string, stored: StoredWeekPlan): WeekPlan {
  const plan: WeekPlan = { id };
  for (const day of WEEKDAYS) {
    const meals = stored.days[day];
    if (meals && Object.keys(meals).length) plan[day] = meals;
  }
  return plan;
}

function plannedMeal(id: string, draft: RecipeDraft, extra: { portions?: number; leftover?: boolean } = {}): PlannedMeal {
  const nutriScore = nutriScoreOf(draft);
  return {
    id,
    title: draft.title,
    prepTime: draft.prepTime,
    description: draft.description,
    ...(extra.portions !== undefined ? { portions: extra.portions } : {}),
    ...(nutriScore ? { nutriScore } : {}),
    ...(extra.leftover ? { leftover: true } : {}),
  };
}

function countMeals(days: WeekDays): number {
  return WEEKDAYS.reduce((n, d) => n + Object.keys(days[d] ?? {}).length, 0);
}

/**
 * Turns corpus recipes into the user's recipes for one request: the user's existing root copy when it
 * still passes the serving check for `profile` at its own portions, else a new row scaled to `servings`
 * (queued in `writes`, one per corpus id). A new copy goes through serveSafely after the scaling:
 * rounding the quantities can push a portion over a keto or low-carb ceiling; it is then repaired
 * (`repair`), or refused (null) so that the caller picks another recipe or answers 400.
 */
function recipeCopier(opts: {
  db: Db;
  userId: string;
  existing: ReadonlyMap<string, RecipeRow>;
  servings: number;
  profile: EaterProfile;
  nowIso: string;
  repair: boolean;
}) {
  const made = new Map<string, { id: string; draft: RecipeDraft } | null>();
  const writes: BatchItem<'sqlite'>[] = [];
  return {
    writes,
    copy(corpusId: string): { id: string; draft: RecipeDraft } | null {
      if (made.has(corpusId)) return made.get(corpusId) ?? null;
      const existing = opts.existing.get(corpusId);
      let result: { id: string; draft: RecipeDraft } | null = null;
      if (existing) {
        const draft = draftFromRow(existing);
        if (serveSafely(draft, opts.profile, draft.servings, { repair: false })) result = { id: existing.id, draft };
      }
      if (!result) {
        const source = corpusRecipeDraft(corpusId);
        const safe = source && serveSafely(source, opts.profile, opts.servings, { repair: opts.repair });
        if (safe) {
          const draft = { ...safe.recipe, sourceRecipeId: corpusId };
          const row = recipeRowFromDraft(opts.userId, draft, opts.nowIso);
          writes.push(opts.db.insert(recipes).values(row));
          result = { id: row.id, draft };
        }
      }
      made.set(corpusId, result);
      return result;
    },
  };
}

/** How many times a week is planned again without the recipes whose copy could not be served. */
const MAX_REPLANS = 3;

/** POST /api/generate-week-menu. */
export async function generateWeekMenu(
  deps: WeekMenuDeps,
  user: SessionUser,
  prefs: WeekMenuPreferences,
): Promise<{ weekPlan: WeekPlan; seed: number; limitedToFree: boolean; message: string; nutrition?: WeekNutrition }> {
  const { db } = deps;
  const seed = prefs.seed ?? (deps.randomSeed ?? randomSeed)();
  const now = deps.now();
  const premium = isPremium(user, now);
  // The household's ratings and favourites (a favourited copy of a corpus recipe makes the corpus recipe a favourite too).
  // Planned for the whole household: every member's allergies, diets and dislikes (membership.ts).
  const [userRecipes, household, eaters] = await Promise.all([
    loadUserRecipes(db, memberOf(user)),
    loadTastes(db, memberOf(user)),
    withHouseholdPreferences(db, user),
  ]);
  const userProfile: EaterProfile = { ...profileFromPreferences(eaters.preferences), tastes: household.tastes };
  const servings = prefs.familySize ?? servingsFor(userProfile);
  const nowIso = now.toISOString();
  // The household's own recipes unless the form left them out; the ones waiting for a member are said why.
  const screened =
    prefs.includeMyRecipes === false ? { own: [], held: [] } : screenOwnRecipes(userRecipes.own, weekProfile(userProfile, prefs));

  // Every planned recipe is checked as it will be stored (scaled to `servings`); one that cannot be
  // served even after repair is left out and the week planned again without it.
  const exclude = new Set<string>();
  let result: OptimisedPlan;
  let perPortion: StoredNutrition['perPortion'];
  let copier: ReturnType<typeof recipeCopier>;
  let days: WeekDays;
  let dropped = 0;
  for (let round = 0; ; round++) {
    result = planWeek({
      preferences: prefs,
      profile: userProfile,
      seed,
      maxMeals: premium ? undefined : FREE_MEALS_PER_WEEK,
      ownRecipes: screened.own,
      favorites: household.favoriteIds,
      exclude,
      month: planMonth(now),
      servings,
    });
    copier = recipeCopier({ db, userId: user.id, existing: userRecipes.copies, servings, profile: result.profile, nowIso, repair: true });
    days = {};
    perPortion = {};
    const failed: string[] = [];
    for (const meal of result.meals) {
      const c = meal.candidate;
      const extra = { portions: meal.portions, leftover: meal.leftover };
      const stored =
        c.source === 'user'
          ? serveSafely(c.draft, result.profile, c.draft.servings, { repair: false }) && { id: c.id, draft: c.draft }
          : copier.copy(c.id);
      if (stored) {
        (days[meal.day] ??= {})[meal.mealType] = plannedMeal(stored.id, stored.draft, extra);
        // The figures of the meal's page: its copy served to the household at the meal's portion factor.
        (perPortion[meal.day] ??= {})[meal.mealType] = servedPerPortion(stored.draft, servings, meal.portions);
      } else failed.push(c.key);
    }
    dropped = failed.length;
    if (!failed.length || round >= MAX_REPLANS) break;
    for (const key of failed) exclude.add(key);
  }

  const id = newId();
  const stored: StoredWeekPlan = {
    version: 1,
    days,
    servings,
    limitedToFree: result.limited,
    nutrition: { targets: result.targets, perPortion: perPortion!, misses: [...result.misses, ...screened.held] },
  };
  await runBatch(db, [
    ...copier.writes,
    db.insert(weekPlans).values({
      id,
      userId: user.id,
      householdId: memberOf(user).householdId,
      preferences: { ...prefs, seed },
      plan: stored,
      seed,
      createdAt: nowIso,
    }),
  ]);

  const message = result.limited
    ? WEEK_MENU_MESSAGES.limitedToFree
    : result.meals.length - dropped === 0
      ? WEEK_MENU_MESSAGES.nothingFits
      : result.unfilled.length + dropped > 0
        ? WEEK_MENU_MESSAGES.someSlotsEmpty
        : WEEK_MENU_MESSAGES.generated;
  return { weekPlan: toWeekPlan(id, stored), seed, limitedToFree: result.limited, message, nutrition: weekNutrition(stored) };
}

export async function findWeekPlan(db: Db, member: Member, id: string): Promise<(WeekPlanRow & { stored: StoredWeekPlan }) | null> {
  const row = await db.query.weekPlans.findFirst({ where: and(eq(weekPlans.id, id), ownedBy(weekPlans.householdId, member)) });
  return row ? { ...row, stored: row.plan as StoredWeekPlan } : null;
}

/** GET /api/week-menu/:id: the plan as the server has it now, with its nutrition per person (404 when not the household's). */
export async function getWeekPlan(
  deps: Pick<WeekMenuDeps, 'db'>,
  member: Member,
  id: string,
): Promise<{ weekPlan: WeekPlan; nutrition?: WeekNutrition }> {
  const row = await findWeekPlan(deps.db, member, id);
  if (!row) throw notFound(WEEK_MENU_MESSAGES.weekPlanNotFound);
  return { weekPlan: toWeekPlan(row.id, row.stored), nutrition: weekNutrition(row.stored) };
}

/** GET /api/week-menu/meal-plan/:mealPlanId: the week plan a saved meal plan was made from, with its nutrition. */
export async function getWeekPlanOfMealPlan(
  deps: Pick<WeekMenuDeps, 'db'>,
  member: Member,
  mealPlanId: string,
): Promise<{ weekPlan: WeekPlan; nutrition?: WeekNutrition }> {
  const plan = await deps.db.query.mealPlans.findFirst({
    where: and(eq(mealPlans.id, mealPlanId), ownedBy(mealPlans.householdId, member)),
    columns: { weekPlanId: true },
  });
  if (!plan?.weekPlanId) throw notFound(WEEK_MENU_MESSAGES.weekPlanNotFound);
  return getWeekPlan(deps, member, plan.weekPlanId);
}

/**
 * A meal put in a slot by hand: its portion factor is the one that brings the day's energy closest to
 * the target, and the day's miss sentence is written again.
 */
function withReplacedMeal(stored: StoredWeekPlan, day: Weekday, mealType: WeekMealType, id: string, draft: RecipeDraft): StoredWeekPlan {
  const days = { ...stored.days, [day]: { ...(stored.days[day] ?? {}), [mealType]: plannedMeal(id, draft, { portions: 1 }) } };
  if (!stored.nutrition) return { ...stored, days };
  const n = stored.nutrition;
  // Each factor with the figures of the page at that factor (the served copy's, rounded as the list rounds).
  const withFactor = (factor: number): StoredWeekPlan => ({
    ...stored,
    days: { ...days, [day]: { ...days[day], [mealType]: { ...days[day]![mealType]!, portions: factor } } },
    nutrition: {
      ...n,
      perPortion: {
        ...n.perPortion,
        [day]: { ...(n.perPortion[day] ?? {}), [mealType]: servedPerPortion(draft, stored.servings, factor) },
      },
    },
  });
  let best = { factor: 1, gap: Infinity };
  for (const factor of PORTION_FACTORS) {
    const gap = Math.abs((dayTotals(withFactor(factor), day)?.kcal ?? 0) - n.targets.kcal) + Math.abs(factor - 1);
    if (gap < best.gap) best = { factor, gap };
  }
  const next = withFactor(best.factor);
  const kcal = dayTotals(next, day)?.kcal ?? 0;
  const misses = n.misses.filter((m) => !m.startsWith(`${day} :`));
  if (Math.abs(kcal / n.targets.kcal - 1) > ENERGY_TOLERANCE) {
    misses.push(
      missSentence(
        day,
        kcal,
        n.targets.kcal,
        kcal < n.targets.kcal
          ? 'le repas choisi est trop peu nourrissant, même en portion double'
          : 'le repas choisi est trop riche, même en petite portion',
      ),
    );
  }
  misses.sort((a, b) => WEEKDAYS.indexOf(a.split(' :')[0] as Weekday) - WEEKDAYS.indexOf(b.split(' :')[0] as Weekday));
  return { ...next, nutrition: { ...next.nutrition!, misses } };
}

/**
 * POST /api/week-menu/replace-meal: puts one of the user's recipes (or a corpus recipe, copied) in a
 * slot, after checking it against the profile and the week's diets and dislikes.
 */
export async function replaceMeal(
  deps: WeekMenuDeps,
  user: SessionUser,
  body: ReplaceMealBody,
): Promise<{ weekPlan: WeekPlan; nutrition?: WeekNutrition }> {
  const { db } = deps;
  const row = await findWeekPlan(db, memberOf(user), body.weekPlanId);
  if (!row) throw notFound(WEEK_MENU_MESSAGES.weekPlanNotFound);
  const stored = row.stored;
  const prefs = row.preferences as WeekMenuPreferences;
  const eaters = await withHouseholdPreferences(db, user);
  const profile = weekProfile(profileFromPreferences(eaters.preferences), {
    dietaryRestrictions: prefs.dietaryRestrictions ?? [],
    dislikedIngredients: prefs.dislikedIngredients ?? [],
    cuisinePreferences: prefs.cuisinePreferences ?? [],
  });

  const slotTaken = Boolean(stored.days[body.day]?.[body.mealType]);
  if (!slotTaken && !isPremium(user, deps.now()) && countMeals(stored.days) >= FREE_MEALS_PER_WEEK) {
    throw new AppError(403, WEEK_MENU_MESSAGES.freeLimitReached);
  }

  const writes: BatchItem<'sqlite'>[] = [];
  let chosen: { id: string; draft: RecipeDraft } | null = null;
  const own = await db.query.recipes.findFirst({
    where: and(eq(recipes.id, body.recipeId), authoredInHousehold(db, recipes.userId, memberOf(user).householdId)),
  });
  if (own) {
    chosen = { id: own.id, draft: draftFromRow(own) };
    // An imported recipe is judged by its written lines too, and waits for a member to confirm an unknown one.
    const hold = plannerHold(chosen.draft, profile);
    if (hold?.kind === 'unconfirmed') throw badRequest(IMPORT_API_MESSAGES.awaitingConfirmation(chosen.draft.title, hold.lines));
    if (hold) throw badRequest(WEEK_MENU_MESSAGES.recipeUnsafe(hold.violations.join(' ; ')));
  } else if (corpusRecipeDraft(body.recipeId)) {
    // A corpus id (a suggestion not opened yet): the user's copy of it, made if needed.
    const existing = await findCorpusCopy(db, user.id, body.recipeId);
    // The recipe the user chose, as it would be stored (scaled to the week's portions): refused, not altered, when it fails.
    const copier = recipeCopier({
      db,
      userId: user.id,
      existing: new Map(existing ? [[body.recipeId, existing]] : []),
      servings: stored.servings,
      profile,
      nowIso: deps.now().toISOString(),
      repair: false,
    });
    chosen = copier.copy(body.recipeId);
    if (!chosen)
      throw badRequest(WEEK_MENU_MESSAGES.recipeUnsafe(violationsAt(corpusRecipeDraft(body.recipeId)!, profile, stored.servings)));
    writes.push(...copier.writes);
  }
  if (!chosen) throw notFound(WEEK_MENU_MESSAGES.recipeNotFound);
  if (!serveSafely(chosen.draft, profile, chosen.draft.servings, { repair: false })) {
    throw badRequest(WEEK_MENU_MESSAGES.recipeUnsafe(violationsAt(chosen.draft, profile, chosen.draft.servings)));
  }

  const next = withReplacedMeal(stored, body.day, body.mealType, chosen.id, chosen.draft);
  writes.push(
    db
      .update(weekPlans)
      .set({ plan: next })
      .where(and(eq(weekPlans.id, row.id), ownedBy(weekPlans.householdId, memberOf(user)))),
  );
  await runBatch(db, writes);
  return { weekPlan: toWeekPlan(row.id, next), nutrition: weekNutrition(next) };
}

/** The French reasons why a recipe fails the profile at `servings` portions. */
function violationsAt(draft: RecipeDraft, profile: EaterProfile, servings: number): string {
  return checkRecipeSafety(scaleRecipe(draft, servings), profile).violations.join(' ; ');
}

/** POST /api/save-week-menu: the stored week plan (never the client's copy) becomes a meal plan. */
export async function saveWeekMenu(
  deps: WeekMenuDeps,
  user: SessionUser,
  weekPlanId: string,
): Promise<{ mealPlanId: string; message: string }> {
  const row = await findWeekPlan(deps.db, memberOf(user), weekPlanId);
  if (!row) throw notFound(WEEK_MENU_MESSAGES.weekPlanNotFound);
  const { mealPlanId, created } = await saveWeekPlanAsMealPlan(deps, memberOf(user), row.id, row.stored.days);
  return { mealPlanId, message: created ? WEEK_MENU_MESSAGES.saved : WEEK_MENU_MESSAGES.alreadySaved };
}

/**
 * POST /api/generate-shopping-list: saves the week plan first (idempotent), then builds the list from
 * the meal plan for the week's household: familySize when the form gave one, else adults + ½ × children.
 */
export async function generateShoppingList(
  deps: WeekMenuDeps & Pick<ShoppingDeps, 'lists' | 'drive'>,
  user: SessionUser,
  weekPlanId: string,
): Promise<string> {
  const member = memberOf(user);
  const row = await findWeekPlan(deps.db, member, weekPlanId);
  if (!row) throw notFound(WEEK_MENU_MESSAGES.weekPlanNotFound);
  const { mealPlanId } = await saveWeekPlanAsMealPlan(deps, member, row.id, row.stored.days);
  const familySize = (row.preferences as Partial<WeekMenuPreferences>).familySize;
  const { preferences } = await withHouseholdPreferences(deps.db, user);
  const servingsNeeded = familySize ?? householdServings(preferences.adultCount, preferences.childrenCount);
  return generateListForMealPlan({ db: deps.db, now: deps.now, lists: deps.lists, drive: deps.drive }, member, mealPlanId, servingsNeeded);
}
