import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

// Only used to sign test payloads, exactly as Stripe's servers sign them.
const signer = new Stripe('sk_test_signer');
const unique = () => randomBytes(8).toString('hex');

export interface TestCheckoutSessionOptions {
  clientReferenceId?: string | null;
  amountTotal: number;
  metadata?: Record<string, string>;
  email?: string;
  paymentIntentId?: string;
}

/** A paid Checkout Session as Stripe reports it for a hosted page (tests only). */
export function paidCheckoutSession(options: TestCheckoutSessionOptions) {
  return {
    id: `cs_test_${unique()}`,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: options.paymentIntentId ?? `pi_${unique()}`,
    amount_total: options.amountTotal,
    currency: 'usd',
    client_reference_id: options.clientReferenceId ?? null,
    metadata: options.metadata ?? {},
    customer_details: {
      name: 'Mara Quinn',
      email: options.email ?? `mara.${randomUUID()}@example.com`,
      phone: null,
      address: null,
    },
  };
}

/** Delivers `object` as a signed event of `type` to the shop's webhook. */
export function deliverSignedEvent(
  app: FastifyInstance,
  webhookSecret: string,
  type: string,
  object: object,
) {
  const payload = JSON.stringify({
    id: `evt_${unique()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return postToWebhook(app, { payload, signature });
}

/** Posts a payload with its `Stripe-Signature` header to the shop's webhook, as Stripe does. */
export function postToWebhook(
  app: FastifyInstance,
  { payload, signature }: { payload: string; signature: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
