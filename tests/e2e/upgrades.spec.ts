import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { findProduct } from '../../src/common/catalogue';
import { orderStatusPathFor } from '../../src/common/order-status';
import { createOrderAccessTokensFor } from '../../src/server/sign-ins/order-access';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { createPaidTestOrder } from '../support/checkout-factories';
import { signInAsAdmin } from './support/admin';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, fillTestCard, keepScreenshot } from './support/page-helpers';

// Issue 39, decision 358: a buyer of The Compass Package upgrades to The Intensive from their
// reading page, paying the difference. The Compass documents stay; The Intensive's new ones
// arrive; the Strategic Alignment questionnaire opens; the admin sees both payments.

const isTo = (mail: ParsedMail, email: string) =>
  [mail.to].flat().some((to) => to?.text.includes(email));

describe('upgrading a reading', () => {
  const journey = useShopJourney({ ADMIN_EMAILS: TEST_ADMIN_EMAIL }, { documents: 'stand-ins' });

  it('goes from product 3 to 5 on the reading page, keeping what was delivered', async () => {
    const compass = findProduct(3)!;
    const intensive = findProduct(5)!;
    const email = `noor.${randomUUID()}@example.com`;
    const fullName = 'Noor Haddad';
    const { purchaseId } = await createPaidTestOrder(journey.shop.runtime.app, 3, {
      fullName,
      email,
    });
    /** The mail that carries exactly these documents. */
    const documentsMail = (items: readonly { name: string }[]) =>
      journey.smtp.messages.find(
        (mail) =>
          isTo(mail, email) &&
          mail.attachments.map((file) => file.filename).join('|') ===
            items.map((item) => `${item.name} - ${fullName}.pdf`).join('|'),
      );
    // The Compass Package's documents arrive first, as for any order of it.
    await expect
      .poll(() => Boolean(documentsMail(compass.computedDocuments)), {
        timeout: 150_000,
        interval: 250,
      })
      .toBe(true);

    const token = createOrderAccessTokensFor(journey.shop.config).sign(purchaseId);
    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    await page.goto(`${journey.shop.url}${orderStatusPathFor(token)}`);
    const offers = page.getByRole('region', { name: 'Upgrade your reading' });
    await offers.getByRole('heading', { name: intensive.name }).waitFor();
    await offers.getByText('$300.00').first().waitFor();
    await keepScreenshot(page, 'upgrades/offers-390', { fullPage: true });
    await offers.getByRole('link', { name: `Upgrade to ${intensive.name}` }).click();

    await page.waitForURL(/\/upgrade\?to=5#token=/);
    await page.getByRole('heading', { level: 1, name: intensive.name }).waitFor();
    await keepScreenshot(page, 'upgrades/upgrade-page-390', { fullPage: true });
    await fillTestCard(page, { number: '4242 4242 4242 4242' });
    await page.getByRole('button', { name: 'Pay $300.00' }).click();

    // Straight to the questionnaire The Intensive asks for.
    await page.waitForURL(/\/deep-dive-questions\?purchase=[0-9a-f-]{36}#token=/);
    await page.getByRole('heading', { name: 'Strategic Alignment Questions' }).waitFor();
    await page.getByText(intensive.name, { exact: true }).waitFor();
    expectCleanPage(guarded);

    // The confirmation, then the documents The Intensive adds, in a mail of their own.
    await expect
      .poll(() => journey.smtp.mailsTo(email).map((mail) => mail.subject), { timeout: 60_000 })
      .toContain(`Your reading is now ${intensive.name} ($300.00)`);
    const added = intensive.computedDocuments.filter(
      (item) => !compass.computedDocuments.some((had) => had.document === item.document),
    );
    // Only those: the Compass documents are not sent again.
    await expect
      .poll(() => Boolean(documentsMail(added)), { timeout: 150_000, interval: 250 })
      .toBe(true);
    const sentFiles = journey.smtp
      .mailsTo(email)
      .flatMap((mail) => mail.attachments.map((file) => file.filename));
    expect(sentFiles).toHaveLength(intensive.computedDocuments.length);

    // The reading page lists the Compass documents and the new ones; nothing cheaper is offered.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${journey.shop.url}${orderStatusPathFor(token)}`);
    for (const item of intensive.computedDocuments) {
      await page.getByRole('link', { name: `Download ${item.name}` }).waitFor();
    }
    await page.getByRole('heading', { level: 2, name: intensive.name }).waitFor();
    await page
      .getByRole('region', { name: 'Upgrade your reading' })
      .getByRole('heading', { name: findProduct(6)!.name })
      .waitFor();
    await keepScreenshot(page, 'upgrades/order-after-1280', { fullPage: true });

    // The admin's order page shows both payments.
    await signInAsAdmin(page, journey);
    await page.goto(`${journey.shop.url}/admin/purchase/${purchaseId}`);
    await page.getByRole('heading', { level: 2, name: 'Payments' }).waitFor();
    await page.getByText(`Upgrade: ${compass.name} to ${intensive.name}`).waitFor();
    await page.getByRole('button', { name: 'Refund the upgrade ($300.00)' }).waitFor();
    await keepScreenshot(page, 'upgrades/admin-order-1280', { fullPage: true });
    expectCleanPage(guarded);
  });
});
