import { adminMessages } from '../../../../common/admin';
import { messageOf } from '../../../lib/api-client';
import type { useAdminCustomers } from '../api/get-admin-customers';
import { ListMessage, LoadMore } from './load-more';
import { CustomerCard } from './customer-card';

export function CustomerList({ users }: { users: ReturnType<typeof useAdminCustomers> }) {
  if (users.isPending) return <ListMessage>Loading users…</ListMessage>;
  if (users.isError)
    return <ListMessage>{messageOf(users.error, 'Could not load users.')}</ListMessage>;
  const items = users.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <ListMessage>{adminMessages.noCustomers}</ListMessage>;
  return (
    <>
      <ul className="grid gap-3 lg:grid-cols-2">
        {items.map((user) => (
          <li key={user.id}>
            <CustomerCard user={user} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={users.hasNextPage}
        isLoading={users.isFetchingNextPage}
        onLoadMore={() => void users.fetchNextPage()}
      />
    </>
  );
}
