import type { FiguresReport, FiguresTotals } from '../../../../common/figures';
import { formatCount } from '../../../../common/format';
import { formatCents } from '../../../../common/money';
import { Card } from '../../../components/ui/card';
import { changeLine } from './figures-lines';
import { dayCount } from './figures-range';

interface Headline {
  label: string;
  of: (totals: FiguresTotals) => number;
  format: (value: number) => string;
}

const headlines: readonly Headline[] = [
  { label: 'Gross', of: (totals) => totals.grossCents, format: formatCents },
  { label: 'Refunds', of: (totals) => totals.refundsCents, format: formatCents },
  { label: 'Net', of: (totals) => totals.netCents, format: formatCents },
  { label: 'Orders', of: (totals) => totals.orders, format: formatCount },
  { label: 'Average order', of: (totals) => totals.averageOrderCents, format: formatCents },
];

/** The range's five totals, each with its change on the same number of days just before. */
export function HeadlineCards({ report }: { report: FiguresReport }) {
  const days = dayCount(report.range);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {headlines.map((headline, index) => {
        const current = headline.of(report.totals);
        return (
          // The card is a <dl> group: its term, its figure, and the figure's change.
          <Card
            key={headline.label}
            className={index === headlines.length - 1 ? 'col-span-2 p-4 sm:col-span-1' : 'p-4'}
          >
            <dt className="text-sm font-medium text-muted">{headline.label}</dt>
            <dd className="mt-1 text-xl font-semibold whitespace-nowrap tabular-nums sm:text-2xl">
              {headline.format(current)}
            </dd>
            <dd className="mt-1 text-xs text-muted">
              {changeLine(current, headline.of(report.previousTotals), days)}
            </dd>
          </Card>
        );
      })}
    </dl>
  );
}
