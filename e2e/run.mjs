// End-to-end layer: applies the migrations to a fresh local state, starts `wrangler dev` (the app and
// the drive sandbox, its drive partner) on a
// test port, runs the e2e/*.e2e.ts journeys in headless Chromium, then stops the server.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8790);
const state = path.join(root, `.wrangler/e2e-state-${port}`);
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };

if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) {
  console.error('e2e: dist/web is missing, run `npm run build` first');
  process.exit(1);
}
fs.rmSync(state, { recursive: true, force: true });
execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
  cwd: root,
  env: { ...env, CI: 'true' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const server = spawn(
  'npx',
  [
    'wrangler',
    'dev',
    '-c',
    'wrangler.toml',
    '-c',
    'drive-sandbox/wrangler.toml',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    state,
    '--show-interactive-dev-session=false',
  ],
  {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  },
);
let log = '';
server.stdout.on('data', (d) => (log += d));
server.stderr.on('data', (d) => (log += d));
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone: nothing left to stop.
  }
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

const base = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 60_000;
for (;;) {
  try {
    const res = await fetch(`${base}/api/health`);
    if (res.ok) break;
  } catch {
    // Not listening yet: try again until the deadline.
  }
  if (Date.now() > deadline) {
    console.error('e2e: wrangler dev did not start\n' + log);
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 300));
}

const args = ['vitest', 'run', '--config', 'vitest.e2e.config.mts', ...process.argv.slice(2)];
const code = await new Promise((resolve) => {
  const child = spawn('npx', args, { cwd: root, env: { ...env, E2E_BASE_URL: base }, stdio: 'inherit' });
  child.on('exit', (c) => resolve(c ?? 1));
});
stop();
if (process.env.E2E_SERVER_LOG) fs.writeFileSync(process.env.E2E_SERVER_LOG, log);
process.exit(code);
