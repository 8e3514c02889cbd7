import { ArrowRight, MailCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';

export function ClosingCallToAction() {
  return (
    <section
      aria-labelledby="closing-heading"
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16"
    >
      <div className="rounded-2xl border border-gold/30 bg-gradient-to-br from-surface-raised to-surface px-6 py-12 text-center sm:px-12">
        <MailCheck className="mx-auto size-10 text-gold" aria-hidden />
        <h2 id="closing-heading" className="mt-4 text-4xl font-semibold sm:text-5xl">
          Your free summary is one form away
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          Tell us when and where you were born. Your Sun, Moon and Rising signs and your life path
          number arrive in your inbox, free and with no obligation to buy anything.
        </p>
        <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
          <Link href="/form">
            Discover Your Path
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
