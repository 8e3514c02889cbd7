import { and, eq, ne, sql } from 'drizzle-orm';
import { findProduct, questionnairePathFor } from '../../common/catalogue';
import { dollarsToCents } from '../../common/money';
import { personInputSchema, type PersonInput } from '../../common/person';
import type { Transaction } from '../db/client';
import { purchases, type Purchase } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';
import type { PaymentIntentView } from '../payments/types';
import { upsertContact, upsertCustomer, type CustomerContact } from '../storefront/service';

export const ORDER_CONFIRMATION_KIND = 'order-confirmation';

export interface OrderConfirmationPayload extends Record<string, unknown> {
  purchaseId: string;
  fullName: string;
  productId: number;
  productName: string;
  /** Decimal dollars as stored, e.g. `350.00`. */
  amount: string;
  delivery: string;
  /** Site-relative questionnaire link with `?purchase=`, or null for products 1-4. */
  questionnairePath: string | null;
  /** False for a hosted payment link's order: its page collects no birth details. */
  hasBirthDetails: boolean;
}

/** The checkout's person form, or only the contact a hosted payment page collected. */
export type OrderCustomer = PersonInput | CustomerContact;

function hasBirthDetails(customer: OrderCustomer): customer is PersonInput {
  return 'birthYear' in customer;
}

/** Does this provider intent really pay for this purchase? (Amount, currency and our own tag.) */
export function intentPaysFor(intent: PaymentIntentView, purchase: Purchase): boolean {
  return (
    intent.id === purchase.stripePaymentIntentId &&
    intent.amount === dollarsToCents(purchase.amount) &&
    intent.currency === purchase.currency &&
    intent.metadata.purchaseId === purchase.id
  );
}

/** Locks the purchase row of a provider intent for the rest of the transaction. */
export async function lockPurchaseOfIntent(
  tx: Transaction,
  intentId: string,
): Promise<Purchase | undefined> {
  const [purchase] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.stripePaymentIntentId, intentId))
    .for('update');
  return purchase;
}

function storedCustomer(purchase: Purchase): PersonInput | null {
  const parsed = personInputSchema.safeParse(purchase.customer);
  return parsed.success ? parsed.data : null;
}

/**
 * Marks a paid purchase completed, files the customer and queues the confirmation mail, once:
 * the caller holds the row lock, and a purchase already completed with its customer is left
 * alone. A purchase completed without a customer (a webhook that came first) gets it now.
 */
export async function completePaidPurchase(
  tx: Transaction,
  purchase: Purchase,
  given: OrderCustomer | null,
): Promise<void> {
  if (purchase.status === 'completed' && purchase.userId) return;
  const customer = given ?? storedCustomer(purchase);
  let userId: string | null = null;
  if (customer) {
    userId = hasBirthDetails(customer)
      ? await upsertCustomer(tx, customer)
      : await upsertContact(tx, customer);
  }
  await tx
    .update(purchases)
    .set({
      status: 'completed',
      completedAt: purchase.completedAt ?? sql`now()`,
      userId: userId ?? purchase.userId,
      customer: customer ?? purchase.customer,
      updatedAt: sql`now()`,
    })
    .where(eq(purchases.id, purchase.id));
  if (customer) {
    await enqueueEmail(tx, {
      kind: ORDER_CONFIRMATION_KIND,
      recipient: customer.email.trim(),
      payload: confirmationPayload(purchase, customer),
      dedupeKey: `${ORDER_CONFIRMATION_KIND}:${purchase.id}`,
    });
  }
}

/** A refused card: pending becomes failed; a completed purchase never goes back. */
export async function markPurchaseFailed(tx: Transaction, purchase: Purchase): Promise<void> {
  await tx
    .update(purchases)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(and(eq(purchases.id, purchase.id), ne(purchases.status, 'completed')));
}

function confirmationPayload(
  purchase: Purchase,
  customer: OrderCustomer,
): OrderConfirmationPayload {
  const product = findProduct(purchase.productId);
  const path = product ? questionnairePathFor(product) : null;
  return {
    purchaseId: purchase.id,
    fullName: customer.fullName,
    productId: purchase.productId,
    productName: product?.name ?? purchase.tier,
    amount: purchase.amount,
    delivery: product?.delivery ?? '',
    questionnairePath: path ? `${path}?purchase=${purchase.id}` : null,
    hasBirthDetails: hasBirthDetails(customer),
  };
}
