// Seeds demo data into the local D1 (idempotent): `npm start` runs it after the migrations.
// Demo accounts (README): demo@popote.fr / popote-demo-2025 (Premium), libre@popote.fr / popote-demo-2025 (Free).
// demo@popote.fr's saved week is planned like any household's: through the public API of the Worker,
// served for the occasion by `wrangler dev` on the same local state (its clock gives the week's date
// and season), so the demo shows exactly what the app plans.
//   npm run db:seed [-- --persist-to <dir>]   (default: wrangler's own local state, .wrangler/state)
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
const persistTo = persistToArg(process.argv.slice(2));
const local = ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])];
const DEMO = { email: 'demo@popote.fr', password: 'popote-demo-2025' };

const ITERATIONS = 100_000; // same as shared/constants.ts PBKDF2_ITERATIONS
const hash = (password) => {
  const salt = crypto.randomBytes(16);
  const derived = crypto.pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256');
  return `pbkdf2$${ITERATIONS}$${salt.toString('base64')}$${derived.toString('base64')}`;
};
const q = (v) => (v === null ? 'NULL' : `'${String(v).replace(/'/g, "''")}'`);

const now = new Date();
const iso = now.toISOString();
const inAMonth = new Date(now.getTime() + 30 * 24 * 3600 * 1000).toISOString();
const preferences = (extra) =>
  JSON.stringify({
    dietaryRestrictions: [],
    dietaryRestrictionsComment: '',
    goals: ['Mieux planifier ma semaine', 'Faire des économies'],
    goalsComment: '',
    allergies: [],
    dislikedIngredients: [],
    cuisinePreferences: ['Française', 'Italienne'],
    cookingEquipment: ['Four traditionnel', 'Plaques de cuisson'],
    multifunctionRobot: [],
    blendingEquipment: ['Mixeur plongeant'],
    coldStorageEquipment: ['Réfrigérateur', 'Congélateur'],
    bakingEquipment: ['Moules à gâteau'],
    nutritionalGoals: {},
    adultCount: 2,
    childrenCount: 1,
    ...extra,
  });
const location = JSON.stringify({
  address: '',
  city: 'Lyon',
  postalCode: '69003',
  country: 'France',
  countryCode: 'FR',
  coordinates: null,
});

const users = [
  {
    id: 'demo-premium-user',
    name: 'Camille Martin',
    email: 'demo@popote.fr',
    type: 'premium',
    expires: inAMonth,
    prefs: preferences({ allergies: ['Fruits à coque'] }),
  },
  {
    id: 'demo-free-user',
    name: 'Lucas Bernard',
    email: 'libre@popote.fr',
    type: 'free',
    expires: null,
    prefs: preferences({ childrenCount: 0 }),
  },
];

const sql = users
  .map(
    (u) =>
      `INSERT OR IGNORE INTO users (id, name, email, password_hash, preferences, location, subscription_type, subscription_expires_at, subscription_cancel_at_period_end, session_version, created_at, updated_at, last_active_at) VALUES (${[u.id, u.name, u.email, hash(DEMO.password), u.prefs, location, u.type, u.expires].map(q).join(', ')}, 0, 1, ${q(iso)}, ${q(iso)}, ${q(iso)});`,
  )
  .join('\n');

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'popote-seed-')), 'seed.sql');
fs.writeFileSync(file, sql);
execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', ...local, '--file', file], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...env, CI: 'true' },
});
fs.rmSync(path.dirname(file), { recursive: true, force: true });
console.log(`seeded ${users.length} demo accounts (demo@popote.fr, libre@popote.fr / popote-demo-2025)`);

// Read-only guard: once demo@popote.fr has saved a week, there is nothing to do, and no server to start.
if (demoMealPlans() > 0) {
  console.log('demo@popote.fr already has a saved week: left as it is');
} else {
  await withServer(demoWeek);
}

/** `--persist-to <dir>` (or `--persist-to=<dir>`), absolute; undefined: wrangler's default local state. */
function persistToArg(args) {
  let dir;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split(/=(.*)/s);
    if (flag !== '--persist-to') fail(`unknown option: ${args[i]} (usage: npm run db:seed [-- --persist-to <dir>])`);
    dir = inline ?? args[++i];
    if (!dir) fail('--persist-to needs a directory (usage: npm run db:seed [-- --persist-to <dir>])');
  }
  return dir && path.resolve(dir);
}

function fail(message) {
  console.error(`seed: ${message}`);
  process.exit(1);
}

function demoMealPlans() {
  const demo = `SELECT id FROM users WHERE email = ${q(DEMO.email)}`;
  const out = execFileSync(
    'npx',
    [
      'wrangler',
      'd1',
      'execute',
      'DB',
      ...local,
      '--json',
      '--command',
      `SELECT COUNT(*) AS n FROM meal_plans WHERE user_id IN (${demo}) OR household_id IN (SELECT household_id FROM users WHERE email = ${q(DEMO.email)})`,
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...env, CI: 'true' } },
  );
  return Number(JSON.parse(out)[0].results[0].n);
}

/**
 * demo@popote.fr's week, as a user makes it: log in, generate the week menu (lunch and dinner, budget
 * moyen, French cuisine, a fixed seed for a stable demo), save it (the meal plan starts next Monday)
 * and generate its shopping list.
 */
async function demoWeek(call) {
  const login = await call('/api/users/login', { body: DEMO });
  const token = login.data.token;
  // The API's view, in case the account saved a week since the guard above looked.
  if ((await call('/api/meals/current', { token })).data) {
    console.log('demo@popote.fr already has a saved week: left as it is');
    return;
  }
  const week = await call('/api/generate-week-menu', {
    token,
    body: { mealTypes: ['déjeuner', 'dîner'], budget: 'moyen', cuisinePreferences: ['Française'], seed: 2025 },
  });
  const saved = await call('/api/save-week-menu', { token, body: { weekPlan: week.weekPlan } });
  await call('/api/generate-shopping-list', { token, body: { weekPlan: week.weekPlan } });
  const plan = (await call(`/api/meals/${saved.mealPlanId}`, { token })).data;
  const meals = plan.days.reduce((n, d) => n + d.meals.length, 0);
  console.log(`planned a week for demo@popote.fr: ${meals} meals from ${plan.startDate}, with its shopping list`);
}

/** Runs `task` against `wrangler dev` started on the seed's local state and a free port, then stops it. */
async function withServer(task) {
  // wrangler dev serves the built SPA from dist/web: an empty folder will do when nothing is built yet.
  fs.mkdirSync(path.join(root, 'dist/web'), { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
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
      ...(persistTo ? ['--persist-to', persistTo] : []),
      '--show-interactive-dev-session=false',
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const call = async (pathname, { body, token } = {}) => {
    const res = await fetch(base + pathname, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  try {
    const deadline = Date.now() + 120_000;
    while (
      !(await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`wrangler dev did not start\n${log}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    await task(call);
  } catch (error) {
    console.error(`seed: demo@popote.fr's week could not be planned: ${error.message}`);
    process.exitCode = 1;
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone: nothing left to stop.
    }
    // Wait until the whole process group is down (workerd included, not only npx): `npm start`
    // serves the same state right after, and its database must not be held open any more.
    await exited;
    await groupGone(server.pid);
  }
}

async function groupGone(pid) {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const pause = () => new Promise((r) => setTimeout(r, 200));
  for (const deadline = Date.now() + 30_000; alive() && Date.now() < deadline;) await pause();
  if (!alive()) return;
  process.kill(-pid, 'SIGKILL');
  for (const deadline = Date.now() + 5_000; alive() && Date.now() < deadline;) await pause();
}

function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
