import type { GiftClaimView as ClaimView } from '../../../../common/gifts';
import { claimHeadingOf } from '../gift-wording';
import { GiftClaimForm } from './gift-claim-form';
import { ClosedGift } from './gift-claim-states';
import { GiftMessageQuote } from './gift-message-quote';

/** The recipient's side of a gift: who gave what, their message, and the claim's own form. */
export function GiftClaimView({
  gift,
  token,
  supportEmail,
}: {
  gift: ClaimView;
  token: string;
  supportEmail: string;
}) {
  if (gift.state !== 'delivered')
    return <ClosedGift state={gift.state} supportEmail={supportEmail} />;
  return (
    <article aria-labelledby="claim-heading" className="grid gap-8">
      <header className="grid gap-3">
        <h1 id="claim-heading" className="text-4xl font-semibold text-balance sm:text-5xl">
          {claimHeadingOf(gift)}
        </h1>
        <p className="text-lg leading-relaxed text-muted">
          A personal reading, drawn from your own birth date, time and place. Tell us those below
          and it is yours.
          {gift.hasQuestionnaire
            ? ' A short questionnaire follows, so your reader knows what matters to you.'
            : ''}
        </p>
      </header>
      <GiftMessageQuote
        message={gift.message}
        label={`A message from ${gift.fromName.trim() || 'the giver'}`}
      />
      <section
        aria-labelledby="claim-details-heading"
        className="grid gap-5 rounded-xl border border-border bg-surface/80 p-5 sm:p-8"
      >
        <h2 id="claim-details-heading" className="text-2xl font-semibold">
          Your details
        </h2>
        <GiftClaimForm token={token} gift={gift} />
      </section>
    </article>
  );
}
