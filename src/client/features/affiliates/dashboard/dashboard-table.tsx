import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const cell = 'px-3 py-2 text-left whitespace-nowrap';
const amountCell = `${cell} text-right`;

export interface DashboardColumn<Row> {
  label: string;
  /** Money: set flush right, so the figures line up. */
  isAmount?: boolean;
  value: (row: Row) => ReactNode;
}

/** One titled part of the dashboard, or the sentence saying it has nothing yet. */
export function DashboardSection({
  title,
  emptyText,
  isEmpty,
  children,
}: {
  title: string;
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {isEmpty ? <p className="text-muted">{emptyText}</p> : children}
    </section>
  );
}

/** A table that scrolls sideways inside its frame (focusable, so a keyboard can scroll it). */
export function DashboardTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  className,
  tableClassName,
}: {
  /** Read out by screen readers only. */
  caption: string;
  columns: readonly DashboardColumn<Row>[];
  rows: readonly Row[];
  /** Added to the frame's classes. */
  className?: string;
  /** The table's width, with its minimum before it scrolls. */
  tableClassName: string;
}) {
  return (
    <div className={cn('overflow-x-auto rounded-xl border border-border', className)} tabIndex={0}>
      <table className={tableClassName}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.isAmount ? amountCell : cell}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-border">
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
