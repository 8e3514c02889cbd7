import type { ReactNode } from 'react';

export interface ComparisonColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Tailwind width class for the wide table, e.g. `lg:w-40`. */
  width?: string;
}

interface ComparisonTableProps<Row> {
  caption: string;
  columns: readonly ComparisonColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The first column names the row: on a phone it is the card's title. */
  testId?: string;
}

/**
 * A comparison that is a table on wide screens and a stack of cards on a phone: each row
 * becomes a card whose cells carry their column's name, so nothing needs sideways scrolling.
 */
export function ComparisonTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
}: ComparisonTableProps<Row>) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <table data-testid={testId} className="block w-full text-left lg:table lg:border-collapse">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden lg:table-header-group">
        <tr className="border-b border-gold/30 text-sm tracking-wide text-gold uppercase">
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={`px-3 py-3 font-semibold ${column.width ?? ''}`}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="grid gap-4 lg:table-row-group">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="grid gap-3 rounded-xl border border-border bg-surface/80 p-5 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:bg-transparent lg:p-0"
          >
            <th scope="row" className="block align-top font-normal lg:table-cell lg:px-3 lg:py-4">
              {first.cell(row)}
            </th>
            {rest.map((column) => (
              <td key={column.header} className="block align-top lg:table-cell lg:px-3 lg:py-4">
                <span className="block text-xs font-semibold tracking-wide text-gold uppercase lg:hidden">
                  {column.header}
                </span>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
