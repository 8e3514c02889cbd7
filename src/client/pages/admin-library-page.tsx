import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { LibraryList } from '../features/admin/library/library-list';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminLibraryPage() {
  usePageTitle('Interpretation library');
  return (
    <AdminGate>
      <LibraryList />
    </AdminGate>
  );
}
