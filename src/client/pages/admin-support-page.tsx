import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { SupportInboxView } from '../features/support/components/support-inbox';
import { usePageTitle } from '../lib/use-page-title';

/** `/admin/support`: the shared inbox of every support thread waiting on a reader. */
export default function AdminSupportPage() {
  usePageTitle('Support inbox');
  return (
    <AdminGate>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-semibold">Support inbox</h1>
        <p className="mt-2 mb-6 text-muted">
          Every customer waiting for an answer: priority support first, then the longest waiting.
        </p>
        <SupportInboxView />
      </div>
    </AdminGate>
  );
}
