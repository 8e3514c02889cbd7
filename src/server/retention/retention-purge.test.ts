import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import {
  birthData,
  leasedJobs,
  freeSignups,
  orderEvents,
  orderFiles,
  purchases,
  questionnaireSubmissions,
  uploads,
  users,
} from '../db/schema';
import { createLocalStorage, type LocalObjectStorage } from '../storage/local-storage';
import { insertTestOrders } from '../../../tests/support/admin-data-factories';
import { checkoutPerson } from '../../../tests/support/checkout-factories';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import {
  insertDeliveredOrder,
  insertFreeSignup,
  monthsFrom,
  type AgedOrder,
} from '../../../tests/support/retention-factories';
import { purgeExpiredData } from './retention-purge';
import { orderTimeline } from '../orders/timeline';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describe.each(testDatabaseKinds())('the retention purge on %s', (kind) => {
  let database: DatabaseHandle;
  let storage: LocalObjectStorage;
  let rootDir = '';
  const now = new Date();
  const log = { info: vi.fn(), error: vi.fn() };
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    rootDir = await mkdtemp(path.join(os.tmpdir(), 'shop-retention-'));
    storage = createLocalStorage({ rootDir, signingSecret: 'retention-test-secret-0123456789' });
  });
  afterAll(async () => {
    await database?.close();
    await rm(rootDir, { recursive: true, force: true });
  });

  // Small batches, so an ordinary test also goes through more than one.
  const purge = () => purgeExpiredData({ db: database.db, storage, log }, { now, batchSize: 2 });

  async function stateOf(order: AgedOrder) {
    const { db } = database;
    const id = order.purchase.id;
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, id));
    const timeline = await orderTimeline(db, id);
    return {
      purchase,
      submissions: (
        await db
          .select()
          .from(questionnaireSubmissions)
          .where(eq(questionnaireSubmissions.purchaseId, id))
      ).length,
      uploads: (await db.select().from(uploads).where(eq(uploads.purchaseId, id))).length,
      files: (await db.select().from(orderFiles).where(eq(orderFiles.purchaseId, id))).length,
      reportJobs: (
        await db
          .select()
          .from(leasedJobs)
          .where(and(eq(leasedJobs.kind, 'report'), eq(leasedJobs.purchaseId, id)))
      ).length,
      mails: (
        await db
          .select()
          .from(leasedJobs)
          .where(and(eq(leasedJobs.kind, 'mail'), eq(leasedJobs.purchaseId, id)))
      )
        .map((mail) => mail.mailKind)
        .sort(),
      isUploadStored: (await storage.head(order.uploadKey)) !== null,
      isFileStored: (await storage.head(order.fileKey)) !== null,
      purged: timeline
        .filter((event) => event.kind === 'retention-purged')
        .map((event) => (event.data as { policy: string }).policy),
      eventData: (kindOfEvent: string) =>
        timeline.find((event) => event.kind === kindOfEvent)?.data as Record<string, unknown>,
      user: (await db.select().from(users).where(eq(users.id, order.user.id)))[0],
      hasBirthData:
        (await db.select().from(birthData).where(eq(birthData.userId, order.user.id))).length > 0,
    };
  }

  it('deletes questionnaire answers and uploads 12 months after delivery, not an hour sooner', async () => {
    const { db } = database;
    const past = await insertDeliveredOrder(db, storage, monthsFrom(now, -12, -HOUR_MS));
    const inside = await insertDeliveredOrder(db, storage, monthsFrom(now, -12, HOUR_MS));
    await purge();

    const purged = await stateOf(past);
    expect(purged).toMatchObject({ submissions: 0, uploads: 0, isUploadStored: false });
    expect(purged.purged).toEqual(['questionnaire']);
    expect(purged.eventData('upload-stored')).toMatchObject({ fileName: '[erased]' });
    expect(purged.mails).toEqual(['order-confirmation', 'report-delivery']);
    // The rest of the order waits for its own period.
    expect(purged).toMatchObject({
      files: 1,
      reportJobs: 1,
      isFileStored: true,
      hasBirthData: true,
    });
    expect(purged.purchase?.customer).toMatchObject({ birthLocation: expect.any(String) });

    const kept = await stateOf(inside);
    expect(kept).toMatchObject({ submissions: 1, uploads: 1, isUploadStored: true, purged: [] });
    expect(kept.mails).toHaveLength(3);
  });

  it('after 24 months keeps only the record of the sale with the name and e-mail', async () => {
    const { db } = database;
    const past = await insertDeliveredOrder(db, storage, monthsFrom(now, -24, -HOUR_MS));
    const inside = await insertDeliveredOrder(db, storage, monthsFrom(now, -24, HOUR_MS));
    await purge();

    const purged = await stateOf(past);
    expect(purged).toMatchObject({
      files: 0,
      reportJobs: 0,
      mails: [],
      isFileStored: false,
      isUploadStored: false,
      hasBirthData: false,
    });
    expect(purged.purged.sort()).toEqual(['order-personal-data', 'questionnaire']);
    const person = past.purchase.customer as { fullName: string; email: string };
    expect(purged.purchase).toMatchObject({
      customer: { fullName: person.fullName, email: person.email },
      adminNotes: null,
      userId: past.user.id,
      amount: past.purchase.amount,
      paymentIntentId: past.purchase.paymentIntentId,
    });
    expect(purged.eventData('birth-data-corrected')).toEqual({ erased: true });
    expect(purged.eventData('email-sent')).toMatchObject({ recipient: '[erased]' });
    expect(purged.user).toMatchObject({ email: past.user.email, phone: null });

    const kept = await stateOf(inside);
    expect(kept).toMatchObject({ files: 1, isFileStored: true, hasBirthData: true });
    expect(kept.purged).toEqual(['questionnaire']);
    expect(kept.purchase?.adminNotes).toBe(inside.purchase.adminNotes);
    expect(kept.purchase?.customer).toEqual(inside.purchase.customer);
    expect(kept.user?.phone).toBe(inside.user.phone);
  });

  it('keeps everything of a paid order whose reading is still owed, however old', async () => {
    const owed = await insertDeliveredOrder(database.db, storage, monthsFrom(now, -36), {
      processingStatus: 'in-progress',
    });
    await purge();
    const kept = await stateOf(owed);
    expect(kept).toMatchObject({ submissions: 1, files: 1, hasBirthData: true, purged: [] });
    expect(kept.purchase?.customer).toEqual(owed.purchase.customer);
  });

  it('counts a checkout never paid from its start', async () => {
    const [past, inside] = await insertTestOrders(database.db, [
      {
        productId: 3,
        paymentStatus: 'pending',
        customer: checkoutPerson(),
        createdAt: monthsFrom(now, -24, -HOUR_MS),
      },
      {
        productId: 3,
        paymentStatus: 'failed',
        customer: checkoutPerson(),
        createdAt: monthsFrom(now, -24, HOUR_MS),
      },
    ]);
    await purge();
    const rows = await database.db.select().from(purchases);
    const customerOf = (id: string | undefined) => rows.find((row) => row.id === id)?.customer;
    const person = past!.customer as { fullName: string; email: string };
    expect(customerOf(past?.id)).toEqual({ fullName: person.fullName, email: person.email });
    expect(customerOf(inside?.id)).toEqual(inside?.customer);
  });

  it('anonymises a sale 6 years after it, keeping the order for the accounts', async () => {
    const { db } = database;
    // Paid ten days before delivery: the sale's date is what counts.
    const past = await insertDeliveredOrder(
      db,
      storage,
      monthsFrom(now, -72, 10 * DAY_MS - HOUR_MS),
    );
    const inside = await insertDeliveredOrder(
      db,
      storage,
      monthsFrom(now, -72, 10 * DAY_MS + HOUR_MS),
    );
    await purge();

    const anonymised = await stateOf(past);
    expect(anonymised.purchase).toMatchObject({
      customer: null,
      userId: null,
      adminNotes: null,
      amount: past.purchase.amount,
      paymentStatus: 'completed',
    });
    expect(anonymised.purged).toContain('sale-anonymised');
    // Filed to no order and with no sign-up, the customer is gone.
    expect(anonymised.user).toBeUndefined();

    const kept = await stateOf(inside);
    expect(kept.purged).not.toContain('sale-anonymised');
    expect(kept.purchase).toMatchObject({ userId: inside.user.id });
    expect(kept.purchase?.customer).toMatchObject({ email: inside.user.email });
    expect(kept.user).toBeDefined();
  });

  it('deletes free sign-ups, their mails and their customers 24 months after the form', async () => {
    const { db } = database;
    const past = await insertFreeSignup(db, monthsFrom(now, -24, -HOUR_MS));
    const inside = await insertFreeSignup(db, monthsFrom(now, -24, HOUR_MS));
    const twice = await insertFreeSignup(db, monthsFrom(now, -30));
    const again = await insertFreeSignup(db, monthsFrom(now, -1), twice.user);
    const buyer = await insertDeliveredOrder(db, storage, monthsFrom(now, -2));
    const buyerSignup = await insertFreeSignup(db, monthsFrom(now, -30), buyer.user);
    await purge();

    const signupIds = (await db.select({ id: freeSignups.id }).from(freeSignups)).map(
      (row) => row.id,
    );
    const customerIds = (await db.select({ id: users.id }).from(users)).map((row) => row.id);
    const mailIds = (await db.select({ id: leasedJobs.id }).from(leasedJobs)).map((row) => row.id);
    const birthIds = (await db.select({ id: birthData.userId }).from(birthData)).map(
      (row) => row.id,
    );

    expect(signupIds).not.toContain(past.signupId);
    expect(mailIds).not.toContain(past.mailId);
    expect(customerIds).not.toContain(past.user.id);
    expect(birthIds).not.toContain(past.user.id);

    expect(signupIds).toContain(inside.signupId);
    expect(mailIds).toContain(inside.mailId);
    expect(birthIds).toContain(inside.user.id);

    // A newer sign-up keeps the customer and their birth data; the old one goes alone.
    expect(signupIds).not.toContain(twice.signupId);
    expect(signupIds).toContain(again.signupId);
    expect(birthIds).toContain(twice.user.id);

    // So does a recent order.
    expect(signupIds).not.toContain(buyerSignup.signupId);
    expect(customerIds).toContain(buyer.user.id);
    expect(birthIds).toContain(buyer.user.id);
  });

  it('finds nothing to do when it runs again', async () => {
    const { db } = database;
    await insertDeliveredOrder(db, storage, monthsFrom(now, -80));
    await insertFreeSignup(db, monthsFrom(now, -25));
    const first = await purge();
    expect(first['sale-anonymised.orders']).toBeGreaterThan(0);
    expect(first['customers.freeSignups']).toBeGreaterThan(0);
    const eventsBefore = await db.$count(orderEvents);

    const second = await purge();
    expect(Object.values(second).every((count) => count === 0)).toBe(true);
    expect(await db.$count(orderEvents)).toBe(eventsBefore);
    expect(log.error).not.toHaveBeenCalled();
  });
});
