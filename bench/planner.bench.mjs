// Week planner: the first greedy planner (planWeekGreedy, one standard portion per meal) against the
// optimiser (planWeek: recipes and portion factors) on the same 1,000 seeded random feasible
// households × 7 days (breakfast + lunch + dinner). Prints one JSON line per planner and measure:
//   {"name":"planner.optimiser.energy","daysWithin10pct":..,"target":"≥ 95 %"}
// Figures:
// - share of days whose energy is within ±10 % of the household's daily target per person;
// - mean absolute error of the day's proteins against the target (g per person);
// - distinct recipes in a Premium week for a vegan + gluten-free household (21 meals);
// - recipes with fresh produce out of season in a December week (mean per week, same households);
// - time of one 7 × 3 plan (p50 / p95 wall clock, warm caches; and the process's CPU time, which on a
//   loaded machine says what the planner itself costs).
// Day totals are what the recipe pages show: the household's served copy per portion × the portion factor.
// A household is feasible when the week can be planned without a repeat (every slot its own recipe).
// The planner is TypeScript: it is bundled with esbuild like the Worker (bench/bundle.mjs). Run: node bench/planner.bench.mjs

import { bundledModules } from './bundle.mjs';
import { percentile } from './stats.mjs';

const N = Number(process.env.PLANNER_BENCH_N ?? 1000);
const WARMUP = 30;

const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

const modules = await bundledModules();
try {
  const kitchen = await modules.load('/worker/kitchen/index.ts');
  // The greedy baseline is no part of the kitchen's face: loaded from its own module.
  const { planWeekGreedy } = await modules.load('/worker/kitchen/planning/greedy.ts');
  const { dailyTargets } = kitchen;
  const { weekMenuPreferencesSchema } = await modules.load('/shared/schemas/week-menu.ts');
  const options = await modules.load('/shared/options.ts');
  const { mulberry32: rng } = kitchen;
  const { withoutRepeat } = await modules.load('/test/kitchen/week-households.ts');

  const random = rng(20261126);
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const pick = (list) => list[Math.floor(random() * list.length)];
  const some = (list, max) => [...new Set(Array.from({ length: int(0, max) }, () => pick(list)))];
  const DIETS = ['Végétarien', 'Végan', 'Pescétarien', 'Sans gluten', 'Sans lactose', 'Halal', 'Sans porc'];
  const DISLIKES = ['porc', 'champignons', 'coriandre', 'poivron', 'aubergine', 'crème', 'poisson', 'fromage de chèvre', 'lentilles'];
  const ALLERGIES = ['Arachides', 'Fruits à coque', 'Poisson', 'Crustacés', 'Lait', 'Œufs', 'Sésame', 'Moutarde'];
  const MEALS = ['petit-déjeuner', 'déjeuner', 'dîner'];

  const newRequest = (seed) => {
    const calories = random() < 0.2 ? int(16, 30) * 100 : null;
    return {
      seed,
      month: int(1, 12),
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
        mealTypes: MEALS,
        dailyConstraints: Object.fromEntries(options.WEEKDAYS.map((d) => [d, { availableTime: pick([...options.AVAILABLE_TIMES]) }])),
      }),
    };
  };
  // Feasible: each of the 21 slots can get its own recipe (a bipartite matching slots → recipes
  // covering every slot, by augmenting paths), with the day's time and meal type respected.
  const feasible = (req) => withoutRepeat(req);
  const requests = [];
  let drawn = 0;
  while (requests.length < N + WARMUP) {
    const req = newRequest(drawn++);
    if (feasible(req)) requests.push(req);
  }
  console.error(`planner bench: ${N} feasible households out of ${drawn - WARMUP} drawn`);

  // What the week's recipe pages add up to per person: each page shows the household's copy as served
  // (its people × the portion factor, rounded as the list rounds), as in bench/served.bench.mjs.
  const dayTotals = (plan, req) => {
    const people = kitchen.servingsFor(req.profile);
    const days = new Map();
    for (const m of plan.meals) {
      const copy = m.candidate.source === 'corpus' ? kitchen.scaleRecipe(m.candidate.draft, people) : m.candidate.draft;
      const n = kitchen.servedRecipe(copy, people, m.portions).nutritionPerPortion;
      const t = days.get(m.day) ?? { kcal: 0, proteines: 0 };
      t.kcal += n.kcal * m.portions;
      t.proteines += n.proteines * m.portions;
      days.set(m.day, t);
    }
    return [...days.values()];
  };
  const seasonMiss = (plan, month) =>
    plan.meals.filter((m) => !(kitchen.recipeSeasonMask(m.candidate.draft.ingredients) & (1 << (month - 1)))).length;

  const vegan = {
    seed: 7,
    profile: {
      allergies: [],
      dislikedIngredients: [],
      diets: ['Végan', 'Sans gluten'],
      adults: 2,
      children: 0,
      cuisinePreferences: [],
      nutritionalGoals: {},
    },
    preferences: weekMenuPreferencesSchema.parse({
      budget: 'premium',
      mealTypes: MEALS,
      dailyConstraints: Object.fromEntries(options.WEEKDAYS.map((d) => [d, { availableTime: 'Long (> 60min)' }])),
    }),
  };

  for (const [label, plan] of [
    ['greedy', planWeekGreedy],
    ['optimiser', kitchen.planWeek],
  ]) {
    for (let i = 0; i < WARMUP; i++) plan(requests[N + i]);
    let days = 0;
    let within = 0;
    let proteinError = 0;
    let seasonTotal = 0;
    const times = [];
    const cpu = [];
    for (let i = 0; i < N; i++) {
      const req = requests[i];
      const c = process.cpuUsage();
      const t = performance.now();
      const result = plan(req);
      times.push(performance.now() - t);
      const dc = process.cpuUsage(c);
      cpu.push((dc.user + dc.system) / 1000);
      const target = dailyTargets({ adults: req.profile.adults, children: req.profile.children }, req.profile.nutritionalGoals);
      for (const d of dayTotals(result, req)) {
        days++;
        if (Math.abs(d.kcal / target.kcal - 1) <= 0.1) within++;
        proteinError += Math.abs(d.proteines - target.proteines);
      }
      const december = plan({ ...req, month: 12 });
      seasonTotal += seasonMiss(december, 12);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const veganPlan = plan(vegan);
    const veganDistinct = new Set(veganPlan.meals.map((m) => m.candidate.key)).size;
    const veganDecember = plan({ ...vegan, month: 12 });
    console.log(
      JSON.stringify({ name: `planner.${label}.energy`, daysWithin10pct: round((100 * within) / days, 1), days, target: '≥ 95 %' }),
    );
    console.log(
      JSON.stringify({ name: `planner.${label}.proteins`, meanAbsErrorG: round(proteinError / days, 1), target: 'lower is better' }),
    );
    console.log(
      JSON.stringify({
        name: `planner.${label}.veganGlutenFreeWeek`,
        distinctMeals: veganDistinct,
        meals: veganPlan.meals.length,
        distinctInDecember: new Set(veganDecember.meals.map((m) => m.candidate.key)).size,
        target: 'as many as the corpus allows',
      }),
    );
    console.log(
      JSON.stringify({ name: `planner.${label}.outOfSeasonDecember`, perWeek: round(seasonTotal / N, 2), total: seasonTotal, target: '0' }),
    );
    console.log(
      JSON.stringify({
        name: `planner.${label}.time7x3`,
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        cpuP50: round(percentile(cpu, 50)),
        cpuP95: round(percentile(cpu, 95)),
        n: N,
        target: 'p95 ≤ 50 ms',
      }),
    );
  }
  const { loadavg, cpus } = await import('node:os');
  console.error(
    `load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} on ${cpus().length} CPUs`,
  );
} finally {
  await modules.close();
}
