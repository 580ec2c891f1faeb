#!/usr/bin/env node
// `npm run admin -- <command>`: administration of Popote's data from the command line
// (docs/administration.md). Works on the local state of `npm start` by default, on the deployed one with
// `--remote [--env production]`.
//
// Every read and write goes through `npx wrangler d1 execute DB --json --command ...` (one call per
// batch of statements) and `npx wrangler kv key put`; the operations themselves are the Worker's code
// (worker/features/admin/admin.service.ts, which reuses the RGPD export and erasure and the retention
// sweep), loaded through Vite and run over a Drizzle database whose queries become those calls.
// stdout carries only the result (a table, or JSON with --json, always JSON for `export`); wrangler's
// own output goes to stderr. Bad input: a French message on stderr, exit 1, nothing written.
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { inlineParams } from './sql-literal.mjs';

const root = path.resolve(import.meta.dirname, '..');

const HELP = `Administration de Popote : npm run admin -- <commande> [options]

Commandes :
  help                              cette aide
  user <email>                      le compte : identifiant, nom, offre et échéance, dates, nombre de plans, listes, recettes
  premium:grant <email> [--months N]  accorde N mois de Premium (1 par défaut, 1 à 120), sans renouvellement automatique
  premium:end <email>               repasse le compte à l'offre gratuite, tout de suite
  sessions:revoke <email>           déconnecte tous les appareils du compte (version de session en D1 et dans KV)
  export <email>                    les données du compte en JSON, comme « Télécharger mes données »
  delete <email> --yes              supprime le compte comme « Supprimer mon compte » (commandes conservées, détachées)
  retention [--dry-run]             applique les durées de conservation (--dry-run : compte sans supprimer)
  stats                             chiffres d'ensemble

Options :
  --json              résultat en JSON sur la sortie standard (rien d'autre n'y est écrit)
  --remote            la base déployée (sinon l'état local de « npm start », .wrangler/state)
  --env <nom>         avec --remote : l'environnement de wrangler.toml (production)
  --persist-to <dir>  état local ailleurs que dans .wrangler/state
`;

class UsageError extends Error {}

const EMAIL_COMMANDS = new Set(['user', 'premium:grant', 'premium:end', 'sessions:revoke', 'export', 'delete']);
const COMMANDS = new Set(['help', ...EMAIL_COMMANDS, 'retention', 'stats']);
const BOOLEAN_FLAGS = new Set(['--json', '--remote', '--local', '--yes', '--dry-run']);
const VALUE_FLAGS = new Set(['--env', '--months', '--persist-to']);

export function parseArgs(argv) {
  const flags = {};
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (BOOLEAN_FLAGS.has(arg)) flags[arg.slice(2)] = true;
    else if (VALUE_FLAGS.has(arg)) {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} attend une valeur.`);
      flags[arg.slice(2)] = value;
    } else if (arg.startsWith('--')) throw new UsageError(`Option inconnue : ${arg}. Voir « npm run admin -- help ».`);
    else positional.push(arg);
  }
  const [command = 'help', email, ...extra] = positional;
  if (!COMMANDS.has(command)) throw new UsageError(`Commande inconnue : ${command}. Voir « npm run admin -- help ».`);
  if (EMAIL_COMMANDS.has(command)) {
    if (!email) throw new UsageError(`Adresse e-mail manquante : npm run admin -- ${command} <email>.`);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) throw new UsageError(`Adresse e-mail invalide : « ${email} ».`);
  } else if (email !== undefined) extra.unshift(email);
  if (extra.length) throw new UsageError(`Argument en trop : ${extra.join(' ')}.`);
  if (flags.remote && flags.local) throw new UsageError('--remote et --local sont exclusifs.');
  if (flags.env && !flags.remote) throw new UsageError('--env ne s’utilise qu’avec --remote.');
  if (flags['persist-to'] && flags.remote) throw new UsageError('--persist-to ne s’utilise qu’avec l’état local.');
  if (flags.months !== undefined && command !== 'premium:grant') throw new UsageError('--months ne s’utilise qu’avec premium:grant.');
  if (flags['dry-run'] && command !== 'retention') throw new UsageError('--dry-run ne s’utilise qu’avec retention.');
  if (command === 'delete' && !flags.yes)
    throw new UsageError(`Suppression définitive : ajoutez --yes pour confirmer (npm run admin -- delete ${email} --yes).`);
  const months = command === 'premium:grant' ? parseMonths(flags.months) : undefined;
  return { command, email: email?.trim(), months, flags };
}

function parseMonths(value) {
  if (value === undefined) return 1;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 120)
    throw new UsageError(`--months attend un nombre entier de mois entre 1 et 120 (reçu : « ${value} »).`);
  return n;
}

// ---- wrangler -------------------------------------------------------------------------------------

function where(flags) {
  if (flags.remote) return ['--remote', ...(flags.env ? ['--env', flags.env] : [])];
  return ['--local', ...(flags['persist-to'] ? ['--persist-to', path.resolve(flags['persist-to'])] : [])];
}

function wrangler(args) {
  const res = spawnSync('npx', ['wrangler', ...args], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  if (res.stderr) process.stderr.write(res.stderr);
  if (res.status !== 0) {
    if (res.stdout) process.stderr.write(res.stdout);
    throw new Error(`wrangler ${args.slice(0, 3).join(' ')} a échoué (code ${res.status ?? res.signal}) : voir ci-dessus.`);
  }
  return res.stdout;
}

/** Drizzle's sqlite-proxy wants rows as arrays of values, in column order. */
function rowsFor(results, method) {
  if (method === 'run') return { rows: [] };
  const rows = results.map((row) => Object.values(row));
  return method === 'get' ? { rows: rows[0] } : { rows };
}

async function createAdminDb(flags) {
  const { drizzle } = await import('drizzle-orm/sqlite-proxy');
  const executeBatch = async (queries) => {
    const command = queries.map((q) => inlineParams(q.sql, q.params)).join(';\n');
    const out = wrangler(['d1', 'execute', 'DB', '--json', '--yes', '--command', command, ...where(flags)]);
    const parsed = JSON.parse(out);
    if (!Array.isArray(parsed) || parsed.length !== queries.length)
      throw new Error(`réponse inattendue de wrangler d1 execute : ${out.slice(0, 300)}`);
    return parsed.map((result, i) => rowsFor(result.results ?? [], queries[i].method));
  };
  return { executeBatch, drizzle, single: async (sql, params, method) => (await executeBatch([{ sql, params, method }]))[0] };
}

function kvPut(flags, { key, value, ttl }) {
  wrangler(['kv', 'key', 'put', '--binding', 'SESSIONS', key, value, '--ttl', String(ttl), ...where(flags)]);
}

async function loadOperations() {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    configFile: false,
    // The code's import aliases (tsconfig.base.json paths).
    resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const [ops, schema] = await Promise.all([
      vite.ssrLoadModule('/worker/features/admin/admin.service.ts'),
      vite.ssrLoadModule('/worker/db/schema/index.ts'),
    ]);
    return { ops, schema };
  } finally {
    await vite.close();
  }
}

// ---- output ---------------------------------------------------------------------------------------

const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
const day = (iso) => (iso ? DATE.format(new Date(iso)) : '—');

function table(rows) {
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n') + '\n';
}

function planText(s) {
  if (s.type !== 'premium') return 'Gratuite';
  return `Premium jusqu'au ${day(s.expiresAt)}${s.cancelAtPeriodEnd ? ' (sans renouvellement)' : ' (renouvelé chaque mois)'}`;
}

const FORMAT = {
  user: (u) =>
    table([
      ['Identifiant', u.id],
      ['Nom', u.name],
      ['Email', u.email],
      ['Offre', planText({ type: u.plan, expiresAt: u.planExpiresAt, cancelAtPeriodEnd: u.planCancelAtPeriodEnd })],
      ['Créé le', day(u.createdAt)],
      ['Dernière activité', day(u.lastActiveAt)],
      ['Plans de repas', u.mealPlans],
      ['Listes de courses', u.shoppingLists],
      ['Recettes', u.recipes],
      ['Commandes', u.orders],
      ['Foyer', u.household ?? '—'],
    ]),
  'premium:grant': (r) => `✓ ${r.email} : ${planText(r.subscription)}\n`,
  'premium:end': (r) => `✓ ${r.email} : ${planText(r.subscription)}\n`,
  'sessions:revoke': (r) => `✓ ${r.email} : toutes les sessions sont révoquées (version de session ${r.sessionVersion}).\n`,
  delete: (r) => `✓ Compte ${r.email} supprimé avec ses données ; ses commandes sont conservées, détachées du compte.\n`,
  retention: (r) =>
    (r.dryRun ? 'Simulation : rien n’a été supprimé. Seraient supprimés :\n' : 'Supprimés :\n') +
    table([
      ['Comptes inactifs depuis 3 ans', r.erased.users],
      ['Commandes de plus de 10 ans', r.erased.orders],
      ['Menus de la semaine de plus de 13 mois', r.erased.weekPlans],
      ['Tentatives de connexion de plus d’une heure', r.erased.loginFailures],
    ]),
  stats: (s) =>
    table([
      ['Comptes', s.users],
      ['dont Premium', s.premiumUsers],
      ['actifs ces 30 derniers jours', s.activeLast30Days],
      ['Recettes', s.recipes],
      ['Menus de la semaine générés', s.weekPlans],
      ['Plans de repas', s.mealPlans],
      ['Listes de courses', s.shoppingLists],
      ['Commandes', s.orders],
      ['dont détachées (compte supprimé)', s.detachedOrders],
      ['Connexions échouées (15 min)', s.loginFailuresLast15Min],
    ]),
};

// ---- main -----------------------------------------------------------------------------------------

async function run({ command, email, months, flags }) {
  if (command === 'help') return { text: HELP, json: { commands: [...COMMANDS] } };
  const [{ ops, schema }, proxy] = await Promise.all([loadOperations(), createAdminDb(flags)]);
  const db = proxy.drizzle(proxy.single, proxy.executeBatch, { schema });
  // One clock for the whole command.
  const now = new Date();
  const deps = { db, now: () => now };
  let result;
  try {
    switch (command) {
      case 'user':
        result = await ops.userSummary(deps, email);
        break;
      case 'premium:grant':
        result = await ops.grantPremium(deps, email, months);
        break;
      case 'premium:end':
        result = await ops.endPremium(deps, email);
        break;
      case 'sessions:revoke': {
        const revoked = await ops.revokeSessions(deps, email);
        for (const write of revoked.kv) kvPut(flags, write);
        result = { email: revoked.email, userId: revoked.userId, sessionVersion: revoked.sessionVersion };
        break;
      }
      case 'export':
        result = await ops.exportUser(deps, email);
        break;
      case 'delete': {
        const deleted = await ops.deleteUser(deps, email);
        for (const write of deleted.kv) kvPut(flags, write);
        result = { deleted: true, email: deleted.email, userId: deleted.userId };
        break;
      }
      case 'retention':
        result = await ops.retention(deps, Boolean(flags['dry-run']));
        break;
      case 'stats':
        result = await ops.stats(deps);
        break;
    }
  } catch (error) {
    if (error instanceof ops.AdminError) throw new UsageError(error.message);
    throw error;
  }
  const asJson = flags.json || command === 'export';
  return asJson ? { json: result } : { text: FORMAT[command](result) };
}

async function main(argv) {
  let parsed;
  try {
    parsed = parseArgs(argv);
    const out = await run(parsed);
    if (out.text !== undefined && !(parsed.flags.json && parsed.command === 'help')) process.stdout.write(out.text);
    else process.stdout.write(JSON.stringify(out.json, null, 2) + '\n');
    return 0;
  } catch (error) {
    process.stderr.write(`✗ ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
