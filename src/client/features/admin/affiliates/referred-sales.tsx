import { Link } from 'wouter';
import type { AdminReferredSale } from '../../../../common/admin-affiliates';
import { formatUsd } from '../../../../common/money';
import { Badge } from '../../../components/ui/badge';
import { formatAdminDate, productNameOf, shortOrderId } from '../shared/format';
import { Section } from '../shared/section';
import { PaymentStatusBadge } from '../shared/status-badges';
import { RowList } from './row-list';

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
      <RowList items={sales} keyOf={(sale) => sale.purchaseId} emptyText="No referred orders yet.">
        {(sale) => (
          <>
            <Link
              href={`/admin/purchase/${sale.purchaseId}`}
              className="text-gold underline-offset-4 hover:underline"
            >
              {shortOrderId(sale.purchaseId)}
            </Link>
            <span>{productNameOf(sale.productId)}</span>
            <span className="font-semibold">{formatUsd(sale.amount)}</span>
            <PaymentStatusBadge status={sale.status} />
            {sale.isSelfReferral ? <Badge variant="warning">Self-referral</Badge> : null}
            <span className="ml-auto text-xs text-muted">
              {sale.commissionRate ? `${Number(sale.commissionRate)}% · ` : ''}
              {formatAdminDate(sale.createdAt)}
            </span>
          </>
        )}
      </RowList>
    </Section>
  );
}
