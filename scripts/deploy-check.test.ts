import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checkProductionConfig } from './deploy-check.mjs';

// `npm run deploy:check` refuses to deploy production with missing, malformed or placeholder ids.

const root = path.resolve(import.meta.dirname, '..');
const repoConfig = fs.readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
const REAL_D1 = '3f2b1c4d-8e9a-4b7c-9d1e-2a3b4c5d6e7f';
const REAL_KV = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

function configWith(d1: string | null, kv: string | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'popote-deploy-'));
  let text = repoConfig;
  if (d1 !== null) text = text.replace(/# database_id = .*/, `database_id = "${d1}"`);
  if (kv !== null) text = text.replace(/# id = .*/, `id = "${kv}"`);
  const file = path.join(dir, 'wrangler.toml');
  fs.writeFileSync(file, text);
  return file;
}

describe('deploy:check', () => {
  it('refuses the repository as it is: the production ids are not filled in (exit 1, French reasons)', () => {
    const res = spawnSync('node', [path.join(root, 'scripts/deploy-check.mjs'), '--no-bundle'], { cwd: root, encoding: 'utf8' });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('✗ Configuration de production refusée (wrangler.toml) :');
    expect(res.stderr).toContain(
      'Identifiant D1 manquant : ajoutez database_id (donné par « npx wrangler d1 create popote ») dans [[env.production.d1_databases]].',
    );
    expect(res.stderr).toContain(
      'Identifiant KV manquant : ajoutez id (donné par « npx wrangler kv namespace create SESSIONS ») dans [[env.production.kv_namespaces]].',
    );
    expect(res.stdout).toBe('');
  }, 30_000);

  it('refuses placeholder and malformed ids, and the local ones', async () => {
    expect(await checkProductionConfig(configWith('00000000-0000-4000-8000-000000000001', '00000000000040008000000000000002'))).toEqual([
      'Identifiant D1 fictif : « 00000000-0000-4000-8000-000000000001 » ; mettez celui de votre compte Cloudflare.',
      'Identifiant KV fictif : « 00000000000040008000000000000002 » ; mettez celui de votre compte Cloudflare.',
    ]);
    expect(await checkProductionConfig(configWith('mon-id-d1', 'xxxx'))).toEqual([
      'Identifiant D1 mal formé : « mon-id-d1 » (attendu : un UUID comme 3f2b1c4d-…).',
      'Identifiant KV mal formé : « xxxx » (attendu : 32 caractères hexadécimaux).',
    ]);
    expect(await checkProductionConfig(configWith('11111111-1111-4111-8111-111111111111', REAL_KV))).toEqual([
      'Identifiant D1 fictif : « 11111111-1111-4111-8111-111111111111 » ; mettez celui de votre compte Cloudflare.',
    ]);
  }, 30_000);

  it('refuses a production without the photos bucket', async () => {
    const file = configWith(REAL_D1, REAL_KV);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/\[\[env\.production\.r2_buckets\]\][^[]*/, ''));
    expect(await checkProductionConfig(file)).toEqual([
      "Le bucket R2 « IMAGES » n'est pas déclaré dans [[env.production.r2_buckets]] (créé par « npx wrangler r2 bucket create popote-images »).",
    ]);
  }, 30_000);

  it('accepts real-looking ids', async () => {
    expect(await checkProductionConfig(configWith(REAL_D1, REAL_KV))).toEqual([]);
  }, 30_000);
});
