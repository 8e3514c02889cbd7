import { eq } from 'drizzle-orm';
import { findProduct } from '../../common/catalogue';
import { REVIEW_REQUEST_KIND } from '../../common/reviews';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { reviews, type Purchase } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { createSignedLinksFor, type SignedLinks } from '../sign-ins/signed-links';
import { orderContact } from './order-customer';
import { findOrder } from './orders';

/** When and how a delivered order's buyer is asked for a review (decision 361). */
export interface ReviewRequests {
  /** `REVIEW_REQUEST_DAYS`: how long after the delivery. */
  days: number;
  /** Signs the order's review link (`/review#token=`). */
  links: SignedLinks;
}

export function reviewRequestsFor(config: Config): ReviewRequests {
  return { days: config.REVIEW_REQUEST_DAYS, links: reviewLinksFor(config) };
}

/** The review page's links: the order's id signed for this purpose alone. */
export function reviewLinksFor(config: Config): SignedLinks {
  return createSignedLinksFor(config, 'review');
}

/** Whether an order may be reviewed now: paid, delivered and with its buyer filed. */
export function isReviewable(purchase: Purchase): boolean {
  return (
    purchase.paymentStatus === 'completed' &&
    purchase.processingStatus === 'delivered' &&
    orderContact(purchase) !== null
  );
}

/**
 * The delivery that completes an order asks its buyer for a review `days` later, in the
 * delivery's transaction (once per order, whatever is delivered again). Whether it still goes is
 * decided when it is due (`isReviewRequestWanted`).
 */
export async function queueReviewRequest(
  tx: Queryable,
  purchase: Purchase,
  requests: ReviewRequests,
  now: Date,
): Promise<void> {
  const contact = orderContact(purchase);
  if (!contact || purchase.paymentStatus !== 'completed') return;
  await enqueueEmail(tx, {
    kind: REVIEW_REQUEST_KIND,
    recipient: contact.email.trim(),
    purchaseId: purchase.id,
    payload: {
      purchaseId: purchase.id,
      fullName: contact.fullName,
      productName: findProduct(purchase.productId)?.name ?? purchase.tier,
      reviewPath: `/review#token=${requests.links.sign(purchase.id)}`,
    },
    dedupeKey: `${REVIEW_REQUEST_KIND}:${purchase.id}`,
    notBefore: new Date(now.getTime() + requests.days * 86_400_000),
  });
}

/** The request goes only while the order can be reviewed and has no review yet. */
export async function isReviewRequestWanted(
  db: Queryable,
  payload: Record<string, unknown>,
): Promise<boolean> {
  const purchaseId = typeof payload.purchaseId === 'string' ? payload.purchaseId : null;
  const purchase = purchaseId ? await findOrder(db, purchaseId).catch(() => undefined) : undefined;
  if (!purchase || !isReviewable(purchase)) return false;
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.purchaseId, purchase.id));
  return review === undefined;
}
