import { describe, expect, it } from 'vitest';
import { AVAILABLE_TIMES, BUDGETS, CUISINE_OPTIONS, WEEKDAYS } from '@shared/options';
import { weekMenuPreferencesSchema, type WeekMealType } from '@shared/schemas/week-menu';
import { prepareWeek, type PlanRequest, type PlanSlot } from './index';
import { mulberry32 } from '../base/rng';
import { planWeek, type OptimiserWeek } from './optimiser/index';

// The optimiser (greedy + simulated annealing over the recipes) against the exact minimum of the same
// week cost on small weeks, where every recipe assignment can be enumerated. The instances are the
// first ones of bench/optimiser-exact.bench.mjs (same seeds, same draws), which measures 200 per shape.
// Both sides price an assignment with the optimiser's own cost (OptimiserWeek.costOf: rules at full
// weight, each day's portion factors at their exact optimum); what is under test is the search.

const DIETS = ['Végétarien', 'Végan', 'Pescétarien', 'Sans gluten', 'Sans lactose', 'Halal', 'Sans porc'];
const DISLIKES = ['porc', 'champignons', 'coriandre', 'poivron', 'aubergine', 'crème', 'poisson', 'fromage de chèvre', 'lentilles'];
const ALLERGIES = ['Arachides', 'Fruits à coque', 'Poisson', 'Crustacés', 'Lait', 'Œufs', 'Sésame', 'Moutarde'];
const SHAPES: Record<string, { mealTypes: WeekMealType[]; maxMeals: number; offset: number }> = {
  '2x2': { mealTypes: ['déjeuner', 'dîner'], maxMeals: 4, offset: 0 },
  '1x3': { mealTypes: ['petit-déjeuner', 'déjeuner', 'dîner'], maxMeals: 3, offset: 1 },
};
/** Enumerating hundreds of thousands of assignments: more than the default 5 s on a loaded machine. */
const TIMEOUT = 60_000;

/** A seeded household, a small week and, per slot, 6 to 10 options drawn from one pool per meal class. */
function instance(shape: string, seed: number) {
  const { mealTypes, maxMeals, offset } = SHAPES[shape]!;
  const random = mulberry32(0x5eed0000 + seed * 7919 + offset);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const some = <T>(list: readonly T[], max: number): T[] => [...new Set(Array.from({ length: int(0, max) }, () => pick(list)))];
  const calories = random() < 0.2 ? int(16, 30) * 100 : null;
  const req: PlanRequest = {
    seed,
    month: int(1, 12),
    maxMeals,
    profile: {
      allergies: some(ALLERGIES, 2),
      dislikedIngredients: some(DISLIKES, 2),
      diets: some(DIETS, 1),
      adults: int(1, 4),
      children: int(0, 3),
      cuisinePreferences: some([...CUISINE_OPTIONS], 2),
      nutritionalGoals: { calories },
    },
    preferences: weekMenuPreferencesSchema.parse({
      budget: pick([...BUDGETS]),
      mealTypes,
      dailyConstraints: Object.fromEntries(WEEKDAYS.map((d) => [d, { availableTime: pick([...AVAILABLE_TIMES]) }])),
    }),
  };
  const k = int(6, 10);
  const pools = new Map<string, number[]>();
  const restrict = (slot: PlanSlot, _index: number, allowed: readonly number[]): number[] => {
    const cls = slot.mealType === 'petit-déjeuner' ? 'breakfast' : 'main';
    const pool = pools.get(cls) ?? [];
    const kept = pool.filter((c) => allowed.includes(c)).slice(0, k);
    const rest = allowed.filter((c) => !kept.includes(c));
    while (kept.length < k && rest.length > 0) kept.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
    for (const c of kept) if (!pool.includes(c)) pool.push(c);
    pools.set(cls, pool);
    return kept;
  };
  return { req, restrict };
}

/** Minimum week cost over every recipe assignment of the slots' options (odometer enumeration). */
function exactMinimum(week: OptimiserWeek): { best: number; count: number } {
  const options = week.options;
  const at = options.map(() => 0);
  const choice = options.map((o) => o[0]!);
  let best = Infinity;
  let count = 0;
  for (;;) {
    best = Math.min(best, week.costOf(choice));
    count++;
    let i = 0;
    for (; i < options.length; i++) {
      at[i]!++;
      if (at[i]! < options[i]!.length) {
        choice[i] = options[i]![at[i]!]!;
        break;
      }
      at[i] = 0;
      choice[i] = options[i]![0]!;
    }
    if (i === options.length) return { best, count };
  }
}

function compare(shape: string, count: number) {
  return Array.from({ length: count }, (_, seed) => {
    const { req, restrict } = instance(shape, seed);
    let week: OptimiserWeek | null = null;
    const plan = planWeek(req, { restrict, report: (w) => (week = w) });
    const w = week as OptimiserWeek | null;
    if (!w) throw new Error(`no report for ${shape} #${seed}`);
    const candidates = prepareWeek(req).candidates;
    return { seed, plan, week: w, candidates, exact: exactMinimum(w) };
  });
}

describe('optimiseWeek against the exact optimum of its cost on small weeks', () => {
  for (const [shape, minOptimal, slotCount] of [
    // Measured over 200 instances (node bench/optimiser-exact.bench.mjs): 75.5 % optimal for 2 × 2, 93 %
    // for 1 × 3, and every miss under 2.5 cost units (preferences and jitter, never a rule or an energy
    // miss); these first 30 give 22 and 27. The thresholds are the 200-instance shares of 30.
    ['2x2', 22, 4],
    ['1x3', 27, 3],
  ] as const) {
    it(
      `${shape}: 30 seeded weeks with 6 to 10 options per slot, never below the exact minimum, optimal in at least ${minOptimal}`,
      () => {
        const results = compare(shape, 30);
        expect(results).toHaveLength(30);
        for (const r of results) {
          const seeded = `${shape} #${r.seed}`;
          // The small week is whole: every slot planned, 6 to 10 options each.
          expect(r.week.options, seeded).toHaveLength(slotCount);
          for (const o of r.week.options) {
            expect(o.length).toBeGreaterThanOrEqual(6);
            expect(o.length).toBeLessThanOrEqual(10);
          }
          // The reported choice is the plan that was returned, and only the allowed options were used.
          expect(
            r.plan.meals.map((m) => m.candidate.key),
            seeded,
          ).toEqual(r.week.choice.map((ci) => r.candidates[ci]!.key));
          r.week.choice.forEach((ci, i) => expect(r.week.options[i]).toContain(ci));
          // Enumeration covers every assignment: the product of the option counts.
          expect(r.exact.count, seeded).toBe(r.week.options.reduce((p, o) => p * o.length, 1));
          // The exact minimum is a lower bound of the optimiser's cost (same cost function).
          expect(r.week.cost, seeded).toBeGreaterThanOrEqual(r.exact.best - 1e-6);
          // A miss is never a broken rule nor a missed energy target (those cost 50 and more).
          expect(r.week.cost - r.exact.best, seeded).toBeLessThan(5);
        }
        const optimal = results.filter((r) => r.week.cost <= r.exact.best + 1e-6).map((r) => r.seed);
        expect(optimal.length, `${shape} seeds 0–29, optimal: ${optimal.join(', ')}`).toBeGreaterThanOrEqual(minOptimal);
      },
      TIMEOUT,
    );
  }

  it('the reported cost is the cost of the returned plan, and a different assignment never costs less than the minimum', () => {
    const [r] = compare('1x3', 1);
    expect(r!.week.costOf(r!.week.choice)).toBeCloseTo(r!.week.cost, 9);
    const other = r!.week.options.map((o) => o[o.length - 1]!);
    expect(r!.week.costOf(other)).toBeGreaterThanOrEqual(r!.exact.best - 1e-9);
  });

  // The final descent's promise: the plan ends at a local minimum, where no single slot's change of
  // recipe lowers the week cost. The annealing and the polish alone leave such a change on some of
  // these weeks (checked by taking the descent out: this test fails).
  it(
    'the final descent leaves no single slot whose change of recipe lowers the week cost',
    () => {
      const improvable: string[] = [];
      let changes = 0;
      for (const shape of ['2x2', '1x3']) {
        for (const r of compare(shape, 30)) {
          const base = r.week.cost;
          r.week.options.forEach((options, i) => {
            for (const ci of options) {
              if (ci === r.week.choice[i]) continue;
              const choice = [...r.week.choice];
              choice[i] = ci;
              changes++;
              const cost = r.week.costOf(choice);
              if (cost < base - 1e-9) improvable.push(`${shape} #${r.seed} slot ${i}: ${base.toFixed(3)} → ${cost.toFixed(3)}`);
            }
          });
        }
      }
      // 60 weeks of 3 or 4 slots with 6 to 10 options each: hundreds of single changes priced.
      expect(changes).toBeGreaterThan(60 * 3 * 5);
      expect(improvable).toEqual([]);
    },
    TIMEOUT,
  );
});
