// `npm run bench`: builds, starts the app on loopback and prints measured figures as a table:
// bundle sizes (gzip) of the landing page and of each route chunk, API and static-asset latency
// percentiles and throughput under concurrent load (autocannon), then every bench/*.bench.mjs
// (each prints JSON lines {"name", ...figures}) with BENCH_BASE_URL pointing at the server.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/web');
const port = Number(process.env.BENCH_PORT ?? 8795);
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };
const rows = [];
const row = (measure, value, target = '') => rows.push({ measure, value, target });

if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });

// --- Bundle sizes -------------------------------------------------------------------------
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = Object.keys(manifest).find((k) => k.endsWith('features/public/pages/home-page.tsx'));
const landingFiles = new Set([...staticClosure(entryKey), ...(homeKey ? staticClosure(homeKey) : [])].map((k) => manifest[k].file));
const landingBytes = [...landingFiles].reduce((sum, f) => sum + gz(f), 0);
row('Landing page JS (gzip, entry + home chunk)', kb(landingBytes), '≤ 130 KB');
const landingHtml = fs.readFileSync(path.join(dist, '_landing.html'), 'utf8');
row('Landing page content in HTML before scripts', /<h1[\s>]/.test(landingHtml) ? 'yes (prerendered)' : 'NO', 'yes');
for (const [key, chunk] of Object.entries(manifest).sort()) {
  if (!chunk.isDynamicEntry) continue;
  const own = gz(chunk.file);
  row(`  route chunk ${path.basename(key, '.tsx')}`, kb(own));
}

// --- Server -------------------------------------------------------------------------------
// A throwaway state in memory when the machine has a tmpfs: the local D1/KV/DO simulators write SQLite
// files, and waiting for this machine's disk is not what the figures are about.
const state = fs.existsSync('/dev/shm') ? fs.mkdtempSync('/dev/shm/popote-bench-') : path.join(root, '.wrangler/bench-state');
fs.rmSync(state, { recursive: true, force: true });
execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
  cwd: root,
  env: { ...env, CI: 'true' },
  stdio: 'ignore',
});
const server = spawn(
  'npx',
  ['wrangler', 'dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', state, '--show-interactive-dev-session=false'],
  { cwd: root, env, stdio: 'ignore', detached: true },
);
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone: nothing left to stop.
  }
};
process.on('exit', stop);
for (const deadline = Date.now() + 60_000; ;) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // Not listening yet: try again until the deadline.
  }
  if (Date.now() > deadline) throw new Error('wrangler dev did not start');
  await new Promise((r) => setTimeout(r, 300));
}

/** Exact percentiles from every response time (autocannon's summary has no p95). */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
async function load(name, url, connections = 50, duration = 5) {
  const times = [];
  const instance = autocannon({ url, connections, duration, headers: { accept: '*/*' } });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const f = (p) => percentile(times, p).toFixed(1);
  row(`${name}: latency p50 / p95 / p99`, `${f(50)} / ${f(95)} / ${f(99)} ms`);
  row(
    `${name}: throughput`,
    `${Math.round(result.requests.average)} req/s (${connections} connections, ${duration} s, ${result.non2xx} non-2xx)`,
  );
}

// --- Feature benches -----------------------------------------------------------------------
for (const file of fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort()) {
  const res = spawnSync('node', [path.join('bench', file)], {
    cwd: root,
    env: { ...env, BENCH_BASE_URL: base },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0) {
    row(`${file}`, `FAILED: ${(res.stderr || '').trim().split('\n').slice(-1)[0]}`);
    continue;
  }
  for (const line of res.stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    const { name, target, ...figures } = JSON.parse(line);
    const value = Object.entries(figures)
      .map(([k, v]) => `${k} ${typeof v === 'number' ? Math.round(v * 100) / 100 : v}`)
      .join(', ');
    row(name, value, target ?? '');
  }
}

// --- Generic loads last: wrangler's own process digests their request logs for seconds after, which
// would weigh on the feature benches' latencies (the tick round trip above all).
const mainJs = manifest[entryKey].file;
await load('GET /api/health', `${base}/api/health`);
await load(`GET /${mainJs}`, `${base}/${mainJs}`);
stop();
if (state.startsWith('/dev/shm/')) fs.rmSync(state, { recursive: true, force: true });

const w1 = Math.max(...rows.map((r) => r.measure.length), 7);
const w2 = Math.max(...rows.map((r) => String(r.value).length), 5);
console.log(`\n| ${'measure'.padEnd(w1)} | ${'value'.padEnd(w2)} | target |`);
console.log(`|${'-'.repeat(w1 + 2)}|${'-'.repeat(w2 + 2)}|--------|`);
for (const r of rows) console.log(`| ${r.measure.padEnd(w1)} | ${String(r.value).padEnd(w2)} | ${r.target} |`);
process.exit(0);
