/**
 * Delivering a written reading end to end on a real database: files stored and filed on the
 * order, the delivery mail queued with private links, the reading page listing each report, the
 * order delivered, the timeline told, a correction as version 2, and orders that may not be
 * delivered refused with nothing half-written.
 */
import { and, eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writtenDeliveryMessages } from '../../../common/written-delivery';
import type { ReadingWrittenDocument } from '../../../common/order-status-reading';
import { admins, leasedJobs, orderFiles, purchases, writtenDeliveries } from '../../db/schema';
import { REPORT_DELIVERY_KIND, type ReportDeliveryPayload } from '../../orders/order-files';
import { orderStatusView } from '../../orders/order-status';
import { deleteOrderRecords } from '../../customer-data/customer-erasure';
import { findOrder } from '../../orders/orders';
import { orderTimeline } from '../../orders/timeline';
import { createDownloadLinksFor } from '../../storage';
import { signInTestAdmin } from '../../../../tests/support/admin-factories';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import {
  createPaidTestOrder,
  startTestCheckout,
} from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { readPdf } from '../../../../tests/support/read-pdf';
import { readingFor } from '../../../../tests/support/written-reading-factories';
import { deliverWrittenReading, describeDelivery, renderWrittenReadingPdf } from '.';
import type { WrittenReadingDeps } from './deliver-written';
import { renderWrittenPdf } from './render-written';

const ORIGIN = 'http://shop.test';
const context = { shopName: 'Astral Path', supportEmail: 'help@astral.test', publicUrl: ORIGIN };

async function readStored(deps: WrittenReadingDeps, key: string): Promise<Buffer> {
  const stream = await deps.storage.openRead(key);
  if (!stream) throw new Error(`nothing stored at ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each(testDatabaseKinds())('written reading delivery on %s', (kind) => {
  let harness: TestApp;
  let deps: WrittenReadingDeps;
  let adminId: string;
  beforeAll(async () => {
    harness = await createTestApp(kind, {
      ADMIN_EMAILS: 'reader.one@astral.test',
      PUBLIC_URL: ORIGIN,
      UPLOAD_SIGNING_SECRET: 'written-delivery-test-secret-0123456789abcdef',
    });
    deps = {
      db: harness.database.db,
      storage: harness.app.deps.storage,
      links: createDownloadLinksFor(harness.config),
      context,
    };
    const { email } = await signInTestAdmin(harness.app, 'reader.one@astral.test');
    const [admin] = await deps.db.select().from(admins).where(eq(admins.email, email));
    adminId = admin!.id;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('delivers product 7: a PDF per report and the Notion ZIP, mailed, listed and delivered', async () => {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 7);
    const sections = readingFor(7, 300, ['natal-wheel', 'destiny-matrix']);

    const described = await describeDelivery(deps.db, purchaseId);
    expect(described).toEqual({
      fullName: person.fullName,
      email: person.email,
      version: 1,
      files: [
        {
          key: 'intensive-report',
          fileName: `Astrocartography and Human Design report - ${person.fullName}.pdf`,
          format: 'pdf',
        },
        {
          key: 'palmistry',
          fileName: `Palmistry analysis of both hands - ${person.fullName}.pdf`,
          format: 'pdf',
        },
        {
          key: 'strategic-report',
          fileName: `Integrated strategic report - ${person.fullName}.pdf`,
          format: 'pdf',
        },
        {
          key: 'notion-workspace',
          fileName: `Notion Life Blueprint workspace - ${person.fullName}.zip`,
          format: 'zip',
        },
      ],
    });

    const delivered = await deliverWrittenReading(deps, {
      purchaseId,
      sections,
      actorAdminId: adminId,
    });
    expect(delivered.version).toBe(1);
    expect(delivered.fileIds).toHaveLength(4);

    const files = await deps.db
      .select()
      .from(orderFiles)
      .where(eq(orderFiles.purchaseId, purchaseId));
    const written = files.filter((file) => delivered.fileIds.includes(file.id));
    expect(written.map((file) => file.fileName).sort()).toEqual(
      described.files.map((file) => file.fileName).sort(),
    );
    expect(written.every((file) => file.addedBy === 'admin:reader.one@astral.test')).toBe(true);
    const palmistry = written.find((file) => file.deliverable === 'palmistry')!;
    const pdf = await readPdf(await readStored(deps, palmistry.storageKey));
    expect(pdf.text).toContain('Palmistry analysis of both hands');
    expect(pdf.text).toContain(person.fullName);
    expect(palmistry.size).toBe(pdf.bytes);
    const zipFile = written.find((file) => file.deliverable === 'notion-workspace')!;
    expect(zipFile.contentType).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(await readStored(deps, zipFile.storageKey)));
    expect(Object.keys(zip)).toContain('Life Blueprint/90-day plan.csv');
    expect(strFromU8(zip['Life Blueprint/Palmistry analysis of both hands.md']!)).toContain(
      '# Palmistry analysis of both hands',
    );

    const purchase = (await findOrder(deps.db, purchaseId))!;
    expect(purchase.processingStatus).toBe('delivered');

    const mails = await deps.db
      .select()
      .from(leasedJobs)
      .where(
        and(eq(leasedJobs.purchaseId, purchaseId), eq(leasedJobs.mailKind, REPORT_DELIVERY_KIND)),
      );
    const mail = mails.find((job) =>
      (job.payload as ReportDeliveryPayload).files.some(
        (file) => file.fileName === palmistry.fileName,
      ),
    );
    expect(mail?.recipient).toBe(person.email);
    const payload = mail!.payload as ReportDeliveryPayload;
    expect(payload.files).toHaveLength(4);
    expect(payload.files.every((file) => file.downloadPath.startsWith('/api/downloads/'))).toBe(
      true,
    );
    expect(payload.stillToCome).toBeNull();
    const zipLink = payload.files.find((file) => file.fileName.endsWith('.zip'))!;
    const downloaded = await harness.app.inject({ method: 'GET', url: zipLink.downloadPath });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/zip');
    expect(downloaded.headers['content-disposition']).toContain('attachment');
    expect(downloaded.rawPayload.length).toBe(zipFile.size);

    const view = await orderStatusView(deps.db, purchase, deps.links, {
      supportEmail: 'help@astral.test',
      holidays: new Set(),
      now: new Date(),
    });
    const writtenItems = view.reading!.deliverables.filter(
      (item): item is ReadingWrittenDocument => item.kind === 'written-document',
    );
    expect(writtenItems.map((item) => [item.key, item.state, item.file?.fileName])).toEqual(
      described.files.map((file) => [file.key, 'delivered', file.fileName]),
    );
    expect(view.files.map((file) => file.fileName)).toEqual(
      expect.arrayContaining(described.files.map((file) => file.fileName)),
    );

    const timeline = await orderTimeline(deps.db, purchaseId);
    const told = timeline.find((event) => event.kind === 'written-reading-delivered');
    expect(told?.actor).toBe('admin:reader.one@astral.test');
    expect(told?.data).toMatchObject({
      version: 1,
      files: expect.arrayContaining([expect.objectContaining({ key: 'palmistry' })]),
    });
    expect(timeline.some((event) => event.kind === 'report-delivered')).toBe(true);
  });

  it('re-delivers a corrected reading as version 2 and keeps version 1 on record', async () => {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 6);
    const first = readingFor(6, 200, []);
    await deliverWrittenReading(deps, { purchaseId, sections: first, actorAdminId: adminId });
    const corrected = readingFor(6, 250, ['bodygraph']);
    const second = await deliverWrittenReading(deps, {
      purchaseId,
      sections: corrected,
      actorAdminId: adminId,
    });
    expect(second.version).toBe(2);

    const versions = await deps.db
      .select()
      .from(writtenDeliveries)
      .where(eq(writtenDeliveries.purchaseId, purchaseId))
      .orderBy(writtenDeliveries.version);
    expect(versions.map((row) => row.version)).toEqual([1, 2]);
    expect(versions[0]!.sections).toEqual(first);
    expect(versions[1]!.sections).toEqual(corrected);
    expect(versions[1]!.fileIds).toEqual(second.fileIds);
    // The second mail says the reader revised the reading, not that a birth was corrected.
    const updates = (
      await deps.db
        .select()
        .from(leasedJobs)
        .where(
          and(eq(leasedJobs.purchaseId, purchaseId), eq(leasedJobs.mailKind, REPORT_DELIVERY_KIND)),
        )
    )
      .map((job) => job.payload as ReportDeliveryPayload)
      .filter((payload) => payload.isUpdate);
    expect(updates.map((payload) => payload.updateReason)).toEqual(['revised']);

    const names = (
      await deps.db.select().from(orderFiles).where(eq(orderFiles.purchaseId, purchaseId))
    ).map((file) => file.fileName);
    expect(names).toEqual(
      expect.arrayContaining([
        `Integrated strategic report - ${person.fullName}.pdf`,
        `Integrated strategic report - ${person.fullName} (version 2).pdf`,
      ]),
    );
    const purchase = (await findOrder(deps.db, purchaseId))!;
    const view = await orderStatusView(deps.db, purchase, deps.links, {
      supportEmail: 'help@astral.test',
      holidays: new Set(),
      now: new Date(),
    });
    const strategic = view.reading!.deliverables.find(
      (item): item is ReadingWrittenDocument =>
        item.kind === 'written-document' && item.key === 'strategic-report',
    );
    expect(strategic?.file?.fileName).toBe(
      `Integrated strategic report - ${person.fullName} (version 2).pdf`,
    );
    // Version 1 stays on record, replaced: the customer's files are the current version only.
    expect(view.files.map((file) => file.fileName)).not.toContain(
      `Integrated strategic report - ${person.fullName}.pdf`,
    );
    expect((await describeDelivery(deps.db, purchaseId)).version).toBe(3);
    const events = (await orderTimeline(deps.db, purchaseId)).filter(
      (event) => event.kind === 'written-reading-delivered',
    );
    expect(events.map((event) => (event.data as { version: number }).version)).toEqual([1, 2]);

    // Erasing the customer takes the delivered texts with the files they became.
    await deps.db.transaction((tx) => deleteOrderRecords(tx, [purchaseId]));
    expect(
      await deps.db
        .select()
        .from(writtenDeliveries)
        .where(eq(writtenDeliveries.purchaseId, purchaseId)),
    ).toEqual([]);
  });

  it('asks product 5 to book its consultation, reminding a set number of days after the delivery', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 5);
    const deliveredAt = new Date('2027-03-01T09:30:00Z');
    await deliverWrittenReading(
      { ...deps, context: { ...context, now: deliveredAt }, unbookedReminderDays: 5 },
      { purchaseId, sections: readingFor(5, 200, []), actorAdminId: adminId },
    );
    const mails = await deps.db
      .select({ dedupeKey: leasedJobs.dedupeKey, nextAttemptAt: leasedJobs.nextAttemptAt })
      .from(leasedJobs)
      .where(eq(leasedJobs.purchaseId, purchaseId));
    const reminder = mails.find((mail) => mail.dedupeKey?.startsWith('sessions-unbooked:'));
    expect(reminder?.dedupeKey).toBe(`sessions-unbooked:${purchaseId}:consultation-60`);
    expect(reminder!.nextAttemptAt.toISOString()).toBe('2027-03-06T09:30:00.000Z');
  });

  it('refuses unpaid, refunded, unknown and other products orders, and storage keeps nothing', async () => {
    const unpaid = await startTestCheckout(harness.app, 6);
    const attempt = (purchaseId: string, sections = readingFor(6, 100, [])) =>
      deliverWrittenReading(deps, { purchaseId, sections, actorAdminId: adminId });
    await expect(attempt(unpaid.purchaseId)).rejects.toMatchObject({
      code: 'conflict',
      message: writtenDeliveryMessages.notPaid,
    });
    await expect(describeDelivery(deps.db, unpaid.purchaseId)).rejects.toMatchObject({
      code: 'conflict',
    });
    await expect(
      renderWrittenReadingPdf(deps, {
        purchaseId: unpaid.purchaseId,
        sections: readingFor(6, 50, []),
      }),
    ).rejects.toMatchObject({ code: 'conflict' });

    const { purchaseId: refunded } = await createPaidTestOrder(harness.app, 6);
    await deps.db
      .update(purchases)
      .set({ paymentStatus: 'refunded' })
      .where(eq(purchases.id, refunded));
    await expect(attempt(refunded)).rejects.toMatchObject({
      message: writtenDeliveryMessages.refunded,
    });

    await expect(attempt('not-a-uuid')).rejects.toMatchObject({ code: 'not_found' });
    await expect(attempt('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'not_found',
    });

    const { purchaseId: computedOnly } = await createPaidTestOrder(harness.app, 3);
    await expect(attempt(computedOnly)).rejects.toMatchObject({
      message: writtenDeliveryMessages.noWrittenReading,
    });

    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
    // Another product's sections, a missing section, an empty section, an unknown reader.
    await expect(attempt(purchaseId, readingFor(5, 100, []))).rejects.toMatchObject({
      message: writtenDeliveryMessages.sectionsMismatch,
    });
    await expect(attempt(purchaseId, readingFor(6, 100, []).slice(1))).rejects.toMatchObject({
      message: writtenDeliveryMessages.sectionsMismatch,
    });
    const withEmpty = readingFor(6, 100, []);
    withEmpty[0] = { ...withEmpty[0]!, doc: { type: 'doc', content: [{ type: 'paragraph' }] } };
    await expect(attempt(purchaseId, withEmpty)).rejects.toMatchObject({
      message: writtenDeliveryMessages.sectionEmpty('Astrocartography and Human Design report'),
    });
    const forged = readingFor(6, 100, []);
    (forged[0]!.doc.content as unknown[]).push({ type: 'html', content: '<script>' });
    await expect(attempt(purchaseId, forged)).rejects.toMatchObject({ code: 'bad_request' });
    await expect(
      deliverWrittenReading(deps, {
        purchaseId,
        sections: readingFor(6, 100, []),
        actorAdminId: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toMatchObject({ code: 'forbidden' });

    for (const id of [purchaseId, refunded]) {
      expect(await deps.db.select().from(orderFiles).where(eq(orderFiles.purchaseId, id))).toEqual(
        [],
      );
      expect(
        await deps.db.select().from(writtenDeliveries).where(eq(writtenDeliveries.purchaseId, id)),
      ).toEqual([]);
      expect((await findOrder(deps.db, id))!.processingStatus).not.toBe('delivered');
    }
  });

  it('a refund while the reading is drawn wins: nothing is filed and the stored files go', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
    const written: string[] = [];
    const racing: WrittenReadingDeps = {
      ...deps,
      storage: {
        ...deps.storage,
        write: (object) => {
          written.push(object.key);
          return deps.storage.write(object);
        },
        remove: (key) => deps.storage.remove(key),
        openRead: (key) => deps.storage.openRead(key),
      },
      draw: async (request) => {
        await deps.db
          .update(purchases)
          .set({ paymentStatus: 'refunded' })
          .where(eq(purchases.id, purchaseId));
        return renderWrittenPdf(request);
      },
    };
    await expect(
      deliverWrittenReading(racing, {
        purchaseId,
        sections: readingFor(6, 100, []),
        actorAdminId: adminId,
      }),
    ).rejects.toMatchObject({ message: writtenDeliveryMessages.refunded });
    expect(written.length).toBe(3);
    for (const key of written) expect(await deps.storage.openRead(key)).toBeNull();
    expect(
      await deps.db.select().from(orderFiles).where(eq(orderFiles.purchaseId, purchaseId)),
    ).toEqual([]);
  });

  it('previews the whole reading as one PDF without filing anything', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 8);
    const pdf = await readPdf(
      await renderWrittenReadingPdf(deps, {
        purchaseId,
        sections: readingFor(8, 150, ['year-events']),
      }),
    );
    for (const title of [
      'Palmistry analysis of both hands',
      'Executive alignment report',
      'Notion Life Blueprint workspace',
    ]) {
      expect(pdf.pageTexts[1]).toContain(title);
    }
    expect(pdf.text.replace(/\s/g, '')).toMatch(/YOURYEAR.SKEYDATES/);
    expect(
      await deps.db.select().from(orderFiles).where(eq(orderFiles.purchaseId, purchaseId)),
    ).toEqual([]);
  });
});
