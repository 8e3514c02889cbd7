import { adminMessages } from '../../../../common/admin';
import { PageLoading } from '../../../components/layout/page-loading';
import { useAdminCustomer } from '../api/get-admin-customer';
import { AdminLoadError, BackToDashboard } from '../shared/admin-page-states';
import { CustomerDetails } from './customer-details';

export function AdminCustomer({ userId }: { userId: string }) {
  const client = useAdminCustomer(userId);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-8 sm:px-6">
      <BackToDashboard />
      {client.isPending ? (
        <PageLoading label="Loading client…" />
      ) : client.isError ? (
        <AdminLoadError error={client.error} notFound={adminMessages.customerNotFound} />
      ) : (
        <CustomerDetails client={client.data} />
      )}
    </div>
  );
}
