import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Worker integration tests inside workerd with real D1, KV and Durable Objects (docs/testing.md).
export default defineConfig(async () => {
  // wrangler.toml points [assets] at the built SPA; the API tests do not need it built.
  fs.mkdirSync(path.join(import.meta.dirname, 'dist/web'), { recursive: true });
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
  // The drive sandbox runs as a second Worker behind the DRIVE service binding, as under `npm start`.
  // An auxiliary Worker is given as JavaScript: bundled here from drive-sandbox/src.
  const sandboxScript = path.join(import.meta.dirname, 'node_modules/.cache/drive-sandbox/index.mjs');
  await build({
    entryPoints: [path.join(import.meta.dirname, 'drive-sandbox/src/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile: sandboxScript,
    logLevel: 'error',
  });
  return {
    resolve: {
      alias: {
        '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
        '@worker': fileURLToPath(new URL('./worker', import.meta.url)),
      },
    },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          // A short partner timeout so that the timeout test waits 1.5 s, not 10.
          bindings: { TEST_MIGRATIONS: migrations, AI_PROVIDER: 'local', DRIVE_TIMEOUT_MS: '1500' },
          workers: [{ name: 'popote-drive-sandbox', modules: true, scriptPath: sandboxScript, compatibilityDate: '2026-04-20' }],
        },
      }),
    ],
    test: {
      name: 'worker',
      // The request log writes a JSON line per request: shown only for a test that fails.
      silent: 'passed-only',
      include: ['worker/**/*.worker.test.ts', 'drive-sandbox/**/*.worker.test.ts'],
      setupFiles: ['./test/apply-migrations.ts'],
      testTimeout: 30_000,
    },
  };
});
