import { PackageSearch } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { orderStatusMessages } from '../../common/order-status';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { useLookUpOrder } from '../features/order-status/api/look-up-order';
import { OrderLookupForm } from '../features/order-status/components/order-lookup-form';
import { OrderStatusView } from '../features/order-status/components/order-status-view';
import { CustomerSupportSection } from '../features/support/components/customer-support-section';
import { UpgradeOffers } from '../features/upgrades/components/upgrade-offers';
import { messageOf } from '../lib/api-client';
import { tokenOfHash } from '../lib/hash-token';
import { shopConfig } from '../lib/shop-config';
import { useHydrated } from '../lib/use-hydrated';
import { usePageTitle } from '../lib/use-page-title';

/** `/order`: follow an order without an account, by reference and e-mail or the e-mail's link. */
export default function OrderStatusPage() {
  usePageTitle('Your order');
  const [params] = useSearchParams();
  const { supportEmail } = shopConfig();
  const lookup = useLookUpOrder();
  // Read once the page is live: the prerendered page (and its hydration) shows the form.
  const token = useHydrated() ? tokenOfHash(window.location.hash) : null;
  const [isFormChosen, setFormChosen] = useState(false);
  const isFormShown = !token || isFormChosen;
  const { mutate } = lookup;

  useEffect(() => {
    if (token) mutate({ kind: 'link', token });
  }, [token, mutate]);

  // The order's page is the largest React draws at once: drawn as a transition, it yields to the
  // browser every few milliseconds instead of holding a phone's main thread for its whole length.
  const order = useDeferredValue(lookup.data);
  const refusal = lookup.error ? messageOf(lookup.error, orderStatusMessages.notFound) : null;

  function lookAgain() {
    lookup.reset();
    setFormChosen(true);
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <PackageSearch className="size-10 text-gold" aria-hidden />
      <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">Your order</h1>
      {order ? (
        <Card className="mt-8">
          <CardContent className="pt-6">
            <OrderStatusView
              order={order}
              supportEmail={supportEmail}
              token={token}
              upgradeOffers={token ? <UpgradeOffers token={token} /> : null}
            />
            {token && !isFormChosen ? <CustomerSupportSection token={token} /> : null}
          </CardContent>
        </Card>
      ) : isFormShown ? (
        <>
          <p className="mt-4 text-lg leading-relaxed text-muted">
            No account needed: enter the order reference from your confirmation e-mail and the
            e-mail address you paid with. Every e-mail about your order also has a private link
            straight to this page.
          </p>
          <Card className="mt-8">
            <CardContent className="pt-6">
              <OrderLookupForm
                initialReference={params.get('reference') ?? ''}
                isSubmitting={lookup.isPending}
                refusal={refusal}
                onSubmit={(values) => mutate({ kind: 'form', values })}
              />
            </CardContent>
          </Card>
          {/* Beside the form only: a link's order opens without it, and nothing under it moves. */}
          <p className="mt-8 text-sm text-muted">
            Can’t find your reference? Write to{' '}
            <a
              href={`mailto:${supportEmail}`}
              className="text-gold-bright underline underline-offset-4"
            >
              {supportEmail}
            </a>{' '}
            from the address you ordered with and we will help.
          </p>
        </>
      ) : lookup.isError ? (
        <div className="mt-8 grid justify-items-start gap-4">
          <p
            role="alert"
            className="rounded-md border border-red-400/40 bg-red-500/10 px-3 py-2 text-red-200"
          >
            {refusal} If you copied the link from the e-mail, make sure it is complete, or look your
            order up by its reference instead.
          </p>
          <Button onClick={lookAgain}>Look up by reference</Button>
        </div>
      ) : (
        <p role="status" className="mt-8 text-muted">
          Opening your order...
        </p>
      )}
      {order ? (
        <Button variant="outline" className="mt-6" onClick={lookAgain}>
          Look up another order
        </Button>
      ) : null}
    </div>
  );
}
