import { useState } from 'react';
import { adminMessages } from '../../../../common/admin';
import { messageOf } from '../../../lib/api-client';
import type { useAdminOrders } from '../api/get-admin-orders';
import { BulkStatusBar } from './bulk-status-bar';
import { ListMessage, LoadMore } from './load-more';
import { OrderCard } from './order-card';

/** Order cards with selection for the bulk status change, page by page. */
export function OrderList({ purchases }: { purchases: ReturnType<typeof useAdminOrders> }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  if (purchases.isPending) return <ListMessage>Loading orders…</ListMessage>;
  if (purchases.isError) {
    return <ListMessage>{messageOf(purchases.error, 'Could not load orders.')}</ListMessage>;
  }
  const items = purchases.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <ListMessage>{adminMessages.noOrders}</ListMessage>;

  // Only orders still on screen count: a filter change can hide selected ones.
  const selectedIds = items.filter((item) => selected.has(item.id)).map((item) => item.id);
  const isAllSelected = selectedIds.length === items.length;
  const select = (ids: string[], isSelected: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <div className="grid gap-3">
      <label className="flex w-fit items-center gap-2 text-sm text-muted">
        <input
          type="checkbox"
          className="size-4 accent-gold"
          checked={isAllSelected}
          ref={(element) => {
            if (element) element.indeterminate = selectedIds.length > 0 && !isAllSelected;
          }}
          onChange={(event) =>
            select(
              items.map((item) => item.id),
              event.target.checked,
            )
          }
        />
        Select all {items.length} shown
      </label>
      <ul className="grid gap-3 lg:grid-cols-2">
        {items.map((purchase) => (
          <li key={purchase.id}>
            <OrderCard
              purchase={purchase}
              isSelected={selected.has(purchase.id)}
              onSelectedChange={(isSelected) => select([purchase.id], isSelected)}
            />
          </li>
        ))}
      </ul>
      <LoadMore pages={purchases} />
      <BulkStatusBar selectedIds={selectedIds} onDone={() => setSelected(new Set())} />
    </div>
  );
}
