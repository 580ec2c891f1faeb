import { execFile, execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../worker/kitchen/knowledge/data/ingredients';

// `npm run db:seed` against a fresh local state (its own --persist-to directory): migrations applied
// with wrangler, the seed run twice, then the Worker served by `wrangler dev` on that state so that
// demo@popote.fr's week is checked through the API a user would see.

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };
const state = fs.mkdtempSync(path.join(os.tmpdir(), 'popote-seed-test-'));
const DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
let server: ChildProcess | undefined;
let base = '';
let token = '';
const runs: { code: number; stdout: string; stderr: string }[] = [];
const counts: Record<string, number>[] = [];

function seed(): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'node',
      ['scripts/seed.mjs', '--persist-to', state],
      { cwd: root, env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

/** Rows the seed may write, counted straight in the state's D1. */
function countRows(): Record<string, number> {
  const tables = ['users', 'week_plans', 'meal_plans', 'meal_plan_meals', 'shopping_lists', 'shopping_items', 'recipes'];
  const sql = `SELECT ${tables.map((t) => `(SELECT COUNT(*) FROM ${t}) AS ${t}`).join(', ')}`;
  const out = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql], {
    cwd: root,
    env: { ...env, CI: 'true' },
    encoding: 'utf8',
  });
  if (out.status !== 0)
    throw new Error(`wrangler d1 execute failed (${out.status}):\n${out.stderr}\n${out.stdout}\n${JSON.stringify(runs)}`);
  return JSON.parse(out.stdout)[0].results[0] as Record<string, number>;
}

async function call(pathname: string, init: { body?: unknown; token?: string } = {}) {
  const res = await fetch(base + pathname, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'dist/web'), { recursive: true });
  execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    cwd: root,
    env: { ...env, CI: 'true' },
    stdio: 'ignore',
  });
  runs.push(await seed());
  counts.push(countRows());
  runs.push(await seed());
  counts.push(countRows());

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(
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
    { cwd: root, env, stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('wrangler dev did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const login = await call('/api/users/login', { body: { email: 'demo@popote.fr', password: 'popote-demo-2025' } });
  expect(login.status).toBe(200);
  token = login.json.data.token;
}, 400_000);

afterAll(() => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  fs.rmSync(state, { recursive: true, force: true });
});

/** « Tomates cerises » and « tomate cerise » alike: lower case, no accents, no plural s/x. */
const key = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/\s+/)
    .map((w) => w.replace(/[sx]$/, ''))
    .join(' ');
/** Fresh summer produce and its months in France, as any market shows them. */
const SUMMER: [RegExp, number[]][] = [
  [/courgette/i, [6, 7, 8, 9]],
  [/aubergine/i, [6, 7, 8, 9]],
  [/poivron/i, [7, 8, 9, 10]],
  [/tomates? cerises?/i, [6, 7, 8, 9]],
];
const byId = new Map(INGREDIENTS.map((i) => [i.id, i]));
const byName = new Map(INGREDIENTS.flatMap((i) => [i.name, i.plural ?? '', ...(i.synonyms ?? [])].filter(Boolean).map((n) => [key(n), i])));

describe('npm run db:seed', { timeout: 120_000 }, () => {
  it('seeds on a fresh state, and a second run changes nothing', () => {
    expect(runs[0]!.code, runs[0]!.stderr).toBe(0);
    expect(runs[0]!.stdout).toContain('seeded 2 demo accounts (demo@popote.fr, libre@popote.fr / popote-demo-2025)');
    expect(runs[0]!.stdout).toMatch(/planned a week for demo@popote\.fr: 14 meals from \d{4}-\d{2}-\d{2}, with its shopping list/);
    expect(runs[1]!.code, runs[1]!.stderr).toBe(0);
    expect(runs[1]!.stdout).toContain('demo@popote.fr already has a saved week: left as it is');
    expect(counts[0]).toMatchObject({ users: 2, week_plans: 1, meal_plans: 1, meal_plan_meals: 14, shopping_lists: 1 });
    expect(counts[1]).toEqual(counts[0]);
  });

  it('demo@popote.fr has a saved week from next Monday: 7 days of lunch and dinner, and its shopping list', async () => {
    const current = await call('/api/meals/current', { token });
    expect(current.status).toBe(200);
    const plan = current.json.data;
    expect(plan.days.map((d: { meals: { type: string }[] }) => d.meals.map((m) => m.type))).toEqual(DAYS.map(() => ['déjeuner', 'dîner']));
    const start = new Date(`${plan.startDate}T12:00:00Z`);
    expect(start.getUTCDay()).toBe(1);
    const daysAhead = (start.getTime() - Date.now()) / (24 * 3600 * 1000);
    expect(daysAhead).toBeGreaterThan(0);
    expect(daysAhead).toBeLessThan(8);

    expect(plan.shoppingList).toEqual(expect.any(String));
    const list = await call(`/api/shopping/${plan.shoppingList}`, { token });
    expect(list.status).toBe(200);
    expect(list.json.data.items.length).toBeGreaterThan(5);
  });

  it('the week carries its nutrition like any generated week: targets and each day’s totals', async () => {
    const plan = (await call('/api/meals/current', { token })).json.data;
    const week = await call(`/api/week-menu/meal-plan/${plan.id}`, { token });
    expect(week.status).toBe(200);
    const { targets, days } = week.json.nutrition;
    expect(targets.kcal).toBeGreaterThan(1000);
    for (const macro of ['proteines', 'glucides', 'lipides']) expect(targets[macro]).toBeGreaterThan(0);
    expect(Object.keys(days).sort()).toEqual([...DAYS].sort());
  });

  it('every planned recipe is in season for the week’s month: no fresh produce out of its months', async () => {
    const plan = (await call('/api/meals/current', { token })).json.data;
    const month = Number(plan.startDate.slice(5, 7));
    const ids = [...new Set(plan.days.flatMap((d: { meals: { recipe: { id: string } }[] }) => d.meals.map((m) => m.recipe.id)))];
    expect(ids.length).toBeGreaterThanOrEqual(7);
    const outOfSeason: string[] = [];
    const names: string[] = [];
    let seasonal = 0;
    for (const id of ids) {
      const detail = await call(`/api/meals/recipe/${id}`, { token });
      expect(detail.status).toBe(200);
      const recipe = detail.json.data.recipe;
      expect(recipe.ingredients.length).toBeGreaterThan(0);
      for (const line of recipe.ingredients as { name: string; ingredientId?: string | null }[]) {
        names.push(line.name);
        const ing = (line.ingredientId && byId.get(line.ingredientId)) || byName.get(key(line.name));
        if (!ing?.season?.length) continue;
        seasonal++;
        if (!ing.season.includes(month as never)) outOfSeason.push(`${recipe.title} : ${line.name} (${ing.season.join(', ')})`);
      }
    }
    expect(outOfSeason).toEqual([]);
    // Not vacuous: the week does use seasonal produce, the rule above had something to check.
    expect(seasonal).toBeGreaterThan(0);
    // Summer produce out of summer is what a cook notices first: checked by name too, whatever the catalogue says.
    const summerOnly = names.filter((n) => SUMMER.some(([re, months]) => re.test(n) && !months.includes(month)));
    expect(summerOnly).toEqual([]);
  });
});
