import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PayoutsTable } from './payouts-table';
import { SalesTable } from './sales-table';

/** The affiliate reads the page in New York, whatever the zone the tests run in. */
function readInNewYork() {
  const options = Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...options,
    timeZone: 'America/New_York',
  });
}

describe("the affiliate's sales and payouts", () => {
  it("dates a sale on the affiliate's own day (it was the day in UTC)", () => {
    readInNewYork();
    const markup = renderToStaticMarkup(
      <SalesTable
        sales={[
          {
            id: 's1',
            // 9 PM on March 3 in New York.
            date: '2026-03-04T02:00:00.000Z',
            productName: 'The Intensive',
            saleCents: 50_000,
            commissionCents: 10_000,
            status: 'pending',
          },
        ]}
      />,
    );
    expect(markup).toContain('Mar 3, 2026');
    expect(markup).not.toContain('Mar 4, 2026');
    expect(markup).toContain('$100.00');
  });

  it('dates a payout on its calendar day in every zone', () => {
    readInNewYork();
    const markup = renderToStaticMarkup(
      <PayoutsTable
        payouts={[{ id: 'p1', paidOn: '2026-03-04', reference: 'WIRE-1', amountCents: 12_345 }]}
      />,
    );
    expect(markup).toContain('Mar 4, 2026');
    expect(markup).toContain('$123.45');
  });
});
