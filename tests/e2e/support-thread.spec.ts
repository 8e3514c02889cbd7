import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportMessages as supportCopy } from '../../src/common/support';
import { shiftedClock } from '../../src/server/clock';
import { admins, purchases } from '../../src/server/db/schema';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { createPaidTestOrder } from '../support/checkout-factories';
import { signInAsAdmin } from './support/admin';
import { useShopJourney } from './support/fixture';
import { keepScreenshot } from './support/page-helpers';

// Issue 25, "Support on the order" (decisions 282-284): a buyer of Destiny Alignment writes
// to their reader once the reading is delivered, the reader answers from the admin order page,
// each gets the other's message by mail, and after 30 days the thread is read-only.

const DAY_MS = 24 * 60 * 60 * 1000;
const SUPPORT_ADDRESS = 'readers@astral.test';
const clock = shiftedClock();

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `support-thread/${name}-${width}`, { fullPage: true });
  }
}

describe('support on the order of Destiny Alignment', () => {
  const journey = useShopJourney(
    { ADMIN_EMAILS: TEST_ADMIN_EMAIL, SUPPORT_EMAIL: SUPPORT_ADDRESS },
    { clock: clock.now, documents: 'stand-ins' },
  );
  const mailsTo = (address: string) =>
    journey.smtp.messages.filter((mail) =>
      [mail.to].flat().some((to) => to?.text.toLowerCase().includes(address.toLowerCase())),
    );

  it('takes a question, carries the answer both ways by mail, and closes after 30 days', async () => {
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
  });

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
    // The shop out of reach for a moment: the question shows in the thread as it goes, then
    // comes back into the box with the reason, and nothing is in the thread.
    const question = 'Before the reading: is May a good month to move?';
    const box = buyer.page.getByLabel('Your question');
    const thread = buyer.page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    let releaseFailure = () => {};
    const failureHeld = new Promise<void>((resolve) => (releaseFailure = resolve));
    await buyer.page.route(
      '**/api/order-support/messages',
      async (route) => {
        await failureHeld;
        await route.abort();
      },
      { times: 1 },
    );
    await box.fill(question);
    await buyer.page.getByRole('button', { name: 'Send to your reader' }).click();
    await thread.filter({ hasText: 'Sending…' }).filter({ hasText: question }).waitFor();
    expect(await box.inputValue()).toBe('');
    releaseFailure();
    await expect.poll(() => box.inputValue()).toBe(question);
    await buyer.page.getByText('Your message was not sent. Please try again.').first().waitFor();
    expect(await thread.count()).toBe(0);

    // Sent again: the message the shop kept takes the place of the one on its way.
    await buyer.page.getByRole('button', { name: 'Send to your reader' }).click();
    await thread.filter({ hasText: question }).filter({ hasNotText: 'Sending…' }).waitFor();
    await expect.poll(() => thread.count()).toBe(1);
    expect(await box.inputValue()).toBe('');
    await shoot(buyer.page, 'customer-priority-before-delivery');
    await expect
      .poll(() => mailsTo(SUPPORT_ADDRESS).some((mail) => /Priority/i.test(mail.subject ?? '')), {
        timeout: 30_000,
      })
      .toBe(true);
  });

  it('shows the reader’s photo, chosen on their profile, beside their name on the order page', async () => {
    const reader = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(reader.page, journey);
    await reader.page.goto(`${journey.shop.url}/admin/profile`);
    await reader.page.getByLabel('Your name, as customers see it').fill('Ada Lovelace');
    await reader.page.getByLabel('About you (optional)').fill('Reads charts for twenty years.');
    await reader.page.getByRole('button', { name: 'Save profile' }).click();
    await reader.page.getByText('Your profile is saved').first().waitFor();

    // A wide photo: the shop crops it square.
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#8a5a2b' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="1200" height="800"><circle cx="600" cy="380" r="260" fill="#f1c27d"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    const chooser = reader.page.waitForEvent('filechooser');
    await reader.page.getByRole('button', { name: 'Upload a photo' }).click();
    await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    const own = reader.page.getByRole('img', { name: 'Your photo, as customers see it' });
    await own.waitFor();
    await shoot(reader.page, 'profile-photo');

    const email = `photo.${randomUUID()}@example.com`;
    const { purchaseId } = await createPaidTestOrder(journey.shop.runtime.app, 8, { email });
    const [admin] = await journey.shop.db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.emailKey, TEST_ADMIN_EMAIL));
    await journey.shop.db
      .update(purchases)
      .set({ assignedReaderId: admin!.id })
      .where(eq(purchases.id, purchaseId));
    const linkOf = () =>
      mailsTo(email)
        .map((mail) => /https?:\/\/\S+\/order#token=\S+/.exec(mail.text ?? '')?.[0])
        .find(Boolean);
    await expect.poll(() => Boolean(linkOf()), { timeout: 30_000 }).toBe(true);
    const link = new URL(linkOf()!);
    const buyer = await journey.openPage({ viewport: { width: 390, height: 844 } });
    await buyer.page.goto(`${journey.shop.url}${link.pathname}${link.hash}`);
    // Exact: "Questions for your reader" is a heading too, and once both are drawn before this
    // looks (it failed so on a loaded machine) a partial name matches two.
    await buyer.page.getByRole('heading', { name: 'Your reader', exact: true }).waitFor();
    const portrait = buyer.page.getByRole('img', { name: 'Ada Lovelace' });
    await portrait.scrollIntoViewIfNeeded();
    await expect
      .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(256);
    await buyer.page.getByText('Reads charts for twenty years.').waitFor();
    await shoot(buyer.page, 'reader-card-photo');

    // Removed on the profile: the card keeps the name and bio, with no picture.
    await reader.page.getByRole('button', { name: 'Remove photo' }).click();
    await reader.page.getByRole('button', { name: 'Upload a photo' }).waitFor();
    expect(await own.count()).toBe(0);
    await buyer.page.reload();
    await buyer.page.getByText('Reads charts for twenty years.').waitFor();
    expect(await buyer.page.getByRole('img', { name: 'Ada Lovelace' }).count()).toBe(0);
    await shoot(buyer.page, 'reader-card-no-photo');
  });
});
