import { describe, expect, it } from 'vitest';
import {
  defaultLibraryView,
  entryKeyOfParam,
  libraryEntryPath,
  libraryListPath,
  libraryListUrl,
  librarySearchFromView,
  libraryViewFromSearch,
} from './library-view';

const read = (query: string) => libraryViewFromSearch(new URLSearchParams(query));

describe('the library list in the URL', () => {
  it('defaults to every entry', () => {
    expect(read('')).toEqual(defaultLibraryView);
    expect(librarySearchFromView(defaultLibraryView).toString()).toBe('');
    expect(libraryListUrl(defaultLibraryView)).toBe('/api/admin/library');
  });

  it('reads the search, the group and the edited filter, and writes the same query back', () => {
    const query = 'q=venus+7th&group=Planets+in+houses&edited=yes';
    const view = read(query);
    expect(view).toEqual({ query: 'venus 7th', group: 'Planets in houses', isEditedOnly: true });
    expect(librarySearchFromView(view).toString()).toBe(query);
  });

  it('drops what it does not know instead of failing', () => {
    expect(read('group=Tarot&edited=no&page=3')).toEqual(defaultLibraryView);
    expect(read(`q=${'a'.repeat(300)}`).query).toHaveLength(100);
  });

  it('keeps the search as typed in the address, and sends it trimmed', () => {
    const view = { ...defaultLibraryView, query: 'venus ' };
    expect(librarySearchFromView(view).get('q')).toBe('venus ');
    expect(libraryListUrl(view)).toBe('/api/admin/library?q=venus');
    expect(libraryListUrl({ ...view, query: '   ' })).toBe('/api/admin/library');
    expect(libraryListUrl({ query: 'a&b', group: 'Human Design', isEditedOnly: true })).toBe(
      '/api/admin/library?q=a%26b&group=Human+Design&edited=yes',
    );
  });

  it('goes back to the list with its search', () => {
    expect(libraryListPath('')).toBe('/admin/library');
    expect(libraryListPath('?q=venus')).toBe('/admin/library?q=venus');
    expect(libraryListPath('q=venus&edited=yes')).toBe('/admin/library?q=venus&edited=yes');
  });
});

describe("an entry's page address", () => {
  it('encodes the key as one segment and reads it back', () => {
    expect(libraryEntryPath('sign.venus.Libra')).toBe('/admin/library/sign.venus.Libra');
    const odd = 'hd-type.Generator/strategy x';
    const path = libraryEntryPath(odd);
    expect(path.split('/')).toHaveLength(4);
    expect(entryKeyOfParam(path.split('/')[3] ?? '')).toBe(odd);
  });

  it('keeps a parameter that is not valid encoding as it is', () => {
    expect(entryKeyOfParam('sign.venus.Libra')).toBe('sign.venus.Libra');
    expect(entryKeyOfParam('100%')).toBe('100%');
  });
});
