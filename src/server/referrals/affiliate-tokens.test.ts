import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { affiliateTokens, leasedJobs } from '../db/schema';
import { mailTemplates } from '../mail/templates';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import { createTestAffiliate } from '../../../tests/support/affiliate-factories';
import {
  AFFILIATE_INVITE_KIND,
  AFFILIATE_RESET_KIND,
  consumeAffiliateToken,
  issueAffiliateToken,
  queueAffiliateInvitation,
} from './affiliate-tokens';

const context = {
  shopName: 'Astral Reports',
  supportEmail: 'help@shop.example',
  publicUrl: 'https://shop.example',
};

describe.each(testDatabaseKinds())('affiliate tokens on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('issues a random token, stores only its hash, and lets it be used once', async () => {
    const { affiliate } = await createTestAffiliate(database.db);
    const { token, expiresAt } = await issueAffiliateToken(database.db, {
      affiliateId: affiliate.id,
      purpose: 'invite',
    });
    expect(token).toMatch(/^[\w-]{43}$/);
    const days = (expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.01);
    const [stored] = await database.db
      .select()
      .from(affiliateTokens)
      .where(eq(affiliateTokens.affiliateId, affiliate.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);

    expect(await consumeAffiliateToken(database.db, token, 'reset')).toBeNull();
    const [first, second] = await Promise.all([
      consumeAffiliateToken(database.db, token, 'invite'),
      consumeAffiliateToken(database.db, token, 'invite'),
    ]);
    expect([first, second].filter(Boolean)).toEqual([affiliate.id]);
    expect(await consumeAffiliateToken(database.db, token, ['invite', 'reset'])).toBeNull();
    expect(await consumeAffiliateToken(database.db, 'not-a-token', 'invite')).toBeNull();
  });

  it('refuses an expired token; a reset lasts an hour', async () => {
    const { affiliate } = await createTestAffiliate(database.db);
    const { token, expiresAt } = await issueAffiliateToken(database.db, {
      affiliateId: affiliate.id,
      purpose: 'reset',
    });
    const minutes = (expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60.1);
    await database.db
      .update(affiliateTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(affiliateTokens.affiliateId, affiliate.id));
    expect(await consumeAffiliateToken(database.db, token, 'reset')).toBeNull();
  });

  it('a newer token of the same purpose ends the older unused one', async () => {
    const { affiliate } = await createTestAffiliate(database.db);
    const older = await issueAffiliateToken(database.db, {
      affiliateId: affiliate.id,
      purpose: 'reset',
    });
    const invite = await issueAffiliateToken(database.db, {
      affiliateId: affiliate.id,
      purpose: 'invite',
    });
    const newer = await issueAffiliateToken(database.db, {
      affiliateId: affiliate.id,
      purpose: 'reset',
    });
    expect(await consumeAffiliateToken(database.db, older.token, 'reset')).toBeNull();
    expect(await consumeAffiliateToken(database.db, newer.token, 'reset')).toBe(affiliate.id);
    expect(await consumeAffiliateToken(database.db, invite.token, 'invite')).toBe(affiliate.id);
  });

  it('tells the invited affiliate their own rate and when commissions are paid', async () => {
    const { affiliate } = await createTestAffiliate(database.db, { commissionRate: 12.5 });
    await database.db.transaction((tx) =>
      queueAffiliateInvitation(tx, {
        affiliate: { id: affiliate.id, name: affiliate.name, email: affiliate.email },
      }),
    );
    const [job] = await database.db
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.recipient, affiliate.email));
    const mail = await mailTemplates[AFFILIATE_INVITE_KIND]!(
      job!.payload as Record<string, unknown>,
      context,
    );
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('You earn 12.5% of the price of every reading');
      expect(body).toContain('30 days after the sale, or 60 days for Destiny Alignment');
      expect(body).toContain('payouts');
    }
  });

  it('queues an invitation mail with a working site-relative link and no password', async () => {
    const { affiliate, password } = await createTestAffiliate(database.db, { name: 'Vega <Lyra>' });
    await database.db.transaction((tx) =>
      queueAffiliateInvitation(tx, {
        affiliate: { id: affiliate.id, name: affiliate.name, email: affiliate.email },
      }),
    );
    const jobs = await database.db
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.recipient, affiliate.email));
    expect(jobs).toHaveLength(1);
    const job = jobs[0]!;
    expect(job.mailKind).toBe(AFFILIATE_INVITE_KIND);
    const payload = job.payload as { name: string; link: string; expiresAt: string };
    expect(payload.name).toBe('Vega <Lyra>');
    expect(payload.link).toMatch(/^\/affiliate\/set-password\?token=[\w-]{43}$/);
    expect(Number.isNaN(Date.parse(payload.expiresAt))).toBe(false);

    const mail = await mailTemplates[AFFILIATE_INVITE_KIND]!(payload, context);
    expect(mail.text).toContain(`https://shop.example${payload.link}`);
    expect(mail.html).toContain('Vega &lt;Lyra&gt;');
    expect(mail.html + mail.text).not.toContain(password);
    expect((await mailTemplates[AFFILIATE_RESET_KIND]!(payload, context)).subject).toMatch(/Reset/);

    const token = new URLSearchParams(payload.link.split('?')[1]).get('token')!;
    expect(await consumeAffiliateToken(database.db, token, 'invite')).toBe(affiliate.id);
  });
});
