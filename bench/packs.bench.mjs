// Buying as sold: on the demo week (lunch and dinner, 'moyen', French cuisine, seed 2025, as
// scripts/seed.mjs plans it) and on 9 more seeds, the share of the shopping list's lines that say a
// pack to take and a price, through the API against BENCH_BASE_URL (a running server with a
// migrated D1 and the drive sandbox behind DRIVE, as under `npm start`). The pantry section
// (« Vous avez sûrement déjà ») is not ordered, so it is not priced: its lines are counted apart.
// Prints JSON lines {"name", ...figures} (bench/run.mjs turns them into table rows).
// Alone: `BENCH_BASE_URL=http://127.0.0.1:8787 node bench/packs.bench.mjs`.

import { apiClient } from './http.mjs';

const emit = (o) => console.log(JSON.stringify(o));
const base = process.env.BENCH_BASE_URL;
if (!base) {
  emit({ name: 'packs and prices (needs BENCH_BASE_URL)', skipped: true });
  process.exit(0);
}
const PANTRY_CATEGORY = 'Vous avez sûrement déjà';
const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

const call = apiClient(base);

const registered = await call('/api/users/register', {
  body: {
    name: 'Bench Popote',
    email: `bench-packs-${Date.now()}@popote.fr`,
    password: 'gratin-dauphinois-1907',
    preferences: { adultCount: 2, childrenCount: 1, cuisinePreferences: ['Française'] },
  },
});
const token = registered.data.token;

const pct = (n, d) => (d === 0 ? 0 : Math.round((1000 * n) / d) / 10);
async function listOfWeek(seed) {
  const body = {
    mealTypes: ['déjeuner', 'dîner'],
    budget: 'moyen',
    cuisinePreferences: ['Française'],
    seed,
    dailyConstraints: Object.fromEntries(WEEKDAYS.map((d) => [d, { availableTime: 'Long (> 60min)' }])),
  };
  const { weekPlan } = await call('/api/generate-week-menu', { token, body });
  await call('/api/save-week-menu', { token, body: { weekPlan, preferences: body, generatedAt: new Date().toISOString() } });
  const { shoppingListId } = await call('/api/generate-shopping-list', { token, body: { weekPlan } });
  return (await call(`/api/shopping/${shoppingListId}`, { token })).data;
}

function figures(list) {
  const bought = list.items.filter((i) => i.category !== PANTRY_CATEGORY);
  const pantry = list.items.length - bought.length;
  const withPack = bought.filter((i) => i.pack).length;
  const withPrice = bought.filter((i) => i.price !== undefined).length;
  const both = bought.filter((i) => i.pack && i.price !== undefined).length;
  // Every line with a price must have a pack (the drive's): a priced line without one is a defect.
  const pricedWithoutPack = bought.filter((i) => i.price !== undefined && !i.pack).length;
  return {
    lines: bought.length,
    pantry,
    withPack,
    withPrice,
    both,
    pricedWithoutPack,
    total: list.estimatedTotal,
    unpriced: list.unpriced.length,
  };
}

const demo = figures(await listOfWeek(2025));
emit({
  name: 'Demo week: list lines with a pack / a price / both (% of bought lines)',
  pack: pct(demo.withPack, demo.lines),
  price: pct(demo.withPrice, demo.lines),
  both: pct(demo.both, demo.lines),
  lines: demo.lines,
  pantryLines: demo.pantry,
  estimatedTotal: demo.total,
  unpriced: demo.unpriced,
  pricedWithoutPack: demo.pricedWithoutPack,
});

const all = [demo];
for (let seed = 1; seed <= 9; seed++) all.push(figures(await listOfWeek(seed)));
const sum = (k) => all.reduce((s, f) => s + f[k], 0);
emit({
  name: '10 weeks (seed 2025 and 1–9): list lines with a pack / a price / both (% of bought lines)',
  pack: pct(sum('withPack'), sum('lines')),
  price: pct(sum('withPrice'), sum('lines')),
  both: pct(sum('both'), sum('lines')),
  lines: sum('lines'),
  pricedWithoutPack: sum('pricedWithoutPack'),
});
