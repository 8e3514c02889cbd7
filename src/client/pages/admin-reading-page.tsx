import { useParams } from 'wouter';
import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { WorkspacePage } from '../features/workspace/components/workspace-page';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminReadingPage() {
  const { purchaseId = '' } = useParams<{ purchaseId: string }>();
  usePageTitle('Reading workspace');
  return (
    <AdminGate>
      <WorkspacePage key={purchaseId} purchaseId={purchaseId} />
    </AdminGate>
  );
}
