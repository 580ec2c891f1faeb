// The optimiser's search state: the week's slots and their options, the choice of every slot, each
// day's exact best portion factors and the week's context cost, shared by the phases (optimiser/index.ts).
import { PORTION_FACTORS } from '@shared/schemas/week-menu';
import {
  isDisliked,
  matchesPhrase,
  prepareWeek,
  preferenceScore,
  REUSE_WEIGHTS,
  type PlanRequest,
  type PlanResult,
  type PlanSlot,
  type PlannerCandidate,
  type PreparedWeek,
} from '../week';
import { mulberry32 } from '../../base/rng';
import { mealShares } from '../../facts/targets';
import {
  COST,
  FACTOR_COUNT,
  type Facts,
  JITTER,
  type OptimiserProbe,
  PREFERENCES,
  SEASON_FILTER_MIN_OPTIONS,
  WEEK_MEAL_ORDER,
  factsOf,
  perishableIndex,
  plannedPeople,
  plannedTargets,
  servedFactsOf,
  unroundedFactsOf,
  SERVED_GLUCIDES,
  SERVED_KCAL,
  SERVED_LIPIDES,
  SERVED_PROTEINES,
} from './costs';

// The search's constants, bound here once: its inner loops read them millions of times a week, and an
// imported binding is live, which a loader that keeps modules apart (the test runner's) reads through a
// getter at every use, several times slower than a local constant.
const WEIGHTS = COST;
const FACTOR_N = FACTOR_COUNT;
const KCAL_ROW = SERVED_KCAL;
const PROTEINES_ROW = SERVED_PROTEINES;
const GLUCIDES_ROW = SERVED_GLUCIDES;
const LIPIDES_ROW = SERVED_LIPIDES;

// ---------------------------------------------------------------------------------------------
// The optimiser
// ---------------------------------------------------------------------------------------------

interface OSlot {
  slot: PlanSlot;
  /** Index in `ws` of the day. */
  day: number;
  /** Share of the day's energy for this meal. */
  share: number;
  /** Candidate indices allowed here (empty for a leftover slot). */
  options: number[];
  /** Unary cost per option (same order as `options`). */
  unary: Float64Array;
  /** Option position of each candidate index, -1 when not allowed. */
  optionOf: Int32Array;
  /** Per option: fresh produce out of season (and neither a favourite dish nor the day's wish asks for it). */
  outOfSeason: Uint8Array;
  /** Options sorted by unary cost, best first (the annealing draws from the head more often). */
  ranked: number[];
  /** Index of the dinner slot whose recipe is eaten again here (leftovers), -1 otherwise. */
  source: number;
}

/**
 * The week's slots as the search sees them: those with at least one option (or a leftover source),
 * cut to the Free tier's count, with each option's unary cost, season flag and rank, and the days.
 */
function searchSlots(req: PlanRequest, probe: OptimiserProbe | undefined, prepared: PreparedWeek, facts: readonly Facts[]) {
  const { candidates, ctx, fits } = prepared;
  const monthBit = req.month && req.month >= 1 && req.month <= 12 ? 1 << (req.month - 1) : 0;
  const leftovers = req.preferences.leftovers === true;

  /** A favourite dish or the day's wish that names a dish asks for it, in season or not. */
  const askedFor = (c: PlannerCandidate, slot: PlanSlot) =>
    ctx.favoriteDishes.some((f) => matchesPhrase(c, f)) || (slot.wish.length > 0 && slot.wish.some((w) => c.wordSet.has(w)));

  const unfilled: PlanResult['unfilled'] = [];
  const fillable: { slot: PlanSlot; options: number[]; source: number }[] = [];
  const dinnerAt = new Map<number, number>();
  for (const slot of prepared.slots) {
    const sourceDinner = leftovers && slot.mealType === 'déjeuner' ? (dinnerAt.get(slot.dayIndex - 1) ?? -1) : -1;
    let options: number[] = [];
    if (sourceDinner < 0) candidates.forEach((c, i) => fits(c, slot) && options.push(i));
    // Out-of-season fresh produce is left out altogether when the slot keeps enough in-season
    // options for a varied week; otherwise the season cost weighs it against the other rules.
    if (monthBit && options.length > 0) {
      const inSeason = options.filter((ci) => facts[ci]!.seasonMask & monthBit || askedFor(candidates[ci]!, slot));
      if (inSeason.length >= SEASON_FILTER_MIN_OPTIONS) options = inSeason;
    }
    if (probe?.restrict && sourceDinner < 0 && options.length > 0)
      options.splice(0, options.length, ...probe.restrict(slot, fillable.length, options));
    if (sourceDinner < 0 && options.length === 0) {
      unfilled.push({ day: slot.day, mealType: slot.mealType });
      continue;
    }
    if (slot.mealType === 'dîner') dinnerAt.set(slot.dayIndex, fillable.length);
    fillable.push({ slot, options, source: sourceDinner });
  }
  const maxMeals = req.maxMeals ?? Infinity;
  const limited = fillable.length > maxMeals;
  const kept = fillable.slice(0, Math.min(fillable.length, maxMeals));

  // Days and shares.
  const dayIndexes = [...new Set(kept.map((k) => k.slot.dayIndex))];
  const dayPos = new Map(dayIndexes.map((d, i) => [d, i]));
  const daySlots: number[][] = dayIndexes.map(() => []);
  kept.forEach((k, i) => daySlots[dayPos.get(k.slot.dayIndex)!]!.push(i));
  const sharesOf = daySlots.map((list) => mealShares(list.map((i) => kept[i]!.slot.mealType)));

  const jitterSeed = (Math.imul(req.seed >>> 0, 0x9e3779b1) >>> 0) ^ 0x27d4eb2f;
  const slots: OSlot[] = kept.map((k, i) => {
    const day = dayPos.get(k.slot.dayIndex)!;
    const unary = new Float64Array(k.options.length);
    const optionOf = new Int32Array(candidates.length).fill(-1);
    k.options.forEach((ci, pos) => {
      const c = candidates[ci]!;
      optionOf[ci] = pos;
      let u =
        -PREFERENCES * preferenceScore(c, k.slot, ctx) - JITTER * mulberry32((jitterSeed + Math.imul(i + 1, 0x85ebca6b)) ^ c.keyHash)();
      if (isDisliked(c, ctx.tastes)) u += WEIGHTS.disliked;
      unary[pos] = u;
    });
    const outOfSeason = Uint8Array.from(k.options, (ci) =>
      !monthBit || facts[ci]!.seasonMask & monthBit || askedFor(candidates[ci]!, k.slot) ? 0 : 1,
    );
    const rankKey = (pos: number) => unary[pos]! + outOfSeason[pos]! * WEIGHTS.season;
    const ranked = k.options.map((_, pos) => pos).sort((a, b) => rankKey(a) - rankKey(b) || a - b);
    return {
      slot: k.slot,
      day,
      share: sharesOf[day]![k.slot.mealType] ?? 0,
      options: k.options,
      unary,
      optionOf,
      outOfSeason,
      ranked,
      source: k.source,
    };
  });
  return { unfilled, limited, dayIndexes, daySlots, slots };
}

/**
 * The search's state and costs: the candidate chosen for every slot (a leftover slot follows its
 * source), each day's exact best portion factors for its recipes, and the week's context cost
 * (unary, repeats, consecutive proteins, families per day, perishables reused).
 */
export function weekSearch(req: PlanRequest, probe: OptimiserProbe | undefined) {
  const prepared = prepareWeek(req);
  const { profile, candidates } = prepared;
  const targets = plannedTargets(req);
  const facts = candidates.map(factsOf);
  // Per candidate, per person at each portion factor: the served copy's energy and macros (what the pages add up to).
  const people = plannedPeople(req);
  const served = candidates.map((c) => (probe?.unroundedCounting ? unroundedFactsOf(c) : servedFactsOf(c, people)));
  const { unfilled, limited, dayIndexes, daySlots, slots } = searchSlots(req, probe, prepared, facts);
  const free = slots.map((s, i) => (s.source < 0 ? i : -1)).filter((i) => i >= 0);
  const linkedFrom = new Int32Array(slots.length).fill(-1);
  slots.forEach((s, i) => s.source >= 0 && (linkedFrom[s.source] = i));

  // State: the candidate index of every slot (a leftover slot follows its source).
  const choice = new Int32Array(slots.length).fill(-1);
  const recipeOf = (i: number) => choice[slots[i]!.source >= 0 ? slots[i]!.source : i]!;

  // ---- Day nutrition: exact best factors for the day's recipes -------------------------------
  const T = targets;
  const factorPenalty = PORTION_FACTORS.map((f) => WEIGHTS.factor * Math.abs(f - 1));
  const dayCost = new Float64Array(daySlots.length);
  const dayFactors: Int8Array[] = daySlots.map((list) => new Int8Array(list.length).fill(1));
  // Per position in a day (≤ 3 meals), per factor: energy, macros and the factor's own cost.
  const pe = new Float64Array(3 * FACTOR_N);
  const pp = new Float64Array(3 * FACTOR_N);
  const pg = new Float64Array(3 * FACTOR_N);
  const pl = new Float64Array(3 * FACTOR_N);
  const px = new Float64Array(3 * FACTOR_N);
  // Day solutions already computed, by (meal types of the day, recipes): the annealing comes back to them often.
  const K = candidates.length + 1;
  const daySignature = daySlots.map((list) => list.reduce((sig, i) => sig * 3 + WEEK_MEAL_ORDER[slots[i]!.slot.mealType], 1));
  const solved = new Map<number, number>();
  const solvedCost: number[] = [];
  const solvedFactors: number[] = [];
  function solveDay(d: number): number {
    const list = daySlots[d]!;
    const n = list.length;
    let key = daySignature[d]!;
    for (const i of list) key = key * K + recipeOf(i);
    const hit = solved.get(key);
    if (hit !== undefined) {
      const packed = solvedFactors[hit]!;
      const out = dayFactors[d]!;
      for (let j = 0; j < n; j++) out[j] = Math.floor(packed / FACTOR_N ** j) % FACTOR_N;
      return (dayCost[d] = solvedCost[hit]!);
    }
    for (let j = 0; j < 3; j++) {
      if (j >= n) {
        for (let fi = 0; fi < FACTOR_N; fi++)
          pe[j * FACTOR_N + fi] = pp[j * FACTOR_N + fi] = pg[j * FACTOR_N + fi] = pl[j * FACTOR_N + fi] = px[j * FACTOR_N + fi] = 0;
        continue;
      }
      const i = list[j]!;
      const sv = served[recipeOf(i)]!;
      const shareTarget = Math.max(1, slots[i]!.share * T.kcal);
      for (let fi = 0; fi < FACTOR_N; fi++) {
        const o = j * FACTOR_N + fi;
        const kcal = sv[KCAL_ROW * FACTOR_N + fi]!;
        pe[o] = kcal;
        pp[o] = sv[PROTEINES_ROW * FACTOR_N + fi]!;
        pg[o] = sv[GLUCIDES_ROW * FACTOR_N + fi]!;
        pl[o] = sv[LIPIDES_ROW * FACTOR_N + fi]!;
        px[o] = factorPenalty[fi]! + WEIGHTS.mealShare * Math.abs(kcal / shareTarget - 1);
      }
    }
    // Positions beyond the day's meals have a single (empty) choice.
    const n1 = n > 1 ? FACTOR_N : 1;
    const n2 = n > 2 ? FACTOR_N : 1;
    let best = Infinity;
    let b0 = 1;
    let b1 = 1;
    let b2 = 1;
    for (let f0 = 0; f0 < FACTOR_N; f0++) {
      for (let f1 = 0; f1 < n1; f1++) {
        const o1 = FACTOR_N + f1;
        const e01 = pe[f0]! + pe[o1]!;
        const p01 = pp[f0]! + pp[o1]!;
        const g01 = pg[f0]! + pg[o1]!;
        const l01 = pl[f0]! + pl[o1]!;
        const x01 = px[f0]! + px[o1]!;
        for (let f2 = 0; f2 < n2; f2++) {
          const o2 = 2 * FACTOR_N + f2;
          const e = Math.abs((e01 + pe[o2]!) / T.kcal - 1);
          const cost =
            x01 +
            px[o2]! +
            WEIGHTS.energy * e +
            (e > WEIGHTS.energyBand
              ? WEIGHTS.energyMiss + WEIGHTS.energyMissSlope * Math.min(WEIGHTS.energyMissCap, e - WEIGHTS.energyBand)
              : 0) +
            WEIGHTS.proteines * Math.abs((p01 + pp[o2]!) / T.proteines - 1) +
            WEIGHTS.glucides * Math.abs((g01 + pg[o2]!) / T.glucides - 1) +
            WEIGHTS.lipides * Math.abs((l01 + pl[o2]!) / T.lipides - 1);
          if (cost < best) [best, b0, b1, b2] = [cost, f0, f1, f2];
        }
      }
    }
    const out = dayFactors[d]!;
    out[0] = b0;
    if (n > 1) out[1] = b1;
    if (n > 2) out[2] = b2;
    solved.set(key, solvedCost.length);
    solvedCost.push(best);
    solvedFactors.push(b0 + (n > 1 ? b1 * FACTOR_N : 0) + (n > 2 ? b2 * FACTOR_N * FACTOR_N : 0));
    dayCost[d] = best;
    return best;
  }

  // ---- Context: unary, repeats, consecutive proteins, families per day, perishables reused ----
  const uses = new Int32Array(candidates.length);
  const lastOpened = new Int32Array(perishableIndex.size + 64).fill(-100);
  /** Variety and season penalties of the last contextCost call (before scaling). */
  let rules = 0;
  /** Scale of the variety and season penalties: low early in the annealing so that the search can cross them. */
  let ruleScale = 1;
  function contextCost(): number {
    let cost = 0;
    rules = 0;
    uses.fill(0);
    lastOpened.fill(-100);
    let prevRecipe = -1;
    let prevProtein: string | null = null;
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i]!;
      const ci = recipeOf(i);
      const c = candidates[ci]!;
      const f = facts[ci]!;
      if (s.source < 0) {
        cost += s.unary[s.optionOf[ci]!]!;
        // k-th use costs (k - 1) × repeat: repeats spread evenly when the corpus is too small.
        rules += WEIGHTS.repeat * uses[ci]!++;
        rules += WEIGHTS.season * s.outOfSeason[s.optionOf[ci]!]!;
      }
      if (prevRecipe >= 0 && prevRecipe !== ci && c.protein !== null && c.protein === prevProtein) rules += WEIGHTS.proteinClash;
      prevRecipe = ci;
      prevProtein = c.protein;
      if (f.family !== null) {
        for (let j = i - 1; j >= 0 && slots[j]!.day === s.day; j--) {
          const cj = recipeOf(j);
          if (cj !== ci && facts[cj]!.family === f.family) rules += WEIGHTS.familyClash;
        }
      }
      if (s.source < 0) {
        let reuse = 0;
        const dayIndex = s.slot.dayIndex;
        for (const pid of f.perishableIds)
          if (pid < lastOpened.length && dayIndex - lastOpened[pid]! <= 2) reuse += REUSE_WEIGHTS.perIngredient;
        cost -= Math.min(REUSE_WEIGHTS.max, reuse);
        for (const pid of f.perishableIds) if (pid < lastOpened.length && dayIndex - lastOpened[pid]! > 2) lastOpened[pid] = dayIndex;
      }
    }
    return cost + ruleScale * rules;
  }

  /** The days a change of slot `i` touches: its own, and that of the leftover lunch it feeds. */
  function daysOf(i: number, into: number[]) {
    into.push(slots[i]!.day);
    const linked = linkedFrom[i]!;
    if (linked >= 0 && slots[linked]!.day !== slots[i]!.day) into.push(slots[linked]!.day);
  }
  /** Scratch list of the days a change touches. */
  const touched: number[] = [];
  /** Total cost after setting `slot` to `cand` (the touched days solved again). */
  const scoreWith = (slot: number, cand: number): number => {
    choice[slot] = cand;
    touched.length = 0;
    daysOf(slot, touched);
    for (const d of touched) solveDay(d);
    let value = contextCost();
    for (let d = 0; d < daySlots.length; d++) value += dayCost[d]!;
    return value;
  };
  return {
    profile,
    candidates,
    facts,
    served,
    targets,
    unfilled,
    limited,
    dayIndexes,
    daySlots,
    slots,
    free,
    choice,
    recipeOf,
    factorPenalty,
    dayCost,
    dayFactors,
    solveDay,
    contextCost,
    daysOf,
    scoreWith,
    /** Variety and season penalties of the last contextCost call (before scaling). */
    get rules() {
      return rules;
    },
    /** Scale of the variety and season penalties (1 outside the annealing). */
    get ruleScale() {
      return ruleScale;
    },
    set ruleScale(scale: number) {
      ruleScale = scale;
    },
  };
}

export type WeekSearch = ReturnType<typeof weekSearch>;

/** The week's full cost: every day's nutrition solved again, plus the context at the current scale. */
export function weekCost(w: WeekSearch): number {
  let nutrition = 0;
  for (let d = 0; d < w.daySlots.length; d++) nutrition += w.solveDay(d);
  return nutrition + w.contextCost();
}
