import { Redirect, useSearchParams } from 'wouter';
import { adminPaths, adminSignInErrorOf } from '../../common/admin-sign-in';
import { PageLoading } from '../components/layout/page-loading';
import { useAdminAuth } from '../features/admin/auth/api/get-admin-auth';
import { AdminSignInCard } from '../features/admin/auth/components/admin-sign-in-card';
import { usePageTitle } from '../lib/use-page-title';

/** docs/product.md §2: Continue with Google; an admin already signed in goes on to the dashboard. */
export default function AdminLoginPage() {
  usePageTitle('Admin Login');
  const auth = useAdminAuth();
  const [params] = useSearchParams();
  if (auth.isPending) return <PageLoading label="Checking your sign-in…" />;
  if (auth.data?.isAuthenticated) return <Redirect to={adminPaths.dashboard} replace />;
  return (
    <section className="flex justify-center px-4 py-16 sm:py-24">
      <AdminSignInCard
        // If the check failed, offer Google anyway: /auth/google sends back here if it is off.
        hasGoogle={auth.data?.signIn.google ?? true}
        error={adminSignInErrorOf(params.get('error'))}
      />
    </section>
  );
}
