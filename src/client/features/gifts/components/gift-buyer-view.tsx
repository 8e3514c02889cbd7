import { CircleCheck, RotateCcw } from 'lucide-react';
import { formatLongDay, viewerZone } from '../../../../common/format';
import type { GiftBuyerView as GiftView } from '../../../../common/gifts';
import { REFUND_ARRIVAL } from '../../../../common/refunds';
import { buyerHeadingOf, claimedSentence } from '../gift-wording';
import { ChangeDateForm } from './change-date-form';
import { ChangeRecipientForm } from './change-recipient-form';
import { GiftFacts } from './gift-facts';
import { GiftMessageQuote } from './gift-message-quote';
import { ResendGift } from './resend-gift';

function StateNote({ gift }: { gift: GiftView }) {
  if (gift.state === 'claimed') {
    return (
      <p
        role="status"
        className="flex gap-2 rounded-lg border border-success/40 bg-success/10 px-4 py-3"
      >
        <CircleCheck className="mt-1 size-4 shrink-0 text-success" aria-hidden />
        <span>{claimedSentence(gift)}</span>
      </p>
    );
  }
  if (gift.state === 'refunded') {
    return (
      <p role="status" className="flex gap-2 rounded-lg border border-gold/40 bg-gold/10 px-4 py-3">
        <RotateCcw className="mt-1 size-4 shrink-0 text-gold" aria-hidden />
        <span>
          It was refunded in full
          {gift.refundedAt ? ` on ${formatLongDay(gift.refundedAt, viewerZone())}` : ''}, and can no
          longer be claimed. {REFUND_ARRIVAL}, depending on your bank.
        </span>
      </p>
    );
  }
  return null;
}

/**
 * The buyer's gift as it stands, and what they may still do with it: move the day until it is
 * sent, correct the recipient or send the e-mail again until it is claimed. The view holds
 * nothing the recipient gave, so nothing of it can show here.
 */
export function GiftBuyerView({ gift, token }: { gift: GiftView; token: string }) {
  const isOpen = gift.state === 'scheduled' || gift.state === 'delivered';
  return (
    <article aria-labelledby="gift-heading" className="grid gap-6">
      <h1 id="gift-heading" className="text-4xl font-semibold text-balance sm:text-5xl">
        {buyerHeadingOf(gift)}
      </h1>
      <StateNote gift={gift} />
      <section
        aria-label="Your gift"
        className="grid gap-5 rounded-xl border border-border bg-surface-raised p-5 sm:p-6"
      >
        <GiftFacts gift={gift} />
        <GiftMessageQuote message={gift.message} label="Your message" />
      </section>
      {isOpen && gift.canChangeDate ? (
        <ChangeDateForm token={token} deliverOn={gift.deliverOn} />
      ) : null}
      {isOpen && gift.canChangeRecipient ? <ChangeRecipientForm token={token} gift={gift} /> : null}
      {isOpen && gift.canResend ? <ResendGift token={token} /> : null}
    </article>
  );
}
