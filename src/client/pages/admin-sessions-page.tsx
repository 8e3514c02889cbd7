import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { SessionsCalendar } from '../features/admin/sessions/sessions-calendar';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminSessionsPage() {
  usePageTitle('Sessions');
  return (
    <AdminGate>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-semibold">Sessions</h1>
        <SessionsCalendar />
      </div>
    </AdminGate>
  );
}
