import { CircleCheck, LoaderCircle, Lock, RefreshCw, SearchX, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { checkoutMessages } from '../../common/checkout';
import { dollarsToCents, formatUsd } from '../../common/money';
import { orderStatusMessages, orderStatusPathFor } from '../../common/order-status';
import { pageRoutes } from '../../common/routes';
import {
  upgradeMessages,
  type StartUpgradeReply,
  type UpgradeOffer,
  type UpgradeOffers,
} from '../../common/upgrades';
import { MessagePanel } from '../components/layout/message-panel';
import { PageLoading } from '../components/layout/page-loading';
import { BackLink } from '../components/ui/back-link';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { toast } from '../components/ui/use-toast';
import type { PaymentMethod } from '../features/checkout/payment-method/payment-method';
import { PaymentMethodBoundary } from '../features/checkout/payment-method/payment-method-boundary';
import { useReportUpgradePaid, useStartUpgrade, useUpgradeOffers } from '../features/upgrades/api';
import { UpgradeSummary } from '../features/upgrades/components/upgrade-summary';
import { messageOf } from '../lib/api-client';
import { tokenOfHash } from '../lib/hash-token';
import { reportMutationError, showErrorToast } from '../lib/mutation-errors';
import { useHydrated } from '../lib/use-hydrated';
import { usePageTitle } from '../lib/use-page-title';

/** Where an upgrade that cannot be paid here sends the buyer: their order, or its lookup. */
function UpgradeUnavailable({ token, message }: { token: string | null; message: string }) {
  return (
    <MessagePanel
      icon={SearchX}
      title="This upgrade cannot be paid here"
      actions={
        <Button asChild>
          <Link href={token ? orderStatusPathFor(token) : pageRoutes.orderStatus}>
            {token ? 'Back to your order' : 'Look up your order'}
          </Link>
        </Button>
      }
    >
      {message}
    </MessagePanel>
  );
}

/** `charged`: the card went through and the server has not yet said so; Pay only asks it again. */
type PaymentPhase = 'ready' | 'processing' | 'charged' | 'paid';

/**
 * Pays for one upgrade: opens its payment on Pay, lets the provider charge the card, then tells
 * the server and moves on. A declined card's second try reuses the payment opened for the same
 * amount; once the card went through, the button only asks the server again, never charges twice.
 */
function useUpgradePayment(token: string, offers: UpgradeOffers, offer: UpgradeOffer) {
  const [, navigate] = useLocation();
  const start = useStartUpgrade(token);
  const reportPaid = useReportUpgradePaid(token);
  const [phase, setPhase] = useState<PaymentPhase>('ready');
  const [failure, setFailure] = useState<string | null>(null);
  const opened = useRef<{ key: string; reply: StartUpgradeReply } | null>(null);
  const chargedIntentId = useRef<string | null>(null);
  const isBusy = useRef(false);

  async function openPayment(): Promise<StartUpgradeReply> {
    const key = `${offer.productId}:${offer.price}`;
    if (opened.current?.key === key) return opened.current.reply;
    const reply = await start.mutateAsync({
      token,
      productId: offer.productId,
      amount: offer.price,
    });
    opened.current = { key, reply };
    return reply;
  }

  /** The paid intent's id, or null when the card form or the provider refused (already told). */
  async function charge(method: PaymentMethod): Promise<string | null> {
    if (!method.isReady) {
      showErrorToast(checkoutMessages.notReady);
      return null;
    }
    const cardProblem = await method.validate();
    if (cardProblem) {
      showErrorToast(cardProblem, 'Payment Failed');
      return null;
    }
    setPhase('processing');
    const { clientSecret, paymentIntentId } = await openPayment();
    const result = await method.confirm({
      person: offers.cardholder,
      // A card the bank checks on its own page comes back to the order, where the provider's
      // report of the payment has applied the upgrade (decision 358).
      returnUrl: `${window.location.origin}${orderStatusPathFor(token)}`,
      intent: { clientSecret, paymentIntentId },
    });
    if (result.status === 'succeeded') return result.paymentIntentId;
    setPhase('ready');
    method.showFailure(result.message);
    showErrorToast(result.message, 'Payment Failed');
    return null;
  }

  async function pay(method: PaymentMethod) {
    // A double click must not pay twice: the second press is dropped before any await.
    if (isBusy.current) return;
    isBusy.current = true;
    setFailure(null);
    try {
      chargedIntentId.current ??= await charge(method);
      if (!chargedIntentId.current) return;
      setPhase('processing');
      const reply = await reportPaid.mutateAsync({
        token,
        paymentIntentId: chargedIntentId.current,
      });
      setPhase('paid');
      toast({
        title: 'Upgrade Successful',
        description: `Your reading is now ${reply.productName}.`,
        variant: 'success',
      });
      navigate(reply.nextPath);
    } catch (error) {
      const isCharged = chargedIntentId.current !== null;
      setPhase(isCharged ? 'charged' : 'ready');
      const { message } = reportMutationError(error, {
        fallback: isCharged ? upgradeMessages.notPaidYet : upgradeMessages.startFailed,
      });
      setFailure(message);
    } finally {
      isBusy.current = false;
    }
  }

  return { phase, failure, pay };
}

function PayButtonLabel({ phase, price }: { phase: PaymentPhase; price: string }) {
  const labels: Record<PaymentPhase, [LucideIcon, string]> = {
    ready: [Lock, `Pay ${formatUsd(price)}`],
    processing: [LoaderCircle, 'Processing Payment...'],
    charged: [RefreshCw, 'Check my payment again'],
    paid: [CircleCheck, 'Payment Successful'],
  };
  const [Icon, label] = labels[phase];
  return (
    <>
      <Icon className={phase === 'processing' ? 'animate-spin' : undefined} aria-hidden />
      {label}
    </>
  );
}

function UpgradePayment(props: {
  token: string;
  offers: UpgradeOffers;
  offer: UpgradeOffer;
  method: PaymentMethod;
}) {
  const { phase, failure, pay } = useUpgradePayment(props.token, props.offers, props.offer);
  const isBusy = phase === 'processing' || phase === 'paid';
  return (
    <section aria-labelledby="payment-heading" className="grid gap-6">
      <h2 id="payment-heading" className="text-2xl font-semibold">
        Payment
      </h2>
      <fieldset disabled={phase !== 'ready'} className="grid min-w-0 gap-4">
        <legend className="sr-only">Card</legend>
        {props.method.fields}
      </fieldset>
      <div className="grid gap-3">
        <Button
          type="button"
          size="lg"
          className="w-full"
          disabled={isBusy}
          onClick={() => void pay(props.method)}
        >
          <PayButtonLabel phase={phase} price={props.offer.price} />
        </Button>
        {failure ? (
          <p
            role="alert"
            className="rounded-md border border-red-400/40 bg-red-500/10 px-3 py-2 text-sm text-red-200"
          >
            {failure}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The upgrade page for a token (null: the address held none) and the product asked for. */
export function UpgradeView({ token, to }: { token: string | null; to: string | null }) {
  const query = useUpgradeOffers(token);
  if (!token) {
    return (
      <UpgradeUnavailable
        token={null}
        message="This upgrade link is incomplete. Open your order from the link in any of our e-mails about it, and choose the upgrade there."
      />
    );
  }
  const offers = query.data;
  if (!offers) {
    if (query.isError) {
      return (
        <UpgradeUnavailable
          token={token}
          message={messageOf(query.error, orderStatusMessages.notFound)}
        />
      );
    }
    return <PageLoading label="Opening your upgrade…" />;
  }
  const offer = offers.offers.find((candidate) => String(candidate.productId) === to);
  if (!offer) return <UpgradeUnavailable token={token} message={upgradeMessages.notOffered} />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink href={orderStatusPathFor(token)}>Back to your order</BackLink>
      <div className="mt-6 grid gap-8 lg:grid-cols-[22rem_1fr] lg:items-start">
        <div className="lg:sticky lg:top-24">
          <UpgradeSummary offers={offers} offer={offer} />
        </div>
        <Card>
          <CardContent className="p-5 sm:p-8">
            <PaymentMethodBoundary amountCents={dollarsToCents(offer.price)}>
              {(method) => (
                <UpgradePayment token={token} offers={offers} offer={offer} method={method} />
              )}
            </PaymentMethodBoundary>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/**
 * `/upgrade?to=N#token=...`: pays the difference to a higher reading on the same order, from
 * the order page's offer. Drawn in the browser only (never prerendered): the token is read from
 * the address once the page is live.
 */
export default function UpgradePage() {
  usePageTitle('Upgrade your reading');
  const [params] = useSearchParams();
  const isHydrated = useHydrated();
  if (!isHydrated) return <PageLoading label="Opening your upgrade…" />;
  return <UpgradeView token={tokenOfHash(window.location.hash)} to={params.get('to')} />;
}
