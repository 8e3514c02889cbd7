import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountCodeMessages } from '../../src/common/discount-codes';
import { discountCodes, purchases } from '../../src/server/db/schema';
import { checkoutPerson } from '../support/checkout-factories';
import { useShopJourney } from './support/fixture';
import {
  expectCleanPage,
  fillPersonForm,
  fillTestCard,
  keepScreenshot,
} from './support/page-helpers';

// Issue 40, "Codes": the checkout takes a code, says plainly why one is refused, shows the price
// before and after, and the order is charged what the server decided.

const today = () => new Date().toISOString().slice(0, 10);

describe('a discount code at the checkout', () => {
  const journey = useShopJourney({}, { documents: 'stand-ins' });

  it('is refused with its reason, then applied: the price before and after, and that charge', async () => {
    const suffix = randomUUID().slice(0, 6).toUpperCase();
    const good = `WELCOME-${suffix}`;
    const otherReading = `PALMS-${suffix}`;
    await journey.shop.db.insert(discountCodes).values([
      { code: good, kind: 'percent', value: 20, startsOn: today() },
      { code: otherReading, kind: 'amount', value: 1000, productIds: [7], startsOn: today() },
    ]);

    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    const email = `code.${randomUUID()}@example.com`;
    await page.goto(`${journey.shop.url}/checkout?product=4`);
    await page.getByRole('button', { name: 'Have a discount code?' }).click();
    const field = page.getByLabel('Discount code');
    await field.fill('nope-nothing');
    // Enter applies the code; it never presses Pay.
    await field.press('Enter');
    await page.getByRole('alert').getByText(discountCodeMessages.unknown).waitFor();
    await field.fill(otherReading.toLowerCase());
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByRole('alert').getByText(discountCodeMessages.otherProduct).waitFor();
    await keepScreenshot(page, 'discount-codes/refused-390');

    await field.fill(good.toLowerCase());
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText(`Code ${good} applied: 20% off, you save $15.00.`).waitFor();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('$75.00').count()).resolves.toBe(1);
    await expect(summary.getByText('$60.00').count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Pay $60.00' }).waitFor();
    await keepScreenshot(page, 'discount-codes/applied-390');

    await page.setViewportSize({ width: 1280, height: 900 });
    await keepScreenshot(page, 'discount-codes/applied-1280');
    await fillPersonForm(page, checkoutPerson({ email }), { variant: 'checkout' });
    await fillTestCard(page, { number: '4242 4242 4242 4242' });
    await page.getByRole('button', { name: 'Pay $60.00' }).click();
    await page.waitForURL(/\/success\?product=4&purchase=/);
    const purchaseId = new URL(page.url()).searchParams.get('purchase')!;
    const [order] = await journey.shop.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    expect(order).toMatchObject({
      amount: '60.00',
      discountCode: good,
      discountCents: 1500,
      paymentStatus: 'completed',
    });
    expectCleanPage(guarded);
  });

  it('opens from a link with its code already applied', async () => {
    const code = `FRIENDS-${randomUUID().slice(0, 6).toUpperCase()}`;
    await journey.shop.db
      .insert(discountCodes)
      .values({ code, kind: 'amount', value: 500, startsOn: today() });
    const guarded = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = guarded;
    await page.goto(`${journey.shop.url}/checkout?product=2&code=${code.toLowerCase()}`);
    await page.getByText(`Code ${code} applied: $5.00 off, you save $5.00.`).waitFor();
    await page.getByRole('button', { name: 'Pay $30.00' }).waitFor();
    // Removed, the price is the catalogue's again.
    await page.getByRole('button', { name: 'Remove code' }).click();
    await page.getByRole('button', { name: 'Pay $35.00' }).waitFor();
    expectCleanPage(guarded);
  });
});
