import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../src/common/checkout';
import { checkoutPerson } from '../support/checkout-factories';
import { startFakeStripeApi, type FakeStripeApi } from '../support/fake-stripe-api';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, fillPersonForm, toastOf } from './support/page-helpers';

// Its own file: a shop with Stripe configured cannot also run the test-mode provider, and
// each journey file runs one shop.
describe('checkout with Stripe configured', () => {
  let fakeStripe: FakeStripeApi;
  // Hooks run in order and are undone in reverse: the fake is up before the shop, down after it.
  beforeAll(async () => {
    fakeStripe = await startFakeStripeApi();
  });
  afterAll(async () => {
    await fakeStripe?.close();
  });
  const journey = useShopJourney(() => ({
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
    STRIPE_API_BASE: fakeStripe.url,
  }));

  it('loads Stripe.js only here, and refuses to pay while it is not ready', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    await page.goto(`${journey.shop.url}/checkout?product=4`);
    // js.stripe.com is out of reach in the test (no outside host resolves).
    await page.getByText('The secure card form could not be loaded.', { exact: false }).waitFor();
    expect(guarded.outsideRequests.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(
      true,
    );
    // The card form is drawn from the amount: no intent exists until Pay (decision 192).
    const intents = () =>
      fakeStripe.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(intents()).toHaveLength(0);

    await fillPersonForm(page, checkoutPerson({ email: `stripe.${randomUUID()}@example.com` }), {
      variant: 'checkout',
    });
    await page.getByRole('button', { name: 'Pay $75.00' }).click();
    await expect.poll(() => toastOf(page).innerText()).toContain(checkoutMessages.notReady);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    expect(intents()).toHaveLength(0);
    expectCleanPage(guarded, [/ERR_NAME_NOT_RESOLVED/]);
    await guarded.close();
  });
});
