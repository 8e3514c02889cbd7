import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Most files wait on PostgreSQL or a socket much of the time: two at once even on two
          // cores (Vitest's default there is one) ran the unit tests in 368 s instead of 527 s.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          sequence: { groupOrder: 0 },
          // One migrated PostgreSQL template for the run (decision 209).
          globalSetup: ['tests/support/unit-global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One browser journey at a time, after the unit tests, so none is slowed by them.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
