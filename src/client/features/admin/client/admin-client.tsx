import { adminMessages } from '../../../../common/admin';
import { PageLoading } from '../../../components/layout/page-loading';
import { useAdminClient } from '../api/get-admin-client';
import { AdminLoadError, BackToDashboard } from '../shared/admin-page-states';
import { ClientDetails } from './client-details';

export function AdminClient({ userId }: { userId: string }) {
  const client = useAdminClient(userId);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-8 sm:px-6">
      <BackToDashboard />
      {client.isPending ? (
        <PageLoading label="Loading client…" />
      ) : client.isError ? (
        <AdminLoadError error={client.error} notFound={adminMessages.clientNotFound} />
      ) : (
        <ClientDetails client={client.data} />
      )}
    </div>
  );
}
