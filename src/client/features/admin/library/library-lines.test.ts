import { describe, expect, it } from 'vitest';
import type { LibraryVersionView } from '../../../../common/library';
import { countLine, importedLine, placeholderLine, versionSource } from './library-lines';

const version = (change: Partial<LibraryVersionView>): LibraryVersionView => ({
  version: 2,
  text: 'Venus in Libra is at ease in partnership.',
  source: 'edited',
  restoredFrom: null,
  savedBy: 'reader@example.com',
  savedAt: '2026-01-05T15:04:00.000Z',
  ...change,
});

describe("the library's sentences", () => {
  it('counts what the list shows of what matched', () => {
    expect(countLine(100, 687)).toBe('Showing 100 of 687');
    expect(countLine(1, 1)).toBe('Showing 1 of 1');
    expect(countLine(100, 12_000)).toBe('Showing 100 of 12,000');
    expect(countLine(0, 0)).toBe('No entry matches.');
  });

  it('says what an import changed', () => {
    expect(importedLine({ changed: 3, unchanged: 684 })).toBe(
      'Imported: 3 entries changed, 684 unchanged.',
    );
    expect(importedLine({ changed: 1, unchanged: 0 })).toBe(
      'Imported: 1 entry changed, 0 unchanged.',
    );
  });

  it('names where each version came from', () => {
    expect(versionSource(version({ version: 1, source: 'shipped', savedBy: null }))).toBe(
      'As shipped',
    );
    expect(versionSource(version({}))).toBe('Edited');
    expect(versionSource(version({ source: 'restored', restoredFrom: 1 }))).toBe(
      'Restored from version 1',
    );
    expect(versionSource(version({ source: 'imported' }))).toBe('Imported');
  });

  it('says which placeholders an edit must keep', () => {
    expect(placeholderLine([])).toBeNull();
    expect(placeholderLine(['{sign}'])).toBe('The document fills in {sign}: keep it.');
    expect(placeholderLine(['{house}', '{sign}'])).toBe(
      'The document fills in {house} and {sign}: keep them.',
    );
    expect(placeholderLine(['{a}', '{b}', '{c}'])).toBe(
      'The document fills in {a}, {b} and {c}: keep them.',
    );
  });
});
