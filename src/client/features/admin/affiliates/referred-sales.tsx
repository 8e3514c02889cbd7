import { Link } from 'wouter';
import type { AdminReferredSale } from '../../../../common/admin-affiliates';
import { products } from '../../../../common/catalogue';
import { formatUsd } from '../../../../common/money';
import { Badge } from '../../../components/ui/badge';
import { formatAdminDate, shortOrderId } from '../shared/format';
import { Section } from '../shared/section';
import { PaymentStatusBadge } from '../shared/status-badges';

const productName = (id: number) => products.find((product) => product.id === id)?.name ?? `#${id}`;

/** Orders bought through the affiliate's code, newest first, with the rate each was bought at. */
export function ReferredSales({
  affiliateId,
  sales,
}: {
  affiliateId: string;
  sales: AdminReferredSale[];
}) {
  return (
    <Section
      title="Referred orders"
      action={
        <Link
          href={`/admin/dashboard?affiliate=${affiliateId}`}
          className="text-sm text-gold underline-offset-4 hover:underline"
        >
          View in the orders list
        </Link>
      }
    >
      {sales.length === 0 ? (
        <p className="text-muted">No referred orders yet.</p>
      ) : (
        <ul className="grid gap-2">
          {sales.map((sale) => (
            <li
              key={sale.purchaseId}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border px-3 py-2 text-sm"
            >
              <Link
                href={`/admin/purchase/${sale.purchaseId}`}
                className="text-gold underline-offset-4 hover:underline"
              >
                {shortOrderId(sale.purchaseId)}
              </Link>
              <span>{productName(sale.productId)}</span>
              <span className="font-semibold">{formatUsd(sale.amount)}</span>
              <PaymentStatusBadge status={sale.status} />
              {sale.isSelfReferral ? <Badge variant="warning">Self-referral</Badge> : null}
              <span className="ml-auto text-xs text-muted">
                {sale.commissionRate ? `${Number(sale.commissionRate)}% · ` : ''}
                {formatAdminDate(sale.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
