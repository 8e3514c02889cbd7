import { Link } from 'wouter';
import type { AdminOrderDetail } from '../../../../common/admin';
import { formatUsd } from '../../../../common/money';
import { Detail, DetailList } from '../shared/detail-list';
import { formatPaymentsTotal, heldPayments } from './payments-panel';
import { formatAdminDate, formatAdminDateTime, formatOrderDiscount } from '../shared/format';
import { OwedBadge } from '../shared/owed-badge';
import { Section } from '../shared/section';
import { PaymentStatusBadge, ProcessingStatusBadge } from '../shared/status-badges';

/** Order details (docs/product.md §2 purchase page): tier, amount, date, id, payment. */
export function AdminOrderSummary({ purchase }: { purchase: AdminOrderDetail }) {
  return (
    <Section title="Order Details">
      <div className="mb-4 flex flex-wrap gap-2">
        <PaymentStatusBadge status={purchase.status} />
        {purchase.processingStatus === 'delivered' ? (
          <OwedBadge owed={purchase.owed} />
        ) : (
          <ProcessingStatusBadge status={purchase.processingStatus} />
        )}
      </div>
      <DetailList>
        <Detail label="Tier">{purchase.tierName}</Detail>
        {purchase.payments.length > 1 ? (
          // An upgraded order was paid in parts (decision 358): the Payments panel lists them.
          <Detail label={`Amount (${purchase.payments.length} payments)`}>
            <span className="font-semibold text-gold-bright">
              {formatPaymentsTotal(heldPayments(purchase.payments))}
            </span>
          </Detail>
        ) : (
          <Detail label="Amount">
            <span className="font-semibold text-gold-bright">{formatUsd(purchase.amount)}</span>
          </Detail>
        )}
        {purchase.discount ? (
          <Detail label="Discount code">{formatOrderDiscount(purchase.discount)}</Detail>
        ) : null}
        <Detail label="Order date">{formatAdminDate(purchase.createdAt)}</Detail>
        <Detail label="Paid">{formatAdminDateTime(purchase.completedAt)}</Detail>
        <Detail label="Order id">
          <code className="text-sm break-all">{purchase.id}</code>
        </Detail>
        {purchase.stripePaymentIntentId ? (
          <Detail label="Payment intent">
            <code className="text-sm break-all">{purchase.stripePaymentIntentId}</code>
          </Detail>
        ) : null}
        {purchase.paymentProvider ? (
          <Detail label="Payment provider">{purchase.paymentProvider}</Detail>
        ) : null}
        <Detail label="Customer">
          {purchase.userId ? (
            <Link
              href={`/admin/client/${purchase.userId}`}
              className="text-gold-bright underline-offset-4 hover:underline"
            >
              {purchase.customerName ?? purchase.customerEmail ?? 'View client'}
            </Link>
          ) : (
            (purchase.customerName ?? 'Not filed yet')
          )}
          {purchase.customerEmail ? (
            <span className="block text-sm break-all text-muted">{purchase.customerEmail}</span>
          ) : null}
        </Detail>
      </DetailList>
    </Section>
  );
}
