import { LoaderCircle, SearchX } from 'lucide-react';
import { checkoutMessages } from '../../../../common/checkout';
import { MessagePanel, ReturnHomeActions } from '../../../components/layout/message-panel';

/** docs/product.md §4: the loading state of the checkout. */
export function PaymentInitializing() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-muted">
      <LoaderCircle className="size-5 animate-spin text-gold" aria-hidden />
      Initializing secure payment...
    </div>
  );
}

/**
 * The prerendered checkout, and the page while it hydrates: which product the address names is
 * read once the page is live, so nothing here guesses it (neither a product nor "not found").
 */
export function CheckoutLoading() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-4xl font-semibold">Checkout</h1>
      <p role="status" className="mt-6 flex items-center justify-center gap-3 text-muted">
        <LoaderCircle className="size-5 animate-spin text-gold" aria-hidden />
        Loading your order...
      </p>
    </div>
  );
}

export function ProductNotFound() {
  return (
    <MessagePanel
      icon={SearchX}
      title={checkoutMessages.productNotFound}
      actions={<ReturnHomeActions />}
    >
      This checkout link does not name one of our readings. Choose one from our services.
    </MessagePanel>
  );
}
