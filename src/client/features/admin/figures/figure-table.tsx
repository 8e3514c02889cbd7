import { Download } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import type { FiguresCsvTable, FiguresQuery } from '../../../../common/figures';
import { Button } from '../../../components/ui/button';
import { CardList } from '../../../components/ui/card-list';
import { cn } from '../../../lib/cn';
import { figuresCsvUrl } from '../api/figures';
import { Section } from '../shared/section';
import { Detail, DetailList } from '../shared/detail-list';

export interface FigureColumn<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  /** A count or money: flush right in the table, so the figures line up. */
  isAmount?: boolean;
}

/** One table of the figures page, said once for its table and its phone cards. */
export interface FigureRows<Row> {
  /** What the table holds, for screen readers ("Revenue by day"). */
  caption: string;
  rows: readonly Row[];
  keyOf: (row: Row) => Key;
  /** What each row is of (a product, a period): the row's header, the card's title. */
  header: FigureColumn<Row>;
  columns: readonly FigureColumn<Row>[];
}

/** What a money table or chart says of a range without a single order. */
export const noOrdersText = 'No orders in this range.';

const cell = 'px-3 py-2 text-left align-top';
const amountCell = 'px-3 py-2 text-right align-top whitespace-nowrap tabular-nums';

/** The rows as a table; it scrolls sideways inside its own box if it must, never the page. */
export function FigureRowsTable<Row>({
  caption,
  rows,
  keyOf,
  header,
  columns,
  className,
  isVisuallyHidden = false,
}: FigureRows<Row> & {
  className?: string;
  /** Kept for screen readers only (beside a chart of the same figures): no focus stop then. */
  isVisuallyHidden?: boolean;
}) {
  return (
    <div
      className={cn(
        isVisuallyHidden ? 'sr-only' : 'overflow-x-auto rounded-lg border border-border',
        className,
      )}
      {...(isVisuallyHidden ? {} : { role: 'region', 'aria-label': caption, tabIndex: 0 })}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface text-muted">
          <tr>
            {[header, ...columns].map((column) => (
              <th key={column.label} scope="col" className={column.isAmount ? amountCell : cell}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={keyOf(row)} className="border-t border-border">
              <th scope="row" className={cn(cell, 'min-w-32 font-normal')}>
                {header.value(row)}
              </th>
              {columns.map((column) => (
                <td key={column.label} className={column.isAmount ? amountCell : cell}>
                  {column.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The rows as cards, one a row, every figure visible at 390 px without scrolling sideways. */
function FigureRowsCards<Row>({
  rows,
  keyOf,
  header,
  columns,
  className,
}: FigureRows<Row> & { className?: string }) {
  return (
    <CardList
      items={rows}
      keyOf={keyOf}
      className={className}
      cardClassName="grid gap-3 rounded-lg border border-border bg-surface/60 p-4 text-sm"
    >
      {(row) => (
        <>
          <div className="font-semibold break-words">{header.value(row)}</div>
          {/* A funnel's three steps side by side; money's figures in pairs. */}
          <DetailList
            className={cn(
              'gap-x-4',
              columns.length === 3 ? 'grid-cols-3 sm:grid-cols-3' : 'grid-cols-2',
            )}
          >
            {columns.map((column) => (
              <Detail key={column.label} label={column.label}>
                {column.value(row)}
              </Detail>
            ))}
          </DetailList>
        </>
      )}
    </CardList>
  );
}

/** A table's CSV file over the range the page shows, as the page shows it. */
export function CsvLink({
  table,
  query,
  name,
}: {
  table: FiguresCsvTable;
  query: FiguresQuery;
  /** Said to screen readers after "Download CSV", which every table has. */
  name: string;
}) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={figuresCsvUrl(table, query)} download aria-label={`Download CSV: ${name}`}>
        <Download aria-hidden />
        Download CSV
      </a>
    </Button>
  );
}

/**
 * A titled table of figures with its CSV file: cards on phones, a table from medium screens up,
 * and a line in its place when the range holds nothing for it.
 */
export function FigureTableSection<Row>({
  title,
  csv,
  emptyText = noOrdersText,
  ...rows
}: Omit<FigureRows<Row>, 'caption'> & {
  /** The section's heading, and the table's caption. */
  title: string;
  csv: { table: FiguresCsvTable; query: FiguresQuery };
  /** Said in place of the table when the range has no rows for it. */
  emptyText?: string;
}) {
  const table = { ...rows, caption: title };
  return (
    <Section
      title={title}
      className="min-w-0"
      action={<CsvLink table={csv.table} query={csv.query} name={title} />}
    >
      {rows.rows.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <>
          <FigureRowsCards {...table} className="md:hidden" />
          <FigureRowsTable {...table} className="hidden md:block" />
        </>
      )}
    </Section>
  );
}
