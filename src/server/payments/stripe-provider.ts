import Stripe from 'stripe';
import type { StripeSettings } from '../config';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutSessionView,
  type PaymentIntentView,
  type PaymentIntentStatus,
  type RefundStatus,
  type StripePaymentProvider,
} from './types';

/** Stripe's own default, said out loud: a signed event older than this is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The only module that imports the `stripe` SDK (docs/architecture.md rule 4). */
export function createStripeProvider(settings: StripeSettings): StripePaymentProvider {
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'astral-path-shop' },
    ...apiBaseOptions(settings.apiBase),
  });

  return {
    kind: 'stripe',
    publicConfig: {
      provider: 'stripe',
      publishableKey: settings.publishableKey,
      paymentLinks: settings.paymentLinks,
    },

    async createIntent(request) {
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency,
            description: request.description,
            metadata: request.metadata,
            allowed_payment_method_types: ['card'],
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!intent.client_secret)
          throw new Error('payment intent came back without a client secret');
        return { id: intent.id, clientSecret: intent.client_secret };
      } catch (error) {
        throw new PaymentProviderError('Stripe refused to create the payment intent', {
          cause: error,
        });
      }
    },

    async createCheckoutSession(request) {
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = request.priceId
        ? { price: request.priceId, quantity: 1 }
        : {
            price_data: {
              currency: request.currency,
              unit_amount: request.amount,
              product_data: { name: request.productName },
            },
            quantity: 1,
          };
      try {
        const session = await client.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [lineItem],
            client_reference_id: request.clientReferenceId,
            metadata: request.metadata,
            payment_intent_data: { metadata: request.metadata },
            customer_email: request.customerEmail,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new Error('checkout session came back without a url');
        return { id: session.id, url: session.url };
      } catch (error) {
        throw new PaymentProviderError('Stripe refused to create the checkout session', {
          cause: error,
        });
      }
    },

    async retrieveIntent(id) {
      try {
        return viewOf(await client.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') {
          return null;
        }
        throw new PaymentProviderError('Stripe did not return the payment intent', {
          cause: error,
        });
      }
    },

    async refund(request) {
      try {
        const refund = await client.refunds.create(
          {
            payment_intent: request.paymentIntentId,
            amount: request.amountCents,
            // Stripe's own `reason` is an enum; the admin's words travel as metadata.
            metadata: { ...request.metadata, reason: request.reason },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { id: refund.id, status: (refund.status ?? 'pending') as RefundStatus };
      } catch (error) {
        const detail = error instanceof Stripe.errors.StripeError ? `: ${error.message}` : '';
        throw new PaymentProviderError(`Stripe did not refund the payment${detail}`, {
          cause: error,
        });
      }
    },

    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
      }
      const object = event.data.object as { object?: string };
      if (object.object === 'checkout.session') {
        const checkoutSession = sessionViewOf(object as Stripe.Checkout.Session);
        return { id: event.id, type: event.type, checkoutSession };
      }
      const intent =
        object.object === 'payment_intent' ? viewOf(object as Stripe.PaymentIntent) : undefined;
      return { id: event.id, type: event.type, intent };
    },
  };
}

function viewOf(intent: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    status: intent.status as PaymentIntentStatus,
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
  };
}

function sessionViewOf(session: Stripe.Checkout.Session): CheckoutSessionView {
  const details = session.customer_details;
  const intent = session.payment_intent;
  return {
    id: session.id,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total,
    currency: session.currency,
    clientReferenceId: session.client_reference_id,
    metadata: { ...session.metadata },
    customer: {
      name: details?.name ?? details?.individual_name ?? details?.business_name ?? null,
      email: details?.email ?? null,
      phone: details?.phone ?? null,
    },
  };
}

/** `STRIPE_API_BASE` (tests): the SDK's host, port and protocol options. */
function apiBaseOptions(apiBase: string | undefined): {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
} {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}
