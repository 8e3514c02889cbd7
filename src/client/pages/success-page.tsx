import { CircleCheck, Mail } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'wouter';
import { findProduct } from '../../common/catalogue';
import { orderLinkStorageKey, purchaseStorageKey } from '../../common/checkout';
import { Button } from '../components/ui/button';
import { questionnaireLinkFor } from '../features/catalogue/questionnaire-link';
import { useOrderSummary } from '../features/order-status/api/look-up-order';
import { OrderReceipt } from '../features/order-status/components/order-receipt';
import { QuestionnaireStep } from '../features/order-status/components/questionnaire-step';
import { readLocalStorage } from '../lib/purchase-storage';
import { shopConfig } from '../lib/shop-config';
import { useHydrated } from '../lib/use-hydrated';
import { usePageTitle } from '../lib/use-page-title';

/** While the provider has not yet confirmed the payment, the page says so and keeps the next step. */
function PendingConfirmation({ questionnaireLink }: { questionnaireLink: string | null }) {
  return (
    <div className="mt-10 grid gap-5 text-left">
      <p role="status" className="rounded-xl border border-border bg-surface-raised p-6 text-muted">
        We are still confirming your payment with the card provider. Your confirmation e-mail, with
        your order reference, what you bought and when it arrives, follows within a few minutes.
      </p>
      {questionnaireLink ? <QuestionnaireStep href={questionnaireLink} /> : null}
    </div>
  );
}

export default function SuccessPage() {
  usePageTitle('Payment successful');
  const [params] = useSearchParams();
  const { supportEmail } = shopConfig();
  const productParam = params.get('product');
  const purchaseId = useMemo(() => {
    const fromQuery = params.get('purchase')?.trim();
    const product = findProduct(productParam);
    return fromQuery || (product ? readLocalStorage(purchaseStorageKey(product.id)) : null);
  }, [params, productParam]);
  const summary = useOrderSummary(purchaseId);
  // The prerendered page has no query and no storage: which order it is is known once live.
  const isHydrated = useHydrated();
  const questionnaireLink = useMemo(
    () =>
      questionnaireLinkFor({
        product: productParam,
        purchaseFromQuery: purchaseId,
        readStored: readLocalStorage,
      }),
    [productParam, purchaseId],
  );

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <CircleCheck className="mx-auto size-16 text-success" aria-hidden />
      {/* One line on a phone in the web font and in its stand-in, which is a little wider. */}
      <h1 className="mt-6 text-[2.75rem] font-semibold sm:text-6xl">Payment Successful!</h1>
      <p className="mt-4 text-xl text-gold-bright">Thank you for your purchase!</p>
      <p className="mt-6 flex items-start justify-center gap-2 leading-relaxed text-muted">
        <Mail className="mt-1 size-4 shrink-0" aria-hidden />
        <span>A confirmation e-mail with your order details is on its way to your inbox.</span>
      </p>

      {summary.data ? (
        <OrderReceipt
          summary={summary.data}
          orderLink={purchaseId ? readLocalStorage(orderLinkStorageKey(purchaseId)) : null}
        />
      ) : !isHydrated || (summary.isPending && purchaseId) ? (
        <p role="status" className="mt-10 text-muted">
          Loading your order...
        </p>
      ) : purchaseId ? (
        <PendingConfirmation questionnaireLink={questionnaireLink} />
      ) : (
        <p className="mt-10 text-muted">
          Your order reference is in your confirmation e-mail; with it you can{' '}
          <Link href="/order" className="font-medium text-gold-bright underline underline-offset-4">
            track your order
          </Link>{' '}
          any time.
        </p>
      )}

      <p className="mt-10 text-muted">
        Questions about your order? Write to{' '}
        <a
          href={`mailto:${supportEmail}`}
          className="font-medium text-gold-bright underline underline-offset-4"
        >
          {supportEmail}
        </a>
        .
      </p>
      <Button asChild size="lg" variant="outline" className="mt-8">
        <Link href="/">Return Home</Link>
      </Button>
    </div>
  );
}
