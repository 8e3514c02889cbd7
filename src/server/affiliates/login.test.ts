import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { affiliateMessages } from '../../common/affiliate';
import { affiliates, leasedJobs, loginFailures, sessions } from '../db/schema';
import { mailTemplates } from '../mail/templates';
import { AFFILIATE_SIGN_IN_ALERT_KIND } from '../mail/templates/affiliate-sign-in-alert';
import { emailKeyOf } from '../referrals/accounts';
import {
  currentScryptParameters,
  hashForUnknownAccount,
  hashesDerived,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../referrals/password';
import { accountDelaySeconds, defaultAccountDelay } from '../sign-ins/login-throttle';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import { setAffiliateActive, setAffiliatePassword } from '../referrals/accounts';
import { cookiePair, createTestAffiliate } from '../../../tests/support/affiliate-factories';
import {
  hashAtProductionCost,
  hashAtTestCost,
  testHashingCost,
} from '../../../tests/support/hashing';

const SAME_ORIGIN = { origin: 'http://localhost:3000' };

describe.each(testDatabaseKinds())('affiliate sign-in on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  // Each test signs in from its own address, so the per-address limit counts one test at a time.
  let address = '';
  let addressCount = 0;
  beforeEach(() => {
    addressCount += 1;
    address = `10.0.${Math.floor(addressCount / 250)}.${addressCount % 250}`;
  });

  const login = (
    payload: { email: string; password: string },
    headers: Record<string, string> = SAME_ORIGIN,
    remoteAddress = address,
  ) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/affiliate/login',
      payload,
      headers,
      remoteAddress,
    });
  const authStatus = (cookie?: string) =>
    harness.app.inject({
      method: 'GET',
      url: '/api/affiliate/auth',
      headers: cookie ? { cookie } : {},
    });
  const logout = (cookie: string, headers: Record<string, string> = SAME_ORIGIN) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/affiliate/logout',
      headers: { cookie, ...headers },
    });

  it('signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const { affiliate, email, password } = await createTestAffiliate(harness.database.db);
    const response = await login({ email: email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      authenticated: true,
      affiliate: { name: 'Luna Vega', referralCode: affiliate.referralCode },
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^affiliate_session=[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toMatch(/Expires=/);
    expect(setCookie).not.toContain('Secure');
    expect(response.headers['cache-control']).toBe('no-store');

    const status = await authStatus(cookiePair(response.headers['set-cookie']));
    expect(status.json()).toEqual({
      authenticated: true,
      affiliate: { name: 'Luna Vega', referralCode: affiliate.referralCode },
    });
  });

  it('stores only the hash of the token, expiring after AFFILIATE_SESSION_DAYS', async () => {
    const { affiliate, email, password } = await createTestAffiliate(harness.database.db);
    const response = await login({ email, password });
    const token = cookiePair(response.headers['set-cookie']).split('=')[1]!;
    const rows = await harness.database.db
      .select({
        id: sessions.id,
        lifetimeDays: sql<number>`round(extract(epoch from ${sessions.expiresAt} - ${sessions.createdAt}) / 86400)::int`,
      })
      .from(sessions)
      .where(eq(sessions.subjectId, affiliate.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.id).not.toContain(token);
    expect(rows[0]!.lifetimeDays).toBe(harness.config.AFFILIATE_SESSION_DAYS);
  });

  it('answers 200 with authenticated false when there is no or a bogus cookie', async () => {
    const none = await authStatus();
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ authenticated: false, affiliate: null });
    const bogus = await authStatus('affiliate_session=not-a-real-token');
    expect(bogus.statusCode).toBe(200);
    expect(bogus.json()).toEqual({ authenticated: false, affiliate: null });
    expect(String(bogus.headers['set-cookie'])).toMatch(
      /^affiliate_session=;.*Expires=Thu, 01 Jan 1970/,
    );
  });

  it('refuses a wrong password and an unknown e-mail alike, after the same work', async () => {
    // At the shop's own cost, where the hash is most of a sign-in's time (decision 319). The work
    // is counted, not timed: each refusal derives one hash at that cost, so an unknown address
    // does not come back sooner than a known one with a wrong password.
    hashAtProductionCost();
    onTestFinished(hashAtTestCost);
    await hashForUnknownAccount();
    const { email } = await createTestAffiliate(harness.database.db);
    const { logN, r, p } = currentScryptParameters;
    const productionCost = `ln=${logN},r=${r},p=${p}`;
    const derivedAtCost = () => hashesDerived()[productionCost] ?? 0;
    const counted = async (payload: { email: string; password: string }) => {
      const before = derivedAtCost();
      const response = await login(payload);
      return { response, hashes: derivedAtCost() - before };
    };
    const wrongPassword = await counted({ email, password: 'not the password' });
    const unknownEmail = await counted({
      email: `nobody.${randomUUID()}@example.com`,
      password: 'not the password',
    });
    for (const { response } of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: affiliateMessages.invalidCredentials });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(wrongPassword.hashes).toBe(1);
    expect(unknownEmail.hashes).toBe(1);
  });

  it('refuses a malformed body with the field message', async () => {
    const response = await login({ email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: { email: affiliateMessages.email, password: affiliateMessages.password },
    });
  });

  it('throttles after 5 failures for one e-mail from one address, even the right password', async () => {
    const { email, password } = await createTestAffiliate(harness.database.db);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login({ email, password: `wrong ${attempt}` })).statusCode).toBe(401);
    }
    const throttled = await login({ email, password });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ message: affiliateMessages.tooManyAttempts });
    expect(throttled.headers['set-cookie']).toBeUndefined();

    // Another address is not held back by this one's failures.
    expect((await login({ email, password }, SAME_ORIGIN, '192.0.2.10')).statusCode).toBe(200);
  });

  it('slows guesses at one account from many addresses, mails a notice once, and lets the owner in soon', async () => {
    const db = harness.database.db;
    const { email, password } = await createTestAffiliate(db);
    const { freeFailures } = defaultAccountDelay;
    for (let guess = 1; guess <= freeFailures; guess += 1) {
      const reply = await login(
        { email, password: `guess ${guess}` },
        SAME_ORIGIN,
        `198.51.100.${guess}`,
      );
      expect(reply.statusCode).toBe(401);
    }
    const slowed = await login({ email, password: 'guess 11' }, SAME_ORIGIN, '198.51.100.200');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ message: affiliateMessages.accountSlowedDown });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Right now the owner waits too (the reply must not tell a right password from a wrong one).
    expect((await login({ email, password }, SAME_ORIGIN, '203.0.113.5')).statusCode).toBe(429);

    const alerts = await db
      .select()
      .from(leasedJobs)
      .where(
        and(eq(leasedJobs.mailKind, AFFILIATE_SIGN_IN_ALERT_KIND), eq(leasedJobs.recipient, email)),
      );
    expect(alerts).toHaveLength(1);
    const mail = await mailTemplates[AFFILIATE_SIGN_IN_ALERT_KIND]!(alerts[0]!.payload as never, {
      shopName: 'Astral Path',
      supportEmail: 'help@astral.test',
      publicUrl: 'https://shop.test',
    });
    expect(mail.subject).toBe('Failed sign-ins on your Astral Path affiliate account');
    expect(mail.text).toContain(`${freeFailures} times with a wrong password`);
    expect(mail.text).toContain('Forgot your password?');

    // The wait is short: a second later (moved back in the database) the owner gets in.
    await db
      .update(loginFailures)
      .set({ createdAt: sql`${loginFailures.createdAt} - interval '2 seconds'` })
      .where(eq(loginFailures.emailKey, emailKeyOf(email)));
    expect((await login({ email, password }, SAME_ORIGIN, '203.0.113.5')).statusCode).toBe(200);
    // However many guesses, it never grows past a minute.
    expect(accountDelaySeconds(freeFailures + 100, defaultAccountDelay)).toBe(60);
  });

  it('keeps a browser the owner signed in from working while strangers are slowed down (decision 310)', async () => {
    const db = harness.database.db;
    const { affiliate, email, password } = await createTestAffiliate(db);
    const signedIn = await login({ email, password }, SAME_ORIGIN, '203.0.113.20');
    expect(signedIn.statusCode).toBe(200);
    const deviceSetCookie = [signedIn.headers['set-cookie']]
      .flat()
      .find((header) => header?.startsWith('affiliate_device='));
    expect(deviceSetCookie).toMatch(/; HttpOnly/);
    expect(deviceSetCookie).toMatch(/; SameSite=Lax/);
    const device = deviceSetCookie!.split(';')[0]!;
    const withDevice = (cookie: string) => ({ ...SAME_ORIGIN, cookie });

    // Strangers guess from many addresses, one of them the owner's own (a shared network).
    for (let guess = 1; guess <= defaultAccountDelay.freeFailures; guess += 1) {
      const from = guess === 1 ? '203.0.113.20' : `198.51.100.${100 + guess}`;
      expect(
        (await login({ email, password: `guess ${guess}` }, SAME_ORIGIN, from)).statusCode,
      ).toBe(401);
    }
    // Guessing on, one every few seconds, they keep the account's delay at its full minute:
    // the failures such a stream leaves, the last one just now.
    const strangersKeepGuessing = () =>
      db.insert(loginFailures).values(
        Array.from({ length: 10 }, (_, index) => ({
          scope: 'affiliate',
          emailKey: emailKeyOf(email),
          ipAddress: `198.51.100.${200 + index}`,
        })),
      );
    await strangersKeepGuessing();
    const stranger = await login({ email, password: 'one more' }, SAME_ORIGIN, '198.51.100.250');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(50);
    // An unknown browser waits, even with the right password, as before.
    expect((await login({ email, password }, SAME_ORIGIN, '203.0.113.21')).statusCode).toBe(429);

    // The owner's browser gets in at once, from the shared address or another.
    expect((await login({ email, password }, withDevice(device), '203.0.113.20')).statusCode).toBe(
      200,
    );
    expect((await login({ email, password }, withDevice(device), '203.0.113.22')).statusCode).toBe(
      200,
    );

    // A forged or altered cookie, or one signed for another account, is a stranger's.
    const other = await createTestAffiliate(db);
    const otherDevice = [
      (await login({ email: other.email, password: other.password }, SAME_ORIGIN, '203.0.113.23'))
        .headers['set-cookie'],
    ]
      .flat()
      .find((header) => header?.startsWith('affiliate_device='))!
      .split(';')[0]!;
    const [name, value] = device.split('=') as [string, string];
    const tampered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const renamed = `${name}=${value.replace(affiliate.id, other.affiliate.id)}`;
    for (const cookie of [tampered, renamed, otherDevice, `${name}=${affiliate.id}.x.1.y`]) {
      await strangersKeepGuessing();
      expect(
        (await login({ email, password }, withDevice(cookie), '203.0.113.24')).statusCode,
      ).toBe(429);
    }

    // The device has its own allowance: five wrong passwords from it, then it waits too.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const reply = await login({ email, password: `typo ${attempt}` }, withDevice(device));
      expect(reply.statusCode).toBe(401);
    }
    expect((await login({ email, password }, withDevice(device))).statusCode).toBe(429);
  });

  it('stores a hash made with weaker parameters anew at the next sign-in', async () => {
    const db = harness.database.db;
    const { affiliate, email, password } = await createTestAffiliate(db);
    const storedHash = async () =>
      (await db.select().from(affiliates).where(eq(affiliates.id, affiliate.id)))[0]!.passwordHash!;
    const weaker = await hashPassword(password, { ...testHashingCost, r: 1 });
    await db
      .update(affiliates)
      .set({ passwordHash: weaker })
      .where(eq(affiliates.id, affiliate.id));
    expect((await login({ email, password })).statusCode).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).not.toBe(weaker);
    expect(needsRehash(upgraded)).toBe(false);
    expect(await verifyPassword(password, upgraded)).toBe(true);
    // A hash as strong as today's is left as it is.
    expect((await login({ email, password })).statusCode).toBe(200);
    expect(await storedHash()).toBe(upgraded);
  });

  it('forgets a known browser when the password changes', async () => {
    const db = harness.database.db;
    const { email, password } = await createTestAffiliate(db);
    const signedIn = await login({ email, password });
    const device = [signedIn.headers['set-cookie']]
      .flat()
      .find((header) => header?.startsWith('affiliate_device='))!
      .split(';')[0]!;
    await setAffiliatePassword(db, email, 'a brand new passphrase');
    await db.insert(loginFailures).values(
      Array.from({ length: defaultAccountDelay.freeFailures + 10 }, (_, index) => ({
        scope: 'affiliate',
        emailKey: emailKeyOf(email),
        ipAddress: `198.51.101.${index}`,
      })),
    );
    const reply = await login(
      { email, password: 'a brand new passphrase' },
      { ...SAME_ORIGIN, cookie: device },
    );
    expect(reply.statusCode).toBe(429);
    expect(reply.json()).toMatchObject({ message: affiliateMessages.accountSlowedDown });
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { email, password } = await createTestAffiliate(harness.database.db);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await login({ email, password: `wrong ${attempt}` });
    }
    expect((await login({ email, password })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login({ email, password: `wrong again ${attempt}` })).statusCode).toBe(401);
    }
    expect((await login({ email, password })).statusCode).toBe(200);
  });

  it('refuses an expired session', async () => {
    const { affiliate, email, password } = await createTestAffiliate(harness.database.db);
    const cookie = cookiePair((await login({ email, password })).headers['set-cookie']);
    expect((await authStatus(cookie)).json()).toMatchObject({ authenticated: true });
    await harness.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.subjectId, affiliate.id));
    expect((await authStatus(cookie)).json()).toEqual({ authenticated: false, affiliate: null });
  });

  it('logs out for real: the session row is gone and the old cookie opens nothing', async () => {
    const { affiliate, email, password } = await createTestAffiliate(harness.database.db);
    const cookie = cookiePair((await login({ email, password })).headers['set-cookie']);
    const response = await logout(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(String(response.headers['set-cookie'])).toMatch(/^affiliate_session=;/);
    const remaining = await harness.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.subjectId, affiliate.id));
    expect(remaining).toEqual([]);
    // Replaying the cookie a browser was told to forget:
    expect((await authStatus(cookie)).json()).toEqual({ authenticated: false, affiliate: null });
  });

  it('ends the previous session of the same browser when signing in again', async () => {
    const { affiliate, email, password } = await createTestAffiliate(harness.database.db);
    const first = cookiePair((await login({ email, password })).headers['set-cookie']);
    const second = await login({ email, password }, { ...SAME_ORIGIN, cookie: first });
    expect(second.statusCode).toBe(200);
    expect((await authStatus(first)).json()).toMatchObject({ authenticated: false });
    const rows = await harness.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.subjectId, affiliate.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an inactive affiliate and ends their open sessions', async () => {
    const { db } = harness.database;
    const { email, password } = await createTestAffiliate(db);
    const cookie = cookiePair((await login({ email, password })).headers['set-cookie']);
    await setAffiliateActive(db, email, false);
    expect((await authStatus(cookie)).json()).toEqual({ authenticated: false, affiliate: null });
    const response = await login({ email, password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: affiliateMessages.inactive });
    expect(response.headers['set-cookie']).toBeUndefined();
    // Without the password, an inactive account looks like any other wrong guess.
    expect((await login({ email, password: 'wrong' })).statusCode).toBe(401);
  });

  describe('Origin check (CSRF)', () => {
    it.each([
      ['a cross-site Origin', { origin: 'https://evil.example' }],
      ['Origin null', { origin: 'null' }],
      ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
    ])('refuses a login with %s (403)', async (_label, headers) => {
      const { email, password } = await createTestAffiliate(harness.database.db);
      const response = await login({ email, password }, headers);
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a cross-site logout and keeps the session', async () => {
      const { email, password } = await createTestAffiliate(harness.database.db);
      const cookie = cookiePair((await login({ email, password })).headers['set-cookie']);
      const response = await logout(cookie, { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect((await authStatus(cookie)).json()).toMatchObject({ authenticated: true });
    });

    it('accepts the origin of the host the request came to', async () => {
      const { email, password } = await createTestAffiliate(harness.database.db);
      const response = await login(
        { email, password },
        { origin: 'http://127.0.0.1:4321', host: '127.0.0.1:4321' },
      );
      expect(response.statusCode).toBe(200);
    });
  });
});

describe('affiliate sign-in in production', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp('pglite', {
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
      PUBLIC_URL: 'https://shop.example',
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('marks the cookie Secure and gives it the __Host- prefix', async () => {
    const { email, password } = await createTestAffiliate(harness.database.db);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/affiliate/login',
      headers: { origin: 'https://shop.example' },
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-affiliate_session=[\w-]{43};/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');

    const status = await harness.app.inject({
      method: 'GET',
      url: '/api/affiliate/auth',
      headers: { cookie: cookiePair(response.headers['set-cookie']) },
    });
    expect(status.json()).toMatchObject({ authenticated: true });
  });
});
