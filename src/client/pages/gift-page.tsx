import { Gift } from 'lucide-react';
import { PageLoading } from '../components/layout/page-loading';
import { useGift } from '../features/gifts/api/get-gift';
import { GiftBuyerView } from '../features/gifts/components/gift-buyer-view';
import {
  GiftLinkInvalid,
  GiftLoadFailure,
  SupportLine,
} from '../features/gifts/components/gift-link-problem';
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

  if (!token) return <GiftLinkInvalid supportEmail={supportEmail} />;
  if (gift.isPending) return <PageLoading label="Opening your gift…" />;
  if (gift.isError) {
    return (
      <GiftLoadFailure
        error={gift.error}
        supportEmail={supportEmail}
        onRetry={() => void gift.refetch()}
      />
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <Gift className="mb-4 size-10 text-gold" aria-hidden />
      <GiftBuyerView gift={gift.data} token={token} />
      <p className="mt-8 border-t border-border pt-6 text-sm text-muted">
        Keep the receipt e-mail: its link always opens this page. Quote order{' '}
        <span className="font-mono text-gold-bright">{gift.data.reference}</span> when you write to
        us.
        <SupportLine supportEmail={supportEmail} />
      </p>
    </div>
  );
}
