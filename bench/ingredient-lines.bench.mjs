// Ingredient-line reader timings: milliseconds to read 1,000 French ingredient lines
// (worker/kitchen/facts/ingredient-line.ts). Prints one JSON line per measure on stdout:
//   {"name":"ingredientLines.per1000","p50":..,"p95":..,"n":..}
// The kitchen is TypeScript: it is bundled with esbuild like the Worker (bench/bundle.mjs).
//
// Lines are built from a seeded generator (quantities, measures, catalogue names, preparation notes) so
// that every batch reads 1,000 lines it has never seen: the reader's own line cache never answers, as for
// a household importing a new recipe. The catalogue's name caches warm up, as they do in production.
// Run from the repository root: node bench/ingredient-lines.bench.mjs

import { bundledModules } from './bundle.mjs';
import { rng, percentile } from './stats.mjs';

const BATCHES = Number(process.env.LINES_BENCH_BATCHES ?? 30);
const PER_BATCH = 1000;

const QUANTITIES = ['1', '2', '3', '½', '1/2', '1 1/2', '0,5', '2 à 3', '2-3', 'un', 'une', 'deux', 'quelques', '', '250', '1.5'];
const MEASURES = [
  'g de',
  'kg de',
  'cl de',
  'ml de',
  'c. à s. de',
  'cs de',
  'càc de',
  'cuillères à soupe de',
  'pincée de',
  'gousses de',
  'brins de',
  'tranches de',
  'boîte (400 g) de',
  'sachet de',
  'verre de',
  '',
];
const NOTES = [
  '',
  '',
  '',
  ' haché',
  ' coupé en dés',
  ', émincé',
  ' (facultatif)',
  ' (bio)',
  ' à température ambiante',
  ' pour la cuisson',
  ' selon le goût',
  ' bien mûr',
];
const UNKNOWN = ['pâte à modeler', 'sauce mystère au soja', 'séré demi-gras', 'poudre de perlimpinpin', 'riz spécial risotto'];

const modules = await bundledModules();
try {
  const reader = await modules.load('/worker/kitchen/index.ts');
  const { INGREDIENTS } = await modules.load('/worker/kitchen/knowledge/data/ingredients/index.ts');
  const random = rng(20261201);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const names = INGREDIENTS.map((i) => i.name.toLowerCase());
  let serial = 0;
  // A serial number in a parenthesis keeps every line distinct without changing what it names.
  const line = () => {
    serial++;
    if (random() < 0.05) return `${pick(UNKNOWN)} (${serial})`;
    if (random() < 0.05) return `sel, poivre (${serial})`;
    const q = pick(QUANTITIES);
    const m = q ? pick(MEASURES) : '';
    return `${q} ${m} ${pick(names)}${pick(NOTES)} (${serial})`.replace(/\s+/g, ' ').trim();
  };
  const batch = () => Array.from({ length: PER_BATCH }, line);

  for (let i = 0; i < 3; i++) reader.readIngredientLines(batch()); // JIT and catalogue warm-up
  const times = [];
  const cpu = [];
  let recognised = 0;
  let total = 0;
  for (let b = 0; b < BATCHES; b++) {
    const lines = batch();
    const c = process.cpuUsage();
    const t = performance.now();
    const read = reader.readIngredientLines(lines);
    times.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
    total += read.length;
    recognised += read.filter((r) => r.recognised).length;
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const round = (x) => Math.round(x * 100) / 100;
  console.log(
    JSON.stringify({ name: 'ingredientLines.per1000', p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), n: BATCHES }),
  );
  // CPU time on stderr: on a loaded machine wall-clock tails mostly measure the scheduler.
  console.error(
    `ingredientLines.per1000: cpu p50 ${round(percentile(cpu, 50))} ms, cpu p95 ${round(percentile(cpu, 95))} ms; ` +
      `${recognised}/${total} generated lines recognised`,
  );
} finally {
  await modules.close();
}
