import { adminMessages } from '../../../../common/admin';
import type { useAdminCustomers } from '../api/get-admin-customers';
import { CardPages } from './load-more';
import { CustomerCard } from './customer-card';

export function CustomerList({ users }: { users: ReturnType<typeof useAdminCustomers> }) {
  return (
    <CardPages
      query={users}
      loadingText="Loading users…"
      failureText="Could not load users."
      emptyText={adminMessages.noCustomers}
    >
      {(user) => <CustomerCard user={user} />}
    </CardPages>
  );
}
