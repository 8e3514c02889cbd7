import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { useParams } from 'wouter';
import { AdminCustomer } from '../features/admin/customer/admin-customer';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminCustomerPage() {
  const { userId = '' } = useParams<{ userId: string }>();
  usePageTitle('Client details');
  return (
    <AdminGate>
      <AdminCustomer key={userId} userId={userId} />
    </AdminGate>
  );
}
