import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { MyHoursForm } from '../features/admin/sessions/my-hours-form';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminMyHoursPage() {
  usePageTitle('My hours');
  return (
    <AdminGate>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-semibold">My hours</h1>
        <p className="text-muted">
          Customers book your sessions within these hours, shown in their own zone.
        </p>
        <MyHoursForm />
      </div>
    </AdminGate>
  );
}
