import { usePageTitle } from '../../../../lib/use-page-title';
import { useSignedInAdmin } from '../api/get-admin-auth';

/** A signed-in admin page's bare frame: title and who is signed in. Replaced by the real pages. */
export function AdminPageStub({ title }: { title: string }) {
  usePageTitle(title);
  const admin = useSignedInAdmin();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted">Signed in as {admin.email}</p>
    </section>
  );
}
