import { messageOf } from '../../../lib/api-client';
import type { useAdminAffiliates } from '../api/get-admin-affiliates';
import { ListMessage, LoadMore } from '../dashboard/load-more';
import { AffiliateCard } from './affiliate-card';
import { BatchPayoutDialog } from './batch-payout-dialog';
import { CreateAffiliateDialog } from './create-affiliate-dialog';

/** The Affiliates tab: create and invite, pay everyone above a minimum, and the list. */
export function AffiliatesPanel({
  affiliates,
}: {
  affiliates: ReturnType<typeof useAdminAffiliates>;
}) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-3">
        <CreateAffiliateDialog />
        <BatchPayoutDialog />
      </div>
      <AffiliateList affiliates={affiliates} />
    </div>
  );
}

function AffiliateList({ affiliates }: { affiliates: ReturnType<typeof useAdminAffiliates> }) {
  if (affiliates.isPending) return <ListMessage>Loading affiliates…</ListMessage>;
  if (affiliates.isError) {
    return <ListMessage>{messageOf(affiliates.error, 'Could not load affiliates.')}</ListMessage>;
  }
  const items = affiliates.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <ListMessage>No affiliates found</ListMessage>;
  return (
    <div>
      <ul className="grid gap-3 lg:grid-cols-2">
        {items.map((affiliate) => (
          <li key={affiliate.id}>
            <AffiliateCard affiliate={affiliate} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={affiliates.hasNextPage}
        isLoading={affiliates.isFetchingNextPage}
        onLoadMore={() => void affiliates.fetchNextPage()}
      />
    </div>
  );
}
