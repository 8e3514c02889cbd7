import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { ReaderProfileForm } from '../features/admin/profile/reader-profile-form';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminProfilePage() {
  usePageTitle('My profile');
  return (
    <AdminGate>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-semibold">My profile</h1>
        <p className="text-muted">
          How customers know you as their reader. Your e-mail address is never shown to them.
        </p>
        <ReaderProfileForm />
      </div>
    </AdminGate>
  );
}
