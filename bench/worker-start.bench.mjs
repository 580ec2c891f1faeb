// The Worker's size and start-up: the bundle wrangler would upload (gzip), and the cold start, the
// time from launching a fresh `wrangler dev` (new process, empty state) to its first /api/health
// answer, median of 3 runs. Prints JSON lines {"name", ...figures, "target"}.
// Run from the repository root: node bench/worker-start.bench.mjs

import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };
const emit = (o) => console.log(JSON.stringify(o));

// --- Bundle: what `wrangler deploy` would upload, gzip-compressed as it is sent.
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'popote-bundle-'));
execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', out], { cwd: root, env, stdio: 'ignore' });
let raw = 0;
let gzip = 0;
for (const file of fs.readdirSync(out, { recursive: true })) {
  const full = path.join(out, String(file));
  if (!fs.statSync(full).isFile() || /\.map$/.test(full)) continue;
  const bytes = fs.readFileSync(full);
  raw += bytes.length;
  gzip += zlib.gzipSync(bytes, { level: 9 }).length;
}
fs.rmSync(out, { recursive: true, force: true });
emit({
  name: 'Worker bundle (wrangler deploy --dry-run)',
  gzip: `${(gzip / 1024).toFixed(1)} KB`,
  raw: `${(raw / 1024).toFixed(1)} KB`,
  target: 'gzip < 1 MB',
});

// --- Cold start: a fresh wrangler dev on a fresh state, until its first answer.
async function coldStart(port) {
  const state = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'popote-cold-'));
  execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    cwd: root,
    env: { ...env, CI: 'true' },
    stdio: 'ignore',
  });
  const started = performance.now();
  const server = spawn(
    'npx',
    ['wrangler', 'dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', state, '--show-interactive-dev-session=false'],
    {
      cwd: root,
      env,
      stdio: 'ignore',
      detached: true,
    },
  );
  let elapsed = NaN;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        elapsed = performance.now() - started;
        break;
      }
    } catch {
      // Not listening yet: poll again.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone: nothing left to stop.
  }
  await new Promise((r) => setTimeout(r, 1000));
  fs.rmSync(state, { recursive: true, force: true });
  return elapsed;
}
const runs = [];
for (let i = 0; i < 3; i++) runs.push(await coldStart(8881 + i));
runs.sort((a, b) => a - b);
emit({
  name: 'Cold start: fresh wrangler dev to its first /api/health answer (median of 3)',
  ms: Math.round(runs[1]),
  runs: runs.map(Math.round).join(' / '),
});

// --- The kitchen's share of a start: its modules (its face, list operations) bundled alone and
// evaluated in a fresh Node process, median of 7. wrangler's and workerd's own start (seconds) hides
// it in the cold start above; indexes built at module load would show here.
const kitchenBundle = path.join(os.tmpdir(), `popote-kitchen-${process.pid}.mjs`);
const kitchenEntry = kitchenBundle.replace(/\.mjs$/, '-entry.ts');
fs.writeFileSync(
  kitchenEntry,
  ['worker/kitchen/index', 'worker/features/shopping/list-ops']
    .map((m) => `export * from ${JSON.stringify(path.join(root, m))};`)
    .join('\n'),
);
execFileSync(path.join(root, 'node_modules/.bin/esbuild'), [
  kitchenEntry,
  '--bundle',
  '--format=esm',
  '--platform=neutral',
  // The import aliases (@shared/...) are declared in the worker's compiler options.
  `--tsconfig=${path.join(root, 'tsconfig.worker.json')}`,
  `--outfile=${kitchenBundle}`,
  '--log-level=error',
]);
const evalRuns = [];
for (let i = 0; i < 7; i++) {
  const script = `const t = performance.now(); await import(${JSON.stringify(kitchenBundle)}); console.log(performance.now() - t);`;
  evalRuns.push(Number(execFileSync('node', ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim()));
}
fs.rmSync(kitchenBundle, { force: true });
fs.rmSync(kitchenEntry, { force: true });
evalRuns.sort((a, b) => a - b);
emit({
  name: 'Kitchen modules: load and evaluation in a fresh Node process (median of 7)',
  ms: Math.round(evalRuns[3]),
  runs: evalRuns.map(Math.round).join(' / '),
  target: 'no index built at load',
});
