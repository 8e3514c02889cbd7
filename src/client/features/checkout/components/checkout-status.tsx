import { CircleAlert, LoaderCircle, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { checkoutMessages } from '../../../../common/checkout';
import { Button } from '../../../components/ui/button';

/** SPEC.md section 4: the loading state of the checkout. */
export function PaymentInitializing() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-muted">
      <LoaderCircle className="size-5 animate-spin text-gold" aria-hidden />
      Initializing secure payment...
    </div>
  );
}

/** No client secret: the order could not be started. */
export function PaymentUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <CircleAlert className="size-10 text-destructive" aria-hidden />
      <p className="text-lg">{checkoutMessages.unavailable}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <SearchX className="mb-6 size-12 text-gold" aria-hidden />
      <h1 className="text-5xl font-semibold text-balance">{checkoutMessages.productNotFound}</h1>
      <p className="mt-4 leading-relaxed text-muted">
        This checkout link does not name one of our readings. Choose one from our services.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link href="/">Return Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/services">Browse Services</Link>
        </Button>
      </div>
    </section>
  );
}
