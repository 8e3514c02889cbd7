/**
 * The interpretation library (issue 38): the paragraphs the documents draw on, each keyed by the
 * factor it interprets. The texts written in this folder are the library as the shop ships it;
 * the readers' edits are kept by the server and handed to a render as `LibraryTexts`, which every
 * read of a library table consults first (decision 351).
 *
 * A table is wrapped once where it is written (`libraryTable`); the code that reads it is
 * unchanged. An entry is a whole-sentence paragraph (at least eight words, ending a sentence):
 * names, keywords and sentence fragments that other sentences are built from stay in the code.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LibraryGroupName } from '../../common/library';

/** The library's texts that differ from the shipped ones, by entry key. */
export type LibraryTexts = ReadonlyMap<string, string>;

export type LibraryGroup = LibraryGroupName;

export interface LibraryTableSpec {
  /** The first part of every key of the table: `sign.sun`. */
  id: string;
  group: LibraryGroup;
  /** The factor an entry interprets, as a reader names it: "Sun in Aries". */
  factor: (path: readonly string[]) => string;
  /** The documents that read the table. */
  usedIn: readonly string[];
}

export interface LibraryEntrySeed {
  key: string;
  group: LibraryGroup;
  factor: string;
  usedIn: readonly string[];
  /** The text as the shop ships it. */
  text: string;
}

const current = new AsyncLocalStorage<LibraryTexts>();
const tables: { spec: LibraryTableSpec; seed: object }[] = [];
const seedByKey = new Map<string, LibraryEntrySeed>();

/** Whether a text is a paragraph of the library rather than a name or a fragment. */
export function isLibraryParagraph(text: string): boolean {
  return /[.!?]["')]?$/.test(text.trim()) && text.trim().split(/\s+/).length >= 8;
}

function walk(
  value: unknown,
  path: string[],
  visit: (path: readonly string[], text: string) => void,
): void {
  if (typeof value === 'string') {
    if (isLibraryParagraph(value)) visit(path, value);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) walk(child, [...path, key], visit);
  }
}

/** `hd-type.Manifesting-Generator.strategy`: a key fits in an address as it is. */
function keyOf(id: string, path: readonly string[]): string {
  return [id, ...path].map((part) => part.replace(/[\s/]+/g, '-')).join('.');
}

function proxied<T extends object>(target: T, id: string, path: readonly string[]): T {
  const children = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof property === 'symbol') return value;
      if (typeof value === 'string') {
        const texts = current.getStore();
        if (!texts) return value;
        return texts.get(keyOf(id, [...path, property])) ?? value;
      }
      if (value && typeof value === 'object') {
        if (!children.has(property)) {
          children.set(property, proxied(value, id, [...path, property]));
        }
        return children.get(property);
      }
      return value;
    },
  });
}

/**
 * Makes `seed` a table of the library: its paragraphs become entries, and reading one inside
 * `withLibraryTexts` gives the library's current text.
 */
export function libraryTable<T extends object>(spec: LibraryTableSpec, seed: T): T {
  tables.push({ spec, seed });
  walk(seed, [], (path, text) => {
    const key = keyOf(spec.id, path);
    if (seedByKey.has(key)) throw new Error(`The library has two entries keyed ${key}.`);
    seedByKey.set(key, {
      key,
      group: spec.group,
      factor: spec.factor(path),
      usedIn: spec.usedIn,
      text,
    });
  });
  return proxied(seed, spec.id, []);
}

/** Runs `work` (and everything it awaits) with the library's current texts. */
export function withLibraryTexts<R>(texts: LibraryTexts, work: () => R): R {
  return current.run(texts, work);
}

/** The text of one entry, the library's current one inside `withLibraryTexts`. */
export function libraryText(key: string): string {
  const seed = seedByKey.get(key);
  if (!seed) throw new RangeError(`The library has no entry keyed ${key}.`);
  return current.getStore()?.get(key) ?? seed.text;
}

/** Every entry as the shop ships it, in the order the tables were written. */
export function shippedLibrary(): readonly LibraryEntrySeed[] {
  return [...seedByKey.values()];
}

export function shippedEntry(key: string): LibraryEntrySeed | undefined {
  return seedByKey.get(key);
}
