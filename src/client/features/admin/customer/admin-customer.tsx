import { adminMessages } from '../../../../common/admin';
import { useAdminCustomer } from '../api/get-admin-customer';
import { AdminRecordPage } from '../shared/admin-page-states';
import { CustomerDetails } from './customer-details';

export function AdminCustomer({ userId }: { userId: string }) {
  const client = useAdminCustomer(userId);
  return (
    <AdminRecordPage
      query={client}
      loadingLabel="Loading client…"
      notFound={adminMessages.customerNotFound}
    >
      {(record) => <CustomerDetails client={record} />}
    </AdminRecordPage>
  );
}
