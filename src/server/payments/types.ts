/**
 * The one small interface the shop needs from a card payment provider. Two adapters implement
 * it: Stripe (`stripe-provider.ts`) and the embedded test mode (`local-provider.ts`).
 */

/** Stripe's PaymentIntent statuses; the local provider uses the same words. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** What the shop reads back about an intent; the server trusts this, never the browser. */
export interface PaymentIntentView {
  id: string;
  status: PaymentIntentStatus;
  /** Integer cents. */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface CreatePaymentIntentRequest {
  /** Integer cents. */
  amount: number;
  currency: 'usd';
  description: string;
  metadata: Record<string, string>;
  /** The same key again returns the same intent instead of a second one. */
  idempotencyKey: string;
}

export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
}

/**
 * A Stripe Checkout Session, as a hosted payment link's payment reports it. It carries the
 * whole order: which product (our `client_reference_id`), what was paid, and who paid.
 */
export interface CheckoutSessionView {
  id: string;
  /** The intent that took the money; null until there is one. */
  paymentIntentId: string | null;
  /** `paid` | `unpaid` (a delayed method still settling) | `no_payment_required`. */
  paymentStatus: string;
  /** Integer cents, after discounts and taxes. */
  amountTotal: number | null;
  currency: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  /** What the hosted page collected; hosted links collect no birth data. */
  customer: { name: string | null; email: string | null; phone: string | null };
}

/** A provider notification reduced to what changes an order. */
export interface PaymentEvent {
  /** The provider's event id: each one is applied once. */
  id: string;
  type: string;
  /** Present for the payment intent events the shop acts on. */
  intent?: PaymentIntentView;
  /** Present for Checkout Session events (hosted payment links). */
  checkoutSession?: CheckoutSessionView;
}

/** Browser-visible settings of the active provider (also drives the CSP). */
export interface PaymentsPublicConfig {
  provider: 'stripe' | 'local';
  publishableKey?: string;
  /** Hosted payment link per product id; only when Stripe is on. */
  paymentLinks: Record<number, string>;
}

/** Gives back the money of a succeeded intent (the shop refunds in full). */
export interface RefundRequest {
  paymentIntentId: string;
  /** Integer cents. */
  amountCents: number;
  /** The admin's words, kept with the refund at the provider (Stripe: metadata, max 500). */
  reason: string;
  /** One per purchase: a repeated request returns the first refund instead of a second one. */
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

/** Stripe's Refund statuses; `pending` is money on its way, `failed`/`canceled` none. */
export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface RefundResult {
  id: string;
  status: RefundStatus;
}

export interface PaymentProviderBase {
  readonly publicConfig: PaymentsPublicConfig;
  createIntent(request: CreatePaymentIntentRequest): Promise<CreatedPaymentIntent>;
  /** The intent as the provider sees it now, or null when it does not exist. */
  retrieveIntent(id: string): Promise<PaymentIntentView | null>;
  /** Throws `PaymentProviderError` (with the provider's reason) when nothing was refunded. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** A Stripe-hosted payment page for one product (the referral purchase, docs/product.md §7). */
export interface CreateCheckoutSessionRequest {
  /** The tier's Stripe price when one is configured; else `amount` and `productName` make it. */
  priceId?: string;
  /** Integer cents: the catalogue price. */
  amount: number;
  currency: 'usd';
  productName: string;
  /** Our reference (`tier-6_ref-ABCD1234`): the webhook builds the order from it. */
  clientReferenceId: string;
  metadata: Record<string, string>;
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CreatedCheckoutSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
}

export interface StripePaymentProvider extends PaymentProviderBase {
  readonly kind: 'stripe';
  /** Throws `PaymentProviderError` when Stripe refuses or cannot be reached. */
  createCheckoutSession(request: CreateCheckoutSessionRequest): Promise<CreatedCheckoutSession>;
  /**
   * Checks the `Stripe-Signature` header against the raw body (300 s tolerance) and returns
   * the event; throws `WebhookSignatureError` when it does not verify.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export interface LocalCardDetails {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type LocalConfirmResult =
  | { outcome: 'succeeded'; intent: PaymentIntentView }
  | {
      outcome: 'refused';
      /** Stripe's error type: a `card_error` charged nothing, an `invalid_request_error` changed nothing. */
      type: 'card_error' | 'validation_error' | 'invalid_request_error';
      code: string;
      message: string;
      intent: PaymentIntentView;
    };

export interface LocalPaymentProvider extends PaymentProviderBase {
  readonly kind: 'local';
  /** Confirms with a test card, as Stripe's confirm call would; null for an unknown intent. */
  confirm(id: string, card: LocalCardDetails): Promise<LocalConfirmResult | null>;
}

export type PaymentProvider = StripePaymentProvider | LocalPaymentProvider;

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider could not be reached or refused a request it should have accepted. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
