import { applyD1Migrations, env } from 'cloudflare:test';

// Every test file starts from a fresh D1 with the drizzle-kit migrations applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
