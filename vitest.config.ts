import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Each test file's last measured time in seconds, by its path from the project root
 * (`npm run test:durations` writes it from a run's JSON report).
 */
const durationsFile = path.resolve(import.meta.dirname, 'tests', 'durations.json');

function readDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(durationsFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Runs the longest files first, from the committed durations, so the workers of a project
 * finish together. Vitest's own order uses its local results cache, which a fresh clone does
 * not have: it then runs the largest files first, and the two accessibility files (17 and 8
 * lines, over a minute each) came last, alone on one worker (decision 314). A file with no
 * recorded time (a new one) runs first, as Vitest does with a file it does not know.
 */
class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const durations = readDurations();
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number =>
      durations[path.relative(root, spec.moduleId).split(path.sep).join('/')] ??
      Number.POSITIVE_INFINITY;
    const group = (spec: TestSpecification): string =>
      `${spec.project.config.sequence.groupOrder}\u0000${spec.project.name}`;
    const position = new Map(base.map((spec, index) => [spec, index]));
    return [...base].sort((a, b) => {
      // The groups (projects, their order) stay where Vitest puts them.
      if (group(a) !== group(b)) return position.get(a)! - position.get(b)!;
      return seconds(b) - seconds(a) || position.get(a)! - position.get(b)!;
    });
  }
}

/** Unit test files that read a module's state before any other file may have changed it. */
const needOwnModules = [
  // Loads the gazetteer in the background from its unloaded start.
  'src/astrology/place/gazetteer.test.ts',
];

const unitTests: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  testTimeout: 30_000,
  // A file's setup (a migrated database, the app) took over 60 s once when it ran first, beside
  // the client build, the type check, the lint and two busy loops on a slow machine.
  hookTimeout: 120_000,
  // Most files wait on PostgreSQL or a socket much of the time: two at once even on two
  // cores (Vitest's default there is one) ran the unit tests in 368 s instead of 527 s.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A test that stubs or spies leaves nothing behind for the next file of its worker.
  restoreMocks: true,
  unstubGlobals: true,
  sequence: { groupOrder: 0 },
  // One migrated PostgreSQL template for the run (decision 209).
  globalSetup: ['tests/support/postgres-template-setup.ts'],
  // Passwords hash at a low cost (decision 319).
  setupFiles: ['tests/support/unit-setup.ts'],
};

export default defineConfig({
  test: {
    // Longest files first in each project, from tests/durations.json (decision 314).
    sequence: { sequencer: DurationSequencer },
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
          // A whole journey is one test. Its budget only has to tell a hang from a slow
          // machine: beside two busy loops, two helpers' benchmarks and the rest of the suite
          // (load 20 on two cores), the affiliate programme's journey took 127 s and the
          // workspace's first over 180 s, where they take 35-80 s on a quiet run. One budget
          // for every journey, none of its own (decision 378).
          testTimeout: 300_000,
          hookTimeout: 180_000,
          // Two journeys at a time: each file has its own shop on a free port and its own
          // database; the worker's browser is shared. Three at once took the phase from 644 s
          // to 640 s on two cores (1,513 s of file time instead of 932 s): it is bound by the
          // CPU, so only less work shortens it (decisions 291, 320).
          fileParallelism: true,
          maxWorkers: 2,
          // The files of a worker share its modules: each file imported the whole server again
          // (6 s of CPU per file, 31 files) before starting its own shop (decision 315).
          isolate: false,
          // Beside the unit tests rather than after them: each leaves a core idle a tenth of
          // the time (a test waiting on PostgreSQL, a timer, a page's network), and the two
          // together took 518 s instead of 546 s one after the other (decision 355).
          sequence: { groupOrder: 0 },
          // The built client and server, and the run's PostgreSQL template for the journeys'
          // shops when there is a server (decision 395).
          globalSetup: [
            'tests/e2e/support/global-setup.ts',
            'tests/support/postgres-template-setup.ts',
          ],
        },
      },
    ],
  },
});
