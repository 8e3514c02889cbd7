import { describe, expect, it } from 'vitest';
import { figuresCsvUrl, figuresUrl } from '../api/figures';
import {
  checkedRange,
  presetOf,
  presetRange,
  rangeFromSearch,
  searchFromRange,
} from './figures-range';

const today = '2026-03-15';

describe('the figures page’s range', () => {
  it.each([
    ['last7', { from: '2026-03-09', to: today, by: 'day' }],
    ['last28', { from: '2026-02-16', to: today, by: 'day' }],
    ['last90', { from: '2025-12-16', to: today, by: 'week' }],
    ['thisMonth', { from: '2026-03-01', to: today, by: 'day' }],
    ['last12Months', { from: '2025-04-01', to: today, by: 'month' }],
  ] as const)('turns the preset %s into its UTC days, both ends included', (preset, range) => {
    expect(presetRange(preset, today)).toEqual(range);
    expect(presetOf(range, today)).toBe(preset);
  });

  it('asks the API for a preset’s days, and its CSV files for the same', () => {
    const { query } = checkedRange(presetRange('last7', today));
    expect(query).not.toBeNull();
    expect(figuresUrl(query!)).toBe('/api/admin/figures?from=2026-03-09&to=2026-03-15&by=day');
    expect(figuresCsvUrl('products', query!)).toBe(
      '/api/admin/figures.csv?table=products&from=2026-03-09&to=2026-03-15&by=day',
    );
  });

  it('keeps custom days and the grouping in the URL, and reads them back', () => {
    const fields = { from: '2026-01-05', to: '2026-02-20', by: 'week' } as const;
    const search = searchFromRange(fields);
    expect(search.toString()).toBe('from=2026-01-05&to=2026-02-20&by=week');
    expect(rangeFromSearch(search, today)).toEqual(fields);
    expect(presetOf(fields, today)).toBeNull();
    expect(figuresUrl(checkedRange(fields).query!)).toBe(
      '/api/admin/figures?from=2026-01-05&to=2026-02-20&by=week',
    );
  });

  it('shows the last 28 days by day without a range in the URL', () => {
    expect(rangeFromSearch(new URLSearchParams(), today)).toEqual(presetRange('last28', today));
    expect(rangeFromSearch(new URLSearchParams('by=month'), today)).toEqual({
      from: '2026-02-16',
      to: today,
      by: 'month',
    });
  });

  it('asks for nothing while the days make no range, and says why', () => {
    expect(checkedRange({ from: '2026-03-10', to: '2026-03-01', by: 'day' })).toEqual({
      query: null,
      messages: { to: 'The start must be before the end' },
    });
    const typing = rangeFromSearch(new URLSearchParams('from=2026-03&to=2026-03-10'), today);
    expect(checkedRange(typing)).toEqual({
      query: null,
      messages: { from: 'Choose a start date' },
    });
    expect(checkedRange({ from: '2024-01-01', to: '2026-03-01', by: 'month' }).messages).toEqual({
      from: 'A range is at most 366 days',
    });
  });
});
