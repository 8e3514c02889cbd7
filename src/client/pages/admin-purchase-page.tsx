import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { useParams } from 'wouter';
import { AdminPurchase } from '../features/admin/purchase/admin-purchase';
import { ReaderSupportPanel } from '../features/support/components/reader-support-panel';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminPurchasePage() {
  const { purchaseId = '' } = useParams<{ purchaseId: string }>();
  usePageTitle('Order details');
  return (
    <AdminGate>
      <AdminPurchase key={purchaseId} purchaseId={purchaseId} />
      <ReaderSupportPanel key={`support-${purchaseId}`} purchaseId={purchaseId} />
    </AdminGate>
  );
}
