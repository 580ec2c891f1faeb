// `npm run dev`: hot reload for both sides. `wrangler dev` on :8787 reloads the Worker on save;
// Vite on :5173 serves the SPA with HMR and proxies /api (and WebSockets) to the Worker.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
fs.mkdirSync(path.join(root, 'dist/web'), { recursive: true });
execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local'], {
  cwd: root,
  env: { ...env, CI: 'true' },
  stdio: 'inherit',
});
const children = [
  spawn('npx', ['wrangler', 'dev', '-c', 'wrangler.toml', '-c', 'drive-sandbox/wrangler.toml', '--port', '8787', '--ip', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: root, env, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('\nPopote en développement : http://localhost:5173 (API sur http://localhost:8787)\n');
