import type { Key, ReactNode } from 'react';
import { CardList } from '../../../components/ui/card-list';

/**
 * A list on the affiliate's page (commissions, referred orders, payouts): one bordered row a
 * record, its facts in a line that wraps, or a sentence when there is none.
 */
export function RowList<Item>({
  items,
  keyOf,
  emptyText,
  children,
}: {
  items: readonly Item[];
  keyOf: (item: Item) => Key;
  emptyText: string;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-muted">{emptyText}</p>;
  return (
    <CardList
      items={items}
      keyOf={keyOf}
      className="gap-2"
      cardClassName="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border px-3 py-2 text-sm"
    >
      {children}
    </CardList>
  );
}
