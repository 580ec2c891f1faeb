import fs from 'node:fs';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// Worker integration tests inside workerd with real D1, KV and Durable Objects (DESIGN.md "Tests").
export default defineConfig(async () => {
  // wrangler.toml points [assets] at the built SPA; the API tests do not need it built.
  fs.mkdirSync(path.join(import.meta.dirname, 'dist/web'), { recursive: true });
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, AI_PROVIDER: 'local' },
        },
      }),
    ],
    test: {
      name: 'worker',
      include: ['worker/**/*.worker.test.ts'],
      setupFiles: ['./test/apply-migrations.ts'],
      testTimeout: 30_000,
    },
  };
});
