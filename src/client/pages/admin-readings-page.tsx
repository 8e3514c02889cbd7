import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { ReadingQueue } from '../features/admin/readings/reading-queue';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminReadingsPage() {
  usePageTitle('Reading queue');
  return (
    <AdminGate>
      <ReadingQueue />
    </AdminGate>
  );
}
