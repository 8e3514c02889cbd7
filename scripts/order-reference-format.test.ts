/**
 * One way to show an order reference everywhere (issue 36): "Order 61B635E2", never "#61B635E2".
 * The reference is `orderReferenceOf` (src/common/order-status.ts); no page, mail or document
 * puts a "#" before it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/project-root';

const root = projectRoot();

function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('order references', () => {
  it('are never written with a "#" before them', () => {
    const hashed =
      /#\{[^}]*reference[^}]*\}|#\$\{[^}]*(reference|orderReferenceOf|slice\(-8\))[^}]*\}/i;
    const offenders = sourcesUnder('src').filter((file) =>
      hashed.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
