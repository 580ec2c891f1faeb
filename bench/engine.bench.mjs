// Engine timings: suggestions, recipe creation, iteration and anti-waste generation over 1,000
// seeded random inputs each. Prints one JSON line per measure on stdout:
//   {"name":"engine.suggest","p50":..,"p95":..,"n":1000}
// The engine is TypeScript: it is bundled with esbuild like the Worker (bench/bundle.mjs).
//
// Profiles: a pool of 16 seeded random households (allergies among the 39 suggestions, disliked
// ingredients, diets) shared by all calls, as in production where the same users come back and the
// engine's per-profile caches are warm. The first call per profile ("cold") is measured separately.
// Run from the repository root: node bench/engine.bench.mjs

import { bundledModules } from './bundle.mjs';
import { rng, percentile } from './stats.mjs';

const N = Number(process.env.ENGINE_BENCH_N ?? 1000);
const WARMUP = 100;

function measure(name, n, fn) {
  for (let i = 0; i < Math.min(WARMUP, n); i++) fn(i + n); // JIT warm-up, other inputs
  const times = [];
  const cpu = [];
  for (let i = 0; i < n; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    fn(i);
    times.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const round = (x) => Math.round(x * 100) / 100;
  const target = { 'engine.suggest': 'p95 ≤ 20 ms', 'engine.antiWaste': 'p95 ≤ 30 ms' }[name];
  console.log(
    JSON.stringify({ name, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), n, ...(target ? { target } : {}) }),
  );
  // CPU time of the process during each call, on stderr: on a loaded machine wall-clock tails
  // mostly measure the scheduler, this says what the engine itself costs.
  console.error(`${name}: cpu p50 ${round(percentile(cpu, 50))} ms, cpu p95 ${round(percentile(cpu, 95))} ms`);
}

const modules = await bundledModules();
try {
  const engine = await modules.load('/worker/kitchen/index.ts');
  const { ALL_INGREDIENTS: INGREDIENTS, ALL_RECIPES: RECIPES } = engine;
  const options = await modules.load('/shared/options.ts');

  const random = rng(20251123);
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const pick = (list) => list[Math.floor(random() * list.length)];
  const some = (list, max) => [...new Set(Array.from({ length: int(0, max) }, () => pick(list)))];
  const names = INGREDIENTS.map((i) => i.name);
  const diets = [...options.PROFILE_DIETS, 'Paleo'];
  const words = [
    'rapide',
    'léger',
    'épicé',
    'réconfortant',
    'été',
    'hiver',
    'poulet',
    'tomates',
    'chocolat',
    'gratin',
    'soupe',
    'salade',
    'enfants',
    'fromage',
    'poisson',
    'pâtes',
    'végétarien',
  ];

  const newProfile = () => ({
    allergies: some([...options.ALLERGY_SUGGESTIONS], 3),
    dislikedIngredients: some(names, 3),
    diets: some(diets, 1),
    adults: int(1, 4),
    children: int(0, 3),
    cuisinePreferences: some([...options.CUISINE_OPTIONS], 2),
  });
  const profiles = Array.from({ length: 16 }, newProfile);
  const newForm = () => ({
    dish: some([...options.DISH_TYPE_OPTIONS], 3),
    preparationTime: int(2, 24) * 5,
    bakingTime: int(0, 20) * 6,
    cuisine: some([...options.CUISINE_OPTIONS], 2),
    complexity: some([...options.DIFFICULTY_OPTIONS], 2),
    ingredients: some(names, 3),
    description: Array.from({ length: int(0, 4) }, () => pick(words)).join(' '),
  });
  const newAntiWaste = () => ({
    ingredients: [...new Set(Array.from({ length: int(1, 6) }, () => (random() < 0.1 ? 'restes de ' + pick(words) : pick(names))))],
    dietaryRestrictions: some([...options.ANTI_WASTE_DIETS], 1),
    mealType: pick(['', '', 'déjeuner', 'dîner', 'petit-déjeuner', 'collation', 'dessert']),
    time: int(2, 24) * 5,
    peopleCount: int(1, 10),
  });
  const VARIANTS = [
    'Plus rapide',
    'Moins cher',
    'Végétarien',
    'Végan',
    'Sans gluten',
    'Sans lactose',
    'Plus léger',
    'Plus épicé',
    'Pour 6 personnes',
  ];

  // Inputs drawn up front so that every measure sees the same data on every run.
  const total = N + WARMUP;
  const forms = Array.from({ length: total }, () => ({ form: newForm(), profile: pick(profiles), month: int(1, 12) }));
  const creations = Array.from({ length: total }, () => {
    const r = pick(RECIPES);
    return random() < 0.8
      ? { req: { title: r.title, sourceRecipeId: r.id }, profile: pick(profiles) }
      : {
          req: { title: `${pick(['Gratin', 'Soupe', 'Salade', 'Curry', 'Omelette'])} de ${pick(names).toLowerCase()}` },
          profile: pick(profiles),
        };
  });
  const antiWaste = Array.from({ length: total }, () => ({ body: newAntiWaste(), profile: pick(profiles) }));
  const iterations = Array.from({ length: total }, () => ({
    recipe: engine.corpusRecipeDraft(pick(RECIPES).id),
    req: { variants: some(VARIANTS, 2), comment: '', ingredientReplacements: [], excludedIngredients: some(names, 1) },
    profile: pick(profiles),
  }));
  const cold = Array.from({ length: 200 }, () => ({ form: newForm(), profile: newProfile() }));

  measure('engine.suggest', N, (i) => {
    const { form, profile, month } = forms[i];
    engine.suggest(form, profile, { ownedBySource: new Map(), seed: i, month });
  });
  measure('engine.createRecipe', N, (i) => engine.createRecipe(creations[i].req, creations[i].profile));
  measure('engine.iterateRecipe', N, (i) => engine.iterateRecipe(iterations[i].recipe, iterations[i].req, iterations[i].profile));
  measure('engine.antiWaste', N, (i) => engine.recipesFromIngredients(antiWaste[i].body, antiWaste[i].profile));
  // A never-seen profile: the profile is compiled and every candidate checked from scratch.
  measure('engine.suggest.coldProfile', 100, (i) => engine.suggest(cold[i].form, cold[i].profile, { ownedBySource: new Map(), seed: i }));
  const { loadavg, cpus } = await import('node:os');
  console.error(
    `load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} on ${cpus().length} CPUs`,
  );
} finally {
  await modules.close();
}
