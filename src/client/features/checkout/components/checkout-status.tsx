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
