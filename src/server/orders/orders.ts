import { and, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import {
  findProduct,
  products,
  orderQuestionnairePath,
  type ComputedDocumentKind,
  type Product,
} from '../../common/catalogue';
import { deliveryForRecipient } from '../../common/gifts';
import { guaranteeDaysFor } from '../../common/guarantee';
import { centsToDollars, dollarsToCents } from '../../common/money';
import { normaliseBirth, type PersonInput } from '../../common/person';
import { upsertContact, upsertCustomer, type CustomerContact } from '../customers/customers';
import type { Database, Queryable, Transaction } from '../db/client';
import { purchases, type Purchase } from '../db/schema';
import type { PaymentIntentView } from '../payments/types';
import type { ReferralSnapshot } from '../referrals/referral';
import { sessionsBecameBookable } from './bookable-sessions';
import { bookCommission, decideSelfReferralLate } from './commissions';
import {
  claimGift,
  dropGiftOfOpenOrder,
  findGift,
  giftBuyerContact,
  giftPaid,
  giverOf,
} from './gifts';
import { queueComputedReport } from './computed-reports';
import { queueOrderEmail } from './order-mail';
import { scheduleQuestionnaireReminders } from './questionnaire-reminders';
import { hasBirthDetails, storedCustomer, type OrderCustomer } from './order-customer';
import { recordOrderEvent, type OrderActor } from './timeline';
import { codeUsePaid } from '../discounts/codes';

export const ORDER_CONFIRMATION_KIND = 'order-confirmation';

export interface OrderConfirmationPayload extends Record<string, unknown> {
  purchaseId: string;
  fullName: string;
  productId: number;
  productName: string;
  /** Decimal dollars as stored, e.g. `350.00`. */
  amount: string;
  delivery: string;
  /** Everything is computed: the PDFs follow by themselves within minutes. */
  isComputedReport: boolean;
  /** The computed documents made at once after payment, by name. */
  computedDocuments: string[];
  /** Site-relative questionnaire link with `?purchase=`, or null for products without one. */
  questionnairePath: string | null;
  /** False for a hosted payment link's order: its page collects no birth details. */
  hasBirthDetails: boolean;
  /** The birth data the reading is made from, echoed so a mistake is caught early. */
  birth: OrderBirthData | null;
  /** The catalogue's guarantee when the order was paid. */
  guaranteeDays: number;
  /** A claimed gift: the giver's first name (decision 356). */
  giftFrom?: string | null;
}

export interface OrderBirthData {
  fullName: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** 24-hour `HH:MM`, or null when the buyer does not know it. */
  time: string | null;
  place: string;
}

export interface NewOrder {
  id: string;
  product: Product;
  paymentProvider: string;
  paymentIntentId: string;
  customer?: CustomerContact | null;
  /** The referral the order is bought through, checked by referrals/ (a snapshot, never rewritten). */
  referral?: ReferralSnapshot | null;
  /** The discount code it is bought with (checked by discounts/) and what it takes off, in cents. */
  discount?: { code: string; cents: number } | null;
  /**
   * A checkout, not yet an order: the payment page was opened and nobody pressed Pay. It
   * becomes an order when the buyer files their details or the money arrives.
   */
  isCheckout?: boolean;
}

/**
 * The rows that are orders. A checkout (a payment page opened, nothing placed) is none: every
 * admin count, list, search and export leaves it out.
 */
export const isPlacedOrder = isNotNull(purchases.placedAt);

/** Sets `placed_at` once, the first time a checkout becomes an order. */
const placedNow = sql`coalesce(${purchases.placedAt}, now())`;

export type { ReferralSnapshot };

/**
 * A pending purchase for a provider intent, at the catalogue price. Returns false when the
 * intent already has its purchase (a replayed event), so callers stay idempotent.
 */
export async function createPendingOrder(db: Queryable, order: NewOrder): Promise<boolean> {
  const inserted = await db
    .insert(purchases)
    .values({
      id: order.id,
      productId: order.product.id,
      tier: order.product.key,
      amount: centsToDollars(dollarsToCents(order.product.price) - (order.discount?.cents ?? 0)),
      discountCode: order.discount?.code ?? null,
      discountCents: order.discount?.cents ?? 0,
      currency: 'usd',
      paymentStatus: 'pending',
      paymentProvider: order.paymentProvider,
      paymentIntentId: order.paymentIntentId,
      customer: order.customer ?? null,
      referralCode: order.referral?.code ?? null,
      affiliateId: order.referral?.affiliateId ?? null,
      commissionRate: order.referral?.commissionRate ?? null,
      ...(order.isCheckout ? { placedAt: null } : {}),
    })
    .onConflictDoNothing({
      target: purchases.paymentIntentId,
      where: sql`payment_intent_id is not null`,
    })
    .returning({ id: purchases.id });
  return inserted.length === 1;
}

export async function findOrder(db: Queryable, id: string): Promise<Purchase | undefined> {
  const [purchase] = await db.select().from(purchases).where(eq(purchases.id, id));
  return purchase;
}

export async function findOrderOfIntent(
  db: Queryable,
  intentId: string,
): Promise<Purchase | undefined> {
  const [purchase] = await db
    .select()
    .from(purchases)
    .where(eq(purchases.paymentIntentId, intentId));
  return purchase;
}

/** Does this provider intent really pay for this purchase? (Amount, currency and our own tag.) */
export function intentPaysFor(intent: PaymentIntentView, purchase: Purchase): boolean {
  return (
    intent.id === purchase.paymentIntentId &&
    intent.amount === dollarsToCents(purchase.amount) &&
    intent.currency === purchase.currency &&
    intent.metadata.purchaseId === purchase.id
  );
}

/** Locks a purchase row for the rest of the transaction (admin actions take turns on it). */
export async function lockOrder(tx: Transaction, id: string): Promise<Purchase | undefined> {
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, id)).for('update');
  return purchase;
}

/** Locks the purchase row of a provider intent for the rest of the transaction. */
export async function lockOrderOfIntent(
  tx: Transaction,
  intentId: string,
): Promise<Purchase | undefined> {
  const [purchase] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.paymentIntentId, intentId))
    .for('update');
  return purchase;
}

/** What paying needs of the booking settings: when to remind of coaching sessions not booked. */
export interface BookingAtPayment {
  unbookedReminderDays: number;
}

/**
 * Completes a paid purchase: the one way an order becomes paid, whoever learns of the payment
 * (the browser's confirm or save-user-data, the provider's webhook, the recovery pass), and
 * safe to call again. The status flips with one conditional update, so of two callers only one
 * books the commission and records the payment. The customer is filed once, with the
 * confirmation mail, the computed report and the questionnaire reminders, as soon as there is
 * one (given now, or filed on the purchase before the card was charged); a purchase paid
 * without one waits for it (save-user-data, an admin) and until then only shows as paid.
 * A refunded purchase is left alone: Stripe keeps reporting its intent as `succeeded`.
 * Resolves with whether this call was the one that completed it.
 */
export async function completePaidOrder(
  tx: Transaction,
  purchase: Purchase,
  given: OrderCustomer | null,
  booking: BookingAtPayment,
  actor: OrderActor = 'payment-provider',
): Promise<boolean> {
  if (purchase.paymentStatus === 'refunded') return false;
  if (purchase.paymentStatus === 'completed' && purchase.userId) return false;
  // A gift's order waits for its recipient (decision 356): its buyer is the gift's, and what
  // the browser that paid sends is never filed as the customer.
  const gift = await findGift(tx, purchase.id);
  const customer = gift ? null : (given ?? storedCustomer(purchase));
  const [claimed] = await tx
    .update(purchases)
    .set({
      paymentStatus: 'completed',
      completedAt: sql`coalesce(${purchases.completedAt}, now())`,
      placedAt: placedNow,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(purchases.id, purchase.id),
        notInArray(purchases.paymentStatus, ['completed', 'refunded']),
      ),
    )
    .returning({ id: purchases.id });
  if (claimed) {
    // The commission follows the buyer's referral; a gift's buyer is the one compared.
    const buyer = gift ? giftBuyerContact(gift) : (customer ?? purchase.customer);
    await bookCommission(tx, { ...purchase, customer: buyer }, new Date());
    await codeUsePaid(tx, purchase.id);
    await recordOrderEvent(tx, {
      purchaseId: purchase.id,
      kind: 'paid',
      actor,
      data: { amount: purchase.amount, provider: purchase.paymentProvider },
    });
    if (gift) await giftPaid(tx, purchase, gift, actor, new Date());
  }
  if (!customer) return !!claimed;

  const userId = hasBirthDetails(customer)
    ? await upsertCustomer(tx, customer)
    : await upsertContact(tx, customer);
  const [filed] = await tx
    .update(purchases)
    .set({ userId, customer, updatedAt: sql`now()` })
    .where(and(eq(purchases.id, purchase.id), isNull(purchases.userId)))
    .returning({ id: purchases.id });
  if (!filed) return !!claimed;
  // Paid before its buyer was known: its commission was booked without knowing whether the
  // buyer is the affiliate. Decided now.
  if (!claimed) await decideSelfReferralLate(tx, { ...purchase, customer });
  await customerFiled(tx, purchase, customer, userId, booking, actor);
  return !!claimed;
}

/**
 * What follows an order's customer being filed, paid checkout or claimed gift alike: the
 * timeline, the confirmation, the computed documents, the sessions and the questionnaire.
 */
async function customerFiled(
  tx: Transaction,
  purchase: Purchase,
  customer: OrderCustomer,
  userId: string,
  booking: BookingAtPayment,
  actor: OrderActor,
  giftFrom: string | null = null,
): Promise<void> {
  await recordOrderEvent(tx, {
    purchaseId: purchase.id,
    kind: 'customer-filed',
    actor,
    data: { userId, hasBirthDetails: hasBirthDetails(customer) },
  });
  await queueOrderEmail(tx, purchase.id, {
    kind: ORDER_CONFIRMATION_KIND,
    recipient: customer.email.trim(),
    payload: giftFrom
      ? giftConfirmation(confirmationPayload(purchase, customer), giftFrom)
      : confirmationPayload(purchase, customer),
    dedupeKey: `${ORDER_CONFIRMATION_KIND}:${purchase.id}`,
  });
  const product = findProduct(purchase.productId);
  if (product?.hasComputedDocuments && hasBirthDetails(customer)) {
    await queueComputedReport(tx, { purchaseId: purchase.id, reason: 'paid', actor: 'system' });
  }
  // Coaching sessions can be booked from the day of payment (decision 277).
  await sessionsBecameBookable(tx, purchase.id, {
    at: 'payment',
    unbookedReminderDays: booking.unbookedReminderDays,
  });
  const questionnairePath = product ? orderQuestionnairePath(product, purchase.id) : null;
  if (product && questionnairePath) {
    await scheduleQuestionnaireReminders(
      tx,
      { purchaseId: purchase.id, product, questionnairePath },
      customer,
    );
  }
}

/**
 * The recipient of a gift claims it with their own details (`/gift/claim`): the order becomes
 * theirs, as a paid checkout becomes its buyer's. The link's version and every other rule are
 * checked in `claimGift`, under the order's lock. Returns the claimed order.
 */
export async function claimGiftOrder(
  db: Database,
  claim: { purchaseId: string; version: number; person: PersonInput; now: Date },
  booking: BookingAtPayment,
): Promise<Purchase> {
  return db.transaction((tx) =>
    claimGift(tx, claim, async (purchase, person, gift) => {
      const userId = await upsertCustomer(tx, person);
      await tx
        .update(purchases)
        .set({ userId, customer: person, updatedAt: sql`now()` })
        .where(eq(purchases.id, purchase.id));
      await customerFiled(tx, purchase, person, userId, booking, 'customer', giverOf(gift));
    }),
  );
}

/** `completed` by this call, `already` by an earlier one (or refunded since). */
export type IntentCompletion = 'completed' | 'already' | 'not-paid' | 'no-order';

/**
 * Completes the purchase a provider intent pays for, in its own transaction under the row
 * lock, when the provider says the intent succeeded. `no-order` when no purchase of ours is
 * paid by it (another checkout's intent, or one whose amount does not match).
 */
export async function completeOrderOfIntent(
  db: Database,
  intent: PaymentIntentView,
  customer: OrderCustomer | null,
  booking: BookingAtPayment,
  actor: OrderActor = 'payment-provider',
): Promise<IntentCompletion> {
  return db.transaction(async (tx) => {
    const purchase = await lockOrderOfIntent(tx, intent.id);
    if (!purchase || !intentPaysFor(intent, purchase)) return 'no-order';
    if (intent.status !== 'succeeded') return 'not-paid';
    return (await completePaidOrder(tx, purchase, customer, booking, actor))
      ? 'completed'
      : 'already';
  });
}

/**
 * A refused card: pending becomes failed; a completed (or refunded) purchase never goes back.
 * A checkout nobody placed stays a checkout: a card tried on it without the buyer's details
 * (never the shop's own page, which files them first) makes no order.
 */
export async function markOrderFailed(tx: Transaction, purchase: Purchase): Promise<void> {
  const failed = await tx
    .update(purchases)
    .set({ paymentStatus: 'failed', updatedAt: sql`now()` })
    .where(
      and(
        eq(purchases.id, purchase.id),
        isPlacedOrder,
        notInArray(purchases.paymentStatus, ['completed', 'refunded']),
      ),
    )
    .returning({ id: purchases.id });
  if (failed.length > 0 && purchase.paymentStatus !== 'failed') {
    await recordOrderEvent(tx, {
      purchaseId: purchase.id,
      kind: 'payment-failed',
      actor: 'payment-provider',
      data: {},
    });
  }
}

/**
 * The buyer's questionnaire came in: the first time is kept (reminders stop), later
 * submissions leave it as it was.
 */
export async function markQuestionnaireSubmitted(db: Queryable, purchaseId: string) {
  await db
    .update(purchases)
    .set({
      questionnaireSubmittedAt: sql`coalesce(${purchases.questionnaireSubmittedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(purchases.id, purchaseId));
}

/**
 * The order confirmation of a purchase, as checkout queues it and an admin re-sends it, read from
 * the shop's catalogue or another built by `catalogueFrom` (decision 215).
 */
export function confirmationPayload(
  purchase: Pick<Purchase, 'id' | 'productId' | 'tier' | 'amount'>,
  customer: OrderCustomer,
  catalogue: readonly Product[] = products,
): OrderConfirmationPayload {
  const product = catalogue.find((candidate) => candidate.id === purchase.productId);
  const birth = hasBirthDetails(customer) ? birthDataOf(customer) : null;
  // The map's lines turn with the hour: without a birth time it is not drawn (the report job
  // skips it), so the confirmation names it apart rather than promising it within minutes.
  const waitsForTime = (document: ComputedDocumentKind) =>
    birth?.time === null && document === 'astrocartography-map';
  const computed = product?.computedDocuments ?? [];
  return {
    purchaseId: purchase.id,
    fullName: customer.fullName,
    productId: purchase.productId,
    productName: product?.name ?? purchase.tier,
    amount: purchase.amount,
    delivery: product?.delivery ?? '',
    isComputedReport: product?.isFullyComputed ?? false,
    computedDocuments: computed
      .filter((item) => !waitsForTime(item.document))
      .map((item) => item.name),
    waitingForBirthTime: computed
      .filter((item) => waitsForTime(item.document))
      .map((item) => item.name),
    questionnairePath: product ? orderQuestionnairePath(product, purchase.id) : null,
    hasBirthDetails: hasBirthDetails(customer),
    birth,
    guaranteeDays: product?.guaranteeDays ?? guaranteeDaysFor(purchase.productId),
  };
}

function birthDataOf(person: PersonInput): OrderBirthData {
  const { birthDate, birthTime } = normaliseBirth(person);
  return {
    fullName: person.fullName,
    date: birthDate,
    time: birthTime,
    place: person.birthLocation,
  };
}

/**
 * Files the person details on a purchase that is not paid yet (checkout stores them before the
 * card is charged): the buyer pressed Pay, so a checkout becomes an order here. A completed
 * purchase can no longer be changed this way.
 */
export async function fileCustomerOnOpenOrder(
  db: Queryable,
  purchaseId: string,
  person: PersonInput,
): Promise<'filed' | 'not-found' | 'closed'> {
  const [updated] = await db
    .update(purchases)
    .set({ customer: person, placedAt: placedNow, updatedAt: sql`now()` })
    .where(
      and(
        eq(purchases.id, purchaseId),
        notInArray(purchases.paymentStatus, ['completed', 'refunded']),
      ),
    )
    .returning({ id: purchases.id });
  if (updated) {
    // Filed as the buyer's own order after all: the checkout is no gift (decision 356).
    await dropGiftOfOpenOrder(db, purchaseId);
    return 'filed';
  }
  return (await findOrder(db, purchaseId)) ? 'closed' : 'not-found';
}

/** A claimed gift's confirmation: who it is from, and its delivery as the recipient reads it. */
function giftConfirmation(
  payload: OrderConfirmationPayload,
  giftFrom: string,
): OrderConfirmationPayload {
  return { ...payload, giftFrom, delivery: deliveryForRecipient(payload.delivery) };
}
