import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripeApi, type FakeStripeApi } from '../../../tests/support/fake-stripe-api';
import { createStripeProvider, WEBHOOK_TOLERANCE_SECONDS } from './stripe-provider';
import { WebhookSignatureError, type StripePaymentProvider } from './types';

const webhookSecret = 'whsec_test_adapter';
// Only used to sign test payloads, exactly as Stripe's servers sign them.
const signer = new Stripe('sk_test_signer');

function signedEvent(event: object, timestamp = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: webhookSecret,
    timestamp,
  });
  return { body: Buffer.from(payload), header };
}

describe('Stripe adapter (official SDK against a local fake of the API)', () => {
  let fake: FakeStripeApi;
  let provider: StripePaymentProvider;

  beforeAll(async () => {
    fake = await startFakeStripeApi();
    provider = createStripeProvider({
      secretKey: 'sk_test_adapter',
      publishableKey: 'pk_test_adapter',
      webhookSecret,
      apiBase: fake.url,
      paymentLinks: { 3: 'https://buy.stripe.com/test_tier3' },
      priceIds: {},
    });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('creates a card-only intent in cents with our metadata and idempotency key', async () => {
    const created = await provider.createIntent({
      amount: 35_000,
      currency: 'usd',
      description: 'Astral Path: The Intensive',
      metadata: { purchaseId: 'p-1', productId: '5', tier: 'intensive' },
      idempotencyKey: 'create-intent:p-1',
    });
    expect(created.id).toMatch(/^pi_/);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.id}_secret_`));

    const request = fake.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'create-intent:p-1',
      authorization: 'Bearer sk_test_adapter',
      form: {
        amount: '35000',
        currency: 'usd',
        'metadata[purchaseId]': 'p-1',
        'metadata[productId]': '5',
        'metadata[tier]': 'intensive',
        'allowed_payment_method_types[0]': 'card',
      },
    });

    const again = await provider.createIntent({
      amount: 35_000,
      currency: 'usd',
      description: 'Astral Path: The Intensive',
      metadata: { purchaseId: 'p-1', productId: '5', tier: 'intensive' },
      idempotencyKey: 'create-intent:p-1',
    });
    expect(again.id).toBe(created.id);
  });

  it('reads an intent back, and null for one Stripe does not know', async () => {
    const created = await provider.createIntent({
      amount: 1500,
      currency: 'usd',
      description: 'x',
      metadata: { purchaseId: 'p-2' },
      idempotencyKey: 'create-intent:p-2',
    });
    fake.setStatus(created.id, 'succeeded');
    expect(await provider.retrieveIntent(created.id)).toEqual({
      id: created.id,
      status: 'succeeded',
      amount: 1500,
      currency: 'usd',
      metadata: { purchaseId: 'p-2' },
    });
    expect(await provider.retrieveIntent('pi_unknown')).toBeNull();
  });

  it('refunds an intent in cents with the reason as metadata, once per idempotency key', async () => {
    const created = await provider.createIntent({
      amount: 50_000,
      currency: 'usd',
      description: 'x',
      metadata: { purchaseId: 'p-refund' },
      idempotencyKey: 'create-intent:p-refund',
    });
    fake.setStatus(created.id, 'succeeded');
    const request = {
      paymentIntentId: created.id,
      amountCents: 50_000,
      reason: 'Customer asked within the guarantee',
      idempotencyKey: 'refund:p-refund',
      metadata: { purchaseId: 'p-refund' },
    };
    const refund = await provider.refund(request);
    expect(refund).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: 'refund:p-refund',
      form: {
        payment_intent: created.id,
        amount: '50000',
        'metadata[reason]': 'Customer asked within the guarantee',
        'metadata[purchaseId]': 'p-refund',
      },
    });
    expect(await provider.refund(request)).toEqual(refund);
    expect(fake.refunds.size).toBe(1);
  });

  it("says Stripe's reason when a refund is refused", async () => {
    fake.failNextRefund({
      status: 400,
      type: 'invalid_request_error',
      code: 'charge_already_refunded',
      message: 'Charge ch_123 has already been refunded.',
    });
    await expect(
      provider.refund({
        paymentIntentId: 'pi_any',
        amountCents: 100,
        reason: 'Duplicate order',
        idempotencyKey: 'refund:p-refused',
      }),
    ).rejects.toThrow(
      'Stripe did not refund the payment: Charge ch_123 has already been refunded.',
    );
  });

  it('exposes the publishable key and payment links to the page', () => {
    expect(provider.publicConfig).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_adapter',
      paymentLinks: { 3: 'https://buy.stripe.com/test_tier3' },
    });
  });

  describe('webhook signatures', () => {
    const event = {
      id: 'evt_adapter_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_adapter',
          object: 'payment_intent',
          amount: 5000,
          currency: 'usd',
          status: 'succeeded',
          metadata: { purchaseId: 'p-3' },
        },
      },
    };

    it('accepts a correctly signed event and reduces it to the intent', () => {
      const { body, header } = signedEvent(event);
      expect(provider.verifyWebhook(body, header)).toEqual({
        id: 'evt_adapter_1',
        type: 'payment_intent.succeeded',
        intent: {
          id: 'pi_adapter',
          status: 'succeeded',
          amount: 5000,
          currency: 'usd',
          metadata: { purchaseId: 'p-3' },
        },
      });
    });

    it('reduces a Checkout Session event to the order it carries', () => {
      const { body, header } = signedEvent({
        id: 'evt_adapter_session',
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_test_adapter',
            object: 'checkout.session',
            mode: 'payment',
            payment_status: 'paid',
            payment_intent: 'pi_from_link',
            amount_total: 77_700,
            currency: 'usd',
            client_reference_id: 'tier-7',
            metadata: {},
            customer_details: {
              name: 'Mara Quinn',
              email: 'mara@example.com',
              phone: null,
              address: null,
            },
          },
        },
      });
      expect(provider.verifyWebhook(body, header)).toEqual({
        id: 'evt_adapter_session',
        type: 'checkout.session.completed',
        checkoutSession: {
          id: 'cs_test_adapter',
          paymentIntentId: 'pi_from_link',
          paymentStatus: 'paid',
          amountTotal: 77_700,
          currency: 'usd',
          clientReferenceId: 'tier-7',
          metadata: {},
          customer: { name: 'Mara Quinn', email: 'mara@example.com', phone: null },
        },
      });
    });

    it('refuses a body changed after signing', () => {
      const { header } = signedEvent(event);
      const tampered = Buffer.from(JSON.stringify({ ...event, id: 'evt_other' }));
      expect(() => provider.verifyWebhook(tampered, header)).toThrow(WebhookSignatureError);
    });

    it('refuses another secret, a missing header and a stale timestamp', () => {
      const payload = JSON.stringify(event);
      const wrongSecret = signer.webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_someone_else',
      });
      expect(() => provider.verifyWebhook(Buffer.from(payload), wrongSecret)).toThrow(
        WebhookSignatureError,
      );
      expect(() => provider.verifyWebhook(Buffer.from(payload), undefined)).toThrow(
        WebhookSignatureError,
      );
      const stale = signedEvent(
        event,
        Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 60,
      );
      expect(() => provider.verifyWebhook(stale.body, stale.header)).toThrow(WebhookSignatureError);
    });
  });
});
