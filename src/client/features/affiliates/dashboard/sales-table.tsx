import type { AffiliateDashboard } from '../../../../common/affiliate';
import { Badge } from '../../../components/ui/badge';
import { formatDay, viewerZone } from '../../../../common/format';
import { formatCents } from '../../../../common/money';
import { statusLabels } from './format';

const statusVariant = {
  pending: 'warning',
  payable: 'default',
  paid: 'success',
  reversed: 'destructive',
} as const;

const cell = 'px-3 py-2 text-left whitespace-nowrap';

/** Each referred sale: when, what, how much, the commission and where it stands. */
export function SalesTable({ sales }: { sales: AffiliateDashboard['sales'] }) {
  return (
    <section aria-labelledby="sales-heading" className="grid gap-3">
      <h2 id="sales-heading" className="text-xl font-semibold">
        Sales
      </h2>
      {sales.length === 0 ? (
        <p className="text-muted">No sales yet. Share your link to earn your first commission.</p>
      ) : (
        <>
          {/* Phones: one card per sale, every figure visible without scrolling sideways. */}
          <ul className="grid gap-3 sm:hidden">
            {sales.map((sale) => (
              <li
                key={sale.id}
                className="grid gap-1 rounded-xl border border-border bg-surface/80 p-4 text-sm"
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">{sale.productName}</span>
                  <Badge variant={statusVariant[sale.status]}>{statusLabels[sale.status]}</Badge>
                </div>
                <span className="text-muted">{formatDay(sale.date, viewerZone())}</span>
                <span>
                  Sale {formatCents(sale.saleCents)} · Commission{' '}
                  <span className="font-semibold">{formatCents(sale.commissionCents)}</span>
                </span>
              </li>
            ))}
          </ul>
          <div
            className="hidden overflow-x-auto rounded-xl border border-border sm:block"
            tabIndex={0}
          >
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Your referred sales</caption>
              <thead className="bg-surface text-muted">
                <tr>
                  <th scope="col" className={cell}>
                    Date
                  </th>
                  <th scope="col" className={cell}>
                    Product
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    Amount
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    Commission
                  </th>
                  <th scope="col" className={cell}>
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {sales.map((sale) => (
                  <tr key={sale.id} className="border-t border-border">
                    <td className={cell}>{formatDay(sale.date, viewerZone())}</td>
                    <td className={cell}>{sale.productName}</td>
                    <td className={`${cell} text-right`}>{formatCents(sale.saleCents)}</td>
                    <td className={`${cell} text-right`}>{formatCents(sale.commissionCents)}</td>
                    <td className={cell}>
                      <Badge variant={statusVariant[sale.status]}>
                        {statusLabels[sale.status]}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
