import { describe, expect, it } from 'vitest';
import { pageViewDays } from '../db/schema';
import { testDatabaseKinds, withTestDatabase } from '../../../tests/support/database';
import { createPageViewCounter, pageViewKey } from './page-views';

const person = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';

// Issue 40, "The owner's figures": page views counted by the server, per day and page, with no
// cookie or anything of the visitor, for the funnel from a product's page to its checkout.
describe('page view keys', () => {
  it('follows the product pages, their checkouts, the free summary form and home', () => {
    expect(pageViewKey('/product/3', '')).toBe('product:3');
    expect(pageViewKey('/checkout', 'product=3&tier=2')).toBe('checkout:3');
    expect(pageViewKey('/checkout/tier-1', '')).toMatch(/^checkout:\d$/);
    expect(pageViewKey('/form', '')).toBe('free-summary-form');
    expect(pageViewKey('/', 'ref=ABC')).toBe('home');
    for (const [path, query] of [
      ['/product/42', ''],
      ['/checkout', 'product=5.0'],
      ['/checkout', ''],
      ['/admin/dashboard', ''],
      ['/faq', ''],
    ] as const) {
      expect(pageViewKey(path, query), `${path}?${query}`).toBeNull();
    }
  });
});

describe.each(testDatabaseKinds())('page view counts, on %s', (kind) => {
  const database = withTestDatabase(kind);

  it('adds up views per day and page in one write, and leaves programs out', async () => {
    let now = new Date('2026-11-20T23:59:00Z');
    const counter = createPageViewCounter(database.db, { now: () => now, everyMs: 3_600_000 });
    counter.count('/product/3', '', person);
    counter.count('/product/3', '', person);
    counter.count('/checkout', 'product=3', person);
    counter.count('/product/3', '', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    counter.count('/product/3', '', 'Mozilla/5.0 HeadlessChrome/140');
    counter.count('/product/3', '', undefined);
    counter.count('/terms', '', person);
    await counter.flush();
    now = new Date('2026-11-21T00:01:00Z');
    counter.count('/product/3', '', person);
    await counter.stop();
    counter.count('/product/3', '', person);

    const rows = await database.db.select().from(pageViewDays);
    expect(rows.map((row) => `${row.day} ${row.page} ${row.views}`).sort()).toEqual([
      '2026-11-20 checkout:3 1',
      '2026-11-20 product:3 2',
      '2026-11-21 product:3 1',
    ]);
  });
});
