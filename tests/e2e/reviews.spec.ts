import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewMessages } from '../../src/common/reviews';
import { purchases } from '../../src/server/db/schema';
import { createSignedLinksFor } from '../../src/server/sign-ins/signed-links';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { createPaidTestOrder } from '../support/checkout-factories';
import { signInAsAdmin } from './support/admin';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, keepScreenshot, toastOf } from './support/page-helpers';

// Issue 40, "Reviews from verified buyers", decision 361: the buyer writes a review on the page
// the request links to, an admin approves and answers it, and the product's page shows it signed
// with the first name and initial, with its AggregateRating markup.

describe('a verified buyer’s review', () => {
  const journey = useShopJourney({ ADMIN_EMAILS: TEST_ADMIN_EMAIL }, { documents: 'stand-ins' });

  it('is written on a phone, approved by an admin, and shown with its rating markup', async () => {
    const { purchaseId } = await createPaidTestOrder(journey.shop.runtime.app, 2, {
      fullName: 'Mara Quinn',
    });
    await journey.shop.db
      .update(purchases)
      .set({ processingStatus: 'delivered' })
      .where(eq(purchases.id, purchaseId));
    const token = createSignedLinksFor(journey.shop.config, 'review').sign(purchaseId);

    const buyer = await journey.openPage({ viewport: { width: 390, height: 844 } });
    await buyer.page.goto(`${journey.shop.url}/review#token=${token}`);
    await buyer.page.getByRole('heading', { level: 1 }).waitFor();
    // Nothing sent without a rating.
    await buyer.page.getByLabel('Your review').fill('Clear, warm and practical.');
    await buyer.page.getByRole('button', { name: 'Send my review' }).click();
    await buyer.page.getByText(reviewMessages.rating).waitFor();
    // A tap on the fourth star (the radio inside it is for screen readers and keys).
    await buyer.page.locator('label', { hasText: '4 stars' }).click();
    await expect(buyer.page.getByRole('radio', { name: '4 stars' }).isChecked()).resolves.toBe(
      true,
    );
    await keepScreenshot(buyer.page, 'reviews/write-390');
    await buyer.page.getByRole('button', { name: 'Send my review' }).click();
    await buyer.page.getByText(reviewMessages.thanks).waitFor();
    expectCleanPage(buyer);

    const admin = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(admin.page, journey);
    await admin.page.goto(`${journey.shop.url}/admin/reviews`);
    await admin.page.getByText('Clear, warm and practical.').waitFor();
    await keepScreenshot(admin.page, 'reviews/admin-pending-1280');
    await admin.page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => toastOf(admin.page).innerText()).toContain('Review approved');
    expectCleanPage(admin);

    const visitor = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    await visitor.page.goto(`${journey.shop.url}/product/2`);
    // The rating is in the page as the server sends it, for search engines that run no script.
    const markup = await visitor.page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const rating = markup
      .map(
        (text) =>
          JSON.parse(text) as { aggregateRating?: { ratingValue: number; reviewCount: number } },
      )
      .find((item) => item.aggregateRating);
    expect(rating?.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    // The page's scripts start at the visitor's first touch (decision 292); then the reviews.
    await visitor.page.keyboard.press('Tab');
    await visitor.page.getByText('Clear, warm and practical.').waitFor();
    await visitor.page
      .getByText(/Mara Q\./)
      .first()
      .waitFor();
    await visitor.page
      .getByText(/verified buyer/i)
      .first()
      .waitFor();
    await visitor.page.getByText('Clear, warm and practical.').scrollIntoViewIfNeeded();
    await keepScreenshot(visitor.page, 'reviews/product-1280');
    await visitor.page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(visitor.page, 'reviews/product-390');
    expectCleanPage(visitor);
  });
});
