import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { birthTimeUnknownLabel, personMessages } from '../../src/common/person';
import { birthData, freeSignups, users } from '../../src/server/db/schema';
import { useShopJourney } from './support/fixture';
import { expectCleanPage, fillPersonForm, recordRequests } from './support/page-helpers';

describe('free sign-up form', () => {
  const journey = useShopJourney();

  it('is reached from both landing page calls to action', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    await page.goto(journey.shop.url);
    const ctas = page.getByRole('link', { name: 'Discover Your Path' });
    expect(await ctas.count()).toBe(2);
    for (const index of [0, 1]) {
      await page.goto(journey.shop.url);
      await ctas.nth(index).click();
      await page.waitForURL(`${journey.shop.url}/form`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Begin Your Cosmic Journey');
    }
    expectCleanPage(guarded);
    expect(guarded.outsideRequests).toEqual([]);
    await guarded.close();
  });

  it('rejects empty input without sending a request', async () => {
    const guarded = await journey.openPage();
    const { page } = guarded;
    const apiCalls = recordRequests(page, '/api/free-tier');
    await page.goto(`${journey.shop.url}/form`);
    await page.getByRole('button', { name: 'Get My Free Astrological Summary' }).click();
    for (const message of [
      'Full name is required',
      'Please enter a valid email address',
      'Birth month is required',
      'Birth day is required',
      'Birth year is required',
      'Birth hour is required',
      'Birth minute is required',
      'AM/PM is required',
      'Birth location is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(apiCalls).toEqual([]);
    expect(page.url()).toBe(`${journey.shop.url}/form`);
    expectCleanPage(guarded);
    await guarded.close();
  });

  it('accepts a valid sign-up: user stored, id kept, thank-you page, summary e-mail with the right signs', async () => {
    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    const email = `e2e.${randomUUID()}@example.com`;
    // The thank-you page's chunk comes while the visitor fills the form, not after they send it.
    const thankYouChunk = page.waitForResponse((response) =>
      /\/assets\/thank-you-page-[\w-]+\.js$/.test(response.url()),
    );
    await page.goto(`${journey.shop.url}/form`);
    await fillPersonForm(
      page,
      {
        fullName: 'Priya Raman',
        email,
        phone: '+1 512 555 0199',
        birthMonth: '03',
        birthDay: '14',
        birthYear: '1988',
        birthHour: '12',
        birthMinute: '15',
        ampm: 'AM',
        birthLocation: { typed: 'Austin, Te', pick: 'Austin, Texas, United States' },
      },
      { variant: 'free' },
    );
    expect(await page.getByLabel('Birth Location').inputValue()).toBe(
      'Austin, Texas, United States',
    );
    expect((await thankYouChunk).ok()).toBe(true);
    // So the page changes from the form to the thank-you page without an empty frame between.
    await page.evaluate(() => {
      const main = document.getElementById('main')!;
      const observer = new MutationObserver(() => {
        if (main.querySelector(':scope > [aria-busy="true"]')) main.dataset.wasEmpty = 'true';
      });
      observer.observe(main, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Get My Free Astrological Summary' }).click();
    await page.waitForURL(`${journey.shop.url}/thank-you`);
    await page
      .getByText('Your free astrological summary will arrive in your inbox shortly.')
      .first()
      .waitFor();
    expect(await page.locator('#main').getAttribute('data-was-empty')).toBeNull();

    // The browser keeps the id of its own sign-up, never the customer's.
    const storedId = await page.evaluate(() => localStorage.getItem('userId'));
    const [user] = await journey.shop.db.select().from(users).where(eq(users.emailKey, email));
    const [signup] = await journey.shop.db
      .select()
      .from(freeSignups)
      .where(eq(freeSignups.userId, user!.id));
    expect(signup?.id).toBe(storedId);
    const [birth] = await journey.shop.db
      .select()
      .from(birthData)
      .where(eq(birthData.userId, user!.id));
    expect(birth).toMatchObject({
      birthDate: '1988-03-14',
      birthTime: '00:15:00',
      birthLocation: 'Austin, Texas, United States',
    });

    // The summary reaches a real SMTP server with the chart of 1988-03-14 00:15 in Austin
    // (CST, UTC-6): Sun 23°53' Pisces, Moon 0°41' Aquarius, Rising 6°42' Sagittarius.
    await expect.poll(() => journey.smtp.mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    const mail = journey.smtp.mailsTo(email)[0]!;
    expect(mail.subject).toContain('Priya');
    for (const fact of [
      "23°53' Pisces",
      "0°41' Aquarius",
      "6°42' Sagittarius",
      'Austin, Texas, United States',
    ]) {
      expect(mail.text).toContain(fact);
    }
    expect(mail.html).toContain('Pisces');
    expectCleanPage(guarded);
    expect(guarded.outsideRequests).toEqual([]);
    await guarded.close();
  });
  it('takes "I don\'t know my birth time": the time fields step aside and the summary says what depends on it', async () => {
    const guarded = await journey.openPage({ viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    const email = `no-time.${randomUUID()}@example.com`;
    await page.goto(`${journey.shop.url}/form`);
    // Asked for first, as the spec says; ticking the box takes the time's messages away.
    await page.getByRole('button', { name: 'Get My Free Astrological Summary' }).click();
    await page.getByText(personMessages.birthHour, { exact: true }).waitFor();
    await page.getByLabel(birthTimeUnknownLabel).check();
    for (const message of [
      personMessages.birthHour,
      personMessages.birthMinute,
      personMessages.ampm,
    ])
      await page.getByText(message, { exact: true }).waitFor({ state: 'detached' });
    expect(await page.getByLabel('Birth Hour').count()).toBe(0);
    await page.getByText('we draw your chart for noon').waitFor();
    await page.getByText(personMessages.fullName, { exact: true }).waitFor();

    await fillPersonForm(
      page,
      {
        fullName: 'Tomasz Nowak',
        email,
        birthMonth: '12',
        birthDay: '10',
        birthYear: '1990',
        birthHour: '',
        birthMinute: '',
        ampm: '',
        birthTimeUnknown: true,
        birthLocation: 'London, UK',
      },
      { variant: 'free' },
    );
    await page.getByRole('button', { name: 'Get My Free Astrological Summary' }).click();
    await page.waitForURL(`${journey.shop.url}/thank-you`);
    const [user] = await journey.shop.db.select().from(users).where(eq(users.emailKey, email));
    const [birth] = await journey.shop.db
      .select()
      .from(birthData)
      .where(eq(birthData.userId, user!.id));
    expect(birth).toMatchObject({ birthDate: '1990-12-10', birthTime: null, birthHour: '' });

    // The Moon went from Virgo into Libra that day; no Rising sign is stated.
    await expect.poll(() => journey.smtp.mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    const mail = journey.smtp.mailsTo(email)[0]!;
    expect(mail.text).toContain('Rising: Needs your birth time');
    expect(mail.text).toContain('Moon: Virgo or Libra');
    expect(mail.text).toContain('WHAT YOUR BIRTH TIME WOULD SETTLE');
    expectCleanPage(guarded);
    await guarded.close();
  });
});
