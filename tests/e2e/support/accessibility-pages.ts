import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../../src/common/catalogue';
import { matchPage, pageRoutes } from '../../../src/common/routes';
import { purchases } from '../../../src/server/db/schema';
import { recordPayout } from '../../../src/server/payouts/payouts';
import { issueAffiliateToken } from '../../../src/server/referrals/affiliate-tokens';
import { createGiftAccessTokensFor } from '../../../src/server/sign-ins/gift-access';
import { createOrderAccessTokensFor } from '../../../src/server/sign-ins/order-access';
import { reviewLinksFor } from '../../../src/server/orders/review-requests';
import { TEST_ADMIN_EMAIL } from '../../support/admin-factories';
import { createTestAffiliate } from '../../support/affiliate-factories';
import { createPaidTestOrder } from '../../support/checkout-factories';
import { createReferredPaidOrder } from '../../support/commission-factories';
import { buyTestGift, deliverTestGift } from '../../support/gift-factories';
import { strategicAnswers } from '../../support/intake-factories';
import { signInAsAdmin } from './admin';
import { openGuardedPage, type GuardedPage } from './browser';
import { axeViolations } from './axe';
import { useShopJourney, type ShopJourney, type Viewport } from './fixture';

// The pages the accessibility journeys check, and how (tests/e2e/accessibility*.spec.ts).
// Issue 12: zero axe-core violations (WCAG 2.2 AA, target size on) on every page of
// `pageRoutes`, the admin and affiliate areas and the main dialogs included, on a phone and a
// desktop.

export const viewports: Viewport[] = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** Real rows for the pages that show an order, a customer or an affiliate. */
export interface ShopData {
  /** Paid Master Blueprint, questionnaire not yet answered. */
  blueprintOrderId: string;
  /** Paid Intensive, questionnaire not yet answered. */
  intensiveOrderId: string;
  /** Paid Intensive with its questionnaire answered and an affiliate's referral. */
  answeredOrderId: string;
  answeredUserId: string;
  orderStatusToken: string;
  affiliate: { id: string; email: string; password: string; name: string };
  setPasswordToken: string;
  /** A paid gift whose e-mail went out: the buyer's page and the recipient's claim page. */
  giftManageToken: string;
  giftClaimToken: string;
  /** A delivered order's review link (decision 361). */
  reviewToken: string;
}

export async function createShopData(journey: ShopJourney): Promise<ShopData> {
  const { app } = journey.shop.runtime;
  const { db } = journey.shop;
  const blueprint = await createPaidTestOrder(app, 6, { fullName: 'Clara Whitfield' });
  const intensive = await createPaidTestOrder(app, 5);
  const { affiliate, email, password } = await createTestAffiliate(db, { name: 'Luna Vega' });
  const answered = await createReferredPaidOrder(app, affiliate, {
    fullName: 'Imogen Castellanos',
  });
  await createReferredPaidOrder(app, affiliate, { productId: 4, isPending: true });
  const paid = await createReferredPaidOrder(app, affiliate, { productId: 3 });
  await recordPayout(db, {
    affiliateId: affiliate.id,
    entryIds: [paid.entryId],
    paidOn: new Date().toISOString().slice(0, 10),
    reference: 'PP-A11Y-1',
    recordedBy: `admin:${TEST_ADMIN_EMAIL}`,
    now: new Date(),
  });
  const submitted = await app.inject({
    method: 'POST',
    url: '/api/strategic-alignment',
    payload: { purchaseId: answered.purchaseId, responses: strategicAnswers },
  });
  if (submitted.statusCode !== 200) throw new Error(`questionnaire refused: ${submitted.body}`);
  const [answeredRow] = await db
    .select({ userId: purchases.userId })
    .from(purchases)
    .where(eq(purchases.id, answered.purchaseId));
  if (!answeredRow?.userId) throw new Error('the answered order has no customer filed');
  await db
    .update(purchases)
    .set({ processingStatus: 'delivered' })
    .where(eq(purchases.id, paid.purchaseId));
  const gift = await buyTestGift(app);
  const giftVersion = await deliverTestGift(db, gift.purchaseId);
  const invited = await createTestAffiliate(db, { name: 'Orion Vale' });
  const { token } = await issueAffiliateToken(db, {
    affiliateId: invited.affiliate.id,
    purpose: 'invite',
  });
  return {
    blueprintOrderId: blueprint.purchaseId,
    intensiveOrderId: intensive.purchaseId,
    answeredOrderId: answered.purchaseId,
    answeredUserId: answeredRow.userId,
    orderStatusToken: createOrderAccessTokensFor(journey.shop.config).sign(blueprint.purchaseId),
    affiliate: { id: affiliate.id, email, password, name: affiliate.name },
    setPasswordToken: token,
    giftManageToken: gift.manageToken,
    giftClaimToken: createGiftAccessTokensFor(journey.shop.config).signClaim(
      gift.purchaseId,
      giftVersion,
    ),
    reviewToken: reviewLinksFor(journey.shop.config).sign(paid.purchaseId),
  };
}

export interface PageCheck {
  name: string;
  path: (data: ShopData) => string;
  /** Waits until the content worth checking is on screen; only waits, so it can run again. */
  ready: (page: Page, data: ShopData) => Promise<unknown>;
  /** Signs the browser in first. */
  as?: 'admin';
  /** Opens a dialog (or another state) after `ready`, before the check. */
  then?: (page: Page, data: ShopData) => Promise<unknown>;
}

export const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

export const shopPages: PageCheck[] = [
  { name: 'home', path: () => '/', ready: heading(/./) },
  { name: 'free form', path: () => '/form', ready: heading('Begin Your Cosmic Journey') },
  {
    name: 'free form with field errors',
    path: () => '/form',
    ready: heading('Begin Your Cosmic Journey'),
    then: async (page) => {
      await page.locator('form').getByRole('button').last().click();
      await page.getByRole('alert').first().waitFor();
    },
  },
  { name: 'services', path: () => '/services', ready: heading(/./) },
  { name: 'cart', path: () => '/cart?selected=5', ready: heading('Your Cart') },
  { name: 'thank you', path: () => '/thank-you', ready: heading(/free summary/) },
  ...['insight', 'deep-dive', 'master-blueprint'].map((slug) => ({
    name: `tier page /${slug}`,
    path: () => `/${slug}`,
    ready: heading(/./),
  })),
  ...products.map((product) => ({
    name: `product page ${product.id}`,
    path: () => `/product/${product.id}`,
    ready: heading(product.name),
  })),
  {
    name: 'checkout',
    path: () => '/checkout?product=6',
    ready: async (page) => {
      await heading('The Master Blueprint')(page);
      await page.getByLabel('Card number').waitFor();
    },
  },
  {
    name: 'checkout with field errors',
    path: () => '/checkout?product=6',
    ready: (page) => page.getByLabel('Card number').waitFor(),
    then: async (page) => {
      await page.getByRole('button', { name: 'Pay $500.00' }).click();
      await page.getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'checkout of a tier (redirected)',
    path: () => '/checkout/tier-2',
    ready: async (page) => {
      await page.waitForURL(/\/checkout\?product=5/);
      await page.getByLabel('Card number').waitFor();
    },
  },
  {
    name: 'success of a paid order',
    path: (data) => `/success?product=6&purchase=${data.blueprintOrderId}`,
    ready: (page) =>
      page.getByRole('region', { name: 'Your order' }).getByText('$500.00').waitFor(),
  },
  {
    name: 'order lookup form',
    path: () => '/order',
    ready: (page) => page.getByLabel('Order reference').waitFor(),
  },
  {
    name: 'order by its private link',
    path: (data) => `/order#token=${data.orderStatusToken}`,
    ready: (page) =>
      page.getByRole('heading', { level: 2, name: 'The Master Blueprint' }).waitFor(),
  },
  {
    name: 'upgrade of an order',
    path: (data) => `/upgrade?to=7#token=${data.orderStatusToken}`,
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Destiny Alignment' }).waitFor();
      await page.getByLabel('Card number').waitFor();
    },
  },
  {
    name: 'Strategic Alignment questionnaire',
    path: (data) => `/deep-dive-questions?purchase=${data.intensiveOrderId}`,
    ready: (page) => page.getByLabel('What is your current job situation?').waitFor(),
  },
  {
    name: 'Master Blueprint questionnaire',
    path: (data) => `/master-blueprint-questions?purchase=${data.blueprintOrderId}`,
    ready: (page) =>
      page
        .getByRole('button', { name: /resume/i })
        .first()
        .waitFor(),
  },
  {
    name: "gift buyer's page",
    path: (data) => `/gift#token=${data.giftManageToken}`,
    ready: heading('Your gift for Ana has been sent'),
  },
  {
    name: 'gift claim page',
    path: (data) => `/gift/claim#token=${data.giftClaimToken}`,
    ready: async (page) => {
      await heading(/has given you/)(page);
      await page.getByLabel('Full Name').waitFor();
    },
  },
  {
    name: 'review of a delivered reading',
    path: (data) => `/review#token=${data.reviewToken}`,
    ready: async (page) => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByLabel('Your review').waitFor();
    },
  },
  {
    name: 'unsubscribe with a link no longer valid',
    path: () => '/unsubscribe#token=not-a-token',
    ready: async (page) => {
      await heading('Unsubscribe')(page);
      await page
        .getByRole('status')
        .getByText(/not valid/)
        .waitFor();
    },
  },
  { name: 'refunds', path: () => '/refunds', ready: heading(/Refund/) },
  { name: 'terms', path: () => '/terms', ready: heading('Terms of sale') },
  { name: 'privacy', path: () => '/privacy', ready: heading('Privacy') },
  { name: 'faq', path: () => '/faq', ready: heading('Frequently asked questions') },
  { name: 'about readers', path: () => '/about-readers', ready: heading('About our readers') },
  { name: 'not found', path: () => '/no-such-page', ready: heading('404 Page Not Found') },
];

export const affiliatePages: PageCheck[] = [
  {
    name: 'affiliate dashboard, signed out',
    path: () => '/affiliate',
    ready: (page) => page.getByText('Sign in with your affiliate account').waitFor(),
  },
  {
    name: 'affiliate login dialog',
    path: () => '/affiliate',
    ready: (page) => page.getByText('Sign in with your affiliate account').waitFor(),
    then: (page) => openAffiliateDialog(page),
  },
  {
    name: 'affiliate dashboard with sales',
    path: () => '/affiliate',
    ready: (page) => page.getByText('Sign in with your affiliate account').waitFor(),
    then: async (page, data) => {
      const dialog = await openAffiliateDialog(page);
      await dialog.getByLabel('E-mail').fill(data.affiliate.email);
      await dialog.getByLabel('Password').fill(data.affiliate.password);
      await dialog.getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('heading', { name: `Welcome, ${data.affiliate.name}` }).waitFor();
      await page
        .getByRole('region', { name: 'Payouts' })
        .getByText('PP-A11Y-1')
        .filter({ visible: true })
        .first()
        .waitFor();
      await page
        .getByRole('region', { name: 'Sales' })
        .getByText('The Intensive')
        .filter({ visible: true })
        .first()
        .waitFor();
    },
  },
  {
    name: 'affiliate set-password link',
    path: (data) => `/affiliate/set-password?token=${encodeURIComponent(data.setPasswordToken)}`,
    ready: (page) => page.getByLabel('New password').waitFor(),
  },
];

async function openAffiliateDialog(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Affiliate Login' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Affiliate Login' });
  await dialog.getByLabel('Password').waitFor();
  return dialog;
}

export const adminPages: PageCheck[] = [
  { name: 'admin login', path: () => '/admin/login', ready: heading('Admin Login') },
  ...(['orders', 'users', 'affiliates'] as const).map((tab): PageCheck => ({
    name: `admin dashboard, ${tab} tab`,
    path: () => `/admin/dashboard?tab=${tab}`,
    as: 'admin',
    ready: async (page) => {
      await page.getByRole('tab', { name: new RegExp(tab, 'i'), selected: true }).waitFor();
      await page.getByRole('tabpanel').getByRole('link').first().waitFor();
    },
  })),
  {
    name: 'admin dashboard, orders selected',
    path: () => '/admin/dashboard?tab=orders',
    as: 'admin',
    ready: (page) =>
      page
        .getByRole('checkbox', { name: /^Select order/ })
        .first()
        .waitFor(),
    then: async (page) => {
      await page
        .getByRole('checkbox', { name: /^Select order/ })
        .first()
        .check();
      await page.getByRole('region', { name: 'Selected orders' }).waitFor();
    },
  },
  {
    name: 'admin new-affiliate dialog',
    path: () => '/admin/dashboard?tab=affiliates',
    as: 'admin',
    ready: (page) => page.getByRole('button', { name: 'New affiliate' }).waitFor(),
    then: async (page) => {
      await page.getByRole('button', { name: 'New affiliate' }).click();
      await page.getByRole('dialog', { name: 'New affiliate' }).getByLabel('Name').waitFor();
    },
  },
  {
    name: 'admin client',
    path: (data) => `/admin/client/${data.answeredUserId}`,
    as: 'admin',
    ready: heading('Imogen Castellanos'),
  },
  {
    name: 'admin erase-customer dialog with field errors',
    path: (data) => `/admin/client/${data.answeredUserId}`,
    as: 'admin',
    ready: heading('Imogen Castellanos'),
    then: async (page) => {
      await page.getByRole('button', { name: 'Erase customer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Erase Imogen Castellanos?' });
      await dialog.getByLabel('Type the customer’s e-mail to confirm').fill('someone@example.com');
      await dialog.getByRole('button', { name: 'Erase customer' }).click();
      await dialog.getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'admin order',
    path: (data) => `/admin/purchase/${data.answeredOrderId}`,
    as: 'admin',
    ready: async (page) => {
      await heading(/^Order [0-9A-F]{8}$/)(page);
      await page.getByRole('heading', { name: 'Questionnaire' }).waitFor();
      await page.getByRole('heading', { name: 'Referral' }).waitFor();
    },
  },
  {
    name: 'admin refund dialog',
    path: (data) => `/admin/purchase/${data.answeredOrderId}`,
    as: 'admin',
    ready: heading(/^Order [0-9A-F]{8}$/),
    then: async (page) => {
      await page
        .getByRole('button', { name: /Refund/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'admin reading queue',
    path: () => '/admin/readings',
    as: 'admin',
    ready: async (page) => {
      await heading('Reading queue')(page);
      await page
        .getByRole('link', { name: /^Write order/ })
        .first()
        .waitFor();
    },
  },
  {
    name: 'admin reading workspace',
    path: (data) => `/admin/reading/${data.blueprintOrderId}`,
    as: 'admin',
    ready: async (page) => {
      await heading('Reading for Clara Whitfield')(page);
      await page.getByRole('textbox').first().waitFor();
    },
  },
  {
    name: 'admin sessions calendar',
    path: () => '/admin/sessions',
    as: 'admin',
    ready: heading('Sessions'),
  },
  {
    name: 'admin discount codes',
    path: () => '/admin/codes',
    as: 'admin',
    ready: heading('Discount codes'),
  },
  {
    name: 'admin reviews',
    path: () => '/admin/reviews',
    as: 'admin',
    ready: heading('Reviews'),
  },
  {
    name: 'admin figures',
    path: () => '/admin/figures',
    as: 'admin',
    ready: async (page) => {
      await heading('Figures')(page);
      await page.getByRole('heading', { name: 'Money by product' }).waitFor();
    },
  },
  {
    name: 'admin my hours',
    path: () => '/admin/my-hours',
    as: 'admin',
    ready: async (page) => {
      await heading('My hours')(page);
      await page.getByRole('button', { name: 'Save my hours' }).waitFor();
    },
  },
  {
    name: 'admin profile',
    path: () => '/admin/profile',
    as: 'admin',
    ready: async (page) => {
      await heading('My profile')(page);
      await page.getByRole('button', { name: 'Save profile' }).waitFor();
    },
  },
  {
    name: 'admin interpretation library, searched',
    path: () => '/admin/library?q=venus',
    as: 'admin',
    ready: async (page) => {
      await heading('Interpretation library')(page);
      await page.getByRole('link', { name: 'Venus in Libra', exact: true }).waitFor();
    },
  },
  {
    name: 'admin library entry with a placeholder, a version shown',
    path: () => `/admin/library/${encodeURIComponent('profile-venus.fire.text')}`,
    as: 'admin',
    ready: async (page) => {
      await heading('Venus in fire signs')(page);
      await page.getByRole('textbox', { name: 'The shop’s text', exact: true }).waitFor();
    },
    then: async (page) => {
      await page.getByRole('button', { name: 'View version 1' }).click();
      await page.getByRole('textbox', { name: 'Version 1', exact: true }).waitFor();
    },
  },
  {
    name: 'admin support inbox',
    path: () => '/admin/support',
    as: 'admin',
    ready: heading('Support inbox'),
  },
  {
    name: 'admin affiliate',
    path: (data) => `/admin/affiliate/${data.affiliate.id}`,
    as: 'admin',
    ready: async (page) => {
      await heading('Luna Vega')(page);
      await page.getByText('Ref. PP-A11Y-1').waitFor();
    },
  },
];

/**
 * One journey (shop, browser, data) checking `checks` at both widths. With `coverage` (every
 * check of every file), it also tests that each page of `pageRoutes` is checked somewhere.
 */
export function describeAxeChecks(
  title: string,
  checks: PageCheck[],
  options: { coverage?: PageCheck[] } = {},
): void {
  describe(title, () => {
    const journey = useShopJourney({ ADMIN_EMAILS: TEST_ADMIN_EMAIL }, { documents: 'stand-ins' });
    let data: ShopData;

    beforeAll(async () => {
      data = await createShopData(journey);
    });

    if (options.coverage) {
      const all = options.coverage;
      it('checks every page of pageRoutes, so a new page cannot go unchecked', () => {
        const checked = new Set<string>(
          all.map((check) => matchPage(check.path(data).split('#')[0] ?? '')?.key ?? 'not found'),
        );
        const pages = [...Object.keys(pageRoutes), 'not found'];
        expect(pages.filter((key) => !checked.has(key))).toEqual([]);
      });
    }

    // One tab for all the checks, as a visitor going from page to page: a new tab for each cost
    // a renderer process of its own and axe compiled cold (decision 297). Each page is loaded
    // once, at the phone's width, checked, then widened to the desktop's and checked again:
    // the pages follow the width through CSS and media-query listeners, as when a tablet turns,
    // loading every page a second time cost a third of these journeys (decision 344). Each
    // check starts signed out, with nothing stored, as in a tab of its own.
    let tab: GuardedPage | undefined;
    afterAll(async () => {
      await tab?.close();
    });

    const [phone, ...wider] = viewports as [Viewport, ...Viewport[]];
    const widths = viewports.map((viewport) => viewport.width).join(' then ');
    it.each(checks)(`$name, at ${widths} px`, async (check) => {
      if (!tab) {
        tab = await openGuardedPage(journey.browser, { viewport: phone });
        // A page asking to be left (unsaved work) is left, as the next check goes elsewhere.
        tab.page.on('dialog', (dialog) => void dialog.accept());
      }
      const { page, context } = tab;
      await page.setViewportSize(phone);
      await context.clearCookies();
      await page
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .catch(() => undefined);
      if (check.as === 'admin') await signInAsAdmin(page, journey);
      const address = `${journey.shop.url}${check.path(data)}`;
      // An address that differs from the last only after its `#` would not load the page again.
      const isSameDocument = page.url().split('#')[0] === address.split('#')[0];
      if (isSameDocument && address.includes('#')) await page.goto('about:blank');
      await page.goto(address);
      await check.ready(page, data);
      await check.then?.(page, data);
      expect(await axeViolations(page), `${check.name} at ${phone.width} px`).toEqual([]);
      for (const viewport of wider) {
        await page.setViewportSize(viewport);
        // The new width's layout is drawn before it is measured, and what the page shows at it
        // is on screen (a dialog opened by `then` stays open, hiding the page behind it).
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        if (!check.then) await check.ready(page, data);
        expect(await axeViolations(page), `${check.name} at ${viewport.width} px`).toEqual([]);
      }
    });
  });
}
