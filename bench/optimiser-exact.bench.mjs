// Week optimiser against the exact optimum of its own cost, on small weeks where every recipe
// assignment can be enumerated. Prints one JSON line per week shape:
//   {"name":"optimiser.exact.2x2","instances":..,"optimalShare":..,"meanRelGap":..,"maxRelGap":..,"target":".."}
// An instance: a seeded random household (allergies, dislikes, diet, size, cuisines, budget, month,
// time per day), a small week (2 days × lunch + dinner, or 1 day × breakfast + lunch + dinner) and,
// per slot, 6 to 10 (a third shape, 2 days × 3 meals, with 6) of the household's safe candidates that fit it. Slots of the same meal class
// (breakfast; lunch and dinner) draw from one shared pool, so repeats, protein and family clashes are
// all in play. The exact minimum enumerates every recipe assignment; each day's portion factors are
// the exact optimum the optimiser itself computes (6^k combinations), so both sides use one cost
// (OptimiserWeek.costOf). The relative gap is (optimiser − exact) / |exact| (costs can be negative:
// preferences and the jitter lower them); the absolute gap is in cost units (a factor step is 0.1,
// an energy miss 60, a repeat 400); gapOver50 counts the instances where the optimiser pays a rule or an
// energy miss that the optimum avoids (gaps below 50 are preferences, jitter and nutrition decimals).
// localMinimumShare: plans where no single-slot change or pair swap lowers the cost; afterDescent*: the
// same figures after a steepest descent over those moves from the optimiser's plan (measured only).
// The optimiser is TypeScript: it is bundled with esbuild like the Worker (bench/bundle.mjs). Run: node bench/optimiser-exact.bench.mjs
// (OPTIMISER_EXACT_N instances per shape, 200 by default).

import { bundledModules } from './bundle.mjs';

const N = Number(process.env.OPTIMISER_EXACT_N ?? 200);

const round = (x, d = 4) => Math.round(x * 10 ** d) / 10 ** d;

/** Minimum of costOf over every assignment of the slots' options (odometer enumeration). */
function exactMinimum(week) {
  const options = week.options;
  const n = options.length;
  const at = new Array(n).fill(0);
  const choice = options.map((o, i) => o[0] ?? week.choice[i]);
  let best = Infinity;
  let count = 0;
  for (;;) {
    const value = week.costOf(choice);
    count++;
    if (value < best) best = value;
    let i = 0;
    while (i < n) {
      if (options[i].length === 0) {
        i++;
        continue;
      }
      at[i]++;
      if (at[i] < options[i].length) {
        choice[i] = options[i][at[i]];
        break;
      }
      at[i] = 0;
      choice[i] = options[i][0];
      i++;
    }
    if (i === n) break;
  }
  return { best, count };
}

/**
 * Steepest descent from the optimiser's plan over single-slot changes and pair swaps, with the same
 * cost: what a final local search would add (measured here only; the optimiser does not do it).
 */
function descend(week) {
  const options = week.options;
  const choice = [...week.choice];
  let value = week.costOf(choice);
  let moves = 0;
  for (;;) {
    let best = null;
    const consider = (next) => {
      const v = week.costOf(next);
      if (v < value - 1e-9 && (!best || v < best.v)) best = { v, next };
    };
    for (let a = 0; a < options.length; a++) {
      for (const o of options[a]) if (o !== choice[a]) consider(choice.map((c, i) => (i === a ? o : c)));
      for (let b = a + 1; b < options.length; b++) {
        if (choice[a] === choice[b] || !options[a].includes(choice[b]) || !options[b].includes(choice[a])) continue;
        consider(choice.map((c, i) => (i === a ? choice[b] : i === b ? choice[a] : c)));
      }
    }
    if (!best) return { value, moves };
    value = best.v;
    choice.splice(0, choice.length, ...best.next);
    moves++;
  }
}

const modules = await bundledModules();
try {
  const kitchen = await modules.load('/worker/kitchen/index.ts');
  const { weekMenuPreferencesSchema } = await modules.load('/shared/schemas/week-menu.ts');
  const options = await modules.load('/shared/options.ts');
  const { mulberry32: rng } = kitchen;

  const DIETS = ['Végétarien', 'Végan', 'Pescétarien', 'Sans gluten', 'Sans lactose', 'Halal', 'Sans porc'];
  const DISLIKES = ['porc', 'champignons', 'coriandre', 'poivron', 'aubergine', 'crème', 'poisson', 'fromage de chèvre', 'lentilles'];
  const ALLERGIES = ['Arachides', 'Fruits à coque', 'Poisson', 'Crustacés', 'Lait', 'Œufs', 'Sésame', 'Moutarde'];
  const SHAPES = {
    '2x2': { mealTypes: ['déjeuner', 'dîner'], maxMeals: 4 },
    '1x3': { mealTypes: ['petit-déjeuner', 'déjeuner', 'dîner'], maxMeals: 3 },
    // Larger, 6 options per slot only (6^6 = 46,656 assignments per instance).
    '2x3': { mealTypes: ['petit-déjeuner', 'déjeuner', 'dîner'], maxMeals: 6, options: [6, 6] },
  };

  /** One instance: the request and the slot restriction (pools drawn with the same seeded stream). */
  const instance = (shape, seed) => {
    const random = rng(0x5eed0000 + seed * 7919 + Object.keys(SHAPES).indexOf(shape));
    const int = (min, max) => min + Math.floor(random() * (max - min + 1));
    const pick = (list) => list[Math.floor(random() * list.length)];
    const some = (list, max) => [...new Set(Array.from({ length: int(0, max) }, () => pick(list)))];
    const calories = random() < 0.2 ? int(16, 30) * 100 : null;
    const req = {
      seed,
      month: int(1, 12),
      maxMeals: SHAPES[shape].maxMeals,
      profile: {
        allergies: some(ALLERGIES, 2),
        dislikedIngredients: some(DISLIKES, 2),
        diets: some(DIETS, 1),
        adults: int(1, 4),
        children: int(0, 3),
        cuisinePreferences: some([...options.CUISINE_OPTIONS], 2),
        nutritionalGoals: { calories },
      },
      preferences: weekMenuPreferencesSchema.parse({
        budget: pick([...options.BUDGETS]),
        mealTypes: SHAPES[shape].mealTypes,
        dailyConstraints: Object.fromEntries(options.WEEKDAYS.map((d) => [d, { availableTime: pick([...options.AVAILABLE_TIMES]) }])),
      }),
    };
    const k = int(...(SHAPES[shape].options ?? [6, 10]));
    const pools = new Map();
    const restrict = (slot, _index, allowed) => {
      const cls = slot.mealType === 'petit-déjeuner' ? 'breakfast' : 'main';
      const pool = pools.get(cls) ?? [];
      const kept = pool.filter((c) => allowed.includes(c)).slice(0, k);
      const rest = allowed.filter((c) => !kept.includes(c));
      while (kept.length < k && rest.length > 0) kept.push(rest.splice(Math.floor(random() * rest.length), 1)[0]);
      for (const c of kept) if (!pool.includes(c)) pool.push(c);
      pools.set(cls, pool);
      return kept;
    };
    return { req, restrict };
  };

  for (const shape of Object.keys(SHAPES)) {
    let optimal = 0;
    let below = 0;
    let sumRel = 0;
    let maxRel = 0;
    let sumAbs = 0;
    let maxAbs = 0;
    let assignments = 0;
    let instances = 0;
    let ruleLevel = 0;
    let localMin = 0;
    let descentOptimal = 0;
    let descentRuleLevel = 0;
    let drawn = 0;
    const gaps = [];
    const started = performance.now();
    while (instances < N) {
      const { req, restrict } = instance(shape, drawn++);
      let week = null;
      kitchen.planWeek(req, { restrict, report: (w) => (week = w) });
      // Kept only when the small week is whole: every slot of the shape planned with at least 6 options.
      if (!week || week.options.length !== SHAPES[shape].maxMeals || week.options.some((o) => o.length < 6)) continue;
      instances++;
      const exact = exactMinimum(week);
      assignments += exact.count;
      const gap = week.cost - exact.best;
      if (gap < -1e-6) below++;
      if (gap <= 1e-6) optimal++;
      const abs = Math.max(0, gap);
      const rel = abs / Math.max(1e-9, Math.abs(exact.best));
      sumAbs += abs;
      sumRel += rel;
      if (abs > maxAbs) maxAbs = abs;
      if (rel > maxRel) maxRel = rel;
      if (gap >= 50) ruleLevel++;
      const local = descend(week);
      if (local.moves === 0) localMin++;
      if (local.value <= exact.best + 1e-6) descentOptimal++;
      if (local.value - exact.best >= 50) descentRuleLevel++;
      if (gap > 1e-6) gaps.push({ seed: req.seed, optimiser: round(week.cost, 3), exact: round(exact.best, 3) });
    }
    console.error(
      `optimiser exact ${shape}: ${instances} instances out of ${drawn} drawn, ${assignments} assignments enumerated in ${Math.round(performance.now() - started)} ms`,
    );
    if (gaps.length) console.error(`  instances off the optimum: ${JSON.stringify(gaps.slice(0, 20))}`);
    console.log(
      JSON.stringify({
        name: `optimiser.exact.${shape}`,
        instances,
        optimalShare: round((100 * optimal) / instances, 1),
        belowExact: below,
        meanRelGap: round(sumRel / instances, 5),
        maxRelGap: round(maxRel, 4),
        meanAbsGap: round(sumAbs / instances, 3),
        maxAbsGap: round(maxAbs, 3),
        gapOver50: ruleLevel,
        localMinimumShare: round((100 * localMin) / instances, 1),
        afterDescentOptimalShare: round((100 * descentOptimal) / instances, 1),
        afterDescentGapOver50: descentRuleLevel,
        meanAssignments: Math.round(assignments / instances),
        target: 'belowExact 0 (the enumeration is exact); optimalShare as high as possible',
      }),
    );
  }
} finally {
  await modules.close();
}
