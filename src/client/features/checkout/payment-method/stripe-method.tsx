import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useId, useState } from 'react';
import { shopConfig } from '../../../lib/shop-config';
import type { PaymentMethod, PaymentMethodProps } from './payment-method';

/** docs/product.md §9: dark theme, gold primary colour. */
const appearance: Appearance = {
  theme: 'night',
  variables: {
    colorPrimary: '#e2b857',
    colorBackground: '#0d0b1f',
    colorText: '#f4f1ea',
    colorDanger: '#e5484d',
    borderRadius: '6px',
  },
};

let stripePromise: Promise<Stripe | null> | undefined;

/**
 * Stripe.js is fetched from js.stripe.com on the first checkout, never on other pages. When it
 * cannot be fetched (offline, blocked) the card form says so instead of staying blank.
 */
function stripeClient(): Promise<Stripe | null> {
  stripePromise ??= loadStripe(shopConfig().payments.publishableKey ?? '').catch(
    (error: unknown) => {
      console.warn('Stripe.js could not be loaded', error);
      return null;
    },
  );
  return stripePromise;
}

function StripeUnavailable() {
  return (
    <p role="alert" className="rounded-md border border-destructive/60 px-3 py-2 text-sm">
      The secure card form could not be loaded. Please check your connection and reload the page.
    </p>
  );
}

interface StripeFieldsProps extends Omit<PaymentMethodProps, 'amountCents'> {
  hasLoadFailed: boolean;
}

function StripeFields({ hasLoadFailed, children }: StripeFieldsProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [isElementReady, setElementReady] = useState(false);
  const [hasElementFailed, setElementFailed] = useState(false);
  // Why the last payment failed; it stays under the card form until the buyer edits the card.
  const [failure, setFailure] = useState<string | null>(null);
  const failureId = useId();
  const isUnavailable = hasElementFailed || hasLoadFailed;

  const method: PaymentMethod = {
    isReady: Boolean(stripe && elements && isElementReady),
    showFailure(message) {
      setFailure(message);
      // The card fields are in Stripe's frame, out of reach of the form's focus helper.
      elements?.getElement('payment')?.focus();
    },
    fields: isUnavailable ? (
      <StripeUnavailable />
    ) : (
      // The card form is Stripe's iframe: the group carries the message for screen readers.
      <div role="group" aria-label="Card" aria-describedby={failure ? failureId : undefined}>
        <PaymentElement
          onLoadError={() => setElementFailed(true)}
          onReady={() => setElementReady(true)}
          onChange={() => setFailure(null)}
          options={{
            layout: 'tabs',
            // Card only; name, e-mail and phone come from our own form (passed at confirmation).
            fields: { billingDetails: 'never' },
            wallets: { applePay: 'never', googlePay: 'never', link: 'never' },
          }}
        />
        {failure ? (
          <p id={failureId} role="alert" className="mt-2 text-sm text-red-300">
            {failure}
          </p>
        ) : null}
      </div>
    ),
    async validate() {
      if (!elements) return null;
      const { error } = await elements.submit();
      return error ? (error.message ?? 'Please check your card details.') : null;
    },
    async confirm({ person, returnUrl, intent }) {
      if (!stripe || !elements) throw new Error('Stripe is not ready');
      const result = await stripe.confirmPayment({
        elements,
        clientSecret: intent.clientSecret,
        redirect: 'if_required',
        confirmParams: {
          return_url: returnUrl,
          payment_method_data: {
            billing_details: {
              name: person.fullName,
              email: person.email,
              phone: person.phone?.trim() || null,
              address: {
                country: null,
                postal_code: null,
                state: null,
                city: null,
                line1: null,
                line2: null,
              },
            },
          },
        },
      });
      if (result.error) {
        return { status: 'failed', message: result.error.message ?? 'Your card was declined.' };
      }
      if (result.paymentIntent.status === 'succeeded') {
        return {
          status: 'succeeded',
          paymentIntentId: result.paymentIntent.id ?? intent.paymentIntentId,
        };
      }
      throw new Error(`payment intent is ${result.paymentIntent.status}`);
    },
  };
  return <>{children(method)}</>;
}

/**
 * Stripe's Payment Element in place of the card form (loaded only when Stripe is configured).
 * It is drawn from the amount alone: the intent is created when the buyer presses Pay
 * (decision 192), so a page view opens nothing at Stripe or in the shop's database.
 */
export default function StripeMethod({ amountCents, ...rest }: PaymentMethodProps) {
  const [hasLoadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void stripeClient().then((stripe) => {
      if (isCurrent && !stripe) setLoadFailed(true);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return (
    <Elements
      stripe={stripeClient()}
      options={{
        mode: 'payment',
        amount: amountCents,
        currency: 'usd',
        allowedPaymentMethodTypes: ['card'],
        appearance,
      }}
    >
      <StripeFields {...rest} hasLoadFailed={hasLoadFailed} />
    </Elements>
  );
}
