import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { AdminDashboard } from '../features/admin/dashboard/admin-dashboard';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  return (
    <AdminGate>
      <AdminDashboard />
    </AdminGate>
  );
}
