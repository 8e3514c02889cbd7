import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateDashboard } from '../../common/affiliate';
import { shiftedClock } from '../clock';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import {
  cookiePair,
  createReferredSale,
  createTestAffiliate,
} from '../../../tests/support/affiliate-factories';

const DAY_MS = 24 * 60 * 60 * 1000;

// The guarantee window is read on the shop's clock, so moving the clock is all it takes to
// see a commission become payable, with no rows rewritten.
describe.each(testDatabaseKinds())('commission status on the shop clock on %s', (kind) => {
  const clock = shiftedClock();
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind, {}, { clock: clock.now });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('keeps a sale pending through its guarantee and makes it payable after', async () => {
    const { affiliate, email, password } = await createTestAffiliate(harness.database.db, {
      commissionRate: 10,
    });
    await createReferredSale(harness.database.db, affiliate, { productId: 4 });
    await createReferredSale(harness.database.db, affiliate, { productId: 7 });
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/affiliate/login',
      headers: { origin: 'http://localhost:3000' },
      payload: { email, password },
    });
    const cookie = cookiePair(login.headers['set-cookie']);
    const statuses = async () => {
      const response = await harness.app.inject({
        method: 'GET',
        url: '/api/affiliate/dashboard',
        headers: { cookie },
      });
      const dashboard = response.json<AffiliateDashboard>();
      return {
        byProduct: Object.fromEntries(
          dashboard.sales.map((sale) => [sale.productName, sale.status]),
        ),
        earnings: dashboard.earnings,
      };
    };

    expect(await statuses()).toEqual({
      byProduct: { 'The Guided Journey': 'pending', 'Destiny Alignment': 'pending' },
      earnings: { pendingCents: 8520, payableCents: 0, paidCents: 0, totalCents: 8520 },
    });
    clock.advance(30 * DAY_MS + 60_000);
    expect(await statuses()).toEqual({
      byProduct: { 'The Guided Journey': 'payable', 'Destiny Alignment': 'pending' },
      earnings: { pendingCents: 7770, payableCents: 750, paidCents: 0, totalCents: 8520 },
    });
    clock.advance(30 * DAY_MS);
    expect((await statuses()).earnings).toEqual({
      pendingCents: 0,
      payableCents: 8520,
      paidCents: 0,
      totalCents: 8520,
    });
  });
});
