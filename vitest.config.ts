import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Unit test files that read a module's state before any other file may have changed it. */
const needOwnModules = [
  // Loads the gazetteer in the background from its unloaded start.
  'src/astrology/place/gazetteer.test.ts',
];

const unitTests: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Most files wait on PostgreSQL or a socket much of the time: two at once even on two
  // cores (Vitest's default there is one) ran the unit tests in 368 s instead of 527 s.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A test that stubs or spies leaves nothing behind for the next file of its worker.
  restoreMocks: true,
  unstubGlobals: true,
  sequence: { groupOrder: 0 },
  // One migrated PostgreSQL template for the run (decision 209).
  globalSetup: ['tests/support/unit-global-setup.ts'],
  // Passwords hash at a low cost (decision 319).
  setupFiles: ['tests/support/unit-setup.ts'],
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unitTests,
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: needOwnModules,
          // The files of a worker share its modules (the server, the catalogue, the charts'
          // data) instead of importing them again each: the unit tests took 330 s instead of
          // 614 s on two cores (decision 294). A file that needs a module's state as it is at
          // import is listed in `needOwnModules`.
          isolate: false,
        },
      },
      {
        test: {
          ...unitTests,
          name: 'unit-isolated',
          include: needOwnModules,
          // None of these uses a database: no second PostgreSQL template to create and migrate.
          // A file that does goes in the `unit` project, whose setup provides `postgresTemplate`.
          globalSetup: [],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          // A whole journey is one test; beside another journey on two cores, the longest (the
          // affiliate programme's, with its guarantee wait) took 61 s.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // After the unit tests, so none is slowed by them. Two journeys at a time: each file
          // has its own shop on a free port, its own database and its own browser, and a journey
          // spends much of its time waiting on the other process (the shop, Chromium, a PDF
          // render), so two side by side keep both cores busy (decision 291).
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
