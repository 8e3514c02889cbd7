import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { AffiliateSale } from '../../../../common/affiliate';
import { CodesTable } from './codes-table';
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

/** A sale of 9 PM on March 3 in New York, bought by the link. */
const lateSale: AffiliateSale = {
  id: 's1',
  date: '2026-03-04T02:00:00.000Z',
  productName: 'The Intensive',
  saleCents: 50_000,
  commissionCents: 10_000,
  status: 'pending',
  discountCode: null,
};

describe("the affiliate's sales and payouts", () => {
  it("dates a sale on the affiliate's own day (it was the day in UTC)", () => {
    readInNewYork();
    const markup = renderToStaticMarkup(<SalesTable sales={[lateSale]} />);
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

  it('names the code a sale was bought with, on phones and in the table', () => {
    const markup = renderToStaticMarkup(
      <SalesTable sales={[{ ...lateSale, discountCode: 'LUNA20' }]} />,
    );
    expect(markup.match(/LUNA20/g)).toHaveLength(2);
    expect(markup).toContain('>Code<');
  });

  it('lists the codes with their discount, days, state and paid orders', () => {
    const markup = renderToStaticMarkup(
      <CodesTable
        codes={[
          {
            id: 'c1',
            code: 'LUNA20',
            label: '20% off',
            startsOn: '2026-03-01',
            endsOn: '2026-03-31',
            state: 'active',
            paidOrders: 1,
          },
          {
            id: 'c2',
            code: 'LUNA-SUMMER',
            label: '$15.00 off',
            startsOn: '2026-06-01',
            endsOn: null,
            state: 'upcoming',
            paidOrders: 0,
          },
        ]}
      />,
    );
    expect(markup).toContain('Mar 1, 2026 – Mar 31, 2026');
    expect(markup).toContain('From Jun 1, 2026');
    expect(markup).toContain('20% off · 1 paid order<');
    expect(markup).toContain('$15.00 off · 0 paid orders');
    expect(markup).toContain('Not valid yet');
    expect(renderToStaticMarkup(<CodesTable codes={[]} />)).toContain(
      'You have no discount codes yet.',
    );
  });
});
