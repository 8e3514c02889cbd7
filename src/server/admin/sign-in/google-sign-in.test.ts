import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignInErrors } from '../../../common/admin-sign-in';
import type { AdminAuthReply } from '../../../common/admin';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { CookieWalker } from '../../../../tests/support/cookie-walker';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { openLoopbackFront, type LoopbackFront } from '../../../../tests/support/loopback-front';
import {
  startTestOidcProvider,
  type TestOidcProvider,
  type TestOidcUser,
} from '../../../../tests/support/oidc-provider';
import { loadConfig } from '../../config';
import { admins } from '../../db/schema';

const ADMIN: TestOidcUser = {
  email: 'Stella.Admin@astral.test',
  email_verified: true,
  name: 'Stella Admin',
};

describe.each(testDatabaseKinds())('admin sign-in with Google on %s', (kind) => {
  let front: LoopbackFront;
  let provider: TestOidcProvider;
  let harness: TestApp;
  const callbackPath = '/auth/google/callback';

  beforeAll(async () => {
    front = await openLoopbackFront();
    provider = await startTestOidcProvider({ redirectUri: () => `${front.url}${callbackPath}` });
    harness = await createTestApp(kind, {
      PUBLIC_URL: front.url,
      ADMIN_EMAILS: 'stella.admin@astral.test, unverified@astral.test',
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
    front.serve(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
    await provider?.close();
    await front?.close();
  });

  /** Starts at /auth/google as the given user and stops at the app's callback, unvisited. */
  async function reachCallback(user: TestOidcUser) {
    const browser = new CookieWalker();
    provider.signInAs(user);
    const { url } = await browser.follow(
      `${front.url}/auth/google`,
      (next) => next.pathname === callbackPath,
    );
    expect(url.pathname).toBe(callbackPath);
    return { browser, callbackUrl: url };
  }

  async function authOf(browser: CookieWalker): Promise<AdminAuthReply> {
    const response = await browser.fetch(`${front.url}/api/admin/auth`);
    expect(response.status).toBe(200);
    return (await response.json()) as AdminAuthReply;
  }

  const landing = (response: Response) => response.headers.get('location');

  it('says Google is on, and nobody is signed in, to a fresh visitor', async () => {
    expect(await authOf(new CookieWalker())).toEqual({
      isAuthenticated: false,
      user: null,
      signIn: { google: true },
    });
  });

  it('signs in a verified, allow-listed admin with PKCE, state and nonce', async () => {
    const { browser, callbackUrl } = await reachCallback(ADMIN);
    const pendingCookie = browser.cookie(front.url, 'admin_google_sign_in');
    expect(pendingCookie).toBeDefined();
    const callback = await browser.fetch(callbackUrl);
    expect(callback.status).toBe(302);
    expect(landing(callback)).toBe('/admin/dashboard');
    expect(browser.cookie(front.url, 'admin_session')).toMatch(/^[\w-]{43}$/);
    expect(browser.cookie(front.url, 'admin_google_sign_in')).toBeUndefined();
    // This provider keeps e-mail and name for userinfo (its default), so that path is used.
    expect(provider.requestedPaths).toContain('/me');
    expect(await authOf(browser)).toEqual({
      isAuthenticated: true,
      user: { email: ADMIN.email, name: ADMIN.name },
      signIn: { google: true },
    });
  });

  it('refuses an e-mail that is not on ADMIN_EMAILS, and files no admin', async () => {
    const stranger = { email: 'someone@gmail.test', email_verified: true, name: 'Someone' };
    const { browser, callbackUrl } = await reachCallback(stranger);
    const callback = await browser.fetch(callbackUrl);
    expect(landing(callback)).toBe('/admin/login?error=not-authorised');
    expect(browser.cookie(front.url, 'admin_session')).toBeUndefined();
    expect((await authOf(browser)).isAuthenticated).toBe(false);
    const filed = await harness.database.db
      .select()
      .from(admins)
      .where(eq(admins.emailKey, 'someone@gmail.test'));
    expect(filed).toEqual([]);
    expect(adminSignInErrors['not-authorised']).toMatch(/not authorised/);
  });

  it('refuses an allow-listed e-mail that Google has not verified', async () => {
    const unverified = { email: 'unverified@astral.test', email_verified: false, name: 'U' };
    const { browser, callbackUrl } = await reachCallback(unverified);
    const callback = await browser.fetch(callbackUrl);
    expect(landing(callback)).toBe('/admin/login?error=not-authorised');
    expect(browser.cookie(front.url, 'admin_session')).toBeUndefined();
  });

  it('refuses a callback whose state was tampered with', async () => {
    const { browser, callbackUrl } = await reachCallback(ADMIN);
    callbackUrl.searchParams.set('state', 'forged-state-value');
    const callback = await browser.fetch(callbackUrl);
    expect(landing(callback)).toBe('/admin/login?error=sign-in-failed');
    expect(browser.cookie(front.url, 'admin_session')).toBeUndefined();
  });

  it('refuses a callback without the pending sign-in cookie (another browser)', async () => {
    const { callbackUrl } = await reachCallback(ADMIN);
    const stranger = new CookieWalker();
    const callback = await stranger.fetch(callbackUrl);
    expect(landing(callback)).toBe('/admin/login?error=sign-in-failed');
    expect(stranger.cookie(front.url, 'admin_session')).toBeUndefined();
  });

  it('refuses a replayed callback, even with the pending cookie copied', async () => {
    const { browser, callbackUrl } = await reachCallback(ADMIN);
    const pending = browser.cookie(front.url, 'admin_google_sign_in');
    expect((await browser.fetch(callbackUrl)).status).toBe(302);

    const replay = await fetch(callbackUrl, {
      redirect: 'manual',
      headers: { cookie: `admin_google_sign_in=${pending}` },
    });
    expect(landing(replay)).toBe('/admin/login?error=sign-in-failed');
    expect(replay.headers.getSetCookie().join()).not.toMatch(/admin_session=[\w-]{43}/);
  });

  it('logs out for real: the old cookie no longer opens anything', async () => {
    const { browser, callbackUrl } = await reachCallback(ADMIN);
    await browser.fetch(callbackUrl);
    const oldCookie = browser.cookieHeader(front.url);
    expect((await authOf(browser)).isAuthenticated).toBe(true);

    const logout = await browser.fetch(`${front.url}/auth/logout`);
    expect(logout.status).toBe(302);
    expect(landing(logout)).toBe('/admin/login');
    expect(browser.cookie(front.url, 'admin_session')).toBeUndefined();

    const reused = await fetch(`${front.url}/api/admin/auth`, { headers: { cookie: oldCookie } });
    expect(((await reused.json()) as AdminAuthReply).isAuthenticated).toBe(false);
    const guarded = await fetch(`${front.url}/api/admin/users`, { headers: { cookie: oldCookie } });
    expect(guarded.status).toBe(401);
  });

  it('logs out through the JSON call too, which the guard checks for Origin', async () => {
    const { browser, callbackUrl } = await reachCallback(ADMIN);
    await browser.fetch(callbackUrl);
    const foreign = await browser.fetch(`${front.url}/api/admin/logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await authOf(browser)).isAuthenticated).toBe(true);
    const own = await browser.fetch(`${front.url}/api/admin/logout`, {
      method: 'POST',
      headers: { origin: front.url },
    });
    expect(own.status).toBe(200);
    expect((await authOf(browser)).isAuthenticated).toBe(false);
  });
});

describe('admin sign-in with Google when the claims are in the ID token (as Google does)', () => {
  it('signs in from the ID token alone, without asking userinfo', async () => {
    const front = await openLoopbackFront();
    const provider = await startTestOidcProvider({
      redirectUri: () => `${front.url}/auth/google/callback`,
      hasClaimsInIdToken: true,
    });
    const harness = await createTestApp('pglite', {
      PUBLIC_URL: front.url,
      ADMIN_EMAILS: ADMIN.email,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
    front.serve(harness.app);
    try {
      const browser = new CookieWalker();
      provider.signInAs(ADMIN);
      const { url } = await browser.follow(`${front.url}/auth/google`);
      expect(url.pathname).toBe('/admin/dashboard');
      expect(browser.cookie(front.url, 'admin_session')).toBeDefined();
      expect(provider.requestedPaths).toContain('/token');
      expect(provider.requestedPaths).not.toContain('/me');
    } finally {
      await harness.close();
      await provider.close();
      await front.close();
    }
  });
});

describe('Google settings', () => {
  it('refuses half a Google setup, naming the missing key', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(/GOOGLE_CLIENT_ID/);
    expect(loadConfig({}).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuer: 'https://accounts.google.com',
    });
  });

  it('shows a clear page, not a crash, when the issuer cannot be reached', async () => {
    const gone = await openLoopbackFront();
    await gone.close();
    const harness = await createTestApp('pglite', {
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: gone.url,
    });
    try {
      const reply = await harness.app.inject({ method: 'GET', url: '/auth/google' });
      expect(reply.statusCode).toBe(302);
      expect(reply.headers.location).toBe('/admin/login?error=google-unavailable');
    } finally {
      await harness.close();
    }
  });
});
