import { PrivateLinkPage } from '../components/layout/private-link-page';
import { useGiftClaim } from '../features/gifts/api/get-gift-claim';
import { GiftClaimView } from '../features/gifts/components/gift-claim-view';
import { giftLinkWording } from '../features/gifts/components/gift-link-problem';
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

  return (
    <PrivateLinkPage
      token={token}
      query={claim}
      wording={giftLinkWording}
      className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16"
    >
      {(gift, linkToken) => (
        <GiftClaimView gift={gift} token={linkToken} supportEmail={supportEmail} />
      )}
    </PrivateLinkPage>
  );
}
