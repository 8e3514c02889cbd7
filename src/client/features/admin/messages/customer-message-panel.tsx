import type { AdminCustomerDetail } from '../../../../common/admin';
import { Section } from '../shared/section';
import { formatAdminDate, shortOrderId } from '../shared/format';
import { CustomerMessageForm } from './customer-message-form';

/** On a client's page: a message about one of their paid orders. */
export function CustomerMessagePanel({ client }: { client: AdminCustomerDetail }) {
  const orders = client.purchases
    .filter((purchase) => purchase.status === 'completed' || purchase.status === 'refunded')
    .map((purchase) => ({
      id: purchase.id,
      label: `${purchase.tierName} · order ${shortOrderId(purchase.id)} · ${formatAdminDate(purchase.createdAt)}`,
    }));
  if (orders.length === 0) return null;
  return (
    <Section title="Write to the customer">
      <CustomerMessageForm orders={orders} recipient={client.user.email} hasHeading={false} />
    </Section>
  );
}
