import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_REMINDER_KIND,
  checkoutReminderMessages,
  type ResumedCheckout,
} from '../../common/checkout-reminders';
import { checkoutDrafts, leasedJobs } from '../db/schema';
import { checkoutReminder } from '../mail/templates/checkout-reminder';
import { createSignedLinksFor } from '../sign-ins/signed-links';
import { withTestApp } from '../../../tests/support/app';
import { createPaidTestOrder, nextBuyerAddress } from '../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../tests/support/database';
import { checkoutReminderFigures } from '../admin/figures/figures';
import {
  checkoutReminderSent,
  isCheckoutReminderWanted,
  unsubscribeValue,
} from './checkout-reminders';

const ORIGIN = 'https://shop.example';
const details = { fullName: 'Mara Quinn', birthMonth: '03', birthDay: '14', birthYear: '1990' };

// Issue 40, "Finish an abandoned checkout": one reminder, only with the buyer's consent (the box
// sends the draft only once ticked, and unticking deletes it), never after a payment by that
// address, never to an address that unsubscribed (one click, for every later reminder), and its
// link reopens that checkout only.
describe.each(testDatabaseKinds())('checkout reminders, on %s', (kind) => {
  const shop = withTestApp(kind, { PUBLIC_URL: ORIGIN });
  const db = () => shop.database.db;

  function save(payload: Record<string, unknown>, origin = ORIGIN) {
    return shop.app.inject({
      method: 'PUT',
      url: '/api/checkout-drafts',
      headers: { origin },
      payload,
      remoteAddress: nextBuyerAddress(),
    });
  }

  async function saveDraft(email: string, token?: string) {
    const saved = await save({ productId: 4, email, details, ...(token ? { token } : {}) });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<{ token: string }>().token;
  }

  /** A call from the shop's own page. */
  const post = (url: string, payload: object) =>
    shop.app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, payload });

  const remindersOf = (draftId: string) =>
    db()
      .select()
      .from(leasedJobs)
      .where(like(leasedJobs.dedupeKey, `${CHECKOUT_REMINDER_KIND}:${draftId}:%`));

  const draftIdOf = (token: string) =>
    createSignedLinksFor(shop.config, 'checkout-draft').verify(token)!;

  it('keeps the draft and queues one reminder an hour on; a new address moves it', async () => {
    const email = `mara.${Date.now()}@example.com`;
    const token = await saveDraft(email);
    const draftId = draftIdOf(token);
    const again = await saveDraft(email, token);
    expect(draftIdOf(again)).toBe(draftId);
    const [draft] = await db().select().from(checkoutDrafts).where(eq(checkoutDrafts.id, draftId));
    expect(draft).toMatchObject({ productId: 4, email, details });
    const [queued, ...more] = await remindersOf(draftId);
    expect(more).toHaveLength(0);
    expect(queued?.status).toBe('queued');
    const delay = queued!.nextAttemptAt.getTime() - draft!.createdAt.getTime();
    expect(delay).toBe(60 * 60_000);

    await saveDraft(`other.${email}`, token);
    const jobs = await remindersOf(draftId);
    expect(jobs.map((job) => [job.recipient, job.status]).sort()).toEqual(
      [
        [email, 'cancelled'],
        [`other.${email}`, 'queued'],
      ].sort(),
    );
    const [moved] = jobs.filter((job) => job.status === 'queued');
    expect(await isCheckoutReminderWanted(db(), moved!.payload as never, `other.${email}`)).toBe(
      true,
    );
    expect(await isCheckoutReminderWanted(db(), moved!.payload as never, email)).toBe(false);
  });

  it('is not wanted once the box is unticked, after it went once, or after a payment', async () => {
    const withdrawn = await saveDraft(`w.${Date.now()}@example.com`);
    const payload = { draftId: draftIdOf(withdrawn) };
    const unticked = await post('/api/checkout-drafts/withdraw', { token: withdrawn });
    expect(unticked.statusCode).toBe(204);
    expect(await isCheckoutReminderWanted(db(), payload, `w@example.com`)).toBe(false);

    const onceEmail = `once.${Date.now()}@example.com`;
    const once = { draftId: draftIdOf(await saveDraft(onceEmail)) };
    expect(await isCheckoutReminderWanted(db(), once, onceEmail)).toBe(true);
    await checkoutReminderSent(db(), once);
    expect(await isCheckoutReminderWanted(db(), once, onceEmail)).toBe(false);

    // Paid since, any order, however the address is written.
    const payer = `Payer.${Date.now()}@Example.com`;
    const paidDraft = { draftId: draftIdOf(await saveDraft(payer)) };
    expect(await isCheckoutReminderWanted(db(), paidDraft, payer)).toBe(true);
    await createPaidTestOrder(shop.app, 1, { email: payer.toLowerCase() });
    expect(await isCheckoutReminderWanted(db(), paidDraft, payer)).toBe(false);
  });

  it('honours one click to unsubscribe for every later reminder to that mailbox', async () => {
    const email = `ann.lee.${Date.now()}@gmail.com`;
    const links = createSignedLinksFor(shop.config, 'unsubscribe');
    const token = links.sign(unsubscribeValue(email));
    // The mail program's one-click POST (RFC 8058): form-encoded, no Origin.
    const clicked = await shop.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(204);
    const later = { draftId: draftIdOf(await saveDraft(email.replace('ann.lee', 'annlee'))) };
    expect(await isCheckoutReminderWanted(db(), later, email.replace('ann.lee', 'annlee'))).toBe(
      false,
    );

    // Forged, cut, or another kind's signature: refused, nothing stored.
    const draftLinks = createSignedLinksFor(shop.config, 'checkout-draft');
    for (const bad of [
      `${token}x`,
      token.slice(0, -2),
      draftLinks.sign(unsubscribeValue('someone@example.com')),
      'x'.repeat(700),
    ]) {
      const refused = await post('/api/unsubscribe', { token: bad });
      expect(refused.statusCode, bad.slice(0, 20)).toBe(404);
    }
  });

  it('reopens only its own checkout; a forged link or another kind of token is refused', async () => {
    const email = `resume.${Date.now()}@example.com`;
    const token = await saveDraft(email);
    await saveDraft(`someone.else.${Date.now()}@example.com`);
    const resumed = await post('/api/checkout-drafts/resume', { token });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.headers['cache-control']).toBe('no-store');
    expect(resumed.json<ResumedCheckout>()).toEqual({ productId: 4, email, details, token });

    const orderLike = createSignedLinksFor(shop.config, 'unsubscribe').sign(draftIdOf(token));
    // The token with its last character changed (to another one: a token may end in 'A').
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [orderLike, altered, 'nope']) {
      const refused = await post('/api/checkout-drafts/resume', { token: bad });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: checkoutReminderMessages.linkInvalid });
    }
    // Saving over another draft needs its token: a forged one starts a draft of its own.
    const forged = await saveDraft(`mallory.${Date.now()}@example.com`, altered);
    expect(draftIdOf(forged)).not.toBe(draftIdOf(token));
  });

  it('refuses a foreign page, a huge body and a bad address; counts sent and paid after', async () => {
    expect(
      (await save({ productId: 4, email: 'a@example.com', details }, 'https://evil.example'))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await save({
          productId: 4,
          email: 'a@example.com',
          details: { fullName: 'x'.repeat(5000) },
        })
      ).statusCode,
    ).toBe(413);
    expect((await save({ productId: 4, email: 'not-an-address', details })).statusCode).toBe(400);
    expect((await save({ productId: 99, email: 'a@example.com', details })).statusCode).toBe(400);

    const range = () => ({
      from: new Date(Date.now() - 3_600_000),
      to: new Date(Date.now() + 60_000),
    });
    const before = await checkoutReminderFigures(db(), range());
    const sentTo = `sent.${Date.now()}@example.com`;
    const sent = { draftId: draftIdOf(await saveDraft(sentTo)) };
    const paidTo = `paid.${Date.now()}@example.com`;
    const paid = { draftId: draftIdOf(await saveDraft(paidTo)) };
    await checkoutReminderSent(db(), sent);
    await checkoutReminderSent(db(), paid);
    await createPaidTestOrder(shop.app, 2, { email: paidTo });
    const after = await checkoutReminderFigures(db(), range());
    expect(after).toEqual({ sent: before.sent + 2, paidAfter: before.paidAfter + 1 });
  });

  it('renders one reminder with its link back, a one-click unsubscribe and no card', async () => {
    const mail = await checkoutReminder(
      {
        draftId: '6e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
        productId: 4,
        productName: 'The Compass Package',
        fullName: 'Mara Quinn',
        resumePath: '/checkout?product=4#resume=abc.def',
        unsubscribePath: '/unsubscribe#token=ghi.jkl',
        oneClickUnsubscribePath: '/api/unsubscribe?token=ghi.jkl',
      },
      { shopName: 'Astral Path', publicUrl: ORIGIN, supportEmail: 'help@shop.example' },
    );
    expect(mail.subject).toBe('Your The Compass Package order is waiting');
    expect(mail.text).toContain(`Finish my order: ${ORIGIN}/checkout?product=4#resume=abc.def`);
    expect(mail.text).toContain(`${ORIGIN}/unsubscribe#token=ghi.jkl`);
    expect(mail.text).toContain('Hello Mara');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${ORIGIN}/api/unsubscribe?token=ghi.jkl>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
