import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutReminderMessages } from '../../src/common/checkout-reminders';
import { shiftedClock } from '../../src/server/clock';
import { checkoutDrafts } from '../../src/server/db/schema';
import { checkoutPerson } from '../support/checkout-factories';
import { useShopJourney } from './support/fixture';
import {
  expectCleanPage,
  fillPersonForm,
  fillTestCard,
  keepScreenshot,
} from './support/page-helpers';

// Issue 40, "Finish an abandoned checkout", decision 360: the buyer ticks the box, leaves, gets
// one reminder an hour later, finishes the checkout from its link with what they typed, and its
// one-click unsubscribe is honoured.

const HOUR_MS = 60 * 60 * 1000;
const clock = shiftedClock();

describe('a reminder of an unfinished checkout', () => {
  const journey = useShopJourney(
    {},
    { clock: clock.now, jobsFollowClock: true, documents: 'stand-ins' },
  );

  it('is sent once, an hour on, and its link finishes the checkout as it was left', async () => {
    const email = `leaves.${randomUUID()}@example.com`;
    const person = checkoutPerson({ email, fullName: 'Iris Calder' });

    const first = await journey.openPage({ viewport: { width: 390, height: 844 } });
    await first.page.goto(`${journey.shop.url}/checkout?product=3`);
    await first.page.getByLabel('Full Name').fill(person.fullName);
    await first.page.getByLabel('Email').fill(email);
    await first.page.getByLabel('Birth Year').fill(person.birthYear);
    const consent = first.page.getByLabel(checkoutReminderMessages.consentLabel);
    await expect(consent.isChecked()).resolves.toBe(false);
    await consent.check();
    await keepScreenshot(first.page, 'checkout-reminders/consent-390');
    // What was typed is kept once the box is ticked.
    await expect
      .poll(
        async () =>
          (
            await journey.shop.db
              .select()
              .from(checkoutDrafts)
              .where(eq(checkoutDrafts.email, email))
          ).length,
      )
      .toBe(1);
    await first.page.close();

    // Nothing before the hour; the reminder after it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(journey.smtp.mailsTo(email)).toHaveLength(0);
    clock.advance(HOUR_MS + 60_000);
    await expect.poll(() => journey.smtp.mailsTo(email).length, { timeout: 30_000 }).toBe(1);
    const [mail] = journey.smtp.mailsTo(email);
    expect(mail!.subject).toBe('Your The Compass Package order is waiting');
    // The mail program's one-click unsubscribe (RFC 8058), as mailparser reads the headers.
    expect(mail!.headers.get('list')).toMatchObject({
      unsubscribe: { url: expect.stringMatching(/\/api\/unsubscribe\?token=/) },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    });
    const resumeLink = /https?:\/\/\S+\/checkout\?product=3#resume=\S+/.exec(mail!.text ?? '')?.[0];
    const unsubscribeLink = /https?:\/\/\S+\/unsubscribe#token=\S+/.exec(mail!.text ?? '')?.[0];
    expect(resumeLink).toBeTruthy();

    const back = await journey.openPage({ viewport: { width: 1280, height: 900 } });
    const resume = new URL(resumeLink!);
    await back.page.goto(`${journey.shop.url}${resume.pathname}${resume.search}${resume.hash}`);
    await expect.poll(() => back.page.getByLabel('Email').inputValue()).toBe(email);
    await expect(back.page.getByLabel('Full Name').inputValue()).resolves.toBe('Iris Calder');
    await expect(back.page.getByLabel('Birth Year').inputValue()).resolves.toBe(person.birthYear);
    await expect(
      back.page.getByLabel(checkoutReminderMessages.consentLabel).isChecked(),
    ).resolves.toBe(true);
    await keepScreenshot(back.page, 'checkout-reminders/resumed-1280');
    await fillPersonForm(back.page, person, { variant: 'checkout' });
    await fillTestCard(back.page, { number: '4242 4242 4242 4242' });
    await back.page.getByRole('button', { name: /^Pay \$/ }).click();
    await back.page.waitForURL(/\/success\?product=3&purchase=/);
    expectCleanPage(back);

    // One reminder only, and one click unsubscribes from any later one.
    clock.advance(2 * HOUR_MS);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(
      journey.smtp.mailsTo(email).filter((sent) => /is waiting/.test(sent.subject ?? '')),
    ).toHaveLength(1);
    const out = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const unsubscribe = new URL(unsubscribeLink!);
    await out.page.goto(`${journey.shop.url}${unsubscribe.pathname}${unsubscribe.hash}`);
    await out.page.getByText(checkoutReminderMessages.unsubscribed).waitFor();
    await keepScreenshot(out.page, 'checkout-reminders/unsubscribed-390');
    expectCleanPage(out);
  });
});
