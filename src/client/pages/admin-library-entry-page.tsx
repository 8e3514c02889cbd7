import { useParams } from 'wouter';
import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { LibraryEntryPage } from '../features/admin/library/entry/library-entry';
import { entryKeyOfParam } from '../features/admin/library/library-view';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminLibraryEntryPage() {
  const { key = '' } = useParams<{ key: string }>();
  const entryKey = entryKeyOfParam(key);
  usePageTitle('Library entry');
  return (
    <AdminGate>
      <LibraryEntryPage key={entryKey} entryKey={entryKey} />
    </AdminGate>
  );
}
