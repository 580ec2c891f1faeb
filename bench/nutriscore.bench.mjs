// Nutri-Score reference cases: every case of worker/kitchen/facts/nutriscore-reference-cases.ts (worked
// cases of the Open Food Facts server's tests, and cases worked by hand from the 2023 tables) scored
// by nutriScoreOf and compared with its expected score and grade. Prints the line
//   Nutri-Score reference cases passed: N / M
// then one JSON line per category and one for the total {"name", "passed", "cases", "target"}.
// The kitchen is TypeScript: it is loaded through Vite's SSR loader (no tsx in the project).
// Run from the repository root: node bench/nutriscore.bench.mjs

import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
// Found wherever the kitchen keeps them, so the bench survives the kitchen's files moving to subfolders.
const kitchenFiles = fs.readdirSync(path.join(root, 'worker/kitchen'), { recursive: true }).map(String);
const find = (name) => {
  const file = kitchenFiles.find((f) => path.basename(f) === name);
  if (!file) throw new Error(`${name} not found under worker/kitchen`);
  return `/worker/kitchen/${file.split(path.sep).join('/')}`;
};
const casesFile = find('nutriscore-reference-cases.ts');
const scoreFile = find('nutriscore.ts');

const vite = await createServer({
  server: { middlewareMode: true },
  appType: 'custom',
  root,
  configFile: false,
  logLevel: 'error',
});
try {
  const { NUTRISCORE_REFERENCE_CASES: cases } = await vite.ssrLoadModule(casesFile);
  const { nutriScoreOf } = await vite.ssrLoadModule(scoreFile);
  const byCategory = new Map();
  let passed = 0;
  for (const c of cases) {
    const { score, grade } = nutriScoreOf(c.input);
    const ok = score === c.expected.score && grade === c.expected.grade;
    if (ok) passed++;
    else console.error(`failed: ${c.category} ${c.name}: got ${score} ${grade}, expected ${c.expected.score} ${c.expected.grade}`);
    const key = c.category === 'beverage' && c.sweeteners ? 'beverage with sweeteners' : c.category;
    const row = byCategory.get(key) ?? { passed: 0, cases: 0 };
    row.cases++;
    if (ok) row.passed++;
    byCategory.set(key, row);
  }
  console.log(`Nutri-Score reference cases passed: ${passed} / ${cases.length}`);
  for (const [category, row] of byCategory) {
    console.log(JSON.stringify({ name: `nutriscore.reference ${category}`, passed: row.passed, cases: row.cases }));
  }
  console.log(
    JSON.stringify({
      name: 'Nutri-Score reference cases passed (2023 algorithm)',
      passed,
      cases: cases.length,
      target: 'all',
    }),
  );
} finally {
  await vite.close();
}
