import { randomUUID } from 'node:crypto';
import { findProduct } from '../../common/catalogue';
import {
  checkoutMessages,
  type CreatePaymentIntentInput,
  type CreatePaymentIntentResult,
  type LocalCardInput,
  type LocalConfirmReply,
  type SaveUserDataInput,
  type SaveUserDataReply,
} from '../../common/checkout';
import { type GiftCheckoutInput, type GiftPaidInput, type GiftPaidReply } from '../../common/gifts';
import { discountCodeMessages } from '../../common/discount-codes';
import { dollarsToCents } from '../../common/money';
import { claimCodeForBuyer, holdCodeUse, priceWithCode } from '../discounts/codes';
import { settleUpgradePayment } from '../orders/upgrades';
import type { PersonInput } from '../../common/person';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import {
  completeOrderOfIntent,
  createPendingOrder,
  fileCustomerOnOpenOrder,
  findOrderOfIntent,
  intentPaysFor,
  lockOrderOfIntent,
  markOrderFailed,
  type BookingAtPayment,
} from '../orders/orders';
import { fileGiftOnOpenOrder, findGift } from '../orders/gifts';
import type { PaymentProvider } from '../payments/types';
import type { ReferralSnapshot } from '../referrals/referral';

export interface CheckoutLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface CheckoutDeps {
  db: Database;
  payments: PaymentProvider;
  shopName: string;
  log: CheckoutLogger;
  booking: BookingAtPayment;
  /** The order's private link (`/order#token=...`), for the browser that paid (issue 36). */
  orderLinkOf: (purchaseId: string) => string;
  /** A gift's page for its buyer (`/gift#token=...`), for the browser that paid for it. */
  giftLinkOf: (purchaseId: string) => string;
  /** The shop's clock (the system's but in tests): an upgrade is stamped with it. */
  now: () => Date;
}

/**
 * Starts paying for one product: the server decides the amount (the browser's figure is only
 * checked), creates the provider's intent and a checkout row tied to it, with the referral the
 * route checked (its affiliate and rate as they are now). The page calls it when the buyer
 * presses Pay, never on load (decision 192); the row is a checkout, no order, until the person
 * details are filed (`saveCheckoutCustomer`, the next call) or the money arrives.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  input: CreatePaymentIntentInput,
  referral: ReferralSnapshot | null = null,
): Promise<CreatePaymentIntentResult> {
  const product = findProduct(input.productId);
  if (!product) throw new AppError('bad_request', checkoutMessages.productNotFound);
  const priceCents = dollarsToCents(product.price);
  const now = deps.now();
  const discount = input.discountCode
    ? await priceWithCode(deps.db, { product, priceCents, code: input.discountCode }, now)
    : null;
  const amount = discount ? discount.totalCents : priceCents;
  if (dollarsToCents(input.amount) !== amount) {
    const message = discount ? discountCodeMessages.changed : checkoutMessages.amountMismatch;
    throw new AppError('bad_request', message, { amount: message });
  }

  const purchaseId = randomUUID();
  let intent;
  try {
    intent = await deps.payments.createIntent({
      amount,
      currency: 'usd',
      description: `${deps.shopName}: ${product.name}`,
      metadata: { purchaseId, productId: String(product.id), tier: product.key },
      idempotencyKey: `create-intent:${purchaseId}`,
    });
  } catch (error) {
    deps.log.error({ err: error, productId: product.id }, 'payment intent not created');
    throw new AppError('unavailable', checkoutMessages.initFailed);
  }
  // A code's affiliate is the referral: the buyer typed it at the checkout (decision 359).
  const order = {
    id: purchaseId,
    product,
    paymentProvider: deps.payments.publicConfig.provider,
    paymentIntentId: intent.id,
    referral: discount?.referral ?? referral,
    discount: discount ? { code: discount.code, cents: discount.discountCents } : null,
    isCheckout: true,
  };
  if (discount) {
    await deps.db.transaction(async (tx) => {
      await createPendingOrder(tx, order);
      await holdCodeUse(tx, { product, codeId: discount.codeId, purchaseId }, now);
    });
  } else {
    await createPendingOrder(deps.db, order);
  }
  return { clientSecret: intent.clientSecret, purchaseId, paymentIntentId: intent.id };
}

/**
 * Files the person details on the pending purchase before the card is charged, so a paid order
 * always has its customer, even when the browser closes right after paying. The random
 * purchase id is the capability; a completed order can no longer be changed this way.
 */
export async function saveCheckoutCustomer(
  db: Database,
  purchaseId: string,
  person: PersonInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const outcome = await fileCustomerOnOpenOrder(tx, purchaseId, person);
    if (outcome === 'not-found') throw new AppError('not_found', checkoutMessages.paymentNotFound);
    if (outcome === 'closed') throw new AppError('conflict', checkoutMessages.orderClosed);
    // A code's limit per customer is counted on the address filed, before the card is charged.
    await claimCodeForBuyer(tx, purchaseId, person.email, now);
  });
}

/**
 * Files the buyer and the gift on the pending purchase before the card is charged, as
 * `saveCheckoutCustomer` files a person (decision 356): the random purchase id is the
 * capability, and a completed order can no longer be changed this way.
 */
export async function saveCheckoutGift(
  db: Database,
  purchaseId: string,
  input: GiftCheckoutInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const outcome = await fileGiftOnOpenOrder(tx, purchaseId, input, now);
    if (outcome === 'not-found') throw new AppError('not_found', checkoutMessages.paymentNotFound);
    if (outcome === 'closed') throw new AppError('conflict', checkoutMessages.orderClosed);
    await claimCodeForBuyer(tx, purchaseId, input.buyer.email, now);
  });
}

/**
 * A gift's "I paid": believed only after the provider confirms the intent, like `saveUserData`,
 * and answered with the buyer's gift page, never the order's page (which becomes the
 * recipient's once they claim it).
 */
export async function giftPaidByBrowser(
  deps: CheckoutDeps,
  input: GiftPaidInput,
): Promise<GiftPaidReply> {
  const purchase = await findOrderOfIntent(deps.db, input.paymentIntentId);
  if (!purchase || purchase.productId !== input.productId || purchase.id !== input.purchaseId) {
    throw new AppError('bad_request', checkoutMessages.paymentMismatch);
  }
  if (!(await findGift(deps.db, purchase.id))) {
    throw new AppError('bad_request', checkoutMessages.paymentMismatch);
  }
  const paid = { purchaseId: purchase.id, giftPath: deps.giftLinkOf(purchase.id) };
  if (purchase.paymentStatus === 'completed' || purchase.paymentStatus === 'refunded') return paid;
  const intent = await deps.payments.retrieveIntent(input.paymentIntentId);
  if (!intent || !intentPaysFor(intent, purchase)) {
    throw new AppError('bad_request', checkoutMessages.paymentMismatch);
  }
  if (intent.status !== 'succeeded')
    throw new AppError('payment_required', checkoutMessages.notPaid);
  await completeOrderOfIntent(deps.db, intent, null, deps.booking);
  return paid;
}

/**
 * The browser's "I paid" (docs/product.md §7). Believed only after the provider confirms the
 * intent succeeded; the same intent again gives the same purchase.
 */
export async function saveUserData(
  deps: CheckoutDeps,
  input: SaveUserDataInput,
): Promise<SaveUserDataReply> {
  const { productId, paymentIntentId, purchaseId: claimedPurchaseId, ...person } = input;
  const purchase = await findOrderOfIntent(deps.db, paymentIntentId);
  if (!purchase) throw new AppError('not_found', checkoutMessages.paymentNotFound);
  // A gift's order is its recipient's: its buyer files nothing here and gets no order link.
  if (await findGift(deps.db, purchase.id)) {
    throw new AppError('bad_request', checkoutMessages.paymentMismatch);
  }
  if (
    purchase.productId !== productId ||
    (claimedPurchaseId && claimedPurchaseId !== purchase.id)
  ) {
    throw new AppError('bad_request', checkoutMessages.paymentMismatch);
  }
  // The caller proved the payment (its intent id pays this order): the browser that paid opens
  // its order page directly, without typing the e-mail it just gave (issue 36).
  const paid = { purchaseId: purchase.id, orderStatusPath: deps.orderLinkOf(purchase.id) };
  if (purchase.paymentStatus === 'completed' && purchase.userId) return paid;

  // Asked outside the transaction: no row lock is held while the provider answers.
  const intent = await deps.payments.retrieveIntent(paymentIntentId);
  if (!intent || !intentPaysFor(intent, purchase)) {
    throw new AppError('bad_request', checkoutMessages.paymentMismatch);
  }
  if (intent.status !== 'succeeded')
    throw new AppError('payment_required', checkoutMessages.notPaid);

  await completeOrderOfIntent(deps.db, intent, person, deps.booking);
  return paid;
}

/**
 * The embedded provider's confirm call. It settles the order at once, as Stripe's webhook
 * would: paid completes it (with the customer filed before), a declined card fails it. Like
 * Stripe.js's `confirmPayment`, a refusal is a result (`error`), not a failed request. A
 * confirm the provider answers "already succeeded" completes the order too: the first one may
 * have taken the money and then lost the database before its order was written.
 */
export async function confirmLocalPayment(
  deps: CheckoutDeps,
  paymentIntentId: string,
  card: LocalCardInput,
): Promise<LocalConfirmReply> {
  if (deps.payments.kind !== 'local')
    throw new AppError('not_found', checkoutMessages.paymentNotFound);
  const result = await deps.payments.confirm(paymentIntentId, card);
  if (!result) throw new AppError('not_found', checkoutMessages.paymentNotFound);

  const isDecline = result.outcome === 'refused' && result.type === 'card_error';
  if (result.intent.status === 'succeeded' && result.intent.metadata.upgradeId) {
    // An upgrade's payment (decision 358): applied here as the webhook would with Stripe.
    await settleUpgradePayment(deps, result.intent, {
      booking: deps.booking,
      actor: 'payment-provider',
      now: deps.now(),
    });
  } else if (result.intent.status === 'succeeded') {
    await completeOrderOfIntent(deps.db, result.intent, null, deps.booking);
  } else if (isDecline) {
    await deps.db.transaction(async (tx) => {
      const purchase = await lockOrderOfIntent(tx, paymentIntentId);
      if (purchase && intentPaysFor(result.intent, purchase)) await markOrderFailed(tx, purchase);
    });
  }
  const paymentIntent = { id: result.intent.id, status: result.intent.status };
  if (result.outcome === 'succeeded') return { paymentIntent };
  return {
    paymentIntent,
    error: { type: result.type, code: result.code, message: result.message },
  };
}
