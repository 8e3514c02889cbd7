import { describe, expect, it } from 'vitest';
import {
  activeSearch,
  defaultView,
  listsShown,
  hasOrderFilters,
  orderCsvUrl,
  orderListUrl,
  searchFromView,
  toggled,
  customerListUrl,
  viewFromSearch,
} from './dashboard-view';

const read = (query: string) => viewFromSearch(new URLSearchParams(query));

describe('dashboard view in the URL', () => {
  it('defaults to the orders tab, newest first, nothing filtered', () => {
    expect(read('')).toEqual(defaultView);
    expect(searchFromView(defaultView).toString()).toBe('');
  });

  it('reads every filter and writes the same URL back', () => {
    const query =
      'tab=users&q=ada&status=pending%2Ccompleted&processing=received&product=5%2C6&from=2026-01-01&to=2026-01-31&sort=amount-desc&affiliate=0b9c6a52-3c1e-4f7a-9d2e-5a4b3c2d1e0f&code=SPRING20&owed=support';
    const view = read(query);
    expect(view).toEqual({
      tab: 'users',
      query: 'ada',
      status: ['pending', 'completed'],
      processing: ['received'],
      product: [5, 6],
      from: '2026-01-01',
      to: '2026-01-31',
      sort: 'amount-desc',
      affiliate: '0b9c6a52-3c1e-4f7a-9d2e-5a4b3c2d1e0f',
      code: 'SPRING20',
      owed: 'support',
    });
    expect(searchFromView(view).toString()).toBe(query);
    expect(orderListUrl(view)).toContain('affiliate=0b9c6a52-3c1e-4f7a-9d2e-5a4b3c2d1e0f');
    expect(orderListUrl(view)).toContain('owed=support');
    expect(orderCsvUrl(view)).toContain('owed=support');
    expect(orderCsvUrl(view)).toContain('code=SPRING20');
  });

  it('keeps a code in capitals, as codes are kept, and drops a blank one', () => {
    expect(read('code=%20spring20%20').code).toBe('SPRING20');
    expect(orderListUrl({ ...defaultView, code: ' spring20' })).toBe(
      '/api/admin/purchases?code=SPRING20',
    );
    expect(orderListUrl({ ...defaultView, code: '  ' })).toBe('/api/admin/purchases');
  });

  it('drops unknown values and keeps a canonical order', () => {
    expect(
      read(
        'tab=secret&status=completed,bogus,pending&product=9,2,x&from=yesterday&sort=random&affiliate=x&owed=everything',
      ),
    ).toEqual({ ...defaultView, status: ['pending', 'completed'], product: [2] });
  });

  it('toggles a multi-choice value in the canonical order', () => {
    const all = ['pending', 'completed', 'failed', 'refunded'] as const;
    expect(toggled(['failed'], 'pending', all)).toEqual(['pending', 'failed']);
    expect(toggled(['pending', 'failed'], 'pending', all)).toEqual(['failed']);
  });

  it('knows when filters are set', () => {
    expect(hasOrderFilters(defaultView)).toBe(false);
    expect(hasOrderFilters({ ...defaultView, to: '2026-02-01' })).toBe(true);
    expect(hasOrderFilters({ ...defaultView, sort: 'oldest' })).toBe(true);
    expect(hasOrderFilters({ ...defaultView, owed: 'any' })).toBe(true);
    expect(hasOrderFilters({ ...defaultView, code: 'SPRING20' })).toBe(true);
  });
});

describe('search', () => {
  it('applies only to text longer than 2 characters', () => {
    expect(activeSearch('ab')).toBeNull();
    expect(activeSearch('  ab  ')).toBeNull();
    expect(activeSearch(' abc ')).toBe('abc');
  });
});

describe('API addresses', () => {
  const filtered = {
    ...defaultView,
    status: ['completed' as const],
    product: [7],
    sort: 'oldest' as const,
  };

  it('lists purchases with filters and the keyset cursor', () => {
    expect(orderListUrl(defaultView)).toBe('/api/admin/purchases');
    expect(orderListUrl(filtered, 'abc')).toBe(
      '/api/admin/purchases?status=completed&product=7&sort=oldest&cursor=abc',
    );
  });

  it('searches purchases once the text is long enough, keeping the filters', () => {
    expect(orderListUrl({ ...filtered, query: 'ad' })).toBe(
      '/api/admin/purchases?status=completed&product=7&sort=oldest',
    );
    expect(orderListUrl({ ...filtered, query: 'ada lovelace' })).toBe(
      '/api/admin/search/purchases?query=ada+lovelace&status=completed&product=7&sort=oldest',
    );
  });

  it('lists or searches users', () => {
    expect(customerListUrl('')).toBe('/api/admin/users');
    expect(customerListUrl('', 'next')).toBe('/api/admin/users?cursor=next');
    expect(customerListUrl('ada@')).toBe('/api/admin/search/users?query=ada%40');
  });

  it('exports the CSV of the current filters', () => {
    expect(orderCsvUrl(defaultView)).toBe('/api/admin/purchases.csv');
    expect(orderCsvUrl({ ...filtered, from: '2026-01-01' })).toBe(
      '/api/admin/purchases.csv?status=completed&product=7&from=2026-01-01&sort=oldest',
    );
  });
});

describe('the lists a view loads', () => {
  it('loads its tab’s list, and both while a search is long enough to run', () => {
    expect(listsShown({ ...defaultView, tab: 'orders' })).toEqual({ users: false, orders: true });
    expect(listsShown({ ...defaultView, tab: 'users' })).toEqual({ users: true, orders: false });
    expect(listsShown({ ...defaultView, tab: 'affiliates' })).toEqual({
      users: false,
      orders: false,
    });
    expect(listsShown({ ...defaultView, tab: 'affiliates', query: 'ada' })).toEqual({
      users: true,
      orders: true,
    });
    // Too short to search: only the tab's own list.
    expect(listsShown({ ...defaultView, tab: 'orders', query: 'a' })).toEqual({
      users: false,
      orders: true,
    });
  });
});
