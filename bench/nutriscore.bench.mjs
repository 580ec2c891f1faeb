// Nutri-Score reference cases: every case of worker/kitchen/facts/nutriscore-reference-cases.ts (worked
// cases of the Open Food Facts server's tests, and cases worked by hand from the 2023 tables) scored
// by nutriScoreOf and compared with its expected score and grade. Prints the line
//   Nutri-Score reference cases passed: N / M
// then one JSON line per category and one for the total {"name", "passed", "cases", "target"}.
// The kitchen is TypeScript: it is bundled with esbuild like the Worker (bench/bundle.mjs).
// Run from the repository root: node bench/nutriscore.bench.mjs

import { bundledModules } from './bundle.mjs';

const casesFile = '/worker/kitchen/facts/nutriscore-reference-cases.ts';
const scoreFile = '/worker/kitchen/facts/nutriscore.ts';

const modules = await bundledModules();
try {
  const { NUTRISCORE_REFERENCE_CASES: cases } = await modules.load(casesFile);
  const { nutriScoreOf } = await modules.load(scoreFile);
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
  await modules.close();
}
