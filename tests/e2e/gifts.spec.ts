import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { giftClaimPathFor, todayIn } from '../../src/common/gifts';
import { intakeMessages } from '../../src/common/intake';
import { addDays } from '../../src/common/zoned-time';
import { shiftedClock } from '../../src/server/clock';
import { createGiftAccessTokensFor } from '../../src/server/sign-ins/gift-access';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { checkoutPerson } from '../support/checkout-factories';
import { buyTestGift, deliverTestGift } from '../support/gift-factories';
import { signInAsAdmin } from './support/admin';
import { useShopJourney } from './support/fixture';
import {
  expectCleanPage,
  fillPersonForm,
  fillTestCard,
  keepScreenshot,
} from './support/page-helpers';

// Issue 39, decision 356: a reading given for a later day. The buyer pays without any birth,
// the shop's clock moves to the day, the recipient claims it in their own browser with their
// own birth, the documents reach the recipient only, and the buyer is told.

const DAY_MS = 24 * 60 * 60 * 1000;
const ZONE = 'Europe/Lisbon';
const clock = shiftedClock();

const isTo = (mail: ParsedMail, email: string) =>
  [mail.to].flat().some((to) => to?.text.includes(email));

describe('giving a reading', () => {
  const journey = useShopJourney(
    { ADMIN_EMAILS: TEST_ADMIN_EMAIL },
    { clock: clock.now, jobsFollowClock: true, documents: 'stand-ins' },
  );

  it('is bought for a later day, sent that day, claimed by the recipient, delivered to them only', async () => {
    const buyerEmail = `sam.${randomUUID()}@example.com`;
    const recipientEmail = `ana.${randomUUID()}@example.com`;
    const deliverOn = addDays(todayIn(ZONE, new Date()), 3);

    // The buyer, on a phone in Lisbon: the gift box, their contact, the gift, the card.
    const buyer = await journey.openPage({
      viewport: { width: 390, height: 844 },
      timezoneId: ZONE,
    });
    const { page } = buyer;
    await page.goto(`${journey.shop.url}/checkout?product=3`);
    await page.getByRole('heading', { level: 1, name: 'The Compass Package' }).waitFor();
    await page.getByLabel('This is a gift').check();
    // The summary's promise and guarantee now run from the recipient's claim.
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByText("days of the recipient's claim.").waitFor();
    await expect(summary.getByText(/payment\./).count()).resolves.toBe(0);
    // No birth is asked of the buyer.
    await expect(page.getByLabel('Birth Location').count()).resolves.toBe(0);
    await page.getByLabel('Full Name').fill('Sam Rivera');
    await page.getByLabel('Email', { exact: true }).fill(buyerEmail);
    await page.getByLabel("Recipient's name").fill('Ana Lima');
    await page.getByLabel("Recipient's e-mail").fill(recipientEmail);
    await page.getByLabel('Your message').fill('Happy birthday, Ana!\nWith love, Sam');
    await page.getByLabel('Delivery date').fill(deliverOn);
    await keepScreenshot(page, 'gifts/checkout-gift-390', { fullPage: true });
    await fillTestCard(page, { number: '4242 4242 4242 4242' });
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(/\/gift#token=/);
    await page.getByRole('heading', { level: 1, name: 'Your gift for Ana is booked' }).waitFor();
    expectCleanPage(buyer);
    await keepScreenshot(page, 'gifts/gift-page-390', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await keepScreenshot(page, 'gifts/gift-page-1280', { fullPage: true });

    // The receipt reaches the buyer; nothing reaches the recipient before the day.
    await expect
      .poll(() => journey.smtp.mailsTo(buyerEmail).map((mail) => mail.subject), {
        timeout: 60_000,
      })
      .toContain('Your gift for Ana is booked');
    const receipt = journey.smtp.mailsTo(buyerEmail)[0]!;
    expect(receipt.text).not.toContain('/order#token=');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(journey.smtp.mailsTo(recipientEmail)).toEqual([]);

    // The day comes (the shop's clock moves three days on): the gift e-mail goes out.
    clock.advance(3 * DAY_MS + DAY_MS / 2);
    await expect
      .poll(() => journey.smtp.mailsTo(recipientEmail).length, { timeout: 60_000 })
      .toBe(1);
    const giftMail = journey.smtp.mailsTo(recipientEmail)[0]!;
    expect(giftMail.subject).toBe('Ana, a reading from Sam Rivera is waiting for you');
    expect(giftMail.text).not.toContain(buyerEmail);
    const claimLink = /https?:\/\/\S+\/gift\/claim#token=\S+/.exec(giftMail.text ?? '')?.[0];
    expect(claimLink).toBeTruthy();

    // The recipient, in a browser of their own, claims it with their own birth.
    const recipient = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const claimPage = recipient.page;
    const claimUrl = new URL(claimLink!);
    await claimPage.goto(`${journey.shop.url}${claimUrl.pathname}${claimUrl.hash}`);
    await claimPage
      .getByRole('heading', { level: 1, name: 'Sam has given you The Compass Package' })
      .waitFor();
    await expect(claimPage.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(
      recipientEmail,
    );
    await keepScreenshot(claimPage, 'gifts/claim-1280', { fullPage: true });
    const person = checkoutPerson({
      fullName: 'Ana Lima',
      email: recipientEmail,
      birthMonth: '02',
      birthDay: '11',
      birthYear: '1994',
      birthHour: '6',
      birthMinute: '05',
      ampm: 'AM',
      birthLocation: 'Porto, Portugal',
    });
    await fillPersonForm(claimPage, person, { variant: 'checkout' });
    await claimPage.getByRole('button', { name: 'Claim my reading' }).click();
    await claimPage.waitForURL(/\/order#token=/);
    await claimPage.getByRole('heading', { level: 2, name: 'The Compass Package' }).waitFor();
    expectCleanPage(recipient);
    await claimPage.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(claimPage, 'gifts/claimed-order-390', { fullPage: true });

    // The documents reach the recipient, never the buyer; the buyer is told it was claimed.
    const documentsFor = (email: string) =>
      journey.smtp.messages.filter(
        (mail) => isTo(mail, email) && mail.subject?.startsWith('Your reading is ready'),
      );
    await expect
      .poll(() => documentsFor(recipientEmail).length, { timeout: 150_000, interval: 500 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => journey.smtp.mailsTo(buyerEmail).map((mail) => mail.subject), {
        timeout: 60_000,
      })
      .toContain('Ana has claimed your gift');
    expect(documentsFor(buyerEmail)).toEqual([]);
    const buyerMails = journey.smtp.mailsTo(buyerEmail);
    for (const mail of buyerMails) {
      expect(mail.text).not.toContain('Porto');
      expect(mail.text).not.toContain('/order#token=');
    }

    // The buyer's page says so, and shows nothing of the recipient's birth.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /claimed/ }).waitFor();
    await expect(page.getByText('Porto').count()).resolves.toBe(0);
    await keepScreenshot(page, 'gifts/gift-claimed-1280', { fullPage: true });
    expectCleanPage(buyer);

    // The admin's order page names both people and where the gift stands.
    const purchaseId = /\/order#token=([0-9a-f-]{36})\./.exec(claimPage.url())?.[1];
    expect(purchaseId).toBeTruthy();
    const admin = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(admin.page, journey);
    await admin.page.goto(`${journey.shop.url}/admin/purchase/${purchaseId}`);
    await admin.page.getByRole('heading', { level: 2, name: 'Gift', exact: true }).waitFor();
    await admin.page.getByText('Claimed', { exact: true }).first().waitFor();
    await admin.page.getByText(buyerEmail).first().waitFor();
    await admin.page.getByText(recipientEmail).first().waitFor();
    await keepScreenshot(admin.page, 'gifts/admin-order-1280', { fullPage: true });
    expectCleanPage(admin);
  });

  it("opens a gift's questionnaire from the recipient's claim, and not from the buyer's order id", async () => {
    const bought = await buyTestGift(journey.shop.runtime.app, { productId: 5 });
    const version = await deliverTestGift(journey.shop.db, bought.purchaseId);
    const claimToken = createGiftAccessTokensFor(journey.shop.config).signClaim(
      bought.purchaseId,
      version,
    );
    const recipient = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = recipient;
    await page.goto(`${journey.shop.url}${giftClaimPathFor(claimToken)}`);
    await page
      .getByRole('heading', { level: 1, name: 'Sam has given you The Intensive' })
      .waitFor();
    await fillPersonForm(
      page,
      checkoutPerson({ fullName: 'Ana Lima', email: bought.input.gift.recipientEmail }),
      { variant: 'checkout' },
    );
    await page.getByRole('button', { name: 'Claim my reading' }).click();
    // Straight to the questionnaire, opened with the recipient's own link.
    await page.waitForURL(/\/deep-dive-questions\?purchase=[0-9a-f-]{36}#token=/);
    await page.getByRole('heading', { name: 'Strategic Alignment Questions' }).waitFor();
    await page.getByText('The Intensive', { exact: true }).waitFor();
    await keepScreenshot(page, 'gifts/gift-questionnaire-390', { fullPage: true });
    expectCleanPage(recipient);

    // The buyer knows the order's id, which alone opens nothing of the recipient's.
    const buyer = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    await buyer.page.goto(`${journey.shop.url}/deep-dive-questions?purchase=${bought.purchaseId}`);
    await buyer.page.getByText(intakeMessages.orderNotFound).waitFor();
    // The page keeps its heading (decision 298); no field of the questionnaire is drawn.
    await expect(buyer.page.getByRole('textbox').count()).resolves.toBe(0);
    await keepScreenshot(buyer.page, 'gifts/gift-questionnaire-buyer-1280');
    expectCleanPage(buyer, [/404/]);
  });
});
