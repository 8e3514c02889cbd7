import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { AdminDashboard } from '../features/admin/dashboard/admin-dashboard';
import { SupportInboxCount } from '../features/support/components/support-inbox-count';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  return (
    <AdminGate>
      <SupportInboxCount />
      <AdminDashboard />
    </AdminGate>
  );
}
