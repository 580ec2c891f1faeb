// Safety oracle run: 10,000 seeded random households (allergies and diets drawn from the wizard's
// tiles and from free French phrasings) and everything the kitchen serves them (suggestions,
// creations, versions, anti-waste, replacement ideas, and for one household in ten a week plan served
// at the household's servings),
// judged by the independent oracle of test/kitchen/safety-oracle.ts, the week's meals both as the
// planner proposes them (before the serving check: what the check has to catch) and as served. Prints
// one JSON line:
//   {"name":"safety.oracle","households":..,"outputs":..,"violations":0,"proposals":..,"caught":..,...}
// and exits with 1 when something unsafe is served, a breach proposed is not caught, a week is empty
// without saying which slots nothing fits, or no meal was planned at all.
// Run from the repository root: node bench/safety.bench.mjs

import { bundledModules } from './bundle.mjs';

const HOUSEHOLDS = Number(process.env.SAFETY_BENCH_HOUSEHOLDS ?? 10_000);

const modules = await bundledModules();
try {
  const { runSafety } = await modules.load('/test/kitchen/safety-run.ts');
  const started = performance.now();
  // Every household gets suggestions, a creation, a version, anti-waste and replacement ideas; one
  // in ten also gets a whole week planned (a new household's week judges the whole corpus).
  const result = runSafety(HOUSEHOLDS, 20261126, 10);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  for (const v of result.violations.slice(0, 20)) console.error(`violation: ${v}`);
  for (const v of result.proposalViolations.slice(0, 20)) console.error(`proposed, caught by the serving check: ${v}`);
  console.log(
    JSON.stringify({
      name: 'safety.oracle (households × outputs checked, violations)',
      households: result.households,
      weekPlans: result.weekPlans,
      emptyWeeks: result.emptyWeeks,
      silentEmptyWeeks: result.silentEmptyWeeks,
      outputs: result.outputs,
      violations: result.violations.length,
      proposals: result.proposals,
      proposalViolations: result.proposalViolations.length,
      unsafeProposals: result.unsafeProposals,
      caught: result.caught,
      refused: result.refused,
      repaired: result.repaired,
      seconds,
      target: '≥ 10,000 households, 0 violations served, every unsafe proposal caught, no silent empty week',
    }),
  );
  // A week may be empty when nothing safe fits its slots (vegan and paleo, a quick lunch), but it must
  // say so; and the run as a whole must have planned meals, or it judged no week at all.
  if (result.violations.length > 0 || result.caught < result.unsafeProposals || result.silentEmptyWeeks > 0 || result.meals === 0)
    process.exitCode = 1;
} finally {
  await modules.close();
}
