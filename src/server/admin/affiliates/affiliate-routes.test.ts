import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPage, AdminOrderDetail } from '../../../common/admin';
import {
  adminAffiliateMessages,
  type AdminAffiliate,
  type AdminAffiliateDetail,
  type RecordedPayouts,
} from '../../../common/admin-affiliates';
import type { AdminOrder } from '../../../common/admin';
import { affiliates, commissionEntries, leasedJobs } from '../../db/schema';
import { ledgerEntries, ledgerTotals } from '../../orders/commissions';
import { AFFILIATE_INVITE_KIND } from '../../referrals/affiliate-tokens';
import { lookupReferral } from '../../referrals/referral';
import { CROSS_SITE_MESSAGE } from '../../sign-ins/origin-check';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { withTestApp } from '../../../../tests/support/app';
import { createReferredPaidOrder } from '../../../../tests/support/commission-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { NOT_SIGNED_IN } from '../sign-in/admin-sign-ins';
import { PAYOUT_CSV_HEADER } from './payouts-csv';

const ORIGIN = 'http://shop.test';
const PAID_ON = '2026-03-01';

describe.each(testDatabaseKinds())('admin affiliates and payouts on %s', (kind) => {
  let cookie: string;

  function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, origin = ORIGIN) {
    return harness.app.inject({
      method,
      url,
      headers: { cookie, origin },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  async function createAffiliateThroughApi(overrides: Record<string, unknown> = {}) {
    const reply = await call('POST', '/api/admin/affiliates', {
      name: 'Orla Brightwater',
      email: `orla.${randomUUID()}@example.com`,
      commissionRate: 20,
      ...overrides,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const created = reply.json<AdminAffiliate>();
    const [row] = await harness.database.db
      .select()
      .from(affiliates)
      .where(eq(affiliates.id, created.id));
    return { created, row: row! };
  }

  /** The ledger's totals always add up: pending + payable + paid is the balance. */
  async function expectBalancedLedger(affiliateId: string) {
    const totals = ledgerTotals(
      await ledgerEntries(harness.database.db, { affiliateId, now: new Date() }),
    );
    expect(totals.pendingCents + totals.payableCents + totals.paidCents).toBe(totals.balanceCents);
    return totals;
  }

  async function statusesOf(affiliateId: string) {
    const entries = await ledgerEntries(harness.database.db, { affiliateId, now: new Date() });
    return Object.fromEntries(entries.map((entry) => [entry.id, entry.status]));
  }

  const harness = withTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL: ORIGIN });
  beforeAll(async () => {
    ({ cookie } = await signInTestAdmin(harness.app));
  });

  it('needs an admin session, and refuses a cross-site change', async () => {
    const anonymous = await harness.app.inject({ method: 'GET', url: '/api/admin/affiliates' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: NOT_SIGNED_IN });
    const crossSite = await call(
      'POST',
      '/api/admin/affiliates',
      { name: 'Eve Mallory', email: 'eve@example.com', commissionRate: 50 },
      'https://evil.example',
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ message: CROSS_SITE_MESSAGE });
    const csv = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/affiliate-payouts.csv?ids=${randomUUID()}`,
    });
    expect(csv.statusCode).toBe(401);
  });

  it('creates an invited affiliate without a password and queues the invitation once', async () => {
    const { created, row } = await createAffiliateThroughApi({
      commissionRate: 12.5,
      referralCode: 'starbw23',
    });
    expect(created).toMatchObject({
      referralCode: 'STARBW23',
      commissionRate: '12.50',
      isActive: true,
      hasPassword: false,
      visits: 0,
      sales: 0,
      pendingCents: 0,
    });
    expect(row.passwordHash).toBeNull();
    const mails = await harness.database.db
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.recipient, created.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.mailKind).toBe(AFFILIATE_INVITE_KIND);
    expect(String((mails[0]!.payload as { link?: unknown }).link)).toMatch(
      /^\/affiliate\/set-password\?token=/,
    );

    const generated = await createAffiliateThroughApi({ referralCode: '' });
    expect(generated.created.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const sameEmail = await call('POST', '/api/admin/affiliates', {
      name: 'Orla Again',
      email: created.email.toUpperCase(),
      commissionRate: 10,
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      fieldErrors: { email: adminAffiliateMessages.emailTaken },
    });
    const sameCode = await call('POST', '/api/admin/affiliates', {
      name: 'Someone Else',
      email: `else.${randomUUID()}@example.com`,
      commissionRate: 10,
      referralCode: 'STARBW23',
    });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json()).toMatchObject({ message: adminAffiliateMessages.codeTaken });
    // Nothing was written by a refused create: no second mail.
    const after = await harness.database.db
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.mailKind, AFFILIATE_INVITE_KIND));
    expect(after).toHaveLength(2);
  });

  it('answers 400 with field messages for a bad rate, code, name or e-mail', async () => {
    const reply = await call('POST', '/api/admin/affiliates', {
      name: 'X',
      email: 'not-an-email',
      commissionRate: 12.345,
      referralCode: 'BAD0CODE',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors).toMatchObject({
      name: adminAffiliateMessages.name,
      email: 'Please enter a valid email address',
      commissionRate: adminAffiliateMessages.rate,
      referralCode: adminAffiliateMessages.code,
    });
    const tooHigh = await call('POST', '/api/admin/affiliates', {
      name: 'Too Generous',
      email: `generous.${randomUUID()}@example.com`,
      commissionRate: 100.5,
    });
    expect(tooHigh.statusCode).toBe(400);
    const missing = await call('PATCH', `/api/admin/affiliates/${randomUUID()}`, {
      commissionRate: 5,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('changes the rate for future orders only, and deactivates and reactivates', async () => {
    const { created, row } = await createAffiliateThroughApi();
    const order = await createReferredPaidOrder(harness.app, row);
    const rate = await call('PATCH', `/api/admin/affiliates/${created.id}`, {
      commissionRate: 35.25,
    });
    expect(rate.statusCode).toBe(200);
    expect(rate.json()).toMatchObject({ commissionRate: '35.25' });
    const [entry] = await harness.database.db
      .select()
      .from(commissionEntries)
      .where(eq(commissionEntries.id, order.entryId));
    expect(entry).toMatchObject({ commissionRate: '20.00', amountCents: 7000 });

    const detail = await call('GET', `/api/purchase/${order.purchaseId}`);
    expect(detail.json<AdminOrderDetail>().referral).toMatchObject({
      code: row.referralCode,
      affiliateName: 'Orla Brightwater',
      commissionRate: '20.00',
      isSelfReferral: false,
      commission: { amountCents: 7000, status: 'payable' },
    });

    expect(await lookupReferral(harness.database.db, row.referralCode)).toMatchObject({
      valid: true,
    });
    const off = await call('PATCH', `/api/admin/affiliates/${created.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false });
    expect(await lookupReferral(harness.database.db, row.referralCode)).toEqual({ valid: false });
    await call('PATCH', `/api/admin/affiliates/${created.id}`, { isActive: true });
    expect(await lookupReferral(harness.database.db, row.referralCode)).toMatchObject({
      valid: true,
    });
    const empty = await call('PATCH', `/api/admin/affiliates/${created.id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('pays payable entries once, refuses pending ones, and deducts a later reversal', async () => {
    const { created, row } = await createAffiliateThroughApi();
    const first = await createReferredPaidOrder(harness.app, row);
    const second = await createReferredPaidOrder(harness.app, row, { productId: 4 });
    const pending = await createReferredPaidOrder(harness.app, row, { isPending: true });
    expect(await expectBalancedLedger(created.id)).toMatchObject({
      payableCents: 7000 + 1500,
      pendingCents: 7000,
    });

    const refused = await call('POST', `/api/admin/affiliates/${created.id}/payouts`, {
      entryIds: [first.entryId, pending.entryId],
      paidOn: PAID_ON,
      reference: 'PP-1',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: adminAffiliateMessages.notPayable });

    const paid = await call('POST', `/api/admin/affiliates/${created.id}/payouts`, {
      entryIds: [first.entryId, second.entryId],
      paidOn: PAID_ON,
      reference: 'PP-1',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [payout] = paid.json<RecordedPayouts>().payouts;
    expect(payout).toMatchObject({ amountCents: 8500, entryCount: 2, reference: 'PP-1' });
    expect(await statusesOf(created.id)).toMatchObject({
      [first.entryId]: 'paid',
      [second.entryId]: 'paid',
      [pending.entryId]: 'pending',
    });
    expect(await expectBalancedLedger(created.id)).toMatchObject({
      paidCents: 8500,
      payableCents: 0,
    });

    const again = await call('POST', `/api/admin/affiliates/${created.id}/payouts`, {
      entryIds: [first.entryId],
      paidOn: PAID_ON,
      reference: 'PP-2',
    });
    expect(again.statusCode).toBe(409);

    // The first order is refunded after its commission was paid: the reversal is payable now.
    const refund = await call('POST', `/api/admin/purchase/${first.purchaseId}/refund`, {
      reason: 'Customer changed their mind',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await expectBalancedLedger(created.id)).toMatchObject({
      payableCents: -7000,
      paidCents: 8500,
    });
    const refundTimeline = await call('GET', `/api/purchase/${first.purchaseId}`);
    expect(refundTimeline.json<AdminOrderDetail>().timeline.map((event) => event.kind)).toContain(
      'commission-reversed',
    );

    // A reversal alone is nothing to pay; with a new payable commission it comes off.
    const third = await createReferredPaidOrder(harness.app, row, { productId: 6 });
    const ledger = await ledgerEntries(harness.database.db, {
      affiliateId: created.id,
      now: new Date(),
    });
    const reversal = ledger.find((entry) => entry.kind === 'reversal')!;
    const alone = await call('POST', `/api/admin/affiliates/${created.id}/payouts`, {
      entryIds: [reversal.id],
      paidOn: PAID_ON,
      reference: 'PP-3',
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({ message: adminAffiliateMessages.nothingToPay });
    const net = await call('POST', `/api/admin/affiliates/${created.id}/payouts`, {
      entryIds: [reversal.id, third.entryId],
      paidOn: PAID_ON,
      reference: 'PP-3',
    });
    expect(net.statusCode, net.body).toBe(201);
    expect(net.json<RecordedPayouts>().payouts[0]).toMatchObject({ amountCents: 10000 - 7000 });
    expect(await expectBalancedLedger(created.id)).toMatchObject({
      paidCents: 8500 + 3000,
      payableCents: 0,
      pendingCents: 7000,
    });

    const other = await createAffiliateThroughApi();
    const foreign = await call('POST', `/api/admin/affiliates/${other.created.id}/payouts`, {
      entryIds: [pending.entryId],
      paidOn: PAID_ON,
      reference: 'PP-4',
    });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toMatchObject({ message: adminAffiliateMessages.notThisAffiliate });

    const detail = await call('GET', `/api/admin/affiliates/${created.id}`);
    const body = detail.json<AdminAffiliateDetail>();
    expect(body.payouts).toHaveLength(2);
    expect(body.ledger).toHaveLength(5);
    expect(body.affiliate).toMatchObject({ sales: 4, paidCents: 11500, pendingCents: 7000 });
    expect(body.sales).toHaveLength(4);
  });

  it('lets only one of two simultaneous payouts of the same entries through', async () => {
    const { created, row } = await createAffiliateThroughApi();
    const order = await createReferredPaidOrder(harness.app, row);
    const pay = (reference: string) =>
      call('POST', `/api/admin/affiliates/${created.id}/payouts`, {
        entryIds: [order.entryId],
        paidOn: PAID_ON,
        reference,
      });
    const replies = await Promise.all([pay('RACE-1'), pay('RACE-2')]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    expect(await expectBalancedLedger(created.id)).toMatchObject({ paidCents: 7000 });
  });

  it('pays everyone above a minimum in one batch and downloads it as CSV', async () => {
    const big = await createAffiliateThroughApi({ name: '=HYPERLINK("x")' });
    const small = await createAffiliateThroughApi({ name: 'Small, Earner' });
    await createReferredPaidOrder(harness.app, big.row, { productId: 7 });
    await createReferredPaidOrder(harness.app, small.row, { productId: 4 });

    const batch = await call('POST', '/api/admin/affiliate-payouts/batch', {
      minimum: '100',
      paidOn: PAID_ON,
      reference: 'BATCH-7',
    });
    expect(batch.statusCode, batch.body).toBe(201);
    const { payouts } = batch.json<RecordedPayouts>();
    const paidIds = payouts.map((payout) => payout.affiliateId);
    expect(paidIds).toContain(big.created.id);
    expect(paidIds).not.toContain(small.created.id);
    for (const payout of payouts) expect(payout.amountCents).toBeGreaterThanOrEqual(10000);
    expect(await expectBalancedLedger(big.created.id)).toMatchObject({
      paidCents: 15540,
      payableCents: 0,
    });
    expect(await expectBalancedLedger(small.created.id)).toMatchObject({ payableCents: 1500 });

    const nobody = await call('POST', '/api/admin/affiliate-payouts/batch', {
      minimum: '100000',
      paidOn: PAID_ON,
      reference: 'BATCH-8',
    });
    expect(nobody.statusCode).toBe(409);
    const badMinimum = await call('POST', '/api/admin/affiliate-payouts/batch', {
      minimum: 'lots',
      paidOn: '2026-02-30',
      reference: '',
    });
    expect(badMinimum.statusCode).toBe(400);
    expect(Object.keys(badMinimum.json().fieldErrors).sort()).toEqual([
      'minimum',
      'paidOn',
      'reference',
    ]);

    const bigPayout = payouts.find((payout) => payout.affiliateId === big.created.id)!;
    const csv = await call('GET', `/api/admin/affiliate-payouts.csv?ids=${bigPayout.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="affiliate-payouts-/);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(PAYOUT_CSV_HEADER.join(','));
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""x"")",${big.created.email},155.40,USD,BATCH-7,${PAID_ON},${bigPayout.id}`,
    );
    const missing = await call('GET', `/api/admin/affiliate-payouts.csv?ids=${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
  });

  it('lists affiliates in keyset pages and filters orders by affiliate', async () => {
    const { created, row } = await createAffiliateThroughApi({ name: 'Page Turner' });
    const order = await createReferredPaidOrder(harness.app, row, { isPending: true });
    const first = await call('GET', '/api/admin/affiliates?limit=1');
    const page = first.json<AdminPage<AdminAffiliate>>();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ id: created.id, sales: 1, pendingCents: 7000 });
    expect(page.nextCursor).not.toBeNull();
    const next = await call(
      'GET',
      `/api/admin/affiliates?limit=1&cursor=${encodeURIComponent(page.nextCursor!)}`,
    );
    expect(next.json<AdminPage<AdminAffiliate>>().items[0]?.id).not.toBe(created.id);
    const searched = await call('GET', `/api/admin/affiliates?query=${row.referralCode}`);
    expect(searched.json<AdminPage<AdminAffiliate>>().items.map((item) => item.id)).toEqual([
      created.id,
    ]);

    const orders = await call('GET', `/api/admin/purchases?affiliate=${created.id}`);
    expect(orders.json<AdminPage<AdminOrder>>().items.map((item) => item.id)).toEqual([
      order.purchaseId,
    ]);
    const bad = await call('GET', '/api/admin/purchases?affiliate=nope');
    expect(bad.statusCode).toBe(400);
  });
});
