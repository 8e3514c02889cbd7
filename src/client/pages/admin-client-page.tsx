import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { useParams } from 'wouter';
import { AdminClient } from '../features/admin/client/admin-client';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminClientPage() {
  const { userId = '' } = useParams<{ userId: string }>();
  usePageTitle('Client details');
  return (
    <AdminGate>
      <AdminClient key={userId} userId={userId} />
    </AdminGate>
  );
}
