import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { adminPaths } from '../../../../../common/admin-sign-in';
import { MessagePanel } from '../../../../components/layout/message-panel';
import { PageLoading } from '../../../../components/layout/page-loading';
import { Button } from '../../../../components/ui/button';
import { useAdminAuth } from '../api/get-admin-auth';

/**
 * Every admin page but the login sits inside: docs/product.md §4, not authenticated -> /admin/login.
 * The server checks the session on every admin call anyway; this only spares a blank page.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const auth = useAdminAuth();
  if (auth.isPending) return <PageLoading label="Checking your sign-in…" />;
  if (auth.isError) {
    return (
      <MessagePanel
        icon={ShieldAlert}
        title="Sign-in check failed"
        actions={
          <Button onClick={() => void auth.refetch()} disabled={auth.isFetching}>
            Try again
          </Button>
        }
      >
        We could not reach the shop to check your sign-in. Please try again in a moment.
      </MessagePanel>
    );
  }
  if (!auth.data.isAuthenticated) return <Redirect to={adminPaths.login} replace />;
  return <>{children}</>;
}
