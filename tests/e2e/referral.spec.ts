import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateVisitDays, commissionEntries, purchases } from '../../src/server/db/schema';
import { createTestAffiliate } from '../support/affiliate-factories';
import { checkoutPerson } from '../support/checkout-factories';
import { useShopJourney } from './support/fixture';
import {
  expectCleanPage,
  fillPersonForm,
  fillTestCard,
  recordRequests,
} from './support/page-helpers';

const DAY_SECONDS = 24 * 60 * 60;

describe('a referred visitor in test mode', () => {
  const journey = useShopJourney({}, { documents: 'stand-ins' });

  it('keeps the referral from the landing page, sees it in the cart and buys through it', async () => {
    const { affiliate } = await createTestAffiliate(journey.shop.db, {
      name: 'Orion Hale',
      commissionRate: 12.5,
    });
    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page, context } = guarded;

    await page.goto(`${journey.shop.url}/?ref=${affiliate.referralCode.toLowerCase()}`);
    await page.getByRole('link', { name: 'Discover Your Path' }).first().waitFor();
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'astral_ref'))
      .toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const cookie = (await context.cookies()).find((c) => c.name === 'astral_ref')!;
    expect(cookie.value).toMatch(new RegExp(`^${affiliate.referralCode}\\.\\d+$`));
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(30 * DAY_SECONDS - 120);
    expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(30 * DAY_SECONDS + 5);

    // Later, without `?ref=`: the cart still shows the referral kept in the cookie.
    await page.goto(`${journey.shop.url}/cart?selected=3`);
    await page
      .getByText("You'll earn a commission through Orion Hale's referral", { exact: false })
      .waitFor();
    await page.getByText('Referral Applied!').waitFor();

    const referralCalls = recordRequests(page, '/api/referral/purchase');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(`**/checkout?product=3&ref=${affiliate.referralCode}`);
    expect(referralCalls).toHaveLength(1);

    const email = `vera.${randomUUID()}@example.com`;
    await page.getByRole('heading', { level: 1, name: 'The Compass Package' }).waitFor();
    await fillPersonForm(page, checkoutPerson({ email }), { variant: 'checkout' });
    await fillTestCard(page, { number: '4242 4242 4242 4242' });
    await page.getByRole('button', { name: 'Pay $50.00' }).click();
    await page.waitForURL(/\/success\?product=3&purchase=[0-9a-f-]{36}$/);
    const purchaseId = new URL(page.url()).searchParams.get('purchase')!;
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    const [purchase] = await journey.shop.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    expect(purchase).toMatchObject({
      paymentStatus: 'completed',
      referralCode: affiliate.referralCode,
      affiliateId: affiliate.id,
      commissionRate: '12.50',
      isSelfReferral: false,
    });
    const entries = await journey.shop.db
      .select()
      .from(commissionEntries)
      .where(eq(commissionEntries.purchaseId, purchaseId));
    expect(entries).toMatchObject([
      { kind: 'commission', affiliateId: affiliate.id, saleCents: 5000, amountCents: 625 },
    ]);
    const visits = await journey.shop.db
      .select()
      .from(affiliateVisitDays)
      .where(eq(affiliateVisitDays.affiliateId, affiliate.id));
    expect(visits.reduce((total, row) => total + row.visits, 0)).toBe(1);
    expectCleanPage(guarded);
  });

  it('shows the notice for /cart?ref= and nothing for a code that is not valid', async () => {
    const { affiliate } = await createTestAffiliate(journey.shop.db, { name: 'Stella Marsh' });
    const guarded = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = guarded;

    await page.goto(`${journey.shop.url}/cart?ref=ZZZZ9999`);
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).waitFor();
    expect(await page.getByText('Referral Applied!').count()).toBe(0);

    await page.goto(`${journey.shop.url}/cart?ref=${affiliate.referralCode}`);
    await page.getByText("You'll earn a commission through Stella Marsh's referral").waitFor();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).waitFor();
    expectCleanPage(guarded);
  });

  it('sends a referred buyer from the services page through the referral purchase call', async () => {
    const { affiliate } = await createTestAffiliate(journey.shop.db, { name: 'Nova Reyes' });
    const guarded = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = guarded;
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/referral/purchase')) bodies.push(request.postDataJSON());
    });

    // A product page opened through the link keeps the referral too.
    await page.goto(`${journey.shop.url}/product/2?ref=${affiliate.referralCode}`);
    await page
      .getByRole('button', { name: /Purchase/ })
      .first()
      .waitFor();
    await page.goto(`${journey.shop.url}/services`);
    await page.getByRole('button', { name: /^Purchase Now\s*: The Cosmic Map$/ }).click();
    await page.waitForURL(`**/checkout?product=2&ref=${affiliate.referralCode}`);
    await page.getByRole('heading', { level: 1, name: 'The Cosmic Map' }).waitFor();
    // docs/product.md §7: the services page leaves the e-mail out.
    expect(bodies).toEqual([{ productId: 2, referralCode: affiliate.referralCode }]);
    expectCleanPage(guarded);
  });
});
