import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { buildPages } from '../../../scripts/build-pages.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
// The last file the build writes: the prerendered pages' manifest.
const builtPages = path.join(root, 'dist', 'client', 'prerendered', 'manifest.json');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Journeys run against the built client: build it once, and again only when sources changed. */
export default async function setup(): Promise<void> {
  const sources = Math.max(
    newestChange(path.join(root, 'src', 'client')),
    newestChange(path.join(root, 'src', 'common')),
    statSync(path.join(root, 'index.html')).mtimeMs,
  );
  if (existsSync(builtPages) && statSync(builtPages).mtimeMs > sources) return;
  await build({ root, logLevel: 'warn', configFile: path.join(root, 'vite.config.ts') });
  await buildPages(root);
}
