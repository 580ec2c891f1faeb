// The optimiser's weights and budgets (COST and the search constants), the per-recipe facts it adds,
// the week's planned targets, and the plan it returns. The weights are listed in optimiser/index.ts.
import { type Weekday, type WeekMealType, PORTION_FACTORS } from '@shared/schemas/week-menu';
import { lineIngredient } from '../../facts/derive';
import type { PlanRequest, PlanResult, PlanSlot, PlannerCandidate } from '../week';
import { dailyTargets, MEAL_SHARES, type DailyTargets } from '../../facts/targets';
import { dishFamily } from '../dish-families';
import { householdCopyLines, servedPerPerson } from '../../facts/served';
import { servingsFor } from '../../household/profile';

/** A slot with at least this many in-season options (a week's worth of meals) gets no out-of-season one. */
export const SEASON_FILTER_MIN_OPTIONS = 21;

/** A day is on target when its energy is within this share of the target. */
export const ENERGY_TOLERANCE = 0.1;

export const COST = {
  disliked: 1000,
  repeat: 400,
  proteinClash: 300,
  season: 200,
  familyClash: 150,
  energyBand: 0.085,
  energyMiss: 60,
  energyMissSlope: 300,
  energyMissCap: 0.2,
  energy: 4,
  proteines: 3,
  glucides: 1.5,
  lipides: 1.5,
  mealShare: 1,
  factor: 0.4,
} as const;

// ---------------------------------------------------------------------------------------------
// Per-recipe facts the optimiser adds
// ---------------------------------------------------------------------------------------------

export interface Facts {
  kcal: number;
  proteines: number;
  glucides: number;
  lipides: number;
  family: string | null;
  /** Bit m-1 set when every seasonal ingredient is in season in month m. */
  seasonMask: number;
  /** Perishables as small integers (fast reuse counting). */
  perishableIds: number[];
}

const ALL_MONTHS_MASK = 0xfff;
const factsCache = new WeakMap<PlannerCandidate, Facts>();
export const perishableIndex = new Map<string, number>();

/** Months (bit mask) where no fresh ingredient of the recipe is out of season. */
export function recipeSeasonMask(
  lines: readonly { name: string; quantity: number; unity: string; ingredientId?: string | null }[],
): number {
  let mask = ALL_MONTHS_MASK;
  for (const line of lines) {
    const ing = lineIngredient(line);
    if (!ing?.season?.length) continue;
    let m = 0;
    for (const month of ing.season) m |= 1 << (month - 1);
    mask &= m;
  }
  return mask;
}

export function factsOf(c: PlannerCandidate): Facts {
  let f = factsCache.get(c);
  if (!f) {
    const n = c.draft.nutritionPerPortion;
    f = {
      kcal: n.kcal,
      proteines: n.proteines,
      glucides: n.glucides,
      lipides: n.lipides,
      family: dishFamily(c.draft.title, c.draft.dishType),
      seasonMask: recipeSeasonMask(c.draft.ingredients),
      perishableIds: c.perishables.map((id) => {
        let i = perishableIndex.get(id);
        if (i === undefined) perishableIndex.set(id, (i = perishableIndex.size));
        return i;
      }),
    };
    factsCache.set(c, f);
  }
  return f;
}

/** Served metrics, in this order, FACTOR_COUNT values each (servedFactsOf). */
export const SERVED_KCAL = 0;
export const SERVED_PROTEINES = 1;
export const SERVED_GLUCIDES = 2;
export const SERVED_LIPIDES = 3;

const servedCache = new WeakMap<PlannerCandidate, Map<number, Float64Array>>();

/**
 * Per person, at each portion factor (PORTION_FACTORS order), the energy and macronutrients of the
 * meal as it is served (facts/served.ts): the household's copy (a corpus recipe scaled to `people`
 * as the week menu stores it; the user's own recipe as it is) for people × factor portions, every
 * quantity rounded as the list rounds. Layout: metric × FACTOR_COUNT + factor index.
 */
export function servedFactsOf(c: PlannerCandidate, people: number): Float64Array {
  let byPeople = servedCache.get(c);
  if (!byPeople) servedCache.set(c, (byPeople = new Map()));
  let out = byPeople.get(people);
  if (!out) {
    out = new Float64Array(4 * FACTOR_COUNT);
    const copy = c.source === 'corpus' ? householdCopyLines(c.draft, people) : c.draft;
    const perFactor = servedPerPerson(copy, people, PORTION_FACTORS);
    for (let fi = 0; fi < FACTOR_COUNT; fi++) {
      const n = perFactor[fi]!;
      out[SERVED_KCAL * FACTOR_COUNT + fi] = n.kcal;
      out[SERVED_PROTEINES * FACTOR_COUNT + fi] = n.proteines;
      out[SERVED_GLUCIDES * FACTOR_COUNT + fi] = n.glucides;
      out[SERVED_LIPIDES * FACTOR_COUNT + fi] = n.lipides;
    }
    byPeople.set(people, out);
  }
  return out;
}

/** servedFactsOf's layout from the recipe's own nutrition per portion × the factor, unrounded (OptimiserProbe.unroundedCounting). */
export function unroundedFactsOf(c: PlannerCandidate): Float64Array {
  const out = new Float64Array(4 * FACTOR_COUNT);
  const n = c.draft.nutritionPerPortion;
  for (let fi = 0; fi < FACTOR_COUNT; fi++) {
    const factor = PORTION_FACTORS[fi]!;
    out[SERVED_KCAL * FACTOR_COUNT + fi] = n.kcal * factor;
    out[SERVED_PROTEINES * FACTOR_COUNT + fi] = n.proteines * factor;
    out[SERVED_GLUCIDES * FACTOR_COUNT + fi] = n.glucides * factor;
    out[SERVED_LIPIDES * FACTOR_COUNT + fi] = n.lipides * factor;
  }
  return out;
}

/** People the week's copies are made for: the request's servings, else familySize, else the profile's household rounded up. */
export function plannedPeople(req: Pick<PlanRequest, 'servings' | 'preferences' | 'profile'>): number {
  return req.servings ?? req.preferences.familySize ?? servingsFor(req.profile);
}

// ---------------------------------------------------------------------------------------------
// The result
// ---------------------------------------------------------------------------------------------

export interface DayNutrition {
  kcal: number;
  proteines: number;
  glucides: number;
  lipides: number;
}

export interface OptimisedPlan extends PlanResult {
  /** Daily targets per person for the meal types the week plans (plannedTargets). */
  targets: DailyTargets;
  /** Per planned day, per person, portion factors included (rounded: kcal to the unit, grams to the unit). */
  days: Partial<Record<Weekday, DayNutrition>>;
  /** French sentences for the days whose energy is more than 10 % off the target, with the reason. */
  misses: string[];
}

export const FACTOR_COUNT = PORTION_FACTORS.length;
/** Seeded noise on the preferences: another seed gives another week among the near-equal ones. */
export const JITTER = 2.5;
/** Weight of the preference score (a loved recipe: 2 × 2 = 4, more than the jitter's 2.5). */
export const PREFERENCES = 2;
export const WEEK_MEAL_ORDER: Record<WeekMealType, number> = { 'petit-déjeuner': 0, déjeuner: 1, dîner: 2 };
/** Annealing iterations per slot to choose. */
export const ITERATIONS_PER_SLOT = 150;
/** Rounds of the final descent, and how many of a slot's best-ranked options it tries (all when fewer). */
export const DESCENT_PASSES = 4;
export const DESCENT_OPTIONS = 40;
export const T_START = 20;
export const T_END = 0.05;
/** Variety and season penalties start at this share in the annealing and reach full weight at RULES_FULL_AT of the run. */
export const RULES_FROM = 0.1;
export const RULES_FULL_AT = 0.7;

/**
 * Targets per person for the meals the week plans: the day's targets (dailyTargets) times the shares
 * of the meal types chosen in the form (a meal type not chosen is eaten outside the plan: lunch and
 * dinner only → 75 % of the day). A meal skipped on one day gives its share to that day's other meals.
 */
export function plannedTargets(req: Pick<PlanRequest, 'profile' | 'preferences'>): DailyTargets {
  const day = dailyTargets({ adults: req.profile.adults, children: req.profile.children }, req.profile.nutritionalGoals ?? {});
  const share = req.preferences.mealTypes.reduce((sum, m) => sum + MEAL_SHARES[m], 0) || 1;
  return {
    kcal: Math.round(day.kcal * share),
    proteines: Math.round(day.proteines * share),
    glucides: Math.round(day.glucides * share),
    lipides: Math.round(day.lipides * share),
  };
}

/**
 * Measurement hooks (bench/optimiser-exact.bench.mjs and the exact-optimum test): they let a caller
 * narrow each slot's options and read the week cost of the plan, without changing what the optimiser
 * does when they are absent. The planner never passes them.
 */
export interface OptimiserProbe {
  /** Narrows the options of a slot (indices into prepareWeek's candidates that fit it); must keep at least one. */
  restrict?: (slot: PlanSlot, slotIndex: number, options: readonly number[]) => number[];
  /** Called once at the end with the week's cost function and the chosen recipes. */
  report?: (week: OptimiserWeek) => void;
  /**
   * Counts each meal as the recipe's own nutrition per portion × the factor, unrounded (how the
   * optimiser counted before it counted the served copies): bench/served.bench.mjs compares the two.
   */
  unroundedCounting?: boolean;
}

export interface OptimiserWeek {
  /** Candidate indices allowed at each kept slot (empty for a leftover slot, which follows its source). */
  options: readonly (readonly number[])[];
  /** Candidate index chosen at each kept slot (a leftover slot: its source's recipe). */
  choice: readonly number[];
  /** Full week cost of the chosen recipes (rules at full weight, each day's factors at its exact optimum). */
  cost: number;
  /** Full week cost of any recipe assignment (one candidate index per kept slot; leftover slots are ignored). */
  costOf: (choice: readonly number[]) => number;
}
