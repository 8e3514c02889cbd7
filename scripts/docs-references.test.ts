/**
 * The project stands alone: code, tests, scripts and docs cite only documents the repository
 * holds, and every place they point into those documents exists (docs/README.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/project-root';

const root = projectRoot();
const readable = /\.(ts|tsx|mts|mjs|js|md|css|html)$/;

function filesUnder(folder: string): string[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && readable.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('node_modules'));
}

const sources = [
  ...['src', 'scripts', 'tests', 'docs'].flatMap(filesUnder),
  'README.md',
  '.env.example',
].filter((file) => file !== 'scripts/docs-references.test.ts');
const text = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** `## 7. The calls` -> 7, for the numbered sections of a document. */
function sectionNumbers(document: string): Set<number> {
  return new Set([...text(document).matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));
}

const principles = new Set(
  [...text('docs/architecture.md').matchAll(/^(\d+)\. \*\*/gm)].map((match) => Number(match[1])),
);
const decisions = new Set(
  readdirSync(path.join(root, 'docs/decisions')).map((name) => Number(name.slice(0, 3))),
);

describe("the project's references", () => {
  it('cite no document outside the repository', () => {
    const outside = sources.flatMap((file) =>
      text(file)
        .split('\n')
        .flatMap((line, index) =>
          /\b(SPEC|DESIGN|STYLE|READINGS-NOTES)\.md\b|\.\.\/shared\/[A-Z]/.test(line)
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(outside).toEqual([]);
  });

  it('point at documents, sections, principles and decisions that exist', () => {
    const broken: string[] = [];
    for (const file of sources) {
      const content = text(file);
      for (const match of content.matchAll(/(?<![\w/-])docs\/([\w/-]+\.md)/g)) {
        if (!existsSync(path.join(root, 'docs', match[1]!))) broken.push(`${file}: ${match[0]}`);
      }
      for (const match of content.matchAll(/docs\/(product|architecture)\.md §(\d+)/g)) {
        if (!sectionNumbers(`docs/${match[1]}.md`).has(Number(match[2])))
          broken.push(`${file}: ${match[0]}`);
      }
      for (const match of content.matchAll(/docs\/architecture\.md,? principles? (\d+)/g)) {
        if (!principles.has(Number(match[1]))) broken.push(`${file}: ${match[0]}`);
      }
      for (const match of content.matchAll(/\bdecisions? (\d{3})\b/g)) {
        if (!decisions.has(Number(match[1]))) broken.push(`${file}: ${match[0]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('would notice a citation of an outside document or a missing section', () => {
    expect(/\b(SPEC|DESIGN|STYLE|READINGS-NOTES)\.md\b/.test('see SPEC.md 7')).toBe(true);
    expect(sectionNumbers('docs/product.md').has(7)).toBe(true);
    expect(sectionNumbers('docs/product.md').has(42)).toBe(false);
    expect(principles.has(15)).toBe(true);
    expect(decisions.has(192)).toBe(true);
  });
});
