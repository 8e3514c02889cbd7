import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { supportMessages as supportCopy } from '../../src/common/support';
import { shiftedClock } from '../../src/server/clock';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { createPaidTestOrder } from '../support/checkout-factories';
import { signInAsAdmin } from './support/admin';
import { useShopJourney } from './support/fixture';

// Issue 25, "Support on the order" (decisions 282-284): a buyer of Destiny Alignment writes
// to their reader once the reading is delivered, the reader answers from the admin order page,
// each gets the other's message by mail, and after 30 days the thread is read-only.

const SHOTS = '/tmp/shots-support';
const DAY_MS = 24 * 60 * 60 * 1000;
const SUPPORT_ADDRESS = 'readers@astral.test';
const clock = shiftedClock();

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

describe('support on the order of Destiny Alignment', () => {
  const journey = useShopJourney(
    { ADMIN_EMAILS: TEST_ADMIN_EMAIL, SUPPORT_EMAIL: SUPPORT_ADDRESS },
    { clock: clock.now },
  );
  const mailsTo = (address: string) =>
    journey.smtp.messages.filter((mail) =>
      [mail.to].flat().some((to) => to?.text.toLowerCase().includes(address.toLowerCase())),
    );

  it('takes a question, carries the answer both ways by mail, and closes after 30 days', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const email = `support.${randomUUID()}@example.com`;
    const { purchaseId } = await createPaidTestOrder(journey.shop.runtime.app, 7, { email });

    // The reader delivers: the order moves to delivered from the admin order page.
    const reader = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(reader.page, journey);
    await reader.page.goto(`${journey.shop.url}/admin/purchase/${purchaseId}`);
    await reader.page.getByLabel('Processing status').selectOption('delivered');
    await reader.page.getByRole('button', { name: 'Save Changes' }).click();
    await reader.page.getByRole('heading', { name: 'Support thread' }).waitFor();

    // The buyer opens the private link of their order e-mail.
    const linkOf = () =>
      mailsTo(email)
        .map((mail) => /https?:\/\/\S+\/order#token=\S+/.exec(mail.text ?? '')?.[0])
        .find(Boolean);
    await expect.poll(() => Boolean(linkOf()), { timeout: 30_000 }).toBe(true);
    const link = new URL(linkOf()!);
    const buyer = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    await buyer.page.goto(`${journey.shop.url}${link.pathname}${link.hash}`);
    await buyer.page.getByRole('heading', { name: 'Questions for your reader' }).waitFor();
    await buyer.page.getByText('Your reader answers within 2 business days').waitFor();

    const question =
      'Does my <b>Saturn</b> return change the plan? Notes: https://example.com/notes';
    await buyer.page.getByLabel('Your question').fill(question);
    await buyer.page.getByRole('button', { name: 'Send to your reader' }).click();
    const sent = buyer.page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await sent.first().waitFor();
    // Markup stays text; the address became an anchor React built, kept from the referrer.
    expect(await sent.first().innerText()).toContain('<b>Saturn</b>');
    const notes = sent.first().getByRole('link', { name: 'https://example.com/notes' });
    expect(await notes.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await buyer.page.locator('li b').count()).toBe(0);
    await shoot(buyer.page, 'customer-thread');

    // The order has no reader yet: the question reaches the shared support address.
    await expect.poll(() => mailsTo(SUPPORT_ADDRESS).length, { timeout: 30_000 }).toBe(1);
    const readerMail = mailsTo(SUPPORT_ADDRESS)[0]!;
    expect(readerMail.subject).toContain('a question on order');
    expect(readerMail.text).toContain(`/admin/purchase/${purchaseId}`);

    // The dashboard counts it; the shared inbox lists it with its answer target.
    await reader.page.goto(`${journey.shop.url}/admin/dashboard`);
    await reader.page.getByText('1 customer waits for an answer').waitFor();
    await shoot(reader.page, 'dashboard-count');
    await reader.page.getByRole('link', { name: 'Support inbox', exact: true }).click();
    const entry = reader.page.getByRole('list', { name: 'Threads waiting on a reader' });
    await entry.getByText(/Answer within 2 business days/).waitFor();
    await shoot(reader.page, 'support-inbox');
    await entry.getByRole('link').first().click();
    await reader.page.getByLabel('Your answer').fill('It does not: the plan holds. Details below.');
    await reader.page.getByRole('button', { name: 'Send answer' }).click();
    await reader.page.getByText('It does not: the plan holds.').waitFor();
    await shoot(reader.page, 'reader-thread');

    const answerMail = () =>
      mailsTo(email).find((mail) => mail.subject?.includes('answered your question'));
    await expect.poll(() => Boolean(answerMail()), { timeout: 30_000 }).toBe(true);
    expect(answerMail()!.text).toContain('/order#token=');
    await reader.page.goto(`${journey.shop.url}/admin/support`);
    await reader.page.getByText('No customer is waiting for an answer.').waitFor();

    // Thirty days after delivery the window has closed: the thread is there, read-only.
    clock.advance(30 * DAY_MS + 60_000);
    await buyer.page.reload();
    await buyer.page.getByText(supportCopy.closed).waitFor();
    expect(await buyer.page.getByLabel('Your question').count()).toBe(0);
    await buyer.page.getByText('It does not: the plan holds.').waitFor();
    await shoot(buyer.page, 'customer-closed');
  }, 180_000);

  it('opens priority support at payment, while the written reading is still being written', async () => {
    const email = `priority.${randomUUID()}@example.com`;
    await createPaidTestOrder(journey.shop.runtime.app, 8, { email });
    const linkOf = () =>
      mailsTo(email)
        .map((mail) => /https?:\/\/\S+\/order#token=\S+/.exec(mail.text ?? '')?.[0])
        .find(Boolean);
    await expect.poll(() => Boolean(linkOf()), { timeout: 30_000 }).toBe(true);
    const link = new URL(linkOf()!);
    const buyer = await journey.openPage({ viewport: { width: 390, height: 844 } });
    await buyer.page.goto(`${journey.shop.url}${link.pathname}${link.hash}`);
    // Nothing is delivered yet, and the $1,100 buyer can already ask, answered first.
    await buyer.page.getByRole('heading', { name: 'Questions for your reader' }).waitFor();
    await buyer.page.getByText('Your reader answers within 1 business day').waitFor();
    await buyer.page
      .getByText(/Priority support/)
      .first()
      .waitFor();
    await buyer.page
      .getByLabel('Your question')
      .fill('Before the reading: is May a good month to move?');
    await buyer.page.getByRole('button', { name: 'Send to your reader' }).click();
    await buyer.page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await shoot(buyer.page, 'customer-priority-before-delivery');
    await expect
      .poll(() => mailsTo(SUPPORT_ADDRESS).some((mail) => /Priority/i.test(mail.subject ?? '')), {
        timeout: 30_000,
      })
      .toBe(true);
  }, 120_000);
});
