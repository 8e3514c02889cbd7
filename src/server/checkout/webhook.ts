import type { Transaction } from '../db/client';
import { paymentWebhookEvents } from '../db/schema';
import { AppError } from '../errors';
import { WebhookSignatureError, type PaymentEvent } from '../payments/types';
import {
  completePaidOrder,
  intentPaysFor,
  lockOrderOfIntent,
  markOrderFailed,
} from '../orders/orders';
import { completeUpgradeInTransaction, refundSupersededUpgrade } from '../orders/upgrades';
import type { OrderUpgrade } from '../db/schema';
import { applyCheckoutSessionEvent } from './payment-link-order';
import type { CheckoutDeps } from './service';

export interface WebhookReply {
  received: true;
  /** True when this event id was processed before and nothing was done this time. */
  duplicate: boolean;
}

/**
 * `POST /api/stripe/webhook`: verifies the signature on the raw body, then applies each event
 * id once. The event is recorded in the same transaction as its effect, so a failure leaves
 * nothing behind and Stripe's retry applies it.
 */
export async function handleStripeWebhook(
  deps: CheckoutDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookReply> {
  if (deps.payments.kind !== 'stripe') throw new AppError('not_found', 'Not found');
  let event: PaymentEvent;
  try {
    event = deps.payments.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      deps.log.warn({ reason: error.message }, 'webhook signature refused');
      throw new AppError('bad_request', 'Webhook signature verification failed.');
    }
    throw error;
  }

  const applied = await deps.db.transaction(
    async (tx): Promise<{ isNew: boolean; superseded: OrderUpgrade | null }> => {
      const [fresh] = await tx
        .insert(paymentWebhookEvents)
        .values({ id: event.id, provider: 'stripe', type: event.type })
        .onConflictDoNothing({ target: paymentWebhookEvents.id })
        .returning({ id: paymentWebhookEvents.id });
      if (!fresh) return { isNew: false, superseded: null };

      if (event.checkoutSession) {
        const session = event.checkoutSession;
        await applyCheckoutSessionEvent(tx, deps, { id: event.id, type: event.type, session });
        return { isNew: true, superseded: null };
      }
      return { isNew: true, superseded: await applyIntentEvent(tx, deps, event) };
    },
  );
  // A payment that came after its order moved on goes back, once the event is recorded.
  if (applied.superseded) await refundSupersededUpgrade(deps, applied.superseded);
  return { received: true, duplicate: !applied.isNew };
}

/**
 * The embedded checkout's intents: succeeded completes its purchase, failed fails it; an
 * upgrade's succeeded intent applies the upgrade (decision 358). Returns an upgrade paid after
 * its order moved on, for the caller to refund once the event is recorded.
 */
async function applyIntentEvent(
  tx: Transaction,
  { log, booking, now }: Pick<CheckoutDeps, 'log' | 'booking' | 'now'>,
  event: PaymentEvent,
): Promise<OrderUpgrade | null> {
  const intent = event.intent;
  const isSucceeded = event.type === 'payment_intent.succeeded';
  const isFailed = event.type === 'payment_intent.payment_failed';
  if (!intent || (!isSucceeded && !isFailed)) return null;
  if (intent.metadata.upgradeId) {
    if (!isSucceeded) return null;
    const completion = await completeUpgradeInTransaction(
      tx,
      intent,
      booking,
      'payment-provider',
      now(),
    );
    return completion.outcome === 'superseded' ? completion.upgrade : null;
  }
  const purchase = await lockOrderOfIntent(tx, intent.id);
  if (!purchase || !intentPaysFor(intent, purchase)) {
    // A hosted payment link's intent: its Checkout Session event makes (or made) the order.
    log.info({ eventId: event.id, intentId: intent.id }, 'webhook for an intent of no checkout');
    return null;
  }
  if (isSucceeded && intent.status === 'succeeded') {
    await completePaidOrder(tx, purchase, null, booking);
  } else if (isFailed) {
    await markOrderFailed(tx, purchase);
  }
  return null;
}
