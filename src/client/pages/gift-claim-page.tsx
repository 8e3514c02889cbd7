import { Gift } from 'lucide-react';
import { PageLoading } from '../components/layout/page-loading';
import { useGiftClaim } from '../features/gifts/api/get-gift-claim';
import { GiftClaimView } from '../features/gifts/components/gift-claim-view';
import { GiftLinkInvalid, GiftLoadFailure } from '../features/gifts/components/gift-link-problem';
import { useGiftToken } from '../features/gifts/gift-token';
import { shopConfig } from '../lib/shop-config';
import { usePageTitle } from '../lib/use-page-title';

/**
 * `/gift/claim#token=...`: the recipient's page, from the gift e-mail. They give their own birth
 * details here; the giver never sees them. Drawn in the browser only (never prerendered).
 */
export default function GiftClaimPage() {
  usePageTitle('Your gift');
  const token = useGiftToken();
  const claim = useGiftClaim(token);
  const { supportEmail } = shopConfig();

  if (!token) return <GiftLinkInvalid supportEmail={supportEmail} />;
  if (claim.isPending) return <PageLoading label="Opening your gift…" />;
  if (claim.isError) {
    return (
      <GiftLoadFailure
        error={claim.error}
        supportEmail={supportEmail}
        onRetry={() => void claim.refetch()}
      />
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Gift className="mb-4 size-10 text-gold" aria-hidden />
      <GiftClaimView gift={claim.data} token={token} supportEmail={supportEmail} />
    </div>
  );
}
