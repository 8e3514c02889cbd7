import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminAuthReply } from '../../../common/admin';
import { TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { withTestApp } from '../../../../tests/support/app';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { loadConfig } from '../../config';
import { adminSignInLinks } from '../../db/schema';
import { pgliteHeldMessage, runAdminCli } from './cli';
import { createSignInLink, createStartUpSignInLinks } from './sign-in-links';

describe.each(testDatabaseKinds())('one-time admin sign-in links on %s', (kind) => {
  const harness = withTestApp(kind, {
    ADMIN_EMAILS: `${TEST_ADMIN_EMAIL}, night.shift@astral.test`,
    PUBLIC_URL: 'http://shop.test',
  });

  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCli(argv, {
      db: harness.database.db,
      config: harness.config,
      output: { out: (line) => out.push(line), err: (line) => err.push(line) },
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const visit = (url: string, cookie?: string) =>
    harness.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** The path and query of a printed link, for `inject`. */
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  it('prints a link that signs the admin in once, then never again', async () => {
    const result = await cli('link', 'Ops.Lead@Astral.test');
    expect(result.code).toBe(0);
    const url = /http:\/\/shop\.test\/auth\/link\?token=[\w-]{43}/.exec(result.out)?.[0];
    expect(url, result.out).toBeDefined();
    expect(result.out).toContain('ops.lead@astral.test');

    const first = await visit(pathOf(url!));
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/admin/dashboard');
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^admin_session=[\w-]{43}$/);
    const auth = (await visit('/api/admin/auth', cookie)).json<AdminAuthReply>();
    expect(auth).toMatchObject({ isAuthenticated: true, user: { email: TEST_ADMIN_EMAIL } });

    const again = await visit(pathOf(url!));
    expect(again.headers.location).toBe('/admin/login?error=link-expired');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('keeps only the SHA-256 of the token', async () => {
    const link = await createSignInLink(harness.database.db, harness.config, TEST_ADMIN_EMAIL);
    const token = new URL(link.url).searchParams.get('token')!;
    const rows = await harness.database.db.select().from(adminSignInLinks);
    expect(rows.some((row) => row.id.includes(token))).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it('refuses an expired link', async () => {
    const link = await createSignInLink(harness.database.db, harness.config, TEST_ADMIN_EMAIL);
    await harness.database.db
      .update(adminSignInLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${adminSignInLinks.usedAt} is null`);
    const reply = await visit(pathOf(link.url));
    expect(reply.headers.location).toBe('/admin/login?error=link-expired');
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a malformed or unknown token the same way', async () => {
    for (const url of [
      '/auth/link',
      '/auth/link?token=abc',
      `/auth/link?token=${'a'.repeat(43)}`,
    ]) {
      expect((await visit(url)).headers.location, url).toBe('/admin/login?error=link-expired');
    }
  });

  it('refuses in the CLI an e-mail that is not on ADMIN_EMAILS, writing nothing', async () => {
    const result = await cli('link', 'intruder@example.com');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/intruder@example\.com is not on ADMIN_EMAILS/);
    const rows = await harness.database.db
      .select()
      .from(adminSignInLinks)
      .where(eq(adminSignInLinks.emailKey, 'intruder@example.com'));
    expect(rows).toEqual([]);
  });

  it('explains its usage for anything but `link <email>`', async () => {
    expect((await cli()).code).toBe(2);
    expect((await cli('link')).code).toBe(2);
    expect((await cli('make', 'a@b.c')).err).toContain('Usage: npm run admin -- <command>');
  });

  it('does not sign in an admin removed from the allow-list after the link was made', async () => {
    const link = await createSignInLink(
      harness.database.db,
      harness.config,
      'night.shift@astral.test',
    );
    harness.app.deps.config.ADMIN_EMAILS = [TEST_ADMIN_EMAIL];
    try {
      const reply = await visit(pathOf(link.url));
      expect(reply.headers.location).toBe('/admin/login?error=not-authorised');
      expect(reply.headers['set-cookie']).toBeUndefined();
    } finally {
      harness.app.deps.config.ADMIN_EMAILS = [TEST_ADMIN_EMAIL, 'night.shift@astral.test'];
    }
  });

  it('makes one fresh link per admin at start when Google is off, none when it is on', async () => {
    const links = await createStartUpSignInLinks(harness.database.db, harness.config);
    expect(links.map((link) => link.email)).toEqual([TEST_ADMIN_EMAIL, 'night.shift@astral.test']);
    const reply = await visit(pathOf(links[1]!.url));
    expect(reply.headers.location).toBe('/admin/dashboard');

    const withGoogle = {
      ...harness.config,
      google: { clientId: 'i', clientSecret: 's', issuer: 'https://accounts.google.com' },
    };
    expect(await createStartUpSignInLinks(harness.database.db, withGoogle)).toEqual([]);
  });
});

describe('the CLI while the shop holds PGlite', () => {
  it('points to the start output when Google is off, and always to stopping the shop', () => {
    const withoutGoogle = pgliteHeldMessage(loadConfig({}), '(holder details)');
    expect(withoutGoogle).toContain('start output');
    expect(withoutGoogle).toContain('stop the shop');
    const withGoogle = pgliteHeldMessage(
      loadConfig({ GOOGLE_CLIENT_ID: 'i', GOOGLE_CLIENT_SECRET: 's' }),
      '(holder details)',
    );
    expect(withGoogle).not.toContain('start output');
    expect(withGoogle).toContain('stop the shop');
  });
});
