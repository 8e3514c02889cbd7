import { PrivateLinkPage } from '../components/layout/private-link-page';
import { SupportLine } from '../components/layout/support-line';
import { useGift } from '../features/gifts/api/get-gift';
import { GiftBuyerView } from '../features/gifts/components/gift-buyer-view';
import { giftLinkWording } from '../features/gifts/components/gift-link-problem';
import { useGiftToken } from '../features/gifts/gift-token';
import { shopConfig } from '../lib/shop-config';
import { usePageTitle } from '../lib/use-page-title';

/**
 * `/gift#token=...`: the buyer's gift, from the receipt e-mail or straight after paying. Drawn in
 * the browser only (never prerendered): the fragment holding the token never reaches the server.
 */
export default function GiftPage() {
  usePageTitle('Your gift');
  const token = useGiftToken();
  const gift = useGift(token);
  const { supportEmail } = shopConfig();

  return (
    <PrivateLinkPage
      token={token}
      query={gift}
      wording={giftLinkWording}
      className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16"
    >
      {(bought, linkToken) => (
        <>
          <GiftBuyerView gift={bought} token={linkToken} />
          <p className="mt-8 border-t border-border pt-6 text-sm text-muted">
            Keep the receipt e-mail: its link always opens this page. Quote order{' '}
            <span className="font-mono text-gold-bright">{bought.reference}</span> when you write to
            us.
            <SupportLine supportEmail={supportEmail} />
          </p>
        </>
      )}
    </PrivateLinkPage>
  );
}
