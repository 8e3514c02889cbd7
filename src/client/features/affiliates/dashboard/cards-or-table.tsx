import type { ReactNode } from 'react';
import { CardList } from '../../../components/ui/card-list';
import { DashboardTable, type DashboardColumn } from './dashboard-table';

/**
 * Rows as one card each on phones, every figure in view without scrolling sideways, and as a
 * table from small screens up: how the dashboard shows its sales and its codes.
 */
export function CardsOrTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  tableClassName,
  card,
}: {
  /** The table's, read out by screen readers only. */
  caption: string;
  columns: readonly DashboardColumn<Row>[];
  rows: readonly Row[];
  /** The table's width, with its minimum before it scrolls. */
  tableClassName: string;
  /** What one row's card on a phone holds. */
  card: (row: Row) => ReactNode;
}) {
  return (
    <>
      <CardList
        items={rows}
        keyOf={(row) => row.id}
        className="sm:hidden"
        cardClassName="grid gap-1 rounded-xl border border-border bg-surface/80 p-4 text-sm"
      >
        {card}
      </CardList>
      <DashboardTable
        caption={caption}
        columns={columns}
        rows={rows}
        className="hidden sm:block"
        tableClassName={tableClassName}
      />
    </>
  );
}

/** A card's first line: what the row is, and where it stands. */
export function CardHeading({ children, status }: { children: ReactNode; status: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="font-medium">{children}</span>
      {status}
    </div>
  );
}
