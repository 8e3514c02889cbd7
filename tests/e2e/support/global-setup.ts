import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { buildDatabaseImage } from '../../../scripts/build-database-image.mjs';
import { buildPages } from '../../../scripts/build-pages.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const configFile = path.join(root, 'vite.config.ts');
// The last file the client's build writes: the prerendered pages' manifest.
const builtPages = path.join(root, 'dist', 'client', 'prerendered', 'manifest.json');
const builtServer = path.join(root, 'dist', 'server', 'main.js');
const builtDatabase = path.join(root, 'dist', 'pglite-migrated.tgz');

function newestChange(target: string): number {
  if (!statSync(target).isDirectory()) return statSync(target).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestChange(path.join(target, entry.name)));
  }
  return newest;
}

function isBuiltAfter(built: string, sources: string[]): boolean {
  const changed = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  return existsSync(built) && statSync(built).mtimeMs > changed;
}

/**
 * Journeys run against the built client, and the specs that spawn shop processes against the
 * built server (`dist/server/main.js`, as `npm start` runs it): each is built again only when
 * its sources changed. Each journey's shop starts on a copy of the migrated empty database the
 * build saves, as a first `npm start` does, instead of running initdb and every migration: about
 * 2.5 s of CPU a journey file (decision 343).
 */
/**
 * Runs `build` as `npm run build` does, with `NODE_ENV=production`: Vitest sets it to `test`,
 * and Vite then bundled React's development build (434 KB instead of 222 KB, and several times
 * slower), so the journeys drove a client no visitor gets (decision 347).
 */
async function asForProduction(build: () => Promise<unknown>): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build();
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

export default async function setup(): Promise<void> {
  if (
    !isBuiltAfter(builtPages, [
      'src/client',
      'src/common',
      'index.html',
      'scripts/build-pages.mjs',
      'tests/e2e/support/global-setup.ts',
    ])
  ) {
    await asForProduction(async () => {
      await build({ root, logLevel: 'warn', configFile });
      await buildPages(root);
    });
  }
  if (
    !isBuiltAfter(builtServer, [
      'src/server',
      'src/common',
      'src/astrology',
      'package-lock.json',
      'tests/e2e/support/global-setup.ts',
    ])
  ) {
    await asForProduction(() =>
      build({ root, logLevel: 'warn', configFile, build: { ssr: true } }),
    );
  }
  if (!isBuiltAfter(builtDatabase, ['drizzle', 'scripts/build-database-image.mjs'])) {
    await buildDatabaseImage(root);
  }
}
