import type { FiguresQuery } from '../../../../common/figures';
import { formatCalendarDay } from '../../../../common/format';
import { messageOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFigures } from '../api/figures';
import { ListMessage } from '../dashboard/load-more';
import { AdminPageHeader } from '../shared/admin-page-states';
import { FigureTables } from './figure-tables';
import { checkedRange } from './figures-range';
import { HeadlineCards } from './headline-cards';
import { OtherFigures } from './other-figures';
import { RangeBar } from './range-bar';
import { RevenueSection } from './revenue-section';
import { useFiguresRange } from './use-figures-range';

/** The owner's figures (issue 40): money, orders and the funnel over a range of days. */
export function AdminFigures() {
  const [fields, onChange] = useFiguresRange();
  const checked = checkedRange(fields);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <AdminPageHeader title="Figures">
        Money, orders and the funnel over a range of days, each compared with the same number of
        days just before. Refunds count on the day they were made.
      </AdminPageHeader>
      <RangeBar fields={fields} messages={checked.messages} onChange={onChange} />
      {checked.query ? (
        <FiguresReportView query={checked.query} />
      ) : (
        <ListMessage>Choose a range to see its figures.</ListMessage>
      )}
    </div>
  );
}

const daysLine = (range: { from: string; to: string }) =>
  `${formatCalendarDay(range.from)} – ${formatCalendarDay(range.to)}`;

function FiguresReportView({ query }: { query: FiguresQuery }) {
  const figures = useFigures(query);
  if (figures.isPending) return <ListMessage>Loading figures…</ListMessage>;
  if (figures.isError) {
    return <ListMessage>{messageOf(figures.error, 'Could not load the figures.')}</ListMessage>;
  }
  const report = figures.data;
  // While a new range loads, the last one stays in view, dimmed.
  const isStale = figures.isPlaceholderData;
  return (
    <div
      className={cn('grid min-w-0 gap-6 transition-opacity', isStale && 'opacity-60')}
      aria-busy={isStale}
    >
      <p className="text-sm text-muted">
        {daysLine(report.range)}, compared with {daysLine(report.previous)}.
      </p>
      <HeadlineCards report={report} />
      <RevenueSection report={report} query={report.range} />
      <FigureTables report={report} query={report.range} />
      <OtherFigures report={report} query={report.range} />
    </div>
  );
}
