import { and, desc, eq, sql } from 'drizzle-orm';
import { findProduct } from '../../common/catalogue';
import { orderReferenceOf } from '../../common/order-status';
import {
  reviewAuthorName,
  reviewMessages,
  type AdminReview,
  type MyReviewView,
  type ProductReviews,
  type PublicReview,
  type ReviewInput,
  type ReviewStatus,
} from '../../common/reviews';
import type { Database, Queryable } from '../db/client';
import { purchases, reviews, type Purchase, type Review } from '../db/schema';
import { AppError } from '../errors';
import { orderContact } from '../orders/order-customer';
import { findOrder } from '../orders/orders';
import { isReviewable } from '../orders/review-requests';
import type { SignedLinks } from '../sign-ins/signed-links';

/** The most reviews a product's page shows. */
const PAGE_REVIEWS = 50;

const productNameOf = (productId: number) => findProduct(productId)?.name ?? `Product ${productId}`;

/** Whether an order may be reviewed now: paid, delivered and with its buyer filed. */
function reviewRefusal(purchase: Purchase): string | null {
  if (purchase.paymentStatus === 'refunded') return reviewMessages.refunded;
  return isReviewable(purchase) ? null : reviewMessages.notDelivered;
}

/** The order a review link opens, before any other read: anything else is the same 404. */
async function orderOfLink(db: Queryable, links: SignedLinks, token: string): Promise<Purchase> {
  const purchaseId = links.verify(token);
  const purchase = purchaseId ? await findOrder(db, purchaseId) : undefined;
  if (!purchase) throw new AppError('not_found', reviewMessages.linkInvalid);
  return purchase;
}

function myView(purchase: Purchase, review: Review | undefined): MyReviewView {
  return {
    productId: purchase.productId,
    productName: productNameOf(purchase.productId),
    reference: orderReferenceOf(purchase.id),
    review: review
      ? { rating: review.rating, body: review.body, status: review.status as ReviewStatus }
      : null,
  };
}

async function reviewOf(db: Queryable, purchaseId: string): Promise<Review | undefined> {
  const [review] = await db.select().from(reviews).where(eq(reviews.purchaseId, purchaseId));
  return review;
}

/** `POST /api/reviews/mine`: the buyer's page, with their review if they wrote one. */
export async function myReview(
  db: Queryable,
  links: SignedLinks,
  token: string,
): Promise<MyReviewView> {
  const purchase = await orderOfLink(db, links, token);
  const refusal = reviewRefusal(purchase);
  if (refusal) throw new AppError('conflict', refusal);
  return myView(purchase, await reviewOf(db, purchase.id));
}

/**
 * `POST /api/reviews`: writes or rewrites the buyer's review, under the order's lock (a refund
 * deletes it in the same way). A rewrite waits for approval again; the shop's reply stays.
 */
export async function writeReview(
  db: Database,
  links: SignedLinks,
  input: ReviewInput,
): Promise<MyReviewView> {
  const purchaseId = links.verify(input.token);
  if (!purchaseId) throw new AppError('not_found', reviewMessages.linkInvalid);
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId))
      .for('update');
    if (!purchase) throw new AppError('not_found', reviewMessages.linkInvalid);
    const refusal = reviewRefusal(purchase);
    if (refusal) throw new AppError('conflict', refusal);
    const contact = orderContact(purchase)!;
    const values = {
      rating: input.rating,
      body: input.body,
      authorName: reviewAuthorName(contact.fullName),
      status: 'pending',
      updatedAt: sql`now()`,
    };
    const [saved] = await tx
      .insert(reviews)
      .values({ ...values, purchaseId: purchase.id, productId: purchase.productId })
      .onConflictDoUpdate({ target: reviews.purchaseId, set: values })
      .returning();
    return myView(purchase, saved);
  });
}

function publicView(review: Review): PublicReview {
  return {
    id: review.id,
    authorName: review.authorName,
    rating: review.rating,
    body: review.body,
    reply: review.reply,
    createdAt: review.createdAt.toISOString(),
  };
}

/** `GET /api/products/:id/reviews`: the approved reviews, newest first, and their average. */
export async function productReviews(db: Queryable, productId: number): Promise<ProductReviews> {
  const approved = and(eq(reviews.productId, productId), eq(reviews.status, 'approved'));
  const [summary] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`round(avg(${reviews.rating}), 1)::text`,
    })
    .from(reviews)
    .where(approved);
  const rows = await db
    .select()
    .from(reviews)
    .where(approved)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(PAGE_REVIEWS);
  return {
    productId,
    count: summary?.count ?? 0,
    average: summary?.average == null ? null : Number(summary.average),
    reviews: rows.map(publicView),
  };
}

function adminView(review: Review): AdminReview {
  return {
    ...publicView(review),
    purchaseId: review.purchaseId,
    productId: review.productId,
    productName: productNameOf(review.productId),
    status: review.status as ReviewStatus,
    moderatedAt: review.moderatedAt?.toISOString() ?? null,
  };
}

/** The admin's list of one status, newest first. */
export async function adminReviews(db: Queryable, status: ReviewStatus): Promise<AdminReview[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.status, status))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(200);
  return rows.map(adminView);
}

/** Approves or hides a review; the admin who did it is kept. */
export async function moderateReview(
  db: Queryable,
  id: string,
  change: { action: 'approve' | 'hide'; adminId: string; now: Date },
): Promise<AdminReview> {
  const [review] = await db
    .update(reviews)
    .set({
      status: change.action === 'approve' ? 'approved' : 'hidden',
      moderatedAt: change.now,
      moderatedBy: change.adminId,
    })
    .where(eq(reviews.id, id))
    .returning();
  if (!review) throw new AppError('not_found', reviewMessages.notFound);
  return adminView(review);
}

/** The shop's public reply under a review; an empty one removes it. */
export async function replyToReview(
  db: Queryable,
  id: string,
  reply: string,
  now: Date,
): Promise<AdminReview> {
  const [review] = await db
    .update(reviews)
    .set({ reply: reply || null, repliedAt: reply ? now : null })
    .where(eq(reviews.id, id))
    .returning();
  if (!review) throw new AppError('not_found', reviewMessages.notFound);
  return adminView(review);
}
