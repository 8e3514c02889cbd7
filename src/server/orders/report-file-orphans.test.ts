import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shiftedClock } from '../clock';
import type { DatabaseHandle } from '../db/client';
import { retentionSchedule } from '../retention-schedule';
import { createLocalStorage } from '../storage/local-storage';
import { createS3Storage } from '../storage/s3-storage';
import type { ObjectStorage } from '../storage/types';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import { makePdf } from '../../../tests/support/file-fixtures';
import { insertDeliveredOrder } from '../../../tests/support/retention-factories';
import { startTestS3Server, type TestS3Server } from '../../../tests/support/s3-server';
import { reportStorageKey } from './order-files';
import { ORPHAN_REPORT_FILE_AGE_MS, sweepOrphanReportFiles } from './report-file-orphans';

const HOUR_MS = 60 * 60 * 1000;
const storageKinds = ['local', 's3'] as const;

describe.each(testDatabaseKinds())('stored report files no order names, on %s', (kind) => {
  let database: DatabaseHandle;
  let rootDir = '';
  let s3: TestS3Server;
  const storages = {} as Record<(typeof storageKinds)[number], ObjectStorage>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    rootDir = await mkdtemp(path.join(os.tmpdir(), 'shop-report-orphans-'));
    s3 = await startTestS3Server();
    storages.local = createLocalStorage({
      rootDir,
      signingSecret: 'orphans-test-secret-0123456789',
    });
    storages.s3 = createS3Storage(s3.settings);
  });
  afterAll(async () => {
    await database?.close();
    await s3?.close();
    await rm(rootDir, { recursive: true, force: true });
  });

  /** A paid order with its filed report, and a PDF stored for it that was never filed. */
  async function orderWithOrphan(storage: ObjectStorage) {
    const order = await insertDeliveredOrder(database.db, storage, new Date());
    // What a render killed between storing its PDF and filing it leaves behind.
    const orphanKey = reportStorageKey(order.purchase.id, randomUUID());
    await storage.write({
      key: orphanKey,
      body: makePdf('unfiled'),
      contentType: 'application/pdf',
    });
    return { ...order, orphanKey };
  }

  it.each(storageKinds)(
    'removes an unfiled PDF once it is a day old, and nothing else (%s storage)',
    async (storageKind) => {
      const storage = storages[storageKind];
      const { fileKey, uploadKey, orphanKey } = await orderWithOrphan(storage);
      const deps = { db: database.db, storage };

      // Young enough to be a render still filing it: kept.
      await sweepOrphanReportFiles(deps, { now: new Date() });
      expect(await storage.head(orphanKey)).not.toBeNull();

      const later = new Date(Date.now() + ORPHAN_REPORT_FILE_AGE_MS + HOUR_MS);
      expect(await sweepOrphanReportFiles(deps, { now: later })).toBeGreaterThanOrEqual(1);
      expect(await storage.head(orphanKey)).toBeNull();
      // The order's filed report and the customer's upload stay.
      expect(await storage.head(fileKey)).not.toBeNull();
      expect(await storage.head(uploadKey)).not.toBeNull();
      expect(await sweepOrphanReportFiles(deps, { now: later })).toBe(0);
    },
  );

  it('judges age by when the file was written: an old orphan goes, a fresh one stays', async () => {
    const storage = storages.local;
    const old = await orderWithOrphan(storage);
    const fresh = await orderWithOrphan(storage);
    const twoDaysAgo = new Date(Date.now() - 2 * ORPHAN_REPORT_FILE_AGE_MS);
    await utimes(path.join(rootDir, old.orphanKey), twoDaysAgo, twoDaysAgo);

    await sweepOrphanReportFiles({ db: database.db, storage }, { now: new Date() });
    expect(await storage.head(old.orphanKey)).toBeNull();
    expect(await storage.head(fresh.orphanKey)).not.toBeNull();
  });

  it('is part of the daily run, which counts what it removed', async () => {
    const storage = storages.local;
    const { orphanKey } = await orderWithOrphan(storage);
    const clock = shiftedClock();
    // A day of its own, years from any other test's, so this run is this test's.
    clock.advance((1200 + Math.floor(Math.random() * 1000)) * 24 * HOUR_MS);
    const log = { info: vi.fn(), error: vi.fn() };
    const job = retentionSchedule({ db: database.db, storage, clock: clock.now, log });
    try {
      expect(await job.runIfDue()).toBe(true);
    } finally {
      await job.stop();
    }
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ 'orphans.reportFiles': expect.any(Number) }),
      'retention-purge done',
    );
    // (The order's own files are gone too, by then past their retention: the purge's part.)
    expect(await storage.head(orphanKey)).toBeNull();
  });
});
