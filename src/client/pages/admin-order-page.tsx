import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { useParams } from 'wouter';
import { AdminOrder } from '../features/admin/order/admin-order';
import { ReaderSupportPanel } from '../features/support/components/reader-support-panel';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminOrderPage() {
  const { purchaseId = '' } = useParams<{ purchaseId: string }>();
  usePageTitle('Order details');
  return (
    <AdminGate>
      <AdminOrder key={purchaseId} purchaseId={purchaseId} />
      <ReaderSupportPanel key={`support-${purchaseId}`} purchaseId={purchaseId} />
    </AdminGate>
  );
}
