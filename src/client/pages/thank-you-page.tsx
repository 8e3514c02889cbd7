import { ArrowLeft, MailCheck } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { findProduct } from '../../common/catalogue';
import { freeSummaryCapMessages } from '../../common/free-signup';
import { answersReceivedQuery } from '../../common/routes';
import { inboxOf, isSummaryHeldBack } from '../features/free-signup/thank-you-state';
import { TierUpsellCards } from '../features/tiers/tier-upsell-cards';
import { upsellOffersAfter } from '../features/tiers/upsell-offers';
import { useHydrated } from '../lib/use-hydrated';
import { usePageTitle } from '../lib/use-page-title';

/** An address that wraps only after its `@` or a dot, never inside a word. */
function BreakableAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return parts.map((part, index) => (
    <span key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </span>
  ));
}

function FreeSummaryConfirmation({ inbox }: { inbox: string | null }) {
  return (
    <>
      <h1 className="mt-5 text-5xl font-semibold text-balance sm:text-6xl">
        Your free summary is on its way
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">
        Thank you for sharing your birth details. Your astrological summary, with your Sun, Moon and
        Rising signs and your life path number, will arrive in your inbox. It usually takes only a
        few minutes.
      </p>
      {/* Read from this tab's history once the page is live: below the thanks, so that coming
          in moves only what follows it. */}
      {inbox ? (
        <p className="mt-4 text-lg leading-relaxed">
          We sent your summary to{' '}
          <strong className="font-semibold break-words text-gold-bright">
            <BreakableAddress address={inbox} />
          </strong>
          .
        </p>
      ) : null}
    </>
  );
}

/** Past the per-inbox limit: the sign-up is kept, and the page says plainly that no mail follows. */
function SummaryHeldBack() {
  return (
    <>
      <h1 className="mt-5 text-5xl font-semibold text-balance sm:text-6xl">
        {freeSummaryCapMessages.title}
      </h1>
      <p role="status" className="mt-5 text-lg leading-relaxed">
        {freeSummaryCapMessages.description}
      </p>
    </>
  );
}

function AnswersConfirmation() {
  return (
    <>
      <h1 className="mt-5 text-5xl font-semibold text-balance sm:text-6xl">Your answers are in</h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">
        Thank you for taking the time. Your reader now has everything needed to begin, and a copy of
        what you sent is on its way to your inbox. We write to you as soon as your reading is ready,
        or to book your session.
      </p>
    </>
  );
}

export default function ThankYouPage() {
  usePageTitle('Thank you');
  const [params] = useSearchParams();
  const isHydrated = useHydrated();
  // Known from the first render: the answers' thanks is prerendered apart (decision 298).
  // `/thank-you?received=answers&product=N`: where a questionnaire of product N lands.
  const isAnswers = params.get(answersReceivedQuery.param) === answersReceivedQuery.value;
  // A questionnaire names its order's product: the offers start above what the buyer has. It is
  // read once live, so the answers' offers (and the link after them) wait for that.
  const owned = isAnswers ? (findProduct(params.get('product'))?.id ?? null) : null;
  const offers = upsellOffersAfter(owned);
  const areOffersKnown = isHydrated || !isAnswers;
  // The free form puts the address in the history entry, so it survives a reload of this tab;
  // the entry is this browser's, read once live.
  const historyState = useHistoryState<unknown>();
  const inbox = isHydrated ? inboxOf(historyState) : null;
  const isHeldBack = isHydrated && !isAnswers && isSummaryHeldBack(historyState);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <MailCheck className="mx-auto size-12 text-gold" aria-hidden />
        {isAnswers ? (
          <AnswersConfirmation />
        ) : isHeldBack ? (
          <SummaryHeldBack />
        ) : (
          <FreeSummaryConfirmation inbox={inbox} />
        )}
        {isHeldBack ? null : (
          <p className="mt-4 leading-relaxed text-muted">
            Nothing yet? Check your spam or promotions folder, and mark us as a safe sender so your
            readings always reach you.
          </p>
        )}
      </header>

      {areOffersKnown && offers.length > 0 ? (
        <section aria-labelledby="upsell-heading" className="mt-16">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="upsell-heading" className="text-4xl font-semibold text-gold-bright">
              Ready to go deeper?
            </h2>
            <p className="mt-3 text-muted">
              {owned
                ? 'Each of these builds on the reading you have, and adds to it.'
                : 'Your summary is the first page of your story. These readings tell the rest.'}
            </p>
          </div>
          <div className="mt-10">
            <TierUpsellCards offers={offers} />
          </div>
        </section>
      ) : null}

      {areOffersKnown ? (
        <p className="mt-12 text-center">
          <Link
            href="/"
            className="inline-flex items-center gap-2 rounded-md font-semibold text-gold-bright underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Return to Home
          </Link>
        </p>
      ) : null}
    </div>
  );
}
