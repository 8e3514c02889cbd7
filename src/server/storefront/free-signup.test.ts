import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { personMessages } from '../../common/person';
import { FREE_SUMMARIES_PER_DAY } from '../../common/shop-limits';
import { birthData, leasedJobs, freeSignups, users } from '../db/schema';
import {
  checkoutPerson,
  confirmTestCard,
  startTestCheckout,
  storeTestCustomer,
} from '../../../tests/support/checkout-factories';
import { withTestApp } from '../../../tests/support/app';
import { startFreshRateLimitWindow } from '../../../tests/support/clock';
import { testDatabaseKinds } from '../../../tests/support/database';
import { RATE_LIMITED_MESSAGE } from '../web/rate-limit';
import { freeSummary } from '../mail/templates/free-summary';
import { freeSignupLimit } from './routes';

function person(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Maya Okafor',
    email: `maya.${randomUUID()}@example.com`,
    phone: '+1 415 555 0134',
    birthMonth: '03',
    birthDay: '14',
    birthYear: '1988',
    birthHour: '12',
    birthMinute: '15',
    ampm: 'AM',
    birthLocation: 'Austin, TX',
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('POST /api/free-tier on %s', (kind) => {
  const harness = withTestApp(kind, { TRUST_PROXY: 'true' });
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (payload: unknown) =>
    harness.app.inject({ method: 'POST', url: '/api/free-tier', payload: payload as object });

  it('stores the user, the birth data as given plus normalised, and queues the summary', async () => {
    const input = person();
    const response = await post(input);
    expect(response.statusCode).toBe(200);
    const { userId: signupId } = response.json<{ userId: string }>();
    expect(signupId).toMatch(/^[0-9a-f-]{36}$/);

    const { db } = harness.database;
    const [signup] = await db.select().from(freeSignups).where(eq(freeSignups.id, signupId));
    const userId = signup!.userId;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      fullName: 'Maya Okafor',
      email: input.email,
      phone: '+1 415 555 0134',
    });
    const [birth] = await db.select().from(birthData).where(eq(birthData.userId, userId));
    expect(birth).toMatchObject({
      birthMonth: '03',
      birthHour: '12',
      ampm: 'AM',
      birthLocation: 'Austin, TX',
      birthDate: '1988-03-14',
      birthTime: '00:15:00',
    });
    const jobs = await db.select().from(leasedJobs).where(eq(leasedJobs.recipient, input.email));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ mailKind: 'free-summary', status: 'queued' });
  });

  it('takes "I don\'t know my birth time": the time is kept as unknown and the summary says so', async () => {
    // Whatever the time fields still held when the box was ticked, none of it is kept.
    const input = person({ birthTimeUnknown: true, birthHour: '7', birthMinute: '', ampm: '' });
    const response = await post(input);
    expect(response.statusCode).toBe(200);
    const { userId: signupId } = response.json<{ userId: string }>();
    const { db } = harness.database;
    const [signup] = await db.select().from(freeSignups).where(eq(freeSignups.id, signupId));
    expect(signup).toMatchObject({ birthHour: '', birthMinute: '', ampm: '', birthTime: null });
    const [birth] = await db.select().from(birthData).where(eq(birthData.userId, signup!.userId));
    expect(birth).toMatchObject({ birthHour: '', birthTime: null, birthDate: '1988-03-14' });
    const [job] = await db.select().from(leasedJobs).where(eq(leasedJobs.recipient, input.email));
    expect(job!.payload).toMatchObject({ birthTime: null, birthDate: '1988-03-14' });
    const mail = await freeSummary(job!.payload as Record<string, unknown>, {
      shopName: 'Astral Path',
      supportEmail: 'help@astral.test',
      publicUrl: 'https://astral.test',
    });
    expect(mail.text).toContain('Rising: Needs your birth time');
  });

  it('still asks everyone who did not tick the box for hour, minute and AM/PM', async () => {
    const response = await post(person({ birthHour: '', birthMinute: '', ampm: '' }));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(personMessages.birthHour);
    expect(JSON.stringify(response.json())).toContain(personMessages.ampm);
  });

  it('keeps one user per e-mail whatever its case, and never lets a later sign-up change them', async () => {
    const email = `Case.${randomUUID()}@Example.com`;
    const first = await post(person({ email }));
    const second = await post(
      person({
        email: email.toLowerCase(),
        fullName: 'Someone Else',
        phone: '+1 999 555 0100',
        birthLocation: 'Lagos, Nigeria',
      }),
    );
    // Each reply names its own sign-up: the same e-mail does not give the same id twice.
    expect(second.json()).not.toEqual(first.json());
    const { db } = harness.database;
    const rows = await db.select().from(users).where(eq(users.emailKey, email.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: 'Maya Okafor', phone: '+1 415 555 0134' });
    const [birth] = await db.select().from(birthData).where(eq(birthData.userId, rows[0]!.id));
    expect(birth?.birthLocation).toBe('Austin, TX');

    // Each sign-up is kept as sent, and each summary is written from its own details.
    const signups = await db
      .select()
      .from(freeSignups)
      .where(eq(freeSignups.userId, rows[0]!.id))
      .orderBy(asc(freeSignups.createdAt));
    expect(signups.map((signup) => signup.birthLocation)).toEqual(['Austin, TX', 'Lagos, Nigeria']);
    expect(signups[1]).toMatchObject({ fullName: 'Someone Else', phone: '+1 999 555 0100' });
    const jobs = await db
      .select()
      .from(leasedJobs)
      .where(sql`lower(${leasedJobs.recipient}) = ${email.toLowerCase()}`);
    expect(
      jobs.map((job) => (job.payload as { birthLocation: string }).birthLocation).sort(),
    ).toEqual(['Austin, TX', 'Lagos, Nigeria']);
  });

  it("answers with this sign-up's own id, never the id of the customer behind the e-mail", async () => {
    const { db } = harness.database;
    const input = person();
    const first = (await post(input)).json<{ userId: string }>().userId;
    const again = (await post({ ...input, fullName: 'Someone Else' })).json<{ userId: string }>();
    const [customer] = await db.select().from(users).where(eq(users.email, input.email));
    expect(new Set([first, again.userId, customer!.id]).size).toBe(3);
    const signups = await db.select().from(freeSignups).where(eq(freeSignups.userId, customer!.id));
    expect(signups.map((signup) => signup.id).sort()).toEqual([first, again.userId].sort());
  });

  it('never changes a paying customer: name, phone and birth data stay as their checkout gave them', async () => {
    const { db } = harness.database;
    const email = `buyer.${randomUUID()}@example.com`;
    const buyer = checkoutPerson({ email, fullName: 'Real Buyer', birthLocation: 'Seattle, WA' });
    const started = await startTestCheckout(harness.app, 2);
    expect((await storeTestCustomer(harness.app, started.purchaseId, buyer)).statusCode).toBe(204);
    expect((await confirmTestCard(harness.app, started)).statusCode).toBe(200);

    const attack = await post(
      person({
        email: email.toUpperCase(),
        fullName: 'Mallory',
        phone: '+1 666 555 0199',
        birthLocation: 'Nowhere, ZZ',
      }),
    );
    expect(attack.statusCode).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.emailKey, email));
    expect(user).toMatchObject({ fullName: 'Real Buyer', phone: buyer.phone });
    const [birth] = await db.select().from(birthData).where(eq(birthData.userId, user!.id));
    expect(birth).toMatchObject({ birthLocation: 'Seattle, WA', birthYear: buyer.birthYear });
  });

  it.each([
    ['fullName', 'M', personMessages.fullName],
    ['email', 'maya-at-example', personMessages.email],
    ['birthMonth', '', personMessages.birthMonth],
    ['birthDay', '', personMessages.birthDay],
    ['birthYear', '', personMessages.birthYear],
    ['birthHour', '', personMessages.birthHour],
    ['birthMinute', '', personMessages.birthMinute],
    ['ampm', '', personMessages.ampm],
    ['birthLocation', 'A', personMessages.birthLocation],
  ])('refuses a bad %s with the spec message and writes nothing', async (field, value, message) => {
    const input = person({ [field]: value });
    const response = await post(input);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: message } });
    const { db } = harness.database;
    const email = typeof input.email === 'string' ? input.email.toLowerCase() : '';
    expect(await db.select().from(users).where(eq(users.emailKey, email))).toHaveLength(0);
  });

  const postFrom = (address: string, payload: object) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/free-tier',
      headers: { 'x-forwarded-for': address },
      payload,
    });

  it('limits sign-ups per client address: 429, Retry-After and the message, nothing written', async () => {
    startFreshRateLimitWindow();
    const { limit, windowSeconds } = freeSignupLimit;
    for (let i = 0; i < limit; i += 1) {
      const response = await postFrom('203.0.113.61', person());
      expect(response.statusCode, response.body).toBe(200);
    }
    const refusedInput = person();
    const refused = await postFrom('203.0.113.61', refusedInput);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: RATE_LIMITED_MESSAGE });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    const { db } = harness.database;
    const emailKey = refusedInput.email.toLowerCase();
    expect(await db.select().from(users).where(eq(users.emailKey, emailKey))).toHaveLength(0);
    expect(
      await db.select().from(leasedJobs).where(eq(leasedJobs.recipient, refusedInput.email)),
    ).toHaveLength(0);
    // Another client behind the same proxy signs up as usual.
    expect((await postFrom('203.0.113.62', person())).statusCode).toBe(200);
  });

  it('says when an inbox has had its free summaries for the day, and still stores the sign-up', async () => {
    const mailbox = `ines.${randomUUID()}`;
    // One mailbox however it is typed: case and `+tags` share the per-inbox limit.
    const spellings = [
      `${mailbox}@example.com`,
      `${mailbox.toUpperCase()}@Example.com`,
      `${mailbox}+moon@example.com`,
    ];
    for (const email of spellings) {
      const reply = await postFrom('203.0.113.71', person({ email }));
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ isSummaryOnItsWay: true });
    }
    const fourth = await postFrom('203.0.113.71', person({ email: `${mailbox}+sun@example.com` }));
    expect(fourth.statusCode).toBe(200);
    const reply = fourth.json<{ userId: string; isSummaryOnItsWay: boolean }>();
    expect(reply).toEqual({ userId: expect.any(String), isSummaryOnItsWay: false });
    const { db } = harness.database;
    const [signup] = await db
      .select()
      .from(freeSignups)
      .where(eq(freeSignups.email, `${mailbox}+sun@example.com`));
    expect(signup).toBeDefined();
    // Another inbox is not affected.
    const other = await postFrom('203.0.113.71', person());
    expect(other.json()).toMatchObject({ isSummaryOnItsWay: true });
  });

  it('counts the summaries of the sign-ups before it in the same batch against the inbox', async () => {
    // Sign-ups that arrive together share a statement (decision 160), which forecasts each one.
    const mailbox = `lena.${randomUUID()}`;
    const spellings = ['', '+a', '+b', '+c', '+d'].map((tag) => `${mailbox}${tag}@example.com`);
    const replies = await Promise.all(
      spellings.map((email, n) => postFrom(`203.0.113.${80 + n}`, person({ email }))),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(spellings.map(() => 200));
    const forecasts = replies.map(
      (reply) => reply.json<{ isSummaryOnItsWay: boolean }>().isSummaryOnItsWay,
    );
    expect(forecasts.filter((isOnItsWay) => isOnItsWay)).toHaveLength(FREE_SUMMARIES_PER_DAY);
    // Every sign-up is kept with its mail queued: the mail worker alone holds the rest back.
    const { db } = harness.database;
    const jobs = await db.select().from(leasedJobs).where(inArray(leasedJobs.recipient, spellings));
    expect(jobs).toHaveLength(spellings.length);
  });

  it('lets exactly the limit through when one address sends a burst in parallel', async () => {
    startFreshRateLimitWindow();
    const inputs = Array.from({ length: freeSignupLimit.limit + 15 }, () => person());
    const responses = await Promise.all(inputs.map((input) => postFrom('203.0.113.63', input)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(freeSignupLimit.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const emails = inputs.map((input) => input.email);
    const { db } = harness.database;
    const signups = await db.select().from(freeSignups).where(inArray(freeSignups.email, emails));
    const jobs = await db.select().from(leasedJobs).where(inArray(leasedJobs.recipient, emails));
    expect(signups).toHaveLength(freeSignupLimit.limit);
    expect(jobs).toHaveLength(freeSignupLimit.limit);
  });

  it('writes sign-ups that arrive together as one batch, each with its own record and mail', async () => {
    // Parallel requests share a statement (decision 160): the same e-mail several times in
    // one batch still makes one customer, with the birth data of one of its sign-ups.
    const email = `Batch.${randomUUID()}@Example.com`;
    const sameInbox = [0, 1, 2, 3].map((n) =>
      person({ email: n % 2 ? email.toLowerCase() : email, birthDay: String(10 + n) }),
    );
    const others = Array.from({ length: 12 }, () => person());
    const inputs = [...sameInbox, ...others];
    const responses = await Promise.all(
      inputs.map((input, n) => postFrom(`203.0.113.${100 + (n % 5)}`, input)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(inputs.map(() => 200));
    const signupIds = responses.map((response) => response.json<{ userId: string }>().userId);
    expect(new Set(signupIds).size).toBe(16);

    const { db } = harness.database;
    const [customer] = await db.select().from(users).where(eq(users.emailKey, email.toLowerCase()));
    expect(customer?.emailKey).toBe(email.toLowerCase());
    const births = await db.select().from(birthData).where(eq(birthData.userId, customer!.id));
    expect(births).toHaveLength(1);
    expect(['10', '11', '12', '13']).toContain(births[0]?.birthDay);
    const signups = await db
      .select()
      .from(freeSignups)
      .where(eq(freeSignups.userId, customer!.id))
      .orderBy(asc(freeSignups.birthDay));
    expect(signups.map((signup) => signup.birthDay)).toEqual(['10', '11', '12', '13']);
    const jobs = await db
      .select()
      .from(leasedJobs)
      .where(inArray(leasedJobs.recipient, [email, email.toLowerCase()]));
    expect(jobs).toHaveLength(4);
    const signupIdsInMail = jobs.map((job) => (job.payload as { signupId: string }).signupId);
    expect(new Set(signupIdsInMail)).toEqual(new Set(signups.map((signup) => signup.id)));
    expect(new Set(signupIds.slice(0, 4))).toEqual(new Set(signups.map((signup) => signup.id)));
    for (const [n, input] of others.entries()) {
      const [own] = await db
        .select({ email: users.email })
        .from(freeSignups)
        .innerJoin(users, eq(users.id, freeSignups.userId))
        .where(eq(freeSignups.id, signupIds[4 + n] as string));
      expect(own?.email).toBe(input.email);
    }
  });

  it('refuses an oversized body with 413', async () => {
    const response = await post(person({ birthLocation: 'x'.repeat(40_000) }));
    expect(response.statusCode).toBe(413);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/free-tier',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
  });
});
