import { useState } from 'react';
import type { FiguresQuery, FiguresReport } from '../../../../common/figures';
import { Button } from '../../../components/ui/button';
import { Section } from '../shared/section';
import { moneyColumns, periodHeader } from './figure-columns';
import { CsvLink, FigureRowsTable, noOrdersText } from './figure-table';
import { RevenueChart } from './revenue-chart';

/** The chart over the periods, and the same figures as a table: always there for screen readers. */
export function RevenueSection({ report, query }: { report: FiguresReport; query: FiguresQuery }) {
  const [isTableShown, setTableShown] = useState(false);
  const hasMoney = report.revenue.some((period) => period.grossCents || period.refundsCents);
  const caption = `Revenue by ${query.by}`;
  return (
    <Section
      title="Revenue"
      className="min-w-0"
      action={
        <div className="flex flex-wrap gap-2">
          {hasMoney ? (
            <Button
              variant={isTableShown ? 'default' : 'outline'}
              size="sm"
              aria-pressed={isTableShown}
              onClick={() => setTableShown((shown) => !shown)}
            >
              Show as table
            </Button>
          ) : null}
          <CsvLink table="revenue" query={query} name={caption} />
        </div>
      }
    >
      {hasMoney ? (
        <div className="grid gap-4">
          <RevenueChart periods={report.revenue} by={query.by} />
          <FigureRowsTable
            caption={caption}
            rows={report.revenue}
            keyOf={(period) => period.period}
            header={periodHeader(query.by)}
            columns={moneyColumns}
            isVisuallyHidden={!isTableShown}
          />
        </div>
      ) : (
        <p className="text-muted">{noOrdersText}</p>
      )}
    </Section>
  );
}
