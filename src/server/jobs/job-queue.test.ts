import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leasedJobs } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { insertTestOrders } from '../../../tests/support/admin-data-factories';
import { testDatabaseKinds, withTestDatabase } from '../../../tests/support/database';
import { InvalidJobPayloadError } from './job-kind';
import { jobs } from './queue';
import { claimJobs, completeJob, failJob, type ClaimedJob } from './job-store';

describe.each(testDatabaseKinds())('the job queue on %s', (kind) => {
  const database = withTestDatabase(kind);
  let purchaseId: string;

  beforeAll(async () => {
    const [purchase] = await insertTestOrders(database.db, [{ productId: 1 }]);
    purchaseId = purchase!.id;
  });

  const reportJobsOf = (id: string) =>
    database.db.select().from(leasedJobs).where(eq(leasedJobs.purchaseId, id));

  it('queues a report once per payment, and each regeneration on its own', async () => {
    const paid = { purchaseId, reason: 'paid', requestedBy: 'system' } as const;
    const first = await jobs.enqueue(database.db, 'report', paid);
    expect(first).toEqual(expect.any(String));
    expect(await jobs.enqueue(database.db, 'report', paid)).toBeNull();
    await jobs.enqueue(database.db, 'report', {
      purchaseId,
      reason: 'regenerate',
      requestedBy: 'admin:ann@example.com',
    });
    const rows = await reportJobsOf(purchaseId);
    expect(rows.map((row) => [row.kind, row.payload, row.dedupeKey, row.status])).toEqual(
      expect.arrayContaining([
        ['report', { reason: 'paid', requestedBy: 'system' }, `paid:${purchaseId}`, 'queued'],
        ['report', { reason: 'regenerate', requestedBy: 'admin:ann@example.com' }, null, 'queued'],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('refuses a report payload of the wrong shape at run time and queues nothing', async () => {
    const [other] = await insertTestOrders(database.db, [{ productId: 2 }]);
    const wrong = { purchaseId: other!.id, reason: 'because', requestedBy: 'system' };
    // The type refuses it too: only data that escaped the compiler reaches this check.
    await expect(jobs.enqueue(database.db, 'report', wrong as never)).rejects.toThrow(
      InvalidJobPayloadError,
    );
    await expect(
      jobs.enqueue(database.db, 'report', { purchaseId: 'not-an-id' } as never),
    ).rejects.toThrow(/refused a "report" job: purchaseId/);
    expect(await reportJobsOf(other!.id)).toEqual([]);
  });

  it('refuses a mail whose payload does not match its kind, or a kind the shop has not', async () => {
    const recipient = `refused.${randomUUID()}@example.com`;
    await expect(
      enqueueEmail(database.db, {
        kind: 'refund-confirmation',
        recipient,
        // `amount` missing: the template could never render it.
        payload: { purchaseId, fullName: 'Ann Lee', productName: 'The Cosmic Map' } as never,
      }),
    ).rejects.toThrow(/payload\.amount/);
    await expect(
      enqueueEmail(database.db, { kind: 'no-such-mail', recipient, payload: {} } as never),
    ).rejects.toThrow(/no mail of kind "no-such-mail"/);
    const queued = await database.db
      .select()
      .from(leasedJobs)
      .where(eq(leasedJobs.recipient, recipient));
    expect(queued).toEqual([]);
    const id = await enqueueEmail(database.db, {
      kind: 'refund-confirmation',
      recipient,
      payload: { purchaseId, fullName: 'Ann Lee', productName: 'The Cosmic Map', amount: '9.00' },
    });
    expect(id).toEqual(expect.any(String));
  });

  it('leases a claimed job, takes it again once the lease ran out, and completes it once', async () => {
    const [order] = await insertTestOrders(database.db, [{ productId: 1 }]);
    await jobs.enqueue(database.db, 'report', {
      purchaseId: order!.id,
      reason: 'paid',
      requestedBy: 'system',
    });
    const ours = (claimed: ClaimedJob[]) => claimed.filter((job) => job.purchaseId === order!.id);
    // A minute ahead, so the job is due whatever the skew between this clock and the database's.
    const now = new Date(Date.now() + 60_000);
    const [held] = ours(await claimJobs(database.db, 'report', 100, 60_000, now));
    expect(held).toMatchObject({ attempts: 1 });
    // Held: another claim within the lease does not see it.
    expect(ours(await claimJobs(database.db, 'report', 100, 60_000, now))).toEqual([]);
    // Its worker died: after the lease, the job is claimed again, and the old claim is void.
    const later = new Date(now.getTime() + 61_000);
    const [retaken] = ours(await claimJobs(database.db, 'report', 100, 60_000, later));
    expect(retaken).toMatchObject({ id: held!.id, attempts: 2 });
    expect(await completeJob(database.db, held!)).toBe(false);
    expect(await completeJob(database.db, retaken!)).toBe(true);
    expect(await completeJob(database.db, retaken!)).toBe(false);
    const [row] = await reportJobsOf(order!.id);
    expect(row).toMatchObject({ status: 'done', attempts: 2, lockedUntil: null });
    expect(row!.finishedAt).toBeInstanceOf(Date);
  });

  it('gives a job up as dead when its worker says so, and never claims it again', async () => {
    const [order] = await insertTestOrders(database.db, [{ productId: 2 }]);
    await jobs.enqueue(database.db, 'report', {
      purchaseId: order!.id,
      reason: 'paid',
      requestedBy: 'system',
    });
    const ours = (claimed: ClaimedJob[]) => claimed.filter((job) => job.purchaseId === order!.id);
    const [held] = ours(await claimJobs(database.db, 'report', 100, 60_000));
    expect(await failJob(database.db, held!, 'renderer exploded', 0)).toBe(true);
    const [again] = ours(await claimJobs(database.db, 'report', 100, 60_000));
    expect(again).toMatchObject({ id: held!.id, attempts: 2 });
    expect(await failJob(database.db, again!, 'renderer exploded', null)).toBe(true);
    const far = new Date(Date.now() + 24 * 60 * 60_000);
    expect(ours(await claimJobs(database.db, 'report', 100, 60_000, far))).toEqual([]);
    const [row] = await reportJobsOf(order!.id);
    expect(row).toMatchObject({ status: 'dead', attempts: 2, lastError: 'renderer exploded' });
  });
});
