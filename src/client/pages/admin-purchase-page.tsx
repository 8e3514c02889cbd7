import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { AdminPageStub } from '../features/admin/auth/components/admin-page-stub';

/** Placeholder until the admin pages land: the title inside the gate, so the route works. */
export default function AdminPurchasePage() {
  return (
    <AdminGate>
      <AdminPageStub title="Purchase Details" />
    </AdminGate>
  );
}
