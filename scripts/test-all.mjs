// `npm test`: every layer (type check, lint, unit + component, worker integration in workerd, build,
// deploy dry-runs, end-to-end in Chromium), in the stages of STAGES, then a summary and, on the last
// line, the total as "N passed, N failed".
//
// What the total counts (docs/testing.md):
// - passed: tests that passed, nothing else. The steps without tests (type check, build, deploy
//   dry-runs, lint) are reported apart ("build: ok") and add nothing to it.
// - failed: tests that failed, plus 1 for each step that failed, plus 1 for each test file that
//   could not run (a syntax error...) and 1 for a test layer that failed outside any test (a crash,
//   an unhandled error, no report written). So a run that failed never ends in "0 failed".
// - skipped tests are counted and listed by name. With CI=true each skipped test counts as failed,
//   and so does a test layer that ran no test at all: CI must run everything.
// The exit code is 1 whenever the failed count is not 0.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const LAYERS = [
  { name: 'type check', cmd: ['npx', 'tsc', '-b'] },
  // ESLint, Prettier and the circular-import check (scripts/check-cycles.mjs).
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'unit + component', cmd: ['npx', 'vitest', 'run'], json: 'unit.json' },
  { name: 'worker (workerd)', cmd: ['npx', 'vitest', 'run', '--config', 'vitest.worker.config.mts'], json: 'worker.json' },
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  // The Worker bundles offline for both environments.
  { name: 'deploy dry-run', cmd: ['npx', 'wrangler', 'deploy', '--dry-run', '--outdir', 'dist/deploy-dry-run'] },
  {
    name: 'deploy dry-run (production)',
    cmd: ['npx', 'wrangler', 'deploy', '--dry-run', '--env', 'production', '--outdir', 'dist/deploy-dry-run-production'],
  },
  { name: 'end-to-end (Chromium)', cmd: ['node', 'e2e/run.mjs'], json: 'e2e.json' },
];

/**
 * The order the layers run in: stages one after the other, the lanes of a stage side by side, the layers
 * of a lane in turn. Vitest runs the unit layer in one worker on 2 cores, so the type check and lint take
 * the other core meanwhile. Nothing else overlaps: the worker layer and the admin and seed tests start
 * local servers over dist/web, which the build empties and writes again, and the end-to-end layer needs
 * the build and a machine it has to itself (it races the page's script).
 */
export const STAGES = [
  [['unit + component'], ['type check', 'lint']],
  [['worker (workerd)']],
  [['build', 'deploy dry-run', 'deploy dry-run (production)']],
  [['end-to-end (Chromium)']],
];

/**
 * Reads a vitest JSON report test by test: passed, failed, skipped (skipped, pending, todo...), and
 * the test files that failed with no failed test in them (they could not run).
 */
export function readVitestReport(report, root = '') {
  const rel = (file) => (root && file.startsWith(root) ? path.relative(root, file) : file);
  const result = { passed: 0, failed: 0, skipped: [], failedNames: [], brokenFiles: [] };
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    let failedHere = 0;
    for (const test of tests) {
      const name = [rel(file.name), ...(test.ancestorTitles ?? []), test.title ?? test.fullName].join(' > ');
      if (test.status === 'passed') result.passed += 1;
      else if (test.status === 'failed') {
        result.failed += 1;
        failedHere += 1;
        result.failedNames.push(name);
      } else result.skipped.push(name);
    }
    if (file.status === 'failed' && failedHere === 0) result.brokenFiles.push(rel(file.name));
  }
  return result;
}

/**
 * One layer's outcome from its exit code and, for a test layer, its parsed report (null when the
 * report is missing or unreadable). `ci` makes skipped tests and a layer without tests fail.
 */
export function judgeLayer(layer, exitCode, report, { ci = false } = {}) {
  if (!layer.json) {
    const ok = exitCode === 0;
    return {
      name: layer.name,
      kind: 'step',
      ok,
      passed: 0,
      failed: ok ? 0 : 1,
      skipped: [],
      line: `${layer.name}: ${ok ? 'ok' : `FAILED (exit ${exitCode})`}`,
    };
  }
  const notes = [];
  const passed = report?.passed ?? 0;
  const testsFailed = report?.failed ?? 0;
  const skipped = report?.skipped ?? [];
  let extra = 0;
  if (report === null) {
    extra += 1;
    notes.push(`no test report, exit ${exitCode}: +1 failed in the total`);
  } else {
    if (report.brokenFiles.length > 0) {
      extra += report.brokenFiles.length;
      notes.push(`${report.brokenFiles.length} test file(s) could not run, +1 failed each in the total: ${report.brokenFiles.join(', ')}`);
    }
    if (exitCode !== 0 && testsFailed + extra === 0) {
      extra += 1;
      notes.push(`exit ${exitCode} outside any test: +1 failed in the total`);
    }
    if (ci && skipped.length > 0) {
      extra += skipped.length;
      notes.push(`CI=true: the ${skipped.length} skipped test(s) count as failed`);
    }
    if (ci && passed + testsFailed + skipped.length === 0) {
      extra += 1;
      notes.push('CI=true: no test ran, +1 failed in the total');
    }
  }
  const failed = testsFailed + extra;
  return {
    name: layer.name,
    kind: 'tests',
    ok: failed === 0,
    passed,
    failed,
    skipped,
    failedNames: report?.failedNames ?? [],
    line: `${layer.name}: ${passed} passed, ${testsFailed} failed, ${skipped.length} skipped${notes.length ? ` (${notes.join('; ')})` : ''}`,
  };
}

/** The summary lines; the last one is the total "N passed, N failed". */
export function summarize(outcomes) {
  const lines = outcomes.map((o) => o.line);
  const skipped = outcomes.flatMap((o) => o.skipped.map((name) => `  ${o.name}: ${name}`));
  if (skipped.length > 0) lines.push(`skipped tests (${skipped.length}):`, ...skipped);
  const failedTests = outcomes.flatMap((o) => (o.failedNames ?? []).map((name) => `  ${o.name}: ${name}`));
  if (failedTests.length > 0) lines.push(`failed tests (${failedTests.length}):`, ...failedTests);
  const failedSteps = outcomes.filter((o) => o.kind === 'step' && !o.ok).map((o) => o.name);
  lines.push(`steps failed: ${failedSteps.length}${failedSteps.length ? ` (${failedSteps.join(', ')}; 1 failed each in the total)` : ''}`);
  const passed = outcomes.reduce((sum, o) => sum + o.passed, 0);
  const failed = outcomes.reduce((sum, o) => sum + o.failed, 0);
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, passed, failed, exitCode: failed > 0 ? 1 : 0 };
}

function readReport(file, root) {
  try {
    return readVitestReport(JSON.parse(fs.readFileSync(file, 'utf8')), root);
  } catch {
    return null;
  }
}

/** Runs one layer; a lane that is not the first keeps its output and prints it when the layer ends. */
function runLayer(layer, { root, out, env, ci, live }) {
  const started = Date.now();
  const args = [...layer.cmd];
  const jsonFile = layer.json ? path.join(out, layer.json) : null;
  if (jsonFile) {
    fs.rmSync(jsonFile, { force: true });
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`);
  }
  const header = `\n▶ ${layer.name}: ${args.join(' ')}`;
  if (live) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(args[0], args.slice(1), { cwd: root, env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const kept = [];
    child.stdout?.on('data', (d) => kept.push(d));
    child.stderr?.on('data', (d) => kept.push(d));
    const finish = (exitCode) => {
      if (!live) console.log(`${header} (beside the layer above)\n${Buffer.concat(kept).toString()}`);
      const outcome = judgeLayer(layer, exitCode, jsonFile ? readReport(jsonFile, root) : null, { ci });
      outcome.line += ` [${((Date.now() - started) / 1000).toFixed(0)} s]`;
      resolve(outcome);
    };
    child.on('error', () => finish(1));
    child.on('close', (code) => finish(code ?? 1));
  });
}

/** Runs the layers by `stages` (each layer once; one a stage does not name runs last, alone), prints the summary, exits 1 if anything failed. */
export async function main(layers = LAYERS, stages = STAGES) {
  const root = path.resolve(import.meta.dirname, '..');
  const out = path.join(root, 'node_modules/.cache/test-results');
  fs.mkdirSync(out, { recursive: true });
  const options = {
    root,
    out,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    ci: Boolean(process.env.CI) && process.env.CI !== 'false',
  };
  const named = new Set(stages.flat(2));
  const plan = [...stages, ...layers.filter((l) => !named.has(l.name)).map((l) => [[l.name]])];
  const byName = new Map();
  for (const stage of plan) {
    const lanes = stage.map(async (lane, i) => {
      for (const name of lane) {
        const layer = layers.find((l) => l.name === name);
        if (layer) byName.set(name, await runLayer(layer, { ...options, live: i === 0 }));
      }
    });
    await Promise.all(lanes);
  }
  const { lines, exitCode } = summarize(layers.map((l) => byName.get(l.name)).filter(Boolean));
  console.log('\n' + lines.join('\n'));
  process.exit(exitCode);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) void main();
