// `npm test`: every test layer in turn (type check, unit + component, worker integration in
// workerd, build, end-to-end in Chromium), then the total as "N passed, N failed" on the last line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'node_modules/.cache/test-results');
fs.mkdirSync(out, { recursive: true });
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

const layers = [
  { name: 'type check', cmd: ['npx', 'tsc', '-b'] },
  { name: 'unit + component', cmd: ['npx', 'vitest', 'run'], json: 'unit.json' },
  { name: 'worker (workerd)', cmd: ['npx', 'vitest', 'run', '--config', 'vitest.worker.config.mts'], json: 'worker.json' },
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  // The Worker bundles offline for both environments (issue #2 item 3).
  { name: 'deploy dry-run', cmd: ['npx', 'wrangler', 'deploy', '--dry-run', '--outdir', 'dist/deploy-dry-run'] },
  { name: 'deploy dry-run (production)', cmd: ['npx', 'wrangler', 'deploy', '--dry-run', '--env', 'production', '--outdir', 'dist/deploy-dry-run-production'] },
  { name: 'end-to-end (Chromium)', cmd: ['node', 'e2e/run.mjs'], json: 'e2e.json' },
];

let passed = 0;
let failed = 0;
const summary = [];
for (const layer of layers) {
  const started = Date.now();
  const args = [...layer.cmd];
  const jsonFile = layer.json ? path.join(out, layer.json) : null;
  if (jsonFile) {
    fs.rmSync(jsonFile, { force: true });
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`);
  }
  console.log(`\n▶ ${layer.name}: ${args.join(' ')}`);
  const res = spawnSync(args[0], args.slice(1), { cwd: root, env, stdio: 'inherit' });
  let p = 0;
  let f = 0;
  if (jsonFile && fs.existsSync(jsonFile)) {
    const report = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    p = report.numPassedTests ?? 0;
    f = report.numFailedTests ?? 0;
    if (res.status !== 0 && f === 0) f = 1; // a crash outside any test still fails the layer
  } else if (res.status === 0) {
    p = 1; // a check without tests (type check, build) counts once
  } else {
    f = 1;
  }
  passed += p;
  failed += f;
  summary.push(`${layer.name}: ${p} passed, ${f} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
console.log('\n' + summary.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
