import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { findProduct, type Product } from '../../common/catalogue';
import { dollarsToCents } from '../../common/money';
import { parsePaymentLinkReference } from '../../common/payment-link-reference';
import type { Transaction } from '../db/client';
import { customerNameByEmail, type CustomerContact } from '../customers/customers';
import {
  completePaidOrder,
  type BookingAtPayment,
  createPendingOrder,
  lockOrderOfIntent,
} from '../orders/orders';
import type { CheckoutSessionView } from '../payments/types';
import { referralSnapshot } from '../referrals/referral';
import type { CheckoutLogger } from './service';

const SESSION_COMPLETED = 'checkout.session.completed';
const ASYNC_PAYMENT_SUCCEEDED = 'checkout.session.async_payment_succeeded';
const ASYNC_PAYMENT_FAILED = 'checkout.session.async_payment_failed';

const contactSchema = z.object({
  fullName: z.string().trim().min(1).max(200),
  email: z.string().trim().pipe(z.email().max(254)),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[\d\s+().-]*$/)
    .optional()
    .catch(undefined),
});

/**
 * A hosted payment link's paid Checkout Session becomes a completed purchase with its customer
 * and one confirmation mail. The purchase is keyed on the session's payment intent (unique), so
 * a replay, or a `payment_intent.succeeded` for the same intent, never makes a second one; a
 * `payment_intent.succeeded` arriving first finds no purchase and is ignored, as this event
 * carries everything. A session we cannot match to the catalogue records nothing and logs an
 * error: the buyer has paid, so someone must file or refund it by hand.
 */
export async function applyCheckoutSessionEvent(
  tx: Transaction,
  { log, booking }: { log: CheckoutLogger; booking: BookingAtPayment },
  event: { id: string; type: string; session: CheckoutSessionView },
): Promise<void> {
  const { session } = event;
  const context = {
    eventId: event.id,
    sessionId: session.id,
    paymentIntentId: session.paymentIntentId,
  };
  if (event.type === ASYNC_PAYMENT_FAILED) {
    log.warn(context, 'hosted payment link: delayed payment failed, no order');
    return;
  }
  if (event.type !== SESSION_COMPLETED && event.type !== ASYNC_PAYMENT_SUCCEEDED) return;
  if (session.paymentStatus !== 'paid') {
    // A delayed method (bank debit): its `async_payment_succeeded` brings the order.
    log.info({ ...context, paymentStatus: session.paymentStatus }, 'checkout session not paid yet');
    return;
  }

  const product = productOf(session);
  if (!product) {
    log.error(
      { ...context, clientReferenceId: session.clientReferenceId },
      'paid checkout session names no product: no order recorded',
    );
    return;
  }
  const expectedCents = dollarsToCents(product.price);
  if (session.amountTotal !== expectedCents || session.currency !== 'usd') {
    // Also what a promotion code, tax or a quantity change on the link would look like.
    log.error(
      {
        ...context,
        productId: product.id,
        amountTotal: session.amountTotal,
        currency: session.currency,
        expectedCents,
      },
      'paid checkout session does not match the catalogue price: no order recorded',
    );
    return;
  }
  if (!session.paymentIntentId) {
    log.error(context, 'paid checkout session has no payment intent: no order recorded');
    return;
  }

  const contact = await contactOf(tx, session);
  if (!contact) log.warn(context, 'paid checkout session without a usable e-mail address');
  await createPendingOrder(tx, {
    id: randomUUID(),
    product,
    paymentProvider: 'stripe',
    paymentIntentId: session.paymentIntentId,
    customer: contact,
    referral: await referralSnapshot(tx, referralCodeOf(session)),
  });
  const purchase = await lockOrderOfIntent(tx, session.paymentIntentId);
  if (!purchase || purchase.productId !== product.id) {
    log.error(context, 'the intent of this checkout session belongs to another order');
    return;
  }
  await completePaidOrder(tx, purchase, contact, booking);
}

/** Our `client_reference_id` (the link carried it), else a `product_id` set on the link. */
function productOf(session: CheckoutSessionView): Product | undefined {
  const reference = parsePaymentLinkReference(session.clientReferenceId);
  const productId = reference?.productId ?? session.metadata.product_id;
  return productId === undefined ? undefined : findProduct(productId);
}

/**
 * The referral the link or the referral purchase's session carried. Checked against our own
 * records as the order is created (a buyer can edit a link's reference, so an unknown or
 * deactivated code attributes nothing); the rate is the affiliate's rate now.
 */
function referralCodeOf(session: CheckoutSessionView): string | undefined {
  const reference = parsePaymentLinkReference(session.clientReferenceId);
  return reference?.referralCode ?? session.metadata.referral_code;
}

/**
 * Who paid. Card payments always give a name; without one, a returning customer keeps theirs
 * and a new one is greeted by the address's local part.
 */
async function contactOf(
  tx: Transaction,
  session: CheckoutSessionView,
): Promise<CustomerContact | null> {
  const { name, email, phone } = session.customer;
  let fullName = name?.trim();
  if (!fullName && email) {
    fullName = (await customerNameByEmail(tx, email)) ?? email.trim().split('@')[0];
  }
  const parsed = contactSchema.safeParse({
    fullName,
    email: email ?? undefined,
    phone: phone ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}
