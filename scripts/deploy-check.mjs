#!/usr/bin/env node
// `npm run deploy:check`: checks offline that the production configuration can be deployed, before
// anything touches Cloudflare. The production ids live in ONE place, wrangler.toml's [env.production]
// (docs/deploy.md); this refuses a missing, malformed or placeholder id, then bundles the Worker
// for production with `wrangler deploy --dry-run` (no network). Exit 1 with the reasons, in French.
//
//   node scripts/deploy-check.mjs [--config wrangler.toml] [--no-bundle]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ENV = 'production';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KV_ID = /^[0-9a-f]{32}$/i;

/** Ids that look real but are not: all zeros or one repeated digit at the start, the local ones. */
function isPlaceholder(id, localIds) {
  const hex = id.replace(/-/g, '').toLowerCase();
  return localIds.includes(id) || /^0{8}/.test(hex) || /^(.)\1{7}/.test(hex) || /^(0123456789abcdef|1234567890)/.test(hex);
}

export async function checkProductionConfig(configPath) {
  const problems = [];
  if (!fs.existsSync(configPath)) return [`Fichier de configuration introuvable : ${configPath}`];
  const { experimental_readRawConfig, unstable_readConfig } = await import('wrangler');
  const raw = experimental_readRawConfig({ config: configPath }).rawConfig;
  if (!raw.env?.[ENV]) return [`Aucun environnement [env.${ENV}] dans ${path.basename(configPath)}.`];
  const top = unstable_readConfig({ config: configPath });
  const prod = unstable_readConfig({ config: configPath, env: ENV });
  const localIds = [...(top.d1_databases ?? []).map((d) => d.database_id), ...(top.kv_namespaces ?? []).map((k) => k.id)].filter(Boolean);

  const db = (prod.d1_databases ?? []).find((d) => d.binding === 'DB');
  if (!db) problems.push(`La base D1 « DB » n'est pas déclarée dans [[env.${ENV}.d1_databases]].`);
  else if (!db.database_id)
    problems.push(
      `Identifiant D1 manquant : ajoutez database_id (donné par « npx wrangler d1 create popote ») dans [[env.${ENV}.d1_databases]].`,
    );
  else if (!UUID.test(db.database_id))
    problems.push(`Identifiant D1 mal formé : « ${db.database_id} » (attendu : un UUID comme 3f2b1c4d-…).`);
  else if (isPlaceholder(db.database_id, localIds))
    problems.push(`Identifiant D1 fictif : « ${db.database_id} » ; mettez celui de votre compte Cloudflare.`);
  if (db && !db.migrations_dir) problems.push('migrations_dir manquant pour la base D1 de production.');

  const kv = (prod.kv_namespaces ?? []).find((k) => k.binding === 'SESSIONS');
  if (!kv) problems.push(`L'espace KV « SESSIONS » n'est pas déclaré dans [[env.${ENV}.kv_namespaces]].`);
  else if (!kv.id)
    problems.push(
      `Identifiant KV manquant : ajoutez id (donné par « npx wrangler kv namespace create SESSIONS ») dans [[env.${ENV}.kv_namespaces]].`,
    );
  else if (!KV_ID.test(kv.id)) problems.push(`Identifiant KV mal formé : « ${kv.id} » (attendu : 32 caractères hexadécimaux).`);
  else if (isPlaceholder(kv.id, localIds)) problems.push(`Identifiant KV fictif : « ${kv.id} » ; mettez celui de votre compte Cloudflare.`);

  // A bucket is named, not an id: `npx wrangler r2 bucket create popote-images` makes it once (docs/deploy.md).
  if (!(prod.r2_buckets ?? []).some((b) => b.binding === 'IMAGES' && b.bucket_name))
    problems.push(
      `Le bucket R2 « IMAGES » n'est pas déclaré dans [[env.${ENV}.r2_buckets]] (créé par « npx wrangler r2 bucket create popote-images »).`,
    );
  if (!(prod.durable_objects?.bindings ?? []).some((b) => b.name === 'SHOPPING_LIST'))
    problems.push(`Le Durable Object « SHOPPING_LIST » n'est pas déclaré pour la production.`);
  if (!prod.observability?.enabled) problems.push('Les journaux (Workers Logs) sont désactivés : [observability] enabled = true.');
  if (!(prod.triggers?.crons ?? []).length)
    problems.push('Aucune tâche planifiée : la purge quotidienne (conservation des données) ne tournerait pas.');
  return problems;
}

async function main(argv) {
  const configArg = argv.indexOf('--config');
  const configPath = path.resolve(configArg >= 0 ? argv[configArg + 1] : path.join(root, 'wrangler.toml'));
  const problems = await checkProductionConfig(configPath);
  if (problems.length) {
    console.error(`✗ Configuration de production refusée (${path.relative(process.cwd(), configPath) || configPath}) :`);
    for (const p of problems) console.error(`  - ${p}`);
    console.error('Voir docs/deploy.md.');
    return 1;
  }
  if (!argv.includes('--no-bundle')) {
    // The assets directory must exist for wrangler to read the config; `npm run deploy` builds it first.
    fs.mkdirSync(path.join(path.dirname(configPath), 'dist/web'), { recursive: true });
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'popote-deploy-check-'));
    const res = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--env', ENV, '--config', configPath, '--outdir', outdir], {
      cwd: path.dirname(configPath),
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      encoding: 'utf8',
    });
    fs.rmSync(outdir, { recursive: true, force: true });
    if (res.status !== 0) {
      console.error('✗ Le Worker ne se construit pas pour la production (wrangler deploy --dry-run) :');
      console.error((res.stderr || res.stdout || '').trim());
      return 1;
    }
  }
  console.log('✓ Configuration de production valide : identifiants D1 et KV renseignés, Worker construit hors ligne.');
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main(process.argv.slice(2)));
