import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run admin` against a fresh local state (its own --persist-to directory): migrations applied
// with wrangler, the Worker served by `wrangler dev` on the same state so that each command's effect
// is checked through the API a user would see. Commands run one after the other, on one account's
// story: read, export, grant, end, revoke, delete; then retention and stats.

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };
const state = fs.mkdtempSync(path.join(os.tmpdir(), 'popote-admin-'));
const PASSWORD = 'admin-test-mot-de-passe-7';
const alice = `alice-${Date.now()}@exemple.fr`;
const bob = `bob-${Date.now()}@exemple.fr`;
let server: ChildProcess | undefined;
let base = '';
let token = '';
let shoppingListId = '';

function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'node',
      ['scripts/admin.mjs', ...args, '--persist-to', state],
      { cwd: root, env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}
/** Parses stdout as JSON: it must hold nothing else. */
const json = (out: { stdout: string }) => JSON.parse(out.stdout);

async function call(pathname: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(base + pathname, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
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
    {
      cwd: root,
      env,
      stdio: 'ignore',
      detached: true,
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('wrangler dev did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const registered = await call('/api/users/register', {
    body: { name: 'Alice Admin', email: alice, password: PASSWORD, preferences: {} },
  });
  expect(registered.status).toBe(201);
  token = registered.json.data.token;
  expect((await call('/api/users/register', { body: { name: 'Bob', email: bob, password: PASSWORD, preferences: {} } })).status).toBe(201);
  const week = await call('/api/generate-week-menu', { token, body: { mealTypes: ['dîner'], familySize: 2, seed: 7 } });
  expect(week.status).toBe(200);
  expect((await call('/api/save-week-menu', { token, body: { weekPlan: week.json.weekPlan } })).status).toBe(200);
  const list = await call('/api/generate-shopping-list', { token, body: { weekPlan: week.json.weekPlan } });
  expect(list.status).toBe(200);
  shoppingListId = list.json.shoppingListId;
  // For the retention rules: an account inactive for 4 years and a week menu of 14 months (Bob's).
  const old = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
  const sql = [
    `INSERT INTO users (id, name, email, password_hash, preferences, location, created_at, updated_at, last_active_at) VALUES ('inactif', 'Ancien', 'ancien@exemple.fr', 'h', '{}', '{}', '${old(1500)}', '${old(1500)}', '${old(1500)}')`,
    `INSERT INTO week_plans (id, user_id, preferences, plan, seed, created_at) SELECT 'wp-ancien', id, '{}', '{}', 1, '${old(430)}' FROM users WHERE email = '${bob}'`,
  ].join(';\n');
  execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--command', sql], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
}, 120_000);

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

describe('npm run admin', { timeout: 60_000 }, () => {
  it('help lists every command', async () => {
    const out = await admin('help');
    expect(out.code).toBe(0);
    for (const command of [
      'user <email>',
      'premium:grant <email> [--months N]',
      'premium:end <email>',
      'sessions:revoke <email>',
      'export <email>',
      'delete <email> --yes',
      'retention [--dry-run]',
      'stats',
    ]) {
      expect(out.stdout).toContain(`  ${command}`);
    }
  });

  it('refuses bad input with a French message on stderr, exit 1, nothing on stdout and nothing written', async () => {
    const cases: [string[], string][] = [
      [['premium:grant', alice, '--months', 'trois'], '✗ --months attend un nombre entier de mois entre 1 et 120 (reçu : « trois »).'],
      [['premium:grant', alice, '--months', '0'], '✗ --months attend un nombre entier de mois entre 1 et 120 (reçu : « 0 »).'],
      [['delete', alice], `✗ Suppression définitive : ajoutez --yes pour confirmer (npm run admin -- delete ${alice} --yes).`],
      [['user'], '✗ Adresse e-mail manquante : npm run admin -- user <email>.'],
      [['vider-tout'], '✗ Commande inconnue : vider-tout. Voir « npm run admin -- help ».'],
      [['user', 'inconnu@exemple.fr', '--json'], "✗ Aucun compte avec l'adresse inconnu@exemple.fr."],
    ];
    for (const [args, message] of cases) {
      const out = await admin(...args);
      expect([out.code, out.stdout], args.join(' ')).toEqual([1, '']);
      expect(out.stderr.trim().split('\n').at(-1), args.join(' ')).toBe(message);
    }
    // Still Free, still there.
    expect((await call('/api/users/profile', { token })).json.data.subscription.type).toBe('free');
  });

  it('user shows the account and counts what it owns; export gives the same JSON as the user’s own download', async () => {
    const fromApi = await call('/api/users/me/export', { token });
    expect(fromApi.status).toBe(200);

    const user = await admin('user', alice, '--json');
    expect(user.code, user.stderr).toBe(0);
    expect(json(user)).toMatchObject({
      email: alice,
      name: 'Alice Admin',
      plan: 'free',
      planExpiresAt: null,
      mealPlans: 1,
      shoppingLists: 1,
      orders: 0,
      household: null,
    });
    expect(json(user).recipes).toBe(fromApi.json.recipes.length);
    expect(fromApi.json.recipes.length).toBeGreaterThan(0);

    const exported = await admin('export', alice);
    expect(exported.code, exported.stderr).toBe(0);
    const doc = json(exported);
    expect({ ...doc, exportedAt: 'x' }).toEqual({ ...fromApi.json, exportedAt: 'x' });
  });

  it('premium:grant gives Premium the API reports (the drive order then works); premium:end takes it back', async () => {
    const granted = await admin('premium:grant', alice, '--months', '2');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toMatch(new RegExp(`^✓ ${alice} : Premium jusqu'au .+ \\(sans renouvellement\\)\\n$`));
    const profile = (await call('/api/users/profile', { token })).json.data;
    expect(profile.subscription).toMatchObject({ type: 'premium', cancelAtPeriodEnd: true });
    const months = (new Date(profile.subscription.expiresAt).getTime() - Date.now()) / (30.44 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(1.9);
    expect(months).toBeLessThan(2.1);
    expect((await call('/api/orders', { token, body: { shoppingListId } })).status).toBe(201);

    const ended = await admin('premium:end', alice, '--json');
    expect(ended.code).toBe(0);
    expect(json(ended)).toEqual({ email: alice, subscription: { type: 'free', expiresAt: null, cancelAtPeriodEnd: false } });
    expect((await call('/api/users/profile', { token })).json.data.subscription.type).toBe('free');
  });

  it('sessions:revoke stops every token at once, the D1 routes and the KV-only tick route alike', async () => {
    const list = (await call(`/api/shopping/${shoppingListId}`, { token })).json.data;
    expect(
      (await call(`/api/shopping/${shoppingListId}/purchase`, { method: 'PUT', token, body: { itemIds: [list.items[0]._id] } })).status,
    ).toBe(200);

    const revoked = await admin('sessions:revoke', alice);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toBe(`✓ ${alice} : toutes les sessions sont révoquées (version de session 2).\n`);
    expect((await call('/api/users/profile', { token })).status).toBe(401);
    expect(
      (
        await call(`/api/shopping/${shoppingListId}/purchase`, {
          method: 'PUT',
          token,
          body: { itemIds: [list.items[0]._id], purchased: false },
        })
      ).status,
    ).toBe(401);
    const again = await call('/api/users/login', { body: { email: alice, password: PASSWORD } });
    expect(again.status).toBe(200);
    expect((await call('/api/users/profile', { token: again.json.data.token })).status).toBe(200);
    token = again.json.data.token;
  });

  it('delete --yes erases the account like the user’s own deletion: sessions refused, orders kept detached', async () => {
    const deleted = await admin('delete', alice, '--yes');
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toBe(`✓ Compte ${alice} supprimé avec ses données ; ses commandes sont conservées, détachées du compte.\n`);
    expect((await call('/api/users/profile', { token })).status).toBe(401);
    expect((await call('/api/users/login', { body: { email: alice, password: PASSWORD } })).status).toBe(401);
  });

  it('retention --dry-run counts without erasing, retention erases; stats prints a table', async () => {
    const expected = { users: 1, orders: 0, weekPlans: 1, loginFailures: 0 };
    const preview = await admin('retention', '--dry-run', '--json');
    expect(json(preview)).toEqual({ dryRun: true, erased: expected });
    const done = await admin('retention', '--json');
    expect(json(done)).toEqual({ dryRun: false, erased: expected });

    const stats = await admin('stats');
    expect(stats.code).toBe(0);
    const rows = Object.fromEntries(
      stats.stdout
        .trim()
        .split('\n')
        .map((l) => l.split(/\s{2,}/)),
    );
    // Alice and the inactive account are gone, Bob stays; Alice's order stays, detached.
    expect(rows).toMatchObject({
      Comptes: '1',
      'dont Premium': '0',
      Commandes: '1',
      'dont détachées (compte supprimé)': '1',
      'Plans de repas': '0',
      'Menus de la semaine générés': '0',
    });
  });
});
