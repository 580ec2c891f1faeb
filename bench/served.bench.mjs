// Served quantities (docs/kitchen.md, "Served quantities"): on 1,000 seeded random households × 7 days
// (breakfast + lunch + dinner, 1 to 10 people, with or without a calorie goal), what the recipe pages
// of a planned week add up to per person — each page's energy per portion × the portions the plan
// serves — against the day's target and against the day total the plan announces. Two code paths:
//   served:    the optimiser counts each meal as served (the household's copy for people × the portion
//              factor, rounded as the shopping list rounds); the page shows that served copy.
//   unrounded: the former counting (the recipe's own nutrition per portion × the factor, unrounded);
//              the page showed the household's copy (scaled to the people, rounded as a cook
//              measures), whose energy per portion × the factor is what a user added up.
// Prints one JSON line per path:
//   {"name":"served.served.days","pagesWithin10pct":..,"maxGapKcal":..,"maxGapPct":..,"target":"≥ 95 %"}
// and the plan time of each path. The copies are made with scaleRecipe (the week menu also repairs a
// copy whose rounding breaks a carb ceiling, rare, not done here). Run: node bench/served.bench.mjs
// (SERVED_BENCH_N households, default 1000).

import { bundledModules } from './bundle.mjs';
import { percentile, rng } from './stats.mjs';

const N = Number(process.env.SERVED_BENCH_N ?? 1000);
const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

const modules = await bundledModules();
try {
  const kitchen = await modules.load('/worker/kitchen/index.ts');
  const { weekMenuPreferencesSchema } = await modules.load('/shared/schemas/week-menu.ts');
  const options = await modules.load('/shared/options.ts');
  const { planWeek, scaleRecipe, servedRecipe } = kitchen;

  const random = rng(20261202);
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const pick = (list) => list[Math.floor(random() * list.length)];
  const some = (list, max) => [...new Set(Array.from({ length: int(0, max) }, () => pick(list)))];
  const DIETS = ['Végétarien', 'Végan', 'Pescétarien', 'Sans gluten', 'Sans lactose', 'Halal', 'Sans porc'];
  const DISLIKES = ['porc', 'champignons', 'coriandre', 'poivron', 'aubergine', 'crème', 'poisson', 'fromage de chèvre', 'lentilles'];
  const ALLERGIES = ['Arachides', 'Fruits à coque', 'Poisson', 'Crustacés', 'Lait', 'Œufs', 'Sésame', 'Moutarde'];
  const MEALS = ['petit-déjeuner', 'déjeuner', 'dîner'];

  const households = Array.from({ length: N }, (_, seed) => {
    const familySize = int(1, 10);
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
        nutritionalGoals: { calories: random() < 0.4 ? int(16, 30) * 100 : null },
      },
      preferences: weekMenuPreferencesSchema.parse({
        familySize,
        budget: pick([...options.BUDGETS]),
        mealTypes: MEALS,
        dailyConstraints: Object.fromEntries(options.WEEKDAYS.map((d) => [d, { availableTime: pick([...options.AVAILABLE_TIMES]) }])),
      }),
      servings: familySize,
    };
  });

  /** The household's copy of a planned recipe, as the week menu stores it. */
  const copyOf = (meal, people) => (meal.candidate.source === 'corpus' ? scaleRecipe(meal.candidate.draft, people) : meal.candidate.draft);
  const PATHS = {
    served: {
      probe: undefined,
      page: (meal, people) => servedRecipe(copyOf(meal, people), people, meal.portions).nutritionPerPortion.kcal,
    },
    unrounded: {
      probe: { unroundedCounting: true },
      page: (meal, people) => copyOf(meal, people).nutritionPerPortion.kcal,
    },
  };

  for (const [label, path] of Object.entries(PATHS)) {
    let days = 0;
    let within = 0;
    let announcedWithin = 0;
    let maxGapKcal = 0;
    let maxGapPct = 0;
    const gaps = [];
    const cpu = [];
    for (const req of households) {
      const c = process.cpuUsage();
      const plan = planWeek(req, path.probe);
      const dc = process.cpuUsage(c);
      cpu.push((dc.user + dc.system) / 1000);
      const people = req.servings;
      const pages = new Map();
      for (const meal of plan.meals) pages.set(meal.day, (pages.get(meal.day) ?? 0) + path.page(meal, people) * meal.portions);
      for (const [day, kcal] of pages) {
        days++;
        if (Math.abs(kcal / plan.targets.kcal - 1) <= 0.1) within++;
        const announced = plan.days[day].kcal;
        if (Math.abs(announced / plan.targets.kcal - 1) <= 0.1) announcedWithin++;
        const gap = Math.abs(announced - kcal);
        gaps.push((100 * gap) / kcal);
        maxGapKcal = Math.max(maxGapKcal, gap);
        maxGapPct = Math.max(maxGapPct, (100 * gap) / kcal);
      }
    }
    gaps.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        name: `served.${label}.days`,
        pagesWithin10pct: round((100 * within) / days, 1),
        announcedWithin10pct: round((100 * announcedWithin) / days, 1),
        maxGapKcal: Math.round(maxGapKcal),
        maxGapPct: round(maxGapPct, 1),
        gapPctP95: round(percentile(gaps, 95), 1),
        days,
        target: 'pages within ±10 % ≥ 95 %; gap ≤ 1 %',
      }),
    );
    console.log(
      JSON.stringify({ name: `served.${label}.planCpuMs`, p50: round(percentile(cpu, 50)), p95: round(percentile(cpu, 95)), n: N }),
    );
  }
} finally {
  await modules.close();
}
