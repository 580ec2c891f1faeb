import { defineConfig } from 'vitest/config';

// End-to-end journeys in headless Chromium against `wrangler dev` (started by e2e/run.mjs).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time on a 2-core machine; files still isolate their users.
    fileParallelism: false,
    // Tests a file marks concurrent (the first-paint tries at two CPU speeds) run two at a time.
    maxConcurrency: 2,
  },
});
