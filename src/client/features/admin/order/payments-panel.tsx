import type { AdminOrderPayment } from '../../../../common/admin';
import { dollarsToCents, formatCents, formatUsd } from '../../../../common/money';
import { formatAdminDate } from '../shared/format';
import { Section } from '../shared/section';

const statusWords: Record<AdminOrderPayment['status'], string> = {
  pending: 'Not paid yet',
  completed: 'Paid',
  superseded: 'Paid after the order had changed: not applied, being refunded in full',
  refunded: 'Refunded',
  failed: 'Failed',
};

/** The payments the shop keeps: a refunded one went back, a superseded one is going back whole. */
export function heldPayments(payments: readonly AdminOrderPayment[]): AdminOrderPayment[] {
  return payments.filter((payment) => payment.status === 'completed');
}

/** What the payments add up to, as `$1,100.00`; summed in cents so dollars never add as floats. */
export function formatPaymentsTotal(payments: readonly AdminOrderPayment[]): string {
  return formatCents(
    payments.reduce((cents, payment) => cents + dollarsToCents(payment.amount), 0),
  );
}

/**
 * An upgraded order's payments (decision 358): its first, then each upgrade's, each with its own
 * guarantee, and what the customer has paid net of refunds. An order never upgraded shows none.
 */
export function PaymentsPanel({ payments }: { payments: readonly AdminOrderPayment[] }) {
  if (payments.length <= 1) return null;
  return (
    <Section title="Payments">
      <ul className="grid gap-4 divide-y divide-border [&>*:not(:first-child)]:pt-4">
        {payments.map((payment, index) => (
          <li key={payment.paymentIntentId ?? index} className="grid min-w-0 gap-1">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">{payment.label}</span>
              <span className="font-semibold text-gold-bright">{formatUsd(payment.amount)}</span>
            </p>
            <p className="text-sm">{statusWords[payment.status]}</p>
            {payment.paidAt || payment.guaranteeEndsAt ? (
              <p className="text-sm text-muted">
                {[
                  payment.paidAt ? `Paid ${formatAdminDate(payment.paidAt)}` : null,
                  payment.guaranteeEndsAt
                    ? `Guarantee until ${formatAdminDate(payment.guaranteeEndsAt)}`
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : null}
            {payment.paymentIntentId ? (
              <code className="text-xs break-all text-muted">{payment.paymentIntentId}</code>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap items-baseline justify-between gap-2 border-t border-border pt-4">
        <span className="text-xs font-medium tracking-wide text-muted uppercase">
          Total paid, net of refunds
        </span>
        <span className="font-semibold text-gold-bright">
          {formatPaymentsTotal(heldPayments(payments))}
        </span>
      </p>
    </Section>
  );
}
