import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  REVIEW_REQUEST_KIND,
  reviewMessages,
  type AdminReview,
  type MyReviewView,
  type ProductReviews,
} from '../../common/reviews';
import { deleteOrderRecords } from '../customer-data/customer-erasure';
import { leasedJobs, purchases, reviews } from '../db/schema';
import { createSignedLinksFor } from '../sign-ins/signed-links';
import { withAdminTestApp } from '../../../tests/support/admin-app';
import { createPaidTestOrder, nextBuyerAddress } from '../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../tests/support/database';
import { findOrder } from '../orders/orders';
import { isReviewRequestWanted, queueReviewRequest } from '../orders/review-requests';

const ORIGIN = 'https://shop.example';
const DAY_MS = 86_400_000;

// Issue 40, "Reviews from verified buyers", decision 361: one request some days after delivery,
// a private page behind the order's review link, shown only once approved (with the first name
// and initial), the average on the product's page; a refund or the buyer's erasure removes it.
describe.each(testDatabaseKinds())('reviews, on %s', (kind) => {
  const shop = withAdminTestApp(kind, { origin: ORIGIN });
  const db = () => shop.database.db;
  const links = () => createSignedLinksFor(shop.config, 'review');

  async function deliveredOrder(productId = 2) {
    const { purchaseId, person } = await createPaidTestOrder(shop.app, productId, {
      fullName: 'Lena van Duarte',
    });
    await db()
      .update(purchases)
      .set({ processingStatus: 'delivered' })
      .where(eq(purchases.id, purchaseId));
    return { purchaseId, person, token: links().sign(purchaseId) };
  }

  const asBuyer = (url: string, payload: object, origin = ORIGIN) =>
    shop.app.inject({
      method: 'POST',
      url,
      headers: { origin },
      payload,
      remoteAddress: nextBuyerAddress(),
    });
  const publicReviews = async (productId: number) =>
    (
      await shop.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews` })
    ).json<ProductReviews>();

  it('asks once, days after the delivery, only while the order has no review', async () => {
    const order = await deliveredOrder();
    const now = new Date();
    const purchase = (await findOrder(db(), order.purchaseId))!;
    const requests = { days: 7, links: links() };
    await queueReviewRequest(db(), purchase, requests, now);
    await queueReviewRequest(db(), purchase, requests, now);
    const jobs = await db()
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.dedupeKey, `${REVIEW_REQUEST_KIND}:${order.purchaseId}`));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.nextAttemptAt.getTime()).toBe(now.getTime() + 7 * DAY_MS);
    expect(jobs[0]!.recipient).toBe(order.person.email);
    const payload = jobs[0]!.payload as Record<string, unknown>;
    expect(payload.reviewPath).toBe(`/review#token=${order.token}`);
    expect(await isReviewRequestWanted(db(), payload)).toBe(true);

    // Written meanwhile: the request no longer goes.
    const written = await asBuyer('/api/reviews', {
      token: order.token,
      rating: 5,
      body: 'Lovely',
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(await isReviewRequestWanted(db(), payload)).toBe(false);
  });

  it('is written on the private page, shown once approved, with the average and the reply', async () => {
    const order = await deliveredOrder(3);
    const mine = await asBuyer('/api/reviews/mine', { token: order.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json<MyReviewView>()).toMatchObject({
      productId: 3,
      productName: 'The Compass Package',
      review: null,
    });
    const sent = await asBuyer('/api/reviews', {
      token: order.token,
      rating: 4,
      body: 'Clear and kind.\nThe weekly prompts help.',
    });
    expect(sent.json<MyReviewView>().review).toEqual({
      rating: 4,
      body: 'Clear and kind.\nThe weekly prompts help.',
      status: 'pending',
    });
    expect((await publicReviews(3)).reviews.map((review) => review.body)).not.toContain(
      'Clear and kind.\nThe weekly prompts help.',
    );

    const pending = await shop.request('GET', '/api/admin/reviews?status=pending');
    const review = pending
      .json<AdminReview[]>()
      .find((item) => item.purchaseId === order.purchaseId)!;
    expect(review).toMatchObject({ authorName: 'Lena D.', rating: 4, status: 'pending' });
    const approved = await shop.request('POST', `/api/admin/reviews/${review.id}/moderate`, {
      action: 'approve',
    });
    expect(approved.json<AdminReview>().status).toBe('approved');
    const replied = await shop.request('POST', `/api/admin/reviews/${review.id}/reply`, {
      reply: 'Thank you, Lena.',
    });
    expect(replied.json<AdminReview>().reply).toBe('Thank you, Lena.');

    const other = await deliveredOrder(3);
    await asBuyer('/api/reviews', { token: other.token, rating: 5, body: 'Wonderful reading' });
    const [second] = (await shop.request('GET', '/api/admin/reviews?status=pending'))
      .json<AdminReview[]>()
      .filter((item) => item.purchaseId === other.purchaseId);
    await shop.request('POST', `/api/admin/reviews/${second!.id}/moderate`, { action: 'approve' });

    const shown = await publicReviews(3);
    const mineShown = shown.reviews.find((item) => item.id === review.id);
    expect(mineShown).toMatchObject({ authorName: 'Lena D.', reply: 'Thank you, Lena.' });
    expect(shown.count).toBeGreaterThanOrEqual(2);
    expect(shown.average).toBe(
      Math.round((shown.reviews.reduce((sum, item) => sum + item.rating, 0) / shown.count) * 10) /
        10,
    );
    // Public, and no order id or e-mail in it.
    expect(JSON.stringify(shown)).not.toContain(order.purchaseId);
    expect(JSON.stringify(shown)).not.toContain(order.person.email);

    // Rewritten, it waits for approval again; hidden, it leaves the page.
    await asBuyer('/api/reviews', { token: order.token, rating: 3, body: 'Good, on reflection' });
    expect((await publicReviews(3)).reviews.some((item) => item.id === review.id)).toBe(false);
    await shop.request('POST', `/api/admin/reviews/${review.id}/moderate`, { action: 'hide' });
    const hidden = await shop.request('GET', '/api/admin/reviews?status=hidden');
    expect(hidden.json<AdminReview[]>().some((item) => item.id === review.id)).toBe(true);
  });

  it('refuses an order not delivered, another kind of link, bad input and strangers', async () => {
    const { purchaseId } = await createPaidTestOrder(shop.app, 2);
    const undelivered = await asBuyer('/api/reviews', {
      token: links().sign(purchaseId),
      rating: 5,
      body: 'Too early',
    });
    expect(undelivered.statusCode).toBe(409);
    expect(undelivered.json()).toMatchObject({ message: reviewMessages.notDelivered });

    const order = await deliveredOrder();
    const otherKind = createSignedLinksFor(shop.config, 'checkout-draft').sign(order.purchaseId);
    for (const token of [otherKind, `${order.token}x`, order.purchaseId]) {
      const refused = await asBuyer('/api/reviews/mine', { token });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: reviewMessages.linkInvalid });
    }
    for (const bad of [
      { token: order.token, rating: 6, body: 'Too many stars' },
      { token: order.token, rating: 0, body: 'None' },
      { token: order.token, rating: 4, body: '' },
      { token: order.token, rating: 4, body: 'x'.repeat(1001) },
    ]) {
      expect((await asBuyer('/api/reviews', bad)).statusCode).toBe(400);
    }
    expect(
      (await asBuyer('/api/reviews', { token: order.token, rating: 4, body: 'x'.repeat(9000) }))
        .statusCode,
    ).toBe(413);
    expect(
      (await asBuyer('/api/reviews/mine', { token: order.token }, 'https://evil.example'))
        .statusCode,
    ).toBe(403);
    expect(
      await db().select().from(reviews).where(eq(reviews.purchaseId, order.purchaseId)),
    ).toEqual([]);

    expect(
      (await shop.request('GET', '/api/admin/reviews', undefined, { as: null })).statusCode,
    ).toBe(401);
    const someId = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await shop.request(
          'POST',
          `/api/admin/reviews/${someId}/moderate`,
          { action: 'approve' },
          {
            origin: 'https://evil.example',
          },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await shop.request('POST', `/api/admin/reviews/${someId}/moderate`, { action: 'approve' }))
        .statusCode,
    ).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/%72eviews' })).statusCode).toBe(
      401,
    );
    expect(
      (await shop.app.inject({ method: 'GET', url: '/api/products/42/reviews' })).statusCode,
    ).toBe(404);
  });

  it('is removed by a refund of the order and by the buyer’s erasure', async () => {
    const refunded = await deliveredOrder(4);
    await asBuyer('/api/reviews', { token: refunded.token, rating: 2, body: 'Not for me' });
    const refund = await shop.request('POST', `/api/admin/purchase/${refunded.purchaseId}/refund`, {
      reason: 'Asked within the guarantee',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(
      await db().select().from(reviews).where(eq(reviews.purchaseId, refunded.purchaseId)),
    ).toEqual([]);
    const again = await asBuyer('/api/reviews', {
      token: refunded.token,
      rating: 2,
      body: 'Not for me',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: reviewMessages.refunded });

    const erased = await deliveredOrder(4);
    await asBuyer('/api/reviews', { token: erased.token, rating: 5, body: 'Thank you' });
    await db().transaction((tx) => deleteOrderRecords(tx, [erased.purchaseId]));
    expect(
      await db().select().from(reviews).where(eq(reviews.purchaseId, erased.purchaseId)),
    ).toEqual([]);
  });
});
