import type { useAdminAffiliates } from '../api/get-admin-affiliates';
import { CardPages } from '../dashboard/load-more';
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
  return (
    <div>
      <CardPages
        query={affiliates}
        loadingText="Loading affiliates…"
        failureText="Could not load affiliates."
        emptyText="No affiliates found"
      >
        {(affiliate) => <AffiliateCard affiliate={affiliate} />}
      </CardPages>
    </div>
  );
}
