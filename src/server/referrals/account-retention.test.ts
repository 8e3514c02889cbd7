import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import {
  affiliatePayouts,
  affiliates,
  affiliateTokens,
  commissionEntries,
  leasedJobs,
  sessions,
} from '../db/schema';
import { createSignIn } from '../sign-ins/store';
import {
  createReferredSale,
  createTestAffiliate,
} from '../../../tests/support/affiliate-factories';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import { FORMER_AFFILIATE_NAME, purgeClosedAffiliateAccounts } from './account-retention';
import { setAffiliateActive } from './accounts';
import { queueAffiliateInvitation } from './affiliate-tokens';

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('closed affiliate accounts on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** An affiliate with a sale, a live session and an unused invitation link and mail. */
  async function affiliateWithHistory() {
    const { db } = database;
    const { affiliate, email } = await createTestAffiliate(db);
    await createReferredSale(db, affiliate);
    await createSignIn(db, {
      subjectKind: 'affiliate',
      subjectId: affiliate.id,
      lifetimeSeconds: 3600,
    });
    await queueAffiliateInvitation(db, { affiliate });
    return { affiliate, email };
  }

  async function stateOf(id: string, email: string) {
    const { db } = database;
    const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id));
    const links = await db
      .select()
      .from(affiliateTokens)
      .where(eq(affiliateTokens.affiliateId, id));
    const live = await db.select().from(sessions).where(eq(sessions.subjectId, id));
    const mails = await db
      .select()
      .from(leasedJobs)
      .where(sql`lower(${leasedJobs.recipient}) = ${email.toLowerCase()}`);
    const ledger = await db
      .select()
      .from(commissionEntries)
      .where(eq(commissionEntries.affiliateId, id));
    return { row, links, live, mails, ledger };
  }

  it('keeps an active account whole, however old its records', async () => {
    const { affiliate, email } = await affiliateWithHistory();
    const before = await stateOf(affiliate.id, email);
    await purgeClosedAffiliateAccounts(database.db, new Date(Date.now() + 10 * YEAR_MS));
    expect(await stateOf(affiliate.id, email)).toEqual(before);
  });

  it('removes a closed account’s sign-in at once and keeps its name with the ledger', async () => {
    const { affiliate, email } = await affiliateWithHistory();
    await setAffiliateActive(database.db, email, false);
    const counts = await purgeClosedAffiliateAccounts(database.db, new Date());
    expect(counts['affiliates.signInRemoved']).toBeGreaterThanOrEqual(1);
    const after = await stateOf(affiliate.id, email);
    expect(after.row).toMatchObject({ name: 'Luna Vega', email, passwordHash: null });
    expect(after.links).toEqual([]);
    expect(after.live).toEqual([]);
    expect(after.mails).toEqual([]);
    expect(after.ledger).toHaveLength(1);
  });

  it('replaces the name and e-mail once the accounts no longer need them', async () => {
    const { affiliate, email } = await affiliateWithHistory();
    await setAffiliateActive(database.db, email, false);
    // Just short of six years after the sale: still named.
    await purgeClosedAffiliateAccounts(database.db, new Date(Date.now() + 5.9 * YEAR_MS));
    expect((await stateOf(affiliate.id, email)).row?.name).toBe('Luna Vega');

    const counts = await purgeClosedAffiliateAccounts(
      database.db,
      new Date(Date.now() + 6.1 * YEAR_MS),
    );
    expect(counts['affiliates.anonymised']).toBeGreaterThanOrEqual(1);
    const after = await stateOf(affiliate.id, email);
    expect(after.row?.name).toBe(FORMER_AFFILIATE_NAME);
    expect(after.row?.email).toBe(`former-affiliate-${affiliate.id}@invalid`);
    expect(after.row?.emailKey).toBe(after.row?.email);
    expect(after.row?.referralCode).toBe(affiliate.referralCode);
    // The ledger stays whole: the accounts' sums do not change.
    expect(after.ledger).toHaveLength(1);
    // Nothing left under the old address; a second run changes nothing.
    const { db } = database;
    expect(await db.select().from(affiliates).where(eq(affiliates.emailKey, email))).toEqual([]);
    const again = await purgeClosedAffiliateAccounts(db, new Date(Date.now() + 6.1 * YEAR_MS));
    expect(again['affiliates.anonymised']).toBe(0);
  });

  it('counts six years from the last payout, not only the last sale', async () => {
    const { db } = database;
    const { affiliate, email } = await affiliateWithHistory();
    await setAffiliateActive(db, email, false);
    const later = new Date(Date.now() + 3 * YEAR_MS);
    await db.insert(affiliatePayouts).values({
      affiliateId: affiliate.id,
      amountCents: 1000,
      paidOn: later.toISOString().slice(0, 10),
      reference: 'BANK-2029-07',
      recordedBy: 'admin:owner@example.com',
      createdAt: later,
    });
    await purgeClosedAffiliateAccounts(db, new Date(Date.now() + 7 * YEAR_MS));
    expect((await stateOf(affiliate.id, email)).row?.name).toBe('Luna Vega');
    await purgeClosedAffiliateAccounts(db, new Date(Date.now() + 9.1 * YEAR_MS));
    expect((await stateOf(affiliate.id, email)).row?.name).toBe(FORMER_AFFILIATE_NAME);
    const payouts = await db
      .select()
      .from(affiliatePayouts)
      .where(inArray(affiliatePayouts.affiliateId, [affiliate.id]));
    expect(payouts).toHaveLength(1);
  });
});
