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

import type { Weekday, WeekMealType } from '@shared/schemas/week-menu';
import { PORTION_FACTORS } from '@shared/schemas/week-menu';
import { WEEKDAYS } from '@shared/options';
import { canonicalDiets } from '../household/diets';
import { lineIngredient } from '../facts/derive';
import type { EaterProfile } from '../model';
import {
  isDisliked,
  matchesPhrase,
  prepareWeek,
  preferenceScore,
  REUSE_WEIGHTS,
  type PlanRequest,
  type PlanResult,
  type PlanSlot,
  type PlannedMealSlot,
  type PlannerCandidate,
} from './week';
import { mulberry32 } from '../base/rng';
import { dailyTargets, MEAL_SHARES, mealShares, type DailyTargets } from '../facts/targets';
import { words, singular } from '../base/text';

export { PORTION_FACTORS };

/** A slot with at least this many in-season options (a week's worth of meals) gets no out-of-season one. */
const SEASON_FILTER_MIN_OPTIONS = 21;

/** A day is on target when its energy is within this share of the target. */
export const ENERGY_TOLERANCE = 0.1;

const COST = {
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

/**
 * Dish families: two of them the same day is monotonous (two quiches, two soups). The first title word
 * that names a family decides ("Gratin de coquillettes" is a gratin, "Salade de pâtes" a salad).
 */
const FAMILY_WORDS: Record<string, string> = {};
const FAMILIES: Record<string, readonly string[]> = {
  soupe: ['soupe', 'veloute', 'potage', 'bouillon', 'gaspacho', 'minestrone', 'chowder', 'ramen', 'pho', 'bouillabaisse'],
  tarte: ['quiche', 'tarte', 'flammekueche', 'pissaladiere', 'tourte'],
  gratin: ['gratin', 'tartiflette', 'parmentier', 'hachis', 'moussaka', 'parmigiana'],
  salade: ['salade', 'taboule', 'panzanella', 'coleslaw'],
  bol: ['bowl', 'bol', 'poke', 'bun'],
  pates: [
    'pate',
    'spaghetti',
    'penne',
    'tagliatelle',
    'lasagne',
    'macaroni',
    'coquillette',
    'linguine',
    'fusilli',
    'gnocchi',
    'ravioli',
    'nouille',
    'udon',
    'pad',
    'mac',
  ],
  riz: ['riz', 'risotto', 'paella', 'biryani', 'jambalaya', 'nasi'],
  curry: ['curry', 'dal', 'korma', 'masala', 'colombo', 'keema'],
  oeufs: ['omelette', 'frittata', 'oeuf', 'shakshuka', 'huevo'],
  galette: ['taco', 'burrito', 'fajita', 'enchilada', 'quesadilla', 'wrap'],
  sandwich: ['burger', 'sandwich', 'croque', 'bagnat', 'jambon beurre', 'toast', 'tartine', 'bagel'],
  pizza: ['pizza', 'focaccia'],
  crepe: ['crepe', 'galette', 'pancake', 'gaufre', 'pain perdu'],
  couscous: ['couscous', 'tajine'],
  cereales: ['porridge', 'granola', 'muesli', 'oat', 'bircher'],
  gateau: ['cake', 'muffin', 'brioche', 'madeleine', 'bread'],
  chili: ['chili'],
  ragout: ['bourguignon', 'blanquette', 'navarin', 'daube', 'ragout', 'pot au'],
};
for (const [family, list] of Object.entries(FAMILIES)) for (const w of list) FAMILY_WORDS[w] = family;

/** The dish family of a recipe from its title words and dish type, null when none is recognised. */
export function dishFamily(title: string, dishType: string): string | null {
  if (dishType === 'Soupe') return 'soupe';
  const ws = words(title).map(singular);
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    const two = i + 1 < ws.length ? `${w} ${ws[i + 1]}` : '';
    const family = FAMILY_WORDS[two] ?? FAMILY_WORDS[w];
    if (family) return family;
  }
  return null;
}

interface Facts {
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
const perishableIndex = new Map<string, number>();

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

function factsOf(c: PlannerCandidate): Facts {
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

/** "2 350" as French writes it (narrow no-break space between thousands, as Intl fr-FR does). */
export function frenchInteger(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

/** Plural feminine adjectives of the diets, for "trop peu de recettes végétaliennes". */
const DIET_ADJECTIVES: Record<string, string> = {
  Végétarien: 'végétariennes',
  Végan: 'végétaliennes',
  Pescétarien: 'pescétariennes',
  'Sans gluten': 'sans gluten',
  'Sans lactose': 'sans lactose',
  Cétogène: 'cétogènes',
  'Low Carb': 'pauvres en glucides',
  Paleo: 'paléo',
  Halal: 'halal',
  Casher: 'casher',
  'Sans porc': 'sans porc',
  'Sans sucre ajouté': 'sans sucre ajouté',
};

/** Why a day misses its energy target, in French. */
function missReason(profile: EaterProfile, slots: readonly PlanSlot[], below: boolean): string {
  if (slots.length === 1) return below ? 'un seul repas planifié ce jour-là, même en portion double' : 'un seul repas planifié ce jour-là';
  const adjectives = canonicalDiets(profile.diets).flatMap((d) => (DIET_ADJECTIVES[d] ? [DIET_ADJECTIVES[d]] : []));
  if (slots.every((s) => s.maxTime <= 30)) adjectives.push('rapides');
  const kind = adjectives.length ? ` ${adjectives.join(' ')}` : '';
  return below ? `trop peu de recettes${kind} assez nourrissantes` : `trop peu de recettes${kind} assez légères`;
}

export function missSentence(day: Weekday, kcal: number, target: number, reason: string): string {
  return `${day} : ${frenchInteger(kcal)} kcal pour un objectif de ${frenchInteger(target)} kcal — ${reason}.`;
}

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

const FACTOR_COUNT = PORTION_FACTORS.length;
/** Seeded noise on the preferences: another seed gives another week among the near-equal ones. */
const JITTER = 2.5;
/** Weight of the preference score (a loved recipe: 2 × 2 = 4, more than the jitter's 2.5). */
const PREFERENCES = 2;
const WEEK_MEAL_ORDER: Record<WeekMealType, number> = { 'petit-déjeuner': 0, déjeuner: 1, dîner: 2 };
/** Annealing iterations per slot to choose. */
const ITERATIONS_PER_SLOT = 150;
/** Rounds of the final descent, and how many of a slot's best-ranked options it tries (all when fewer). */
const DESCENT_PASSES = 4;
const DESCENT_OPTIONS = 40;
const T_START = 20;
const T_END = 0.05;
/** Variety and season penalties start at this share in the annealing and reach full weight at RULES_FULL_AT of the run. */
const RULES_FROM = 0.1;
const RULES_FULL_AT = 0.7;

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

/**
 * The week planner: recipes and portion factors chosen for the household's daily nutrition targets,
 * variety and the season. `probe` is for measurements only (OptimiserProbe).
 */
export function planWeek(req: PlanRequest, probe?: OptimiserProbe): OptimisedPlan {
  const prepared = prepareWeek(req);
  const { profile, candidates, ctx, fits } = prepared;
  const targets = plannedTargets(req);
  const monthBit = req.month && req.month >= 1 && req.month <= 12 ? 1 << (req.month - 1) : 0;
  const leftovers = req.preferences.leftovers === true;
  const rng = mulberry32((Math.imul(req.seed >>> 0, 0x9e3779b1) ^ 0x5bd1e995) >>> 0);
  const facts = candidates.map(factsOf);

  /** A favourite dish or the day's wish that names a dish asks for it, in season or not. */
  const askedFor = (c: PlannerCandidate, slot: PlanSlot) =>
    ctx.favoriteDishes.some((f) => matchesPhrase(c, f)) || (slot.wish.length > 0 && slot.wish.some((w) => c.wordSet.has(w)));

  // Slots: those with at least one candidate (or a leftover source), cut to the Free tier's count.
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
      if (isDisliked(c, ctx.tastes)) u += COST.disliked;
      unary[pos] = u;
    });
    const outOfSeason = Uint8Array.from(k.options, (ci) =>
      !monthBit || facts[ci]!.seasonMask & monthBit || askedFor(candidates[ci]!, k.slot) ? 0 : 1,
    );
    const rankKey = (pos: number) => unary[pos]! + outOfSeason[pos]! * COST.season;
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
  const free = slots.map((s, i) => (s.source < 0 ? i : -1)).filter((i) => i >= 0);
  const linkedFrom = new Int32Array(slots.length).fill(-1);
  slots.forEach((s, i) => s.source >= 0 && (linkedFrom[s.source] = i));

  // State: the candidate index of every slot (a leftover slot follows its source).
  const choice = new Int32Array(slots.length).fill(-1);
  const recipeOf = (i: number) => choice[slots[i]!.source >= 0 ? slots[i]!.source : i]!;

  // ---- Day nutrition: exact best factors for the day's recipes -------------------------------
  const T = targets;
  const factorPenalty = PORTION_FACTORS.map((f) => COST.factor * Math.abs(f - 1));
  const dayCost = new Float64Array(daySlots.length);
  const dayFactors: Int8Array[] = daySlots.map((list) => new Int8Array(list.length).fill(1));
  // Per position in a day (≤ 3 meals), per factor: energy, macros and the factor's own cost.
  const pe = new Float64Array(3 * FACTOR_COUNT);
  const pp = new Float64Array(3 * FACTOR_COUNT);
  const pg = new Float64Array(3 * FACTOR_COUNT);
  const pl = new Float64Array(3 * FACTOR_COUNT);
  const px = new Float64Array(3 * FACTOR_COUNT);
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
      for (let j = 0; j < n; j++) out[j] = Math.floor(packed / FACTOR_COUNT ** j) % FACTOR_COUNT;
      return (dayCost[d] = solvedCost[hit]!);
    }
    for (let j = 0; j < 3; j++) {
      if (j >= n) {
        for (let fi = 0; fi < FACTOR_COUNT; fi++)
          pe[j * FACTOR_COUNT + fi] =
            pp[j * FACTOR_COUNT + fi] =
            pg[j * FACTOR_COUNT + fi] =
            pl[j * FACTOR_COUNT + fi] =
            px[j * FACTOR_COUNT + fi] =
              0;
        continue;
      }
      const i = list[j]!;
      const f = facts[recipeOf(i)]!;
      const shareTarget = Math.max(1, slots[i]!.share * T.kcal);
      for (let fi = 0; fi < FACTOR_COUNT; fi++) {
        const factor = PORTION_FACTORS[fi]!;
        const o = j * FACTOR_COUNT + fi;
        pe[o] = f.kcal * factor;
        pp[o] = f.proteines * factor;
        pg[o] = f.glucides * factor;
        pl[o] = f.lipides * factor;
        px[o] = factorPenalty[fi]! + COST.mealShare * Math.abs((f.kcal * factor) / shareTarget - 1);
      }
    }
    // Positions beyond the day's meals have a single (empty) choice.
    const n1 = n > 1 ? FACTOR_COUNT : 1;
    const n2 = n > 2 ? FACTOR_COUNT : 1;
    let best = Infinity;
    let b0 = 1;
    let b1 = 1;
    let b2 = 1;
    for (let f0 = 0; f0 < FACTOR_COUNT; f0++) {
      for (let f1 = 0; f1 < n1; f1++) {
        const o1 = FACTOR_COUNT + f1;
        const e01 = pe[f0]! + pe[o1]!;
        const p01 = pp[f0]! + pp[o1]!;
        const g01 = pg[f0]! + pg[o1]!;
        const l01 = pl[f0]! + pl[o1]!;
        const x01 = px[f0]! + px[o1]!;
        for (let f2 = 0; f2 < n2; f2++) {
          const o2 = 2 * FACTOR_COUNT + f2;
          const e = Math.abs((e01 + pe[o2]!) / T.kcal - 1);
          const cost =
            x01 +
            px[o2]! +
            COST.energy * e +
            (e > COST.energyBand ? COST.energyMiss + COST.energyMissSlope * Math.min(COST.energyMissCap, e - COST.energyBand) : 0) +
            COST.proteines * Math.abs((p01 + pp[o2]!) / T.proteines - 1) +
            COST.glucides * Math.abs((g01 + pg[o2]!) / T.glucides - 1) +
            COST.lipides * Math.abs((l01 + pl[o2]!) / T.lipides - 1);
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
    solvedFactors.push(b0 + (n > 1 ? b1 * FACTOR_COUNT : 0) + (n > 2 ? b2 * FACTOR_COUNT * FACTOR_COUNT : 0));
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
        rules += COST.repeat * uses[ci]!++;
        rules += COST.season * s.outOfSeason[s.optionOf[ci]!]!;
      }
      if (prevRecipe >= 0 && prevRecipe !== ci && c.protein !== null && c.protein === prevProtein) rules += COST.proteinClash;
      prevRecipe = ci;
      prevProtein = c.protein;
      if (f.family !== null) {
        for (let j = i - 1; j >= 0 && slots[j]!.day === s.day; j--) {
          const cj = recipeOf(j);
          if (cj !== ci && facts[cj]!.family === f.family) rules += COST.familyClash;
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

  // ---- Greedy construction ------------------------------------------------------------------
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
      let cost = s.unary[pos]! + COST.season * s.outOfSeason[pos]!;
      for (let j = 0; j < i; j++) if (slots[j]!.source < 0 && choice[j] === ci) cost += COST.repeat;

      if (prevProtein !== null && c.protein === prevProtein) cost += COST.proteinClash;
      for (let j = i - 1; j >= 0 && slots[j]!.day === s.day; j--)
        if (f.family !== null && facts[recipeOf(j)]!.family === f.family) cost += COST.familyClash;
      let bestShare = Infinity;
      for (let fi = 0; fi < FACTOR_COUNT; fi++) {
        const factor = PORTION_FACTORS[fi]!;
        const e = Math.abs((f.kcal * factor) / shareKcal - 1);
        const v =
          8 * e + (e > COST.energyBand ? 20 : 0) + COST.proteines * Math.abs((f.proteines * factor) / shareProt - 1) + factorPenalty[fi]!;
        if (v < bestShare) bestShare = v;
      }
      cost += bestShare;
      if (cost < bestCost) [bestCost, bestPos] = [cost, pos];
    }
    choice[i] = s.options[bestPos]!;
  }

  let nutrition = 0;
  for (let d = 0; d < daySlots.length; d++) nutrition += solveDay(d);
  let current = nutrition + contextCost();
  let currentRules = rules;

  // ---- Simulated annealing over the recipes -------------------------------------------------
  const iterations = ITERATIONS_PER_SLOT * free.length;
  const bestChoice = Int32Array.from(choice);
  let bestTotal = current;
  ruleScale = RULES_FROM;
  current = nutrition + contextCost();
  currentRules = rules;
  const touched: number[] = [];
  const savedCost: number[] = [];
  function daysOf(i: number, into: number[]) {
    into.push(slots[i]!.day);
    const linked = linkedFrom[i]!;
    if (linked >= 0 && slots[linked]!.day !== slots[i]!.day) into.push(slots[linked]!.day);
  }
  for (let it = 0; it < iterations && free.length > 0; it++) {
    const temperature = T_START * Math.pow(T_END / T_START, it / iterations);
    const scale = Math.min(1, RULES_FROM + ((1 - RULES_FROM) * it) / (RULES_FULL_AT * iterations));
    if (scale !== ruleScale) {
      // The current state's cost under the new scale (its rule penalties are those last computed for it).
      current += (scale - ruleScale) * currentRules;
      ruleScale = scale;
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
      currentRules = rules;
      nutrition = nextNutrition;
      // Best by the full cost (rules at scale 1).
      const full = next + (1 - ruleScale) * rules;
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
  ruleScale = 1;
  nutrition = 0;
  for (let d = 0; d < daySlots.length; d++) nutrition += solveDay(d);
  current = nutrition + contextCost();

  // ---- Polish: every slot that breaks a variety or season rule tries all its options ----------
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
        if (sa.unary[sa.optionOf[ci]!]! >= COST.season) continue;
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
      nutrition = 0;
      for (let d = 0; d < daySlots.length; d++) nutrition += solveDay(d);
      current = nutrition + contextCost();
    }
    if (!improved) break;
  }

  // ---- Descent: each slot takes its best option among its most promising ones, until none improves.
  // The annealing ends near a minimum but not always at one: on small weeks, where the exact optimum
  // can be enumerated, this last step closes most of the remaining gap for a few milliseconds.
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

  // ---- The plan, its nutrition and the misses -----------------------------------------------
  const factorOf = new Float64Array(slots.length);
  daySlots.forEach((list, d) => list.forEach((i, j) => (factorOf[i] = PORTION_FACTORS[dayFactors[d]![j]!]!)));
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
      const f = facts[recipeOf(i)]!;
      totals.kcal += f.kcal * factorOf[i]!;
      totals.proteines += f.proteines * factorOf[i]!;
      totals.glucides += f.glucides * factorOf[i]!;
      totals.lipides += f.lipides * factorOf[i]!;
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
      ruleScale = 1;
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
