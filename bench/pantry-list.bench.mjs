// The pantry's cost on list generation: the same seeded week's list made in-process as the Worker
// makes it (shopping.service.ts: `priceLines(drive, listWithPantry(planned, servings, pantry))`, here
// without a drive: packs from the table, no quote), with an empty pantry and with a seeded pantry of
// 100 items (about half of the week's own ingredients and others from the catalogue, counted in g, ml or pieces,
// some staples, some with a best-before date). The two runs are interleaved so that a busy machine
// weighs on both alike. Prints one JSON line {"name", ...figures, "target"} (bench/run.mjs turns it
// into a table row). Alone: `node bench/pantry-list.bench.mjs` (no server needed).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { bundledModules } from './bundle.mjs';
import { percentile, rng } from './stats.mjs';

const emit = (o) => console.log(JSON.stringify(o));
const modules = await bundledModules();
const kitchen = await modules.load('/worker/kitchen/index.ts');
const { listWithPantry } = await modules.load('/worker/features/shopping/pantry-subtract.ts');
const { priceLines } = await modules.load('/worker/features/shopping/prices.ts');
const { pantrySchema } = await modules.load('/shared/schemas/households.ts');
const { weekMenuPreferencesSchema } = await modules.load('/shared/schemas/week-menu.ts');
await modules.close();

const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
const SEED = 2025;
const SERVINGS = 3;

// The week: lunch and dinner for a family of 3, seeded.
const plan = kitchen.planWeek({
  profile: { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 1, cuisinePreferences: ['Française'] },
  preferences: weekMenuPreferencesSchema.parse({
    mealTypes: ['déjeuner', 'dîner'],
    familySize: SERVINGS,
    dailyConstraints: Object.fromEntries(WEEKDAYS.map((d) => [d, { availableTime: 'Moyen (30-60min)' }])),
  }),
  seed: SEED,
});
const planned = plan.meals.map((m) => ({ servings: m.candidate.draft.servings, ingredients: m.candidate.draft.ingredients }));

// The pantry: about half of the week's ingredients (drawn), then other catalogue ingredients drawn, 100 in all.
const random = rng(SEED);
const weekIds = [...new Set(planned.flatMap((m) => m.ingredients.map((l) => l.ingredientId).filter(Boolean)))];
const others = kitchen.ALL_INGREDIENTS.map((i) => i.id).filter((id) => !weekIds.includes(id));
const ids = weekIds.filter(() => random() < 0.5);
while (ids.length < 100 && others.length > 0) ids.push(others.splice(Math.floor(random() * others.length), 1)[0]);
const UNIT = { g: 'g', ml: 'ml', piece: 'pièce' };
const items = ids.map((id) => {
  const ing = kitchen.ingredientById(id);
  if (random() < 0.15) return { name: ing.name };
  const unit = UNIT[ing.shopUnit] ?? 'g';
  const quantity = unit === 'pièce' ? 1 + Math.floor(random() * 6) : 50 * (1 + Math.floor(random() * 20));
  const day = 1 + Math.floor(random() * 28);
  return random() < 0.5
    ? { name: ing.name, quantity, unit, bestBefore: `2027-02-${String(day).padStart(2, '0')}` }
    : { name: ing.name, quantity, unit };
});
// Through the API's own schema, as GET /api/households/pantry would give it.
const full = pantrySchema.parse({ mode: 'apart', items });
const empty = pantrySchema.parse({ mode: 'apart', items: [] });

const generate = (pantry) => priceLines(null, listWithPantry(planned, SERVINGS, pantry));
const time = async (pantry, out) => {
  const t0 = performance.now();
  const lines = await generate(pantry);
  out.push(performance.now() - t0);
  return lines;
};

const [without, withPantry] = [[], []];
for (let i = 0; i < 50; i++) {
  await generate(empty);
  await generate(full);
}
let lines = { without: [], with: [] };
for (let i = 0; i < 500; i++) {
  lines.without = await time(empty, without);
  lines.with = await time(full, withPantry);
}
const r = (x) => Math.round(x * 100) / 100;
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const [a, b] = [sorted(without), sorted(withPantry)];
emit({
  name: `Shopping list generation, same week (${planned.length} meals, seed ${SEED}): no pantry | 100-item pantry`,
  'p50 no pantry': r(percentile(a, 50)),
  'p50 pantry': r(percentile(b, 50)),
  'p95 no pantry': r(percentile(a, 95)),
  'p95 pantry': r(percentile(b, 95)),
  'lines no pantry': lines.without.length,
  'lines pantry': lines.with.length,
  'apart no pantry': lines.without.filter((l) => l.category === 'Vous avez sûrement déjà').length,
  'apart pantry': lines.with.filter((l) => l.category === 'Vous avez sûrement déjà').length,
  n: a.length,
  load: Math.round(os.loadavg()[0] * 10) / 10,
  target: 'p95 with the pantry ≤ 20 ms',
});
