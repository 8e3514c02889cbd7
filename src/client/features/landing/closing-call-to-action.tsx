import { MailCheck } from 'lucide-react';
import { DiscoverYourPathButton, LandingSection } from './landing-parts';

export function ClosingCallToAction() {
  return (
    <LandingSection headingId="closing-heading">
      <div className="rounded-2xl border border-gold/30 bg-gradient-to-br from-surface-raised to-surface px-6 py-12 text-center sm:px-12">
        <MailCheck className="mx-auto size-10 text-gold" aria-hidden />
        <h2 id="closing-heading" className="mt-4 text-4xl font-semibold sm:text-5xl">
          Your free summary is one form away
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          Tell us when and where you were born. Your Sun, Moon and Rising signs and your life path
          number arrive in your inbox, free and with no obligation to buy anything.
        </p>
        <DiscoverYourPathButton className="mt-8" />
      </div>
    </LandingSection>
  );
}
