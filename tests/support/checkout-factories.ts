import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findProduct } from '../../src/common/catalogue';
import type { CreatePaymentIntentResult } from '../../src/common/checkout';
import type { PersonInput } from '../../src/common/person';
import type { DatabaseHandle } from '../../src/server/db/client';
import { leasedJobs, purchases } from '../../src/server/db/schema';

/** A valid checkout person with a unique e-mail (tests only). */
export function checkoutPerson(overrides: Partial<PersonInput> = {}): PersonInput {
  return {
    fullName: 'Lena Duarte',
    email: `lena.${randomUUID()}@example.com`,
    phone: '+1 206 555 0147',
    birthMonth: '07',
    birthDay: '21',
    birthYear: '1991',
    birthHour: '3',
    birthMinute: '45',
    ampm: 'PM',
    birthLocation: 'Seattle, WA',
    ...overrides,
  };
}

let buyerCount = 0;

/** A different client address per fixture buyer, as real buyers have (rate limits count them). */
export function nextBuyerAddress(): string {
  buyerCount += 1;
  return `198.18.${Math.floor(buyerCount / 250) % 250}.${(buyerCount % 250) + 1}`;
}

/** Starts a checkout for a product at its catalogue price and returns the reply. */
export async function startTestCheckout(
  app: FastifyInstance,
  productId: number,
): Promise<CreatePaymentIntentResult> {
  const amount = findProduct(productId)?.price ?? 0;
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { productId, amount },
    remoteAddress: nextBuyerAddress(),
  });
  if (response.statusCode !== 200) {
    throw new Error(`create-payment-intent answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<CreatePaymentIntentResult>();
}

export function storeTestCustomer(app: FastifyInstance, purchaseId: string, person: PersonInput) {
  return app.inject({
    method: 'POST',
    url: `/api/checkout/${purchaseId}/customer`,
    payload: person,
  });
}

export function saveTestUserData(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/save-user-data', payload });
}

export function confirmTestCard(
  app: FastifyInstance,
  started: CreatePaymentIntentResult,
  card: { cardNumber?: string; expiry?: string; cvc?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/local-payments/${started.paymentIntentId}/confirm`,
    payload: {
      clientSecret: started.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      ...card,
    },
  });
}

/**
 * Charges the test card 4242 at the local provider itself, as a payment the provider took while
 * the browser never came back: the shop's own routes hear nothing of it.
 */
export async function chargeTestCardAtProvider(
  app: FastifyInstance,
  started: CreatePaymentIntentResult,
) {
  const payments = app.deps.payments;
  if (payments.kind !== 'local') throw new Error('these tests run on the local provider');
  return payments.confirm(started.paymentIntentId, {
    clientSecret: started.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
  });
}

/**
 * A paid order of `productId` in the embedded test mode, with its customer filed: checkout,
 * person details, then the test card 4242. Returns the purchase id and the person.
 */
export async function createPaidTestOrder(
  app: FastifyInstance,
  productId: number,
  overrides: Partial<PersonInput> = {},
): Promise<{ purchaseId: string; person: PersonInput }> {
  const person = checkoutPerson(overrides);
  const started = await startTestCheckout(app, productId);
  const stored = await storeTestCustomer(app, started.purchaseId, person);
  if (stored.statusCode !== 204) throw new Error(`customer not stored: ${stored.body}`);
  const confirmed = await confirmTestCard(app, started);
  if (confirmed.statusCode !== 200) throw new Error(`payment not confirmed: ${confirmed.body}`);
  return { purchaseId: started.purchaseId, person };
}

/** A purchase's row as the checkout left it, or undefined when there is none. */
export async function storedOrder(db: DatabaseHandle['db'], purchaseId: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
  return row;
}

/** The order-confirmation mails queued for a purchase (one at most, by its dedupe key). */
export function confirmationMailsOf(db: DatabaseHandle['db'], purchaseId: string) {
  return db
    .select()
    .from(leasedJobs)
    .where(eq(leasedJobs.dedupeKey, `order-confirmation:${purchaseId}`));
}
