import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@web': fileURLToPath(new URL('./web', import.meta.url)),
  '@worker': fileURLToPath(new URL('./worker', import.meta.url)),
};

// Unit and component tests (Node / happy-dom). Worker integration tests run in workerd
// through vitest.worker.config.mts; end-to-end tests in e2e/ with Chromium.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // The kitchen's corpus-wide scans (every recipe × every profile) take tens of seconds when the
          // 2 cores are busy; a time limit is no assertion here (timings belong in npm run bench).
          testTimeout: 120_000,
          include: [
            'shared/**/*.test.ts',
            'worker/kitchen/**/*.test.ts',
            'worker/ai/**/*.test.ts',
            'worker/lib/**/*.test.ts',
            // The features' pure parts (the list's planner...); their *.worker.test.ts run in workerd.
            'worker/features/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, '**/*.worker.test.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'component',
          environment: 'happy-dom',
          // Typing journeys (the registration wizard) take seconds when the 2 cores are busy.
          testTimeout: 15_000,
          include: ['web/**/*.test.tsx', 'web/**/*.test.ts'],
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});
