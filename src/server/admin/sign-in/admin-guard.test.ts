import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createTestAffiliate } from '../../../../tests/support/affiliate-factories';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { withTestApp } from '../../../../tests/support/app';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { CROSS_SITE_MESSAGE } from '../../sign-ins/origin-check';
import { hashSignInToken } from '../../sign-ins/store';
import { NOT_SIGNED_IN } from './admin-sign-ins';

describe.each(testDatabaseKinds())('the admin guard on %s', (kind) => {
  const harness = withTestApp(kind, {
    ADMIN_EMAILS: `${TEST_ADMIN_EMAIL}, second.admin@astral.test`,
    PUBLIC_URL: 'http://shop.test',
  });

  const get = (url: string, cookie?: string) =>
    harness.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('refuses admin routes without an admin session', async () => {
    for (const url of ['/api/admin/users', '/api/admin/stats', '/api/purchase/abc']) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(401);
      expect(reply.json()).toMatchObject({ message: NOT_SIGNED_IN });
    }
  });

  it("does not take an affiliate's session for an admin's", async () => {
    const { email, password } = await createTestAffiliate(harness.database.db);
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/affiliate/login',
      headers: { origin: 'http://shop.test' },
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const affiliateCookie = String(login.headers['set-cookie']).split(';')[0]!;
    const token = affiliateCookie.split('=')[1];
    expect((await get('/api/admin/users', affiliateCookie)).statusCode).toBe(401);
    expect((await get('/api/admin/users', `admin_session=${token}`)).statusCode).toBe(401);
  });

  it('lets an allow-listed admin through, and refuses their cross-site mutations', async () => {
    const { cookie } = await signInTestAdmin(harness.app);
    expect((await get('/api/admin/stats', cookie)).statusCode).toBe(200);
    const foreign = await harness.app.inject({
      method: 'PATCH',
      url: '/api/admin/purchase/abc',
      headers: { cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: CROSS_SITE_MESSAGE });
  });

  it('does not sign an admin out on a link or an image from another site', async () => {
    const { cookie } = await signInTestAdmin(harness.app);
    const logout = (headers: Record<string, string>) =>
      harness.app.inject({ method: 'GET', url: '/auth/logout', headers: { cookie, ...headers } });
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of crossSite) {
      expect((await logout(headers)).statusCode, JSON.stringify(headers)).toBe(403);
      expect((await get('/api/admin/stats', cookie)).statusCode).toBe(200);
    }
    // The layout's own link, clicked on the shop's page.
    const own = await logout({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' });
    expect(own.statusCode).toBe(302);
    expect(own.headers.location).toBe('/admin/login');
    expect((await get('/api/admin/stats', cookie)).statusCode).toBe(401);
  });

  it('shuts out an admin removed from the allow-list on the next request', async () => {
    const { cookie } = await signInTestAdmin(harness.app, 'second.admin@astral.test');
    expect((await get('/api/admin/stats', cookie)).statusCode).toBe(200);
    harness.app.deps.config.ADMIN_EMAILS = [TEST_ADMIN_EMAIL];
    try {
      expect((await get('/api/admin/stats', cookie)).statusCode).toBe(401);
    } finally {
      harness.app.deps.config.ADMIN_EMAILS = [TEST_ADMIN_EMAIL, 'second.admin@astral.test'];
    }
  });

  it('ends a session left idle for longer than ADMIN_IDLE_MINUTES', async () => {
    const { cookie } = await signInTestAdmin(harness.app);
    const { db } = harness.database;
    const token = cookie.split('=')[1]!;
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '3 hours'` })
      .where(eq(sessions.id, hashSignInToken(token)));
    expect((await get('/api/admin/stats', cookie)).statusCode).toBe(401);
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashSignInToken(token))),
    ).toEqual([]);
  });
});
