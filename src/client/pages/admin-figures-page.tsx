import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { AdminFigures } from '../features/admin/figures/admin-figures';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminFiguresPage() {
  usePageTitle('Figures');
  return (
    <AdminGate>
      <AdminFigures />
    </AdminGate>
  );
}
