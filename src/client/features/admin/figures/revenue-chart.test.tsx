import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RevenuePeriod } from '../../../../common/figures';
import { RevenueChart } from './revenue-chart';
import { revenueLayout } from './revenue-chart-layout';

const periods: RevenuePeriod[] = [
  { period: '2026-03-02', orders: 3, grossCents: 45_000, refundsCents: 0, netCents: 45_000 },
  { period: '2026-03-09', orders: 5, grossCents: 80_000, refundsCents: 15_000, netCents: 65_000 },
  { period: '2026-03-16', orders: 0, grossCents: 0, refundsCents: 5_000, netCents: -5_000 },
];

describe('the revenue chart', () => {
  it('says what it shows in its accessible name', () => {
    const markup = renderToStaticMarkup(<RevenueChart periods={periods} by="week" />);
    expect(markup).toContain('role="img"');
    expect(markup).toContain(
      'aria-label="Revenue by week, Week of Mar 2, 2026 to Week of Mar 16, 2026: gross $1,250.00, ' +
        'refunds $200.00, net $1,050.00, 8 orders. Highest net: Week of Mar 9, 2026, $650.00."',
    );
  });

  it('draws a gross bar and a net point a period', () => {
    const markup = renderToStaticMarkup(<RevenueChart periods={periods} by="week" />);
    expect(markup.match(/<circle/g)).toHaveLength(3);
    expect(markup).toContain('fill-gold/80');
    expect(markup).toContain('>Mar 9<');
  });
});

describe('the revenue chart’s scale', () => {
  it('starts at zero without refunds, and goes below it only as deep as they do', () => {
    const noRefunds = revenueLayout(periods.slice(0, 1), 720);
    expect(noRefunds.ticks.map((tick) => tick.value)).toEqual([0, 20_000, 40_000, 60_000]);
    expect(noRefunds.zero).toBe(noRefunds.plot.bottom);
    const withRefunds = revenueLayout(periods, 720);
    expect(withRefunds.zero).toBeLessThan(withRefunds.plot.bottom);
    // The deepest refund ($150) reaches the bottom of the plot.
    expect(withRefunds.columns[1]!.refundsBottom).toBeCloseTo(withRefunds.plot.bottom);
  });
});
