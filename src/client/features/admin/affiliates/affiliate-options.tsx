import { ADMIN_MAX_PAGE_SIZE } from '../../../../common/admin';
import type { AdminAffiliate } from '../../../../common/admin-affiliates';
import { useAdminAffiliates } from '../api/get-admin-affiliates';

/** The newest 100 affiliates, to choose one from (an order filter, a code's referral). */
export function useAffiliateChoices(): AdminAffiliate[] {
  const affiliates = useAdminAffiliates('', true, ADMIN_MAX_PAGE_SIZE);
  return affiliates.data?.pages.flatMap((page) => page.items) ?? [];
}

/** An option per affiliate, named with their referral code: `Ada Vega (K7M2Q9XR)`. */
export function AffiliateOptions({ affiliates }: { affiliates: readonly AdminAffiliate[] }) {
  return affiliates.map((affiliate) => (
    <option key={affiliate.id} value={affiliate.id}>
      {affiliate.name} ({affiliate.referralCode})
    </option>
  ));
}
