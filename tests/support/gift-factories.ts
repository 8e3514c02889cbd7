import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findProduct } from '../../src/common/catalogue';
import { todayIn, type GiftCheckoutInput } from '../../src/common/gifts';
import { addDays } from '../../src/common/zoned-time';
import type { Database } from '../../src/server/db/client';
import { gifts } from '../../src/server/db/schema';
import { giftDeliverySent } from '../../src/server/orders/gifts';
import { confirmTestCard, nextBuyerAddress } from './checkout-factories';

/** A buyer and a gift for ten days from now in Chicago, with unique addresses (tests only). */
export function testGiftInput(
  overrides: Partial<GiftCheckoutInput['gift']> = {},
): GiftCheckoutInput {
  const timeZone = overrides.timeZone ?? 'America/Chicago';
  return {
    buyer: { fullName: 'Sam Rivera', email: `sam.${randomUUID()}@example.com`, phone: '' },
    gift: {
      recipientName: 'Ana Lima',
      recipientEmail: `ana.${randomUUID()}@example.com`,
      message: 'Happy birthday, Ana!\nWith love, Sam',
      deliverOn: addDays(todayIn(timeZone, new Date()), 10),
      timeZone,
      ...overrides,
    },
  };
}

/**
 * A gift bought as the checkout buys one: intent, gift filed, card paid, the browser's "I paid".
 * Returns the order and the buyer's gift page path.
 */
export async function buyTestGift(
  app: FastifyInstance,
  options: { productId?: number; input?: GiftCheckoutInput; referralCode?: string } = {},
) {
  const productId = options.productId ?? 3;
  const input = options.input ?? testGiftInput();
  const started = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    remoteAddress: nextBuyerAddress(),
    payload: {
      productId,
      amount: findProduct(productId)!.price,
      ...(options.referralCode ? { referralCode: options.referralCode } : {}),
    },
  });
  if (started.statusCode !== 200) throw new Error(`no checkout: ${started.body}`);
  const intent = started.json<{
    purchaseId: string;
    paymentIntentId: string;
    clientSecret: string;
  }>();
  const filed = await app.inject({
    method: 'POST',
    url: `/api/checkout/${intent.purchaseId}/gift`,
    payload: input,
  });
  if (filed.statusCode !== 204) throw new Error(`gift not filed: ${filed.body}`);
  const confirmed = await confirmTestCard(app, intent);
  if (confirmed.statusCode !== 200) throw new Error(`not paid: ${confirmed.body}`);
  const paid = await app.inject({
    method: 'POST',
    url: '/api/gift-paid',
    payload: { productId, paymentIntentId: intent.paymentIntentId, purchaseId: intent.purchaseId },
  });
  if (paid.statusCode !== 200) throw new Error(`gift-paid refused: ${paid.body}`);
  const giftPath = paid.json<{ giftPath: string }>().giftPath;
  return { ...intent, input, productId, giftPath, manageToken: giftPath.split('#token=')[1]! };
}

/** The gift e-mail went out: what the mail worker reports once it has sent it. Its version. */
export async function deliverTestGift(db: Database, purchaseId: string, at = new Date()) {
  const [gift] = await db.select().from(gifts).where(eq(gifts.purchaseId, purchaseId));
  if (!gift) throw new Error('no such gift');
  await giftDeliverySent(
    db,
    { purchaseId, version: gift.version },
    { reminderDays: 7, unclaimedNoticeDays: 30 },
    at,
  );
  return gift.version;
}
