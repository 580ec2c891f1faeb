// Week optimiser: chooses, for each meal slot of the week, a recipe AND a portion factor (how much
// of a standard portion each person eats) so that each day meets the household's nutrition targets,
// the week is varied and in season, and the household's preferences are heard.
//
// Hard (never broken): the safe-candidate filter (allergies, dislikes, diets), meal types and skipped
// meals, time per day, meal-type fit, the no-oven rule (prepareWeek), the Free tier's meal count.
// Everything else is a weighted cost, minimised over the whole week. The weights are nearly
// lexicographic: each rule outweighs every rule below it (an energy miss costs at most 120):
//   disliked recipe (rated 1-2 stars)     1000   (planned only when nothing else fits the slot)
//   same recipe twice (without leftovers)  400   × (k - 1) for its k-th use, so repeats spread evenly
//   same main protein at consecutive meals 300
//   fresh produce out of season            200   per recipe (none when a favourite dish or the day's wish names it)
//   two dishes of the same family that day 150
//   day energy more than 8.5 % off target  60 + 300 × excess (excess capped at 20 points), + 4 × error
//   proteins / carbs / fat off the target  3 / 1.5 / 1.5 × relative error of the day
//   each meal off its share of the day     1 × relative error of its energy
//   portion factor other than 1            0.1 per quarter portion
//   preferences (budget, favourites, tastes, cuisines, wish): − 2 × score; perishables reused: − bonus;
//   seeded jitter: − up to 2.5
// The energy band is 8.5 % rather than 10 % so that a plan at the edge stays inside once rounded.
//
// Method: greedy construction in eating order, then simulated annealing over the recipes (single-slot
// changes and swaps between slots of the same meal type) with a fixed iteration budget; for each day
// the portion factors are the exact optimum of the day's nutrition cost given its recipes (6^k
// combinations, k ≤ 3 meals). Pure and deterministic: same input and seed ⇒ same plan.
import { type WeekMealType, PORTION_FACTORS } from '@shared/schemas/week-menu';
import { WEEKDAYS } from '@shared/options';
import type { PlanRequest, PlannedMealSlot } from '../week';
import { mulberry32 } from '../../base/rng';
import { missReason, missSentence } from '../misses';
import {
  COST,
  DESCENT_OPTIONS,
  DESCENT_PASSES,
  ENERGY_TOLERANCE,
  FACTOR_COUNT,
  ITERATIONS_PER_SLOT,
  type OptimisedPlan,
  type OptimiserProbe,
  RULES_FROM,
  RULES_FULL_AT,
  SERVED_GLUCIDES,
  SERVED_KCAL,
  SERVED_LIPIDES,
  SERVED_PROTEINES,
  T_END,
  T_START,
} from './costs';
import { type WeekSearch, weekCost, weekSearch } from './search';

export { PORTION_FACTORS };
export {
  ENERGY_TOLERANCE,
  plannedTargets,
  recipeSeasonMask,
  type DayNutrition,
  type OptimisedPlan,
  type OptimiserProbe,
  type OptimiserWeek,
} from './costs';

// Bound once, as in search.ts: the phases' loops read them often.
const WEIGHTS = COST;
const FACTOR_N = FACTOR_COUNT;

/** Greedy construction in eating order: each slot takes its cheapest option given the slots before it. */
function greedyStart(w: WeekSearch): void {
  const { free, slots, recipeOf, candidates, facts, served, choice, factorPenalty, targets: T } = w;
  for (const i of free) {
    const s = slots[i]!;
    const prev = i > 0 ? recipeOf(i - 1) : -1;
    const prevProtein = prev >= 0 ? candidates[prev]!.protein : null;
    const shareKcal = Math.max(1, s.share * T.kcal);
    const shareProt = Math.max(1, s.share * T.proteines);
    let bestPos = -1;
    let bestCost = Infinity;
    for (let pos = 0; pos < s.options.length; pos++) {
      const ci = s.options[pos]!;
      const c = candidates[ci]!;
      const f = facts[ci]!;
      let cost = s.unary[pos]! + WEIGHTS.season * s.outOfSeason[pos]!;
      for (let j = 0; j < i; j++) if (slots[j]!.source < 0 && choice[j] === ci) cost += WEIGHTS.repeat;

      if (prevProtein !== null && c.protein === prevProtein) cost += WEIGHTS.proteinClash;
      for (let j = i - 1; j >= 0 && slots[j]!.day === s.day; j--)
        if (f.family !== null && facts[recipeOf(j)]!.family === f.family) cost += WEIGHTS.familyClash;
      const sv = served[ci]!;
      let bestShare = Infinity;
      for (let fi = 0; fi < FACTOR_N; fi++) {
        const e = Math.abs(sv[SERVED_KCAL * FACTOR_N + fi]! / shareKcal - 1);
        const v =
          8 * e +
          (e > WEIGHTS.energyBand ? 20 : 0) +
          WEIGHTS.proteines * Math.abs(sv[SERVED_PROTEINES * FACTOR_N + fi]! / shareProt - 1) +
          factorPenalty[fi]!;
        if (v < bestShare) bestShare = v;
      }
      cost += bestShare;
      if (cost < bestCost) [bestCost, bestPos] = [cost, pos];
    }
    choice[i] = s.options[bestPos]!;
  }
}

/**
 * Simulated annealing over the recipes (single-slot changes and swaps between slots that can hold
 * both recipes), the variety and season rules weighing more and more; ends on the best week seen.
 */
function anneal(w: WeekSearch, seed: number): void {
  const { free, slots, choice, dayCost, dayFactors, daySlots, solveDay, contextCost, daysOf } = w;
  const rng = mulberry32((Math.imul(seed >>> 0, 0x9e3779b1) ^ 0x5bd1e995) >>> 0);
  let nutrition = 0;
  for (let d = 0; d < daySlots.length; d++) nutrition += solveDay(d);
  let current = nutrition + contextCost();
  let currentRules = w.rules;
  const iterations = ITERATIONS_PER_SLOT * free.length;
  const bestChoice = Int32Array.from(choice);
  let bestTotal = current;
  w.ruleScale = RULES_FROM;
  current = nutrition + contextCost();
  currentRules = w.rules;
  const touched: number[] = [];
  const savedCost: number[] = [];
  for (let it = 0; it < iterations && free.length > 0; it++) {
    const temperature = T_START * Math.pow(T_END / T_START, it / iterations);
    const scale = Math.min(1, RULES_FROM + ((1 - RULES_FROM) * it) / (RULES_FULL_AT * iterations));
    if (scale !== w.ruleScale) {
      // The current state's cost under the new scale (its rule penalties are those last computed for it).
      current += (scale - w.ruleScale) * currentRules;
      w.ruleScale = scale;
    }
    const a = free[Math.floor(rng() * free.length)]!;
    const sa = slots[a]!;
    const oldA = choice[a]!;
    let b = -1;
    let oldB = -1;
    if (rng() < 0.2 && free.length > 1) {
      // Swap with another slot that can hold both recipes.
      const cand = free[Math.floor(rng() * free.length)]!;
      if (cand !== a && choice[cand] !== oldA && slots[cand]!.optionOf[oldA]! >= 0 && sa.optionOf[choice[cand]!]! >= 0) {
        b = cand;
        oldB = choice[b]!;
      }
    }
    let newA: number;
    if (b >= 0) newA = oldB;
    else {
      const pos = rng() < 0.6 ? sa.ranked[Math.floor(rng() * Math.min(sa.ranked.length, 40))]! : Math.floor(rng() * sa.options.length);
      newA = sa.options[pos]!;
      if (newA === oldA) continue;
    }
    touched.length = 0;
    daysOf(a, touched);
    if (b >= 0) daysOf(b, touched);
    savedCost.length = 0;
    const savedFactors: Int8Array[] = [];
    for (const d of touched) {
      savedCost.push(dayCost[d]!);
      savedFactors.push(Int8Array.from(dayFactors[d]!));
    }
    choice[a] = newA;
    if (b >= 0) choice[b] = oldA;
    let nextNutrition = nutrition;
    const seen = new Set<number>();
    touched.forEach((d, j) => {
      if (seen.has(d)) return;
      seen.add(d);
      nextNutrition += solveDay(d) - savedCost[j]!;
    });
    const next = nextNutrition + contextCost();
    const delta = next - current;
    if (delta <= 0 || rng() < Math.exp(-delta / temperature)) {
      current = next;
      currentRules = w.rules;
      nutrition = nextNutrition;
      // Best by the full cost (rules at scale 1).
      const full = next + (1 - w.ruleScale) * w.rules;
      if (full < bestTotal - 1e-9) {
        bestTotal = full;
        bestChoice.set(choice);
      }
    } else {
      choice[a] = oldA;
      if (b >= 0) choice[b] = oldB;
      const restored = new Set<number>();
      touched.forEach((d, j) => {
        if (restored.has(d)) return;
        restored.add(d);
        dayCost[d] = savedCost[j]!;
        dayFactors[d]!.set(savedFactors[j]!);
      });
    }
  }
  choice.set(bestChoice);
  w.ruleScale = 1;
}

/** Polish: every slot that breaks a variety or season rule tries all its options (and ejection chains). */
function polish(w: WeekSearch, start: number): number {
  const { free, slots, choice, candidates, facts, recipeOf, scoreWith } = w;
  let current = start;
  const breaksARule = (i: number): boolean => {
    const ci = recipeOf(i);
    const c = candidates[ci]!;
    const f = facts[ci]!;
    if (slots[i]!.source < 0 && slots[i]!.outOfSeason[slots[i]!.optionOf[ci]!]) return true;
    for (let j = 0; j < slots.length; j++) {
      if (j === i) continue;
      const cj = recipeOf(j);
      if (cj === ci && slots[j]!.source !== i && slots[i]!.source !== j) return true;
      if (Math.abs(j - i) === 1 && cj !== ci && c.protein !== null && candidates[cj]!.protein === c.protein) return true;
      if (slots[j]!.day === slots[i]!.day && cj !== ci && f.family !== null && facts[cj]!.family === f.family) return true;
    }
    return false;
  };
  const usedBy = (cand: number, except: number): number => {
    for (const j of free) if (j !== except && choice[j] === cand) return j;
    return -1;
  };
  for (let pass = 0; pass < 2; pass++) {
    let improved = false;
    for (const a of free) {
      if (!breaksARule(a)) continue;
      const sa = slots[a]!;
      let best: { value: number; a: number; b: number; bCand: number } = { value: current, a: choice[a]!, b: -1, bCand: -1 };
      const startA = choice[a]!;
      for (const ci of sa.options) {
        if (ci === startA) continue;
        const holder = usedBy(ci, a);
        if (holder < 0) {
          const value = scoreWith(a, ci);
          if (value < best.value - 1e-9) best = { value, a: ci, b: -1, bCand: -1 };
          continue;
        }
        // Ejection chain: the recipe moves here, the slot that held it takes one of its best other options.
        if (sa.unary[sa.optionOf[ci]!]! >= WEIGHTS.season) continue;
        const sb = slots[holder]!;
        const startB = choice[holder]!;
        choice[a] = ci;
        for (const pos of sb.ranked.slice(0, 40)) {
          const cb = sb.options[pos]!;
          if (cb === ci || cb === startB) continue;
          const value = scoreWith(holder, cb);
          if (value < best.value - 1e-9) best = { value, a: ci, b: holder, bCand: cb };
        }
        scoreWith(holder, startB);
      }
      scoreWith(a, best.a);
      if (best.b >= 0) scoreWith(best.b, best.bCand);
      if (best.value < current - 1e-9) improved = true;
      current = weekCost(w);
    }
    if (!improved) break;
  }
  return current;
}

/**
 * Final descent: each slot takes its best option among its most promising ones, until none improves.
 * The annealing ends near a minimum but not always at one: on small weeks, where the exact optimum
 * can be enumerated, this last step closes most of the remaining gap for a few milliseconds.
 */
function finalDescent(w: WeekSearch, start: number): void {
  const { free, slots, choice, scoreWith } = w;
  let current = start;
  for (let pass = 0; pass < DESCENT_PASSES; pass++) {
    let improved = false;
    for (const a of free) {
      const sa = slots[a]!;
      const startA = choice[a]!;
      let best = { value: current, cand: startA };
      const tried = sa.options.length <= DESCENT_OPTIONS ? sa.options : sa.ranked.slice(0, DESCENT_OPTIONS).map((pos) => sa.options[pos]!);
      for (const ci of tried) {
        if (ci === startA) continue;
        const value = scoreWith(a, ci);
        if (value < best.value - 1e-9) best = { value, cand: ci };
      }
      scoreWith(a, best.cand);
      if (best.cand !== startA) {
        improved = true;
        current = best.value;
      }
    }
    if (!improved) break;
  }
}

/** The plan: meals with their portion factors, each day's nutrition, and the days that miss their target. */
function planOf(w: WeekSearch, probe: OptimiserProbe | undefined): OptimisedPlan {
  const { profile, candidates, served, targets, unfilled, limited, dayIndexes, daySlots, slots, choice, recipeOf, dayFactors } = w;
  const { solveDay, contextCost } = w;
  const T = targets;
  const factorOf = new Float64Array(slots.length);
  const factorIndexOf = new Int8Array(slots.length);
  daySlots.forEach((list, d) =>
    list.forEach((i, j) => {
      factorIndexOf[i] = dayFactors[d]![j]!;
      factorOf[i] = PORTION_FACTORS[factorIndexOf[i]]!;
    }),
  );
  const meals: PlannedMealSlot[] = slots.map((s, i) => ({
    day: s.slot.day,
    dayIndex: s.slot.dayIndex,
    mealType: s.slot.mealType as WeekMealType,
    candidate: candidates[recipeOf(i)]!,
    portions: factorOf[i]!,
    ...(s.source >= 0 ? { leftover: true } : {}),
  }));
  const days: OptimisedPlan['days'] = {};
  const misses: string[] = [];
  daySlots.forEach((list, d) => {
    const totals = { kcal: 0, proteines: 0, glucides: 0, lipides: 0 };
    for (const i of list) {
      // Per person, the meal as it is served (the household's copy, rounded as the list rounds).
      const sv = served[recipeOf(i)]!;
      const fi = factorIndexOf[i]!;
      totals.kcal += sv[SERVED_KCAL * FACTOR_N + fi]!;
      totals.proteines += sv[SERVED_PROTEINES * FACTOR_N + fi]!;
      totals.glucides += sv[SERVED_GLUCIDES * FACTOR_N + fi]!;
      totals.lipides += sv[SERVED_LIPIDES * FACTOR_N + fi]!;
    }
    const day = WEEKDAYS[dayIndexes[d]!]!;
    days[day] = {
      kcal: Math.round(totals.kcal),
      proteines: Math.round(totals.proteines),
      glucides: Math.round(totals.glucides),
      lipides: Math.round(totals.lipides),
    };
    if (Math.abs(totals.kcal / T.kcal - 1) > ENERGY_TOLERANCE) {
      const daySlotsList = list.map((i) => slots[i]!.slot);
      misses.push(missSentence(day, totals.kcal, T.kcal, missReason(profile, daySlotsList, totals.kcal < T.kcal)));
    }
  });
  if (probe?.report) {
    const chosen = Array.from(choice, (_, i) => recipeOf(i));
    const costOf = (assignment: readonly number[]): number => {
      const saved = Int32Array.from(choice);
      choice.set(assignment);
      w.ruleScale = 1;
      let value = contextCost();
      for (let d = 0; d < daySlots.length; d++) value += solveDay(d);
      choice.set(saved);
      for (let d = 0; d < daySlots.length; d++) solveDay(d);
      return value;
    };
    probe.report({ options: slots.map((s) => s.options), choice: chosen, cost: costOf(chosen), costOf });
  }
  return { meals, unfilled, limited, profile, targets, days, misses };
}

/**
 * The week planner: recipes and portion factors chosen for the household's daily nutrition targets,
 * variety and the season. `probe` is for measurements only (OptimiserProbe).
 */
export function planWeek(req: PlanRequest, probe?: OptimiserProbe): OptimisedPlan {
  const w = weekSearch(req, probe);
  greedyStart(w);
  anneal(w, req.seed);
  let current = weekCost(w);
  current = polish(w, current);
  finalDescent(w, current);
  return planOf(w, probe);
}
