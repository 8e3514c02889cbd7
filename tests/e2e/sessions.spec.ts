import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { checkoutPerson } from '../support/checkout-factories';
import { insertTestReader } from '../support/booking-factories';
import { TEST_ADMIN_EMAIL } from '../support/admin-factories';
import { signInAsAdmin } from './support/admin';
import { useShopJourney } from './support/fixture';
import {
  expectCleanPage,
  fillPersonForm,
  fillTestCard,
  keepScreenshot,
} from './support/page-helpers';

// Issue 25, "Booking": a buyer of The Quantum Leap books the three coaching sessions on the
// reading page, moves one, and receives the same calendar event again with a higher SEQUENCE.

const slotName = /^\d{1,2}:\d{2}\s?(AM|PM)$/;

function invitationsIn(mails: ParsedMail[]) {
  return mails.flatMap((mail) =>
    mail.attachments
      .filter((file) => file.contentType.startsWith('text/calendar'))
      .map((file) => {
        const calendar = new ICAL.Component(ICAL.parse(file.content.toString('utf8')));
        const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
        return {
          method: calendar.getFirstPropertyValue('method'),
          uid: event.uid,
          sequence: event.sequence,
          start: event.startDate.toJSDate().toISOString(),
        };
      }),
  );
}

describe('booking the sessions of The Quantum Leap', () => {
  // Invitations settle for two seconds, not the default two minutes, so the journey reads them.
  const journey = useShopJourney(
    {
      ADMIN_EMAILS: TEST_ADMIN_EMAIL,
      BOOKING_MAIL_SETTLE_SECONDS: '2',
    },
    { documents: 'stand-ins' },
  );

  it(
    'books three coaching sessions, moves one and gets the updated invitation',
    { timeout: 240_000 },
    async () => {
      await insertTestReader(journey.shop.db);
      const guarded = await journey.openPage({ viewport: { width: 1280, height: 900 } });
      const { page } = guarded;
      const email = `coaching.${randomUUID()}@example.com`;
      await page.goto(`${journey.shop.url}/checkout?product=8`);
      await fillPersonForm(page, checkoutPerson({ email }), { variant: 'checkout' });
      await fillTestCard(page, { number: '4242 4242 4242 4242' });
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await page.waitForURL(/\/success\?product=8&purchase=/);

      const linkOf = () =>
        journey.smtp
          .mailsTo(email)
          .map((mail) => /https?:\/\/\S+\/order#token=\S+/.exec(mail.text ?? '')?.[0])
          .find(Boolean);
      await expect.poll(() => Boolean(linkOf()), { timeout: 30_000 }).toBe(true);
      await expect
        .poll(
          () =>
            journey.smtp
              .mailsTo(email)
              .some((mail) => /Book your sessions/.test(mail.subject ?? '')),
          {
            timeout: 30_000,
          },
        )
        .toBe(true);
      const link = new URL(linkOf()!);
      await page.goto(`${journey.shop.url}${link.pathname}${link.hash}`);
      const section = page.locator('section', {
        has: page.getByRole('heading', { name: 'Book your session' }),
      });
      await section.waitFor();
      await expect
        .poll(() => section.getByText('Ada Reader', { exact: false }).count())
        .toBeGreaterThan(0);

      // The times follow the zone the customer picks from the device's full list, which is
      // drawn when the list is first used (decision 379), and back.
      const zone = section.getByRole('combobox', { name: 'Your time zone' });
      const ownZone = await zone.inputValue();
      await expect(zone.locator('option').count()).resolves.toBe(1);
      const firstTime = () => section.getByRole('button', { name: slotName }).first().innerText();
      await section.getByRole('button', { name: 'Book session 1 of 3' }).click();
      const ownFirstTime = await firstTime();
      await zone.focus();
      await expect.poll(() => zone.locator('option').count()).toBeGreaterThan(300);
      const otherZone = ownZone === 'Australia/Adelaide' ? 'Europe/London' : 'Australia/Adelaide';
      await zone.selectOption(otherZone);
      await section.getByText(`(${otherZone})`).waitFor();
      await expect.poll(firstTime).not.toBe(ownFirstTime);
      await zone.selectOption(ownZone);
      await expect.poll(firstTime).toBe(ownFirstTime);
      await section.getByRole('button', { name: 'Never mind' }).click();

      // A tap on a time asks first: the time in the customer's zone, and with whom.
      const confirmStep = page.getByRole('dialog');
      for (const number of [1, 2, 3]) {
        await section.getByRole('button', { name: `Book session ${number} of 3` }).click();
        const slot = section.getByRole('button', { name: slotName }).nth(number - 1);
        const time = await slot.innerText();
        await slot.click();
        await confirmStep.getByText(`session ${number} of 3`).waitFor();
        await expect(confirmStep.getByText(time, { exact: false }).count()).resolves.toBe(1);
        await expect(confirmStep.getByText('Ada Reader').count()).resolves.toBe(1);
        if (number === 1) {
          await keepScreenshot(page, 'sessions/sessions-confirm-1280');
          // Choosing another time books nothing.
          await confirmStep.getByRole('button', { name: 'Choose another time' }).click();
          await confirmStep.waitFor({ state: 'detached' });
          await expect(section.getByText('Session 1: ').count()).resolves.toBe(0);
          await slot.click();
        }
        await confirmStep.getByRole('button', { name: 'Confirm' }).click();
        await section.getByText(`Session ${number}: `).waitFor();
      }
      await keepScreenshot(section, 'sessions/sessions-booked-1280');
      await expect
        .poll(() => invitationsIn(journey.smtp.mailsTo(email)).length, { timeout: 30_000 })
        .toBe(3);
      const first = invitationsIn(journey.smtp.mailsTo(email)).find((item) => item.sequence === 0)!;

      // The last session moves: the first sits at the earliest free time, about 24 hours ahead,
      // and may pass the 24-hour change notice while the invitations arrive (the server then
      // rightly refuses the move).
      await section.getByRole('button', { name: 'Move' }).last().click();
      await keepScreenshot(section, 'sessions/sessions-moving-1280');
      await section.getByRole('button', { name: slotName }).last().click();
      await confirmStep.getByRole('button', { name: 'Confirm' }).click();
      await confirmStep.waitFor({ state: 'detached' });
      await expect(section.getByRole('alert').count()).resolves.toBe(0);
      await expect
        .poll(
          () => invitationsIn(journey.smtp.mailsTo(email)).filter((item) => item.sequence === 1),
          {
            timeout: 30_000,
          },
        )
        .toHaveLength(1);
      const updated = invitationsIn(journey.smtp.mailsTo(email)).find(
        (item) => item.sequence === 1,
      )!;
      expect(updated.method).toBe('REQUEST');
      expect(invitationsIn(journey.smtp.mailsTo(email)).map((item) => item.uid)).toContain(
        updated.uid,
      );
      expect(updated.start).not.toBe(
        invitationsIn(journey.smtp.mailsTo(email)).find(
          (item) => item.uid === updated.uid && item.sequence === 0,
        )?.start,
      );
      expect(first.method).toBe('REQUEST');

      await page.setViewportSize({ width: 390, height: 844 });
      await section.scrollIntoViewIfNeeded();
      await keepScreenshot(section, 'sessions/sessions-390');
      await section.getByRole('button', { name: 'Move' }).first().click();
      await section.getByRole('button', { name: slotName }).first().click();
      await confirmStep.getByRole('button', { name: 'Confirm' }).waitFor();
      await keepScreenshot(page, 'sessions/sessions-confirm-390');
      await confirmStep.getByRole('button', { name: 'Choose another time' }).click();
      expectCleanPage(guarded);
    },
  );

  it(
    'shows the admin the week’s sessions and their own hours, on a phone too',
    { timeout: 120_000 },
    async () => {
      const guarded = await journey.openPage({ viewport: { width: 1280, height: 900 } });
      const { page } = guarded;
      await signInAsAdmin(page, journey);
      await page.goto(`${journey.shop.url}/admin/sessions`);
      await page.getByRole('heading', { name: 'Sessions' }).waitFor();
      await page
        .getByRole('link', { name: /^Order / })
        .first()
        .waitFor();
      // A week's grid, days across; on a phone one day at a time.
      await page.getByRole('button', { name: 'Next week' }).waitFor();
      await expect(page.getByRole('button', { name: 'Week', pressed: true }).count()).resolves.toBe(
        1,
      );
      // Each session's box holds its lines whole (at 48 px an hour the third was cut in half),
      // measured in the shop's own fonts: under load a box was once measured while the
      // fallback font, with taller lines, still stood in.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect(
        page
          .getByRole('link', { name: /^Order / })
          .evaluateAll(
            (links) => links.filter((link) => link.scrollHeight > link.clientHeight + 1).length,
          ),
      ).resolves.toBe(0);
      await keepScreenshot(page, 'sessions/admin-sessions-1280', { fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Next day' }).waitFor();
      await keepScreenshot(page, 'sessions/admin-sessions-390', { fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await keepScreenshot(page, 'sessions/admin-sessions-day-1280', { fullPage: true });
      await page.getByRole('button', { name: 'Week', exact: true }).click();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${journey.shop.url}/admin/my-hours`);
      await page.getByRole('button', { name: 'Save my hours' }).waitFor();
      await page
        .getByLabel('Your meeting room link (https://...)')
        .fill('http://not-secure.example');
      await page.getByRole('button', { name: 'Save my hours' }).click();
      await page.getByRole('alert').waitFor();
      await page
        .getByLabel('Your meeting room link (https://...)')
        .fill('https://meet.example.com/ops');
      await page.getByRole('button', { name: 'Save my hours' }).click();
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
      await keepScreenshot(page, 'sessions/admin-my-hours-390', { fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await keepScreenshot(page, 'sessions/admin-my-hours-1280', { fullPage: true });

      // On the customer's behalf: the order page moves a booked session to another free time.
      await page.goto(`${journey.shop.url}/admin/sessions`);
      await page
        .getByRole('link', { name: /^Order / })
        .first()
        .click();
      const panel = page.getByRole('region', { name: 'Sessions' });
      const bookings = panel.getByRole('list');
      await bookings.waitFor();
      const before = await bookings.innerText();
      await panel
        .getByRole('combobox', { name: /^Move .* to$/ })
        .first()
        .selectOption({ index: 1 });
      await panel.getByRole('button', { name: 'Move', exact: true }).first().click();
      await expect.poll(() => bookings.innerText(), { timeout: 30_000 }).not.toBe(before);
      await expect(panel.getByRole('alert').count()).resolves.toBe(0);
      // On a phone the order page keeps to the screen: the session pickers' long options
      // ('Three 60-minute coaching sessions: Nov 30, 2026, 8:30 AM') widened it to 494 px.
      await page.setViewportSize({ width: 390, height: 844 });
      await panel.getByRole('combobox', { name: 'Book a session for the customer' }).waitFor();
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).resolves.toBe(0);
      await keepScreenshot(page, 'sessions/admin-order-sessions-390', { fullPage: true });
      expectCleanPage(guarded, [/400/]);
    },
  );
});
