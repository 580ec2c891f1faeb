import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema/index.ts',
  out: './migrations',
  // Flat NNNN_name.sql files: what wrangler and readD1Migrations read.
  migrations: { prefix: 'index' },
});
