import type { AdminOrderDetail } from '../../../../common/admin';
import { Section } from '../shared/section';
import { DeliverReportForm } from './deliver-report-form';
import { OrderFilesList } from './order-files-list';
import { RefundAction } from './refund-action';
import { ResendEmailForm } from './resend-email-form';
import { CustomerMessageForm } from '../messages/customer-message-form';

export function OrderActions({ purchase }: { purchase: AdminOrderDetail }) {
  return (
    <Section title="Actions">
      <div className="grid gap-6 divide-y divide-border [&>*:not(:first-child)]:pt-6">
        <DeliverReportForm purchase={purchase} />
        <OrderFilesList purchase={purchase} />
        <ResendEmailForm purchase={purchase} />
        {purchase.status === 'completed' || purchase.status === 'refunded' ? (
          <CustomerMessageForm
            orders={[{ id: purchase.id, label: purchase.tierName }]}
            recipient={purchase.customerEmail}
          />
        ) : null}
        <RefundAction purchase={purchase} />
      </div>
    </Section>
  );
}
