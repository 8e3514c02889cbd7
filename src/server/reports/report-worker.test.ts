import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActionMessages, type AdminOrderFile } from '../../common/admin-actions';
import type { OrderStatusView } from '../../common/order-status';
import { leasedJobs, orderFiles, purchases } from '../db/schema';
import { mailTemplates } from '../mail/templates';
import type { MailMessage } from '../mail/types';
import { REPORT_DELIVERY_KIND, type ReportDeliveryPayload } from '../orders/order-files';
import { orderTimeline } from '../orders/timeline';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { createDownloadLinksFor } from '../storage';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../tests/support/admin-factories';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createPaidTestOrder, startTestCheckout } from '../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../tests/support/database';
import { makePdf } from '../../../tests/support/file-fixtures';
import { createTestMailWorker, testMailContext } from '../../../tests/support/mail-worker';
import { computedDocumentTitle } from '../../common/catalogue';
import type { ReportRenderer } from './generate-report';
import type { DocumentRequest, DocumentResult } from './render-document';
import type { ReportInput } from './report-input';
import { createReportWorker, type ReportWorker } from './report-worker';

const ORIGIN = 'http://shop.test';
const silent = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Stands in for the PDF documents (tested on their own): a tiny real PDF naming the chart, and
 * a map that, as the real one, cannot be drawn without a known birthplace.
 */
function recordingRenderer(): ReportRenderer & {
  inputs: ReportInput[];
  requests: DocumentRequest[];
  failing: boolean;
} {
  const renderer = {
    inputs: [] as ReportInput[],
    requests: [] as DocumentRequest[],
    failing: false,
    async render(request: DocumentRequest): Promise<DocumentResult> {
      if (renderer.failing) throw new Error('renderer exploded');
      const { input, document } = request;
      renderer.inputs.push(input);
      renderer.requests.push(request);
      // As the real map (render-astrocartography.ts): its lines need a birthplace and a time.
      if (document === 'astrocartography-map' && (!input.chart.place || !input.birth.time)) {
        return {
          kind: 'not-computable',
          document,
          reason: 'The lines need a birthplace and a time.',
        };
      }
      return {
        kind: 'document',
        document,
        pdf: makePdf(`${input.fullName} Sun ${input.chart.sun.sign}`),
        fileName: `${computedDocumentTitle(document)} - ${input.fullName}.pdf`,
      };
    },
  };
  return renderer;
}

describe.each(testDatabaseKinds())('computed reports on %s', (kind) => {
  let harness: TestApp;
  let cookie: string;
  let renderer: ReturnType<typeof recordingRenderer>;
  let worker: ReportWorker;

  beforeAll(async () => {
    harness = await createTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL: ORIGIN });
    ({ cookie } = await signInTestAdmin(harness.app));
    renderer = recordingRenderer();
    worker = createReportWorker({
      db: harness.database.db,
      storage: harness.app.deps.storage,
      links: createDownloadLinksFor(harness.config),
      renderer,
      context: { shopName: 'Astral Path', supportEmail: 'help@astral.test', publicUrl: ORIGIN },
      logger: silent,
      retryPolicy: { firstDelayMs: 0, maxDelayMs: 0, giveUpAfterMs: 0, minAttempts: 2 },
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const db = () => harness.database.db;
  /** The order's report jobs, their payload and result read out beside the columns. */
  const jobsOf = async (purchaseId: string) =>
    (
      await db()
        .select()
        .from(leasedJobs)
        .where(and(eq(leasedJobs.kind, 'report'), eq(leasedJobs.purchaseId, purchaseId)))
        .orderBy(leasedJobs.queuedOrder)
    ).map((row) => ({ ...row, ...(row.payload as object), ...row.result }));
  const filesOf = (purchaseId: string) =>
    db()
      .select()
      .from(orderFiles)
      .where(eq(orderFiles.purchaseId, purchaseId))
      .orderBy(orderFiles.createdAt);
  const deliveryMails = (purchaseId: string) =>
    db()
      .select()
      .from(leasedJobs)
      .where(
        and(eq(leasedJobs.purchaseId, purchaseId), eq(leasedJobs.mailKind, REPORT_DELIVERY_KIND)),
      )
      .orderBy(leasedJobs.createdAt);
  const regenerate = (purchaseId: string, payload: object, headers = { origin: ORIGIN, cookie }) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/admin/purchase/${purchaseId}/regenerate-report`,
      headers,
      payload,
    });
  /** Runs the worker until nothing is due (other tests' jobs included). */
  const drain = async () => {
    while ((await worker.runOnce()) > 0);
  };

  it('queues one report with the payment, makes it, files it and mails it with the PDF attached', async () => {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 2, {
      birthLocation: 'Cologne, Germany',
    });
    expect(await jobsOf(purchaseId)).toEqual([
      expect.objectContaining({ reason: 'paid', status: 'queued', requestedBy: 'system' }),
    ]);
    await drain();

    const [job] = await jobsOf(purchaseId);
    const files = await filesOf(purchaseId);
    expect(files).toEqual([
      expect.objectContaining({
        fileName: `The Cosmic Map - ${person.fullName}.pdf`,
        contentType: 'application/pdf',
        addedBy: 'system',
      }),
    ]);
    expect(job).toMatchObject({ status: 'done', orderFileId: files[0]?.id, attempts: 1 });
    const stored = await harness.app.deps.storage.read(files[0]?.storageKey ?? '', 1_000_000);
    expect(stored?.subarray(0, 5).toString()).toBe('%PDF-');

    const input = renderer.inputs.at(-1);
    expect(input).toMatchObject({
      productId: 2,
      fullName: person.fullName,
      birth: { date: '1991-07-21', time: '15:45', placeText: 'Cologne, Germany' },
      orderReference: purchaseId.slice(-8).toUpperCase(),
    });
    expect(input?.chart.place?.timeZone).toBe('Europe/Berlin');

    const [order] = await db().select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(order?.processingStatus).toBe('delivered');
    const kinds = (await orderTimeline(db(), purchaseId)).map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['paid', 'report-generated', 'report-delivered']));

    const [mail] = await deliveryMails(purchaseId);
    expect(mail?.recipient).toBe(person.email);
    const rendered = await mailTemplates[REPORT_DELIVERY_KIND]?.(
      mail?.payload as Record<string, unknown>,
      { shopName: 'Astral Path', supportEmail: 'help@astral.test', publicUrl: ORIGIN },
    );
    expect(rendered?.subject).toBe('Your reading is ready: The Cosmic Map');
    expect(rendered?.text).toContain('attached to this e-mail as a PDF');
    expect(rendered?.attachments).toEqual([
      {
        fileName: `The Cosmic Map - ${person.fullName}.pdf`,
        contentType: 'application/pdf',
        storageKey: files[0]?.storageKey,
      },
    ]);
  });

  it('lets the admin download the report from its order only, and nobody else', async () => {
    const first = await createPaidTestOrder(harness.app, 1);
    const second = await createPaidTestOrder(harness.app, 2);
    await drain();
    const [file] = await filesOf(first.purchaseId);
    const download = (purchaseId: string, fileId: string, withCookie = cookie) =>
      harness.app.inject({
        method: 'GET',
        url: `/api/admin/purchase/${purchaseId}/files/${fileId}/download`,
        headers: { cookie: withCookie },
      });
    const ok = await download(first.purchaseId, file?.id ?? '');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['content-disposition']).toMatch(
      /^attachment; filename="The Quick Glimpse - /,
    );
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(
      ok.rawPayload.equals((await harness.app.deps.storage.read(file?.storageKey ?? '', 1e6))!),
    ).toBe(true);
    // The file id of one order under another order's path is not found.
    expect((await download(second.purchaseId, file?.id ?? '')).statusCode).toBe(404);
    expect((await download(first.purchaseId, 'not-a-uuid')).statusCode).toBe(400);
    expect((await download(first.purchaseId, file?.id ?? '', '')).statusCode).toBe(401);
  });

  it('sends the stored PDF itself as the attachment', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 1);
    await drain();
    const [file] = await filesOf(purchaseId);
    const sent: MailMessage[] = [];
    const mailWorker = createTestMailWorker({
      db: db(),
      transport: {
        async send(message) {
          sent.push(message);
          return { messageId: `<${sent.length}@test>` };
        },
      },
      templates: mailTemplates,
      context: testMailContext(ORIGIN),
      logger: silent,
      loadAttachment: (key) => harness.app.deps.storage.read(key, 10_000_000),
    });
    while ((await mailWorker.runOnce()) > 0);
    const delivery = sent.find(
      (message) => message.subject === 'Your reading is ready: The Quick Glimpse',
    );
    const stored = await harness.app.deps.storage.read(file?.storageKey ?? '', 1_000_000);
    expect(delivery?.attachments).toEqual([
      { filename: file?.fileName, content: stored, contentType: 'application/pdf' },
    ]);
  });

  it('makes the documents of a higher tier at once, and leaves the order to its readers', async () => {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 6, {
      birthLocation: 'Cologne, Germany',
    });
    await drain();
    const files = await filesOf(purchaseId);
    expect(files.map((file) => [file.deliverable, file.fileName])).toEqual([
      ['cosmic-map', `The Cosmic Map - ${person.fullName}.pdf`],
      ['dynamic-profile', `Your Dynamic Profile - ${person.fullName}.pdf`],
      ['affirmations', `52 Affirmations - ${person.fullName}.pdf`],
      ['journal', `Your Year Journal - ${person.fullName}.pdf`],
      ['astrocartography-map', `Astrocartography Map - ${person.fullName}.pdf`],
      ['human-design-profile', `Human Design Profile - ${person.fullName}.pdf`],
      ['destiny-matrix', `Your Destiny Matrix - ${person.fullName}.pdf`],
    ]);
    const journal = renderer.requests.find(
      (request) => request.input.fullName === person.fullName && request.document === 'journal',
    );
    expect(journal?.journalStartsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${journal?.journalStartsOn}T00:00:00Z`).getUTCDay()).toBe(1);
    // Week 1 lists nothing from before the day the order was paid.
    const [paid] = await db().select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(journal?.journalFirstDay).toBe(paid?.completedAt?.toISOString().slice(0, 10));
    const map = renderer.requests.find(
      (request) =>
        request.input.fullName === person.fullName && request.document === 'astrocartography-map',
    );
    expect(map?.astrocartography?.lines.length).toBe(40);
    const [order] = await db().select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(order?.processingStatus).toBe('received');
    const kinds = (await orderTimeline(db(), purchaseId)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'report-generated')).toHaveLength(7);
    expect(kinds.filter((kind) => kind === 'report-delivered')).toHaveLength(1);

    const mails = await deliveryMails(purchaseId);
    expect(mails).toHaveLength(1);
    const rendered = await mailTemplates[REPORT_DELIVERY_KIND]?.(
      mails[0]?.payload as Record<string, unknown>,
      { shopName: 'Astral Path', supportEmail: 'help@astral.test', publicUrl: ORIGIN },
    );
    expect(rendered?.attachments).toHaveLength(7);
    expect(rendered?.text).toContain('Palmistry analysis of both hands');
    expect(rendered?.text).toContain('Integrated strategic report');
    expect(rendered?.text).toContain('within 10 to 14 business days after');
  });

  it('sends what the birth data allows when the map needs a birthplace we know', async () => {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 5, {
      birthLocation: 'Xqzzyville',
    });
    await drain();
    const made = (await filesOf(purchaseId)).map((file) => file.fileName);
    expect(made).toContain(`The Cosmic Map - ${person.fullName}.pdf`);
    expect(made).toContain(`Human Design Profile - ${person.fullName}.pdf`);
    expect(made).not.toContain(`Astrocartography Map - ${person.fullName}.pdf`);
    expect(await jobsOf(purchaseId)).toEqual([expect.objectContaining({ status: 'done' })]);
    // The mail says which document it leaves out and why, instead of leaving it out silently.
    const [mail] = await deliveryMails(purchaseId);
    const rendered = await mailTemplates[REPORT_DELIVERY_KIND]?.(
      mail?.payload as Record<string, unknown>,
      { shopName: 'Astral Path', supportEmail: 'help@astral.test', publicUrl: ORIGIN },
    );
    for (const body of [rendered?.text, rendered?.html]) {
      expect(body).toContain('Not in this e-mail: Astrocartography Map.');
      expect(body).toContain('The lines need a birthplace and a time.');
    }
  });

  it('makes no report twice for one payment', async () => {
    const paid = await createPaidTestOrder(harness.app, 2);
    // The payment provider reports the same payment again.
    await harness.app.inject({
      method: 'POST',
      url: '/api/save-user-data',
      payload: { purchaseId: paid.purchaseId, ...paid.person },
    });
    expect(await jobsOf(paid.purchaseId)).toHaveLength(1);
    await drain();
  });

  it('makes nothing for an order refunded before its turn', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 2);
    const refunded = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/purchase/${purchaseId}/refund`,
      headers: { origin: ORIGIN, cookie },
      payload: { reason: 'Bought by mistake' },
    });
    expect(refunded.statusCode).toBe(200);
    await drain();
    expect(await jobsOf(purchaseId)).toEqual([expect.objectContaining({ status: 'cancelled' })]);
    expect(await filesOf(purchaseId)).toEqual([]);
    expect(await deliveryMails(purchaseId)).toEqual([]);
  });

  it('retries a failed render, then gives up and says so on the timeline', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 1);
    renderer.failing = true;
    try {
      await worker.runOnce();
      expect(await jobsOf(purchaseId)).toEqual([
        expect.objectContaining({ status: 'queued', attempts: 1, lastError: 'renderer exploded' }),
      ]);
      await worker.runOnce();
      expect(await jobsOf(purchaseId)).toEqual([
        expect.objectContaining({ status: 'dead', attempts: 2 }),
      ]);
    } finally {
      renderer.failing = false;
    }
    const kinds = (await orderTimeline(db(), purchaseId)).map((event) => event.kind);
    expect(kinds).toContain('report-failed');
    expect(await filesOf(purchaseId)).toEqual([]);
  });

  it('lets an admin correct the birth data and sends the new version', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 2, {
      birthLocation: 'Xqzzyville',
    });
    await drain();
    expect(renderer.inputs.at(-1)?.chart.ascendant).toBeNull();

    const reply = await regenerate(purchaseId, {
      birthData: { birthDate: '1991-07-21', birthTime: '03:45', birthLocation: 'Lisboa, Portugal' },
    });
    expect(reply.statusCode).toBe(200);
    const detail = await harness.app.inject({
      method: 'GET',
      url: `/api/purchase/${purchaseId}`,
      headers: { cookie },
    });
    expect(detail.json()).toMatchObject({
      computedReport: {
        birthData: {
          birthDate: '1991-07-21',
          birthTime: '03:45',
          birthLocation: 'Lisboa, Portugal',
        },
        isInProgress: true,
      },
    });
    await drain();

    const input = renderer.inputs.at(-1);
    expect(input?.birth).toEqual({
      date: '1991-07-21',
      time: '03:45',
      placeText: 'Lisboa, Portugal',
    });
    expect(input?.chart.place?.timeZone).toBe('Europe/Lisbon');
    expect(input?.chart.ascendant).not.toBeNull();
    const files = await filesOf(purchaseId);
    expect(files.map((file) => file.fileName)).toEqual([
      expect.stringMatching(/^The Cosmic Map - .+\.pdf$/),
      expect.stringMatching(/\(version 2\)\.pdf$/),
    ]);
    const mails = await deliveryMails(purchaseId);
    expect(mails).toHaveLength(2);
    const latest = await mailTemplates[REPORT_DELIVERY_KIND]?.(
      mails[1]?.payload as Record<string, unknown>,
      { shopName: 'Astral Path', supportEmail: 'help@astral.test', publicUrl: ORIGIN },
    );
    expect(latest?.subject).toBe('Your corrected reading: The Cosmic Map');
    expect(latest?.text).toContain('the download links in that e-mail now open this one');
    const kinds = (await orderTimeline(db(), purchaseId)).map((event) => event.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['birth-data-corrected', 'report-regeneration-requested']),
    );
    expect(kinds.filter((kind) => kind === 'report-generated')).toHaveLength(2);
  });

  it('lets an admin correct the birth time to "not known", and back to a time', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 2);
    await drain();
    expect(renderer.inputs.at(-1)?.chart.ascendant).not.toBeNull();
    const unknown = {
      birthDate: '1991-07-21',
      birthTimeUnknown: true,
      birthLocation: 'Seattle, WA',
    };
    // A time left in the field is set aside with the box ticked; without it, it is asked for.
    expect(
      (await regenerate(purchaseId, { birthData: { ...unknown, birthTime: '' } })).statusCode,
    ).toBe(200);
    const missing = await regenerate(purchaseId, {
      birthData: { ...unknown, birthTimeUnknown: false, birthTime: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(adminActionMessages.birthTime);
    await drain();
    expect(renderer.inputs.at(-1)?.birth.time).toBeNull();
    expect(renderer.inputs.at(-1)?.chart.ascendant).toBeNull();
    const detail = await harness.app.inject({
      method: 'GET',
      url: `/api/purchase/${purchaseId}`,
      headers: { cookie },
    });
    expect(detail.json()).toMatchObject({
      computedReport: { birthData: { ...unknown, birthTime: '' } },
    });
    const corrected = (await orderTimeline(db(), purchaseId)).find(
      (event) => event.kind === 'birth-data-corrected',
    );
    expect(corrected?.data).toMatchObject({
      from: { birthTimeUnknown: false, birthTime: '15:45' },
      to: { birthTimeUnknown: true, birthTime: '' },
    });

    const known = { ...unknown, birthTimeUnknown: false, birthTime: '15:45' };
    expect((await regenerate(purchaseId, { birthData: known })).statusCode).toBe(200);
    await drain();
    expect(renderer.inputs.at(-1)?.birth.time).toBe('15:45');
  });

  it('offers the customer only the corrected version, and keeps the replaced one for the admin', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 2, {
      birthLocation: 'Lisboa, Portugal',
    });
    await drain();
    const [first] = await filesOf(purchaseId);
    const links = createDownloadLinksFor(harness.config);
    const firstLink = links.sign(first!.id).path;

    // The birthplace was in the wrong country: the admin corrects it and the map is made again.
    const reply = await regenerate(purchaseId, {
      birthData: { birthDate: '1991-07-21', birthTime: '15:45', birthLocation: 'Portland, Oregon' },
    });
    expect(reply.statusCode).toBe(200);
    await drain();
    const current = (await filesOf(purchaseId)).find((file) => file.id !== first!.id)!;
    expect(current.fileName).toMatch(/\(version 2\)\.pdf$/);

    // The reading page lists the corrected map alone, under its document and nowhere else.
    const token = createOrderAccessTokensFor(harness.config).sign(purchaseId);
    const page = await harness.app.inject({
      method: 'POST',
      url: '/api/order-status/link',
      payload: { token },
    });
    const view = page.json<OrderStatusView>();
    expect(view.files.map((file) => file.fileName)).toEqual([current.fileName]);
    const map = view.reading?.deliverables.find((item) => item.kind === 'computed-document');
    expect(map).toMatchObject({ state: 'delivered', file: { fileName: current.fileName } });
    expect(page.body).not.toContain(first!.id);

    // The first mail's link now opens the corrected map, never the one for the wrong place.
    const old = await harness.app.inject({ method: 'GET', url: firstLink });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-disposition']).toContain('(version 2).pdf');
    expect(Number(old.headers['content-length'])).toBe(current.size);

    // Fresh links go to the current version only.
    const reissued = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/purchase/${purchaseId}/reissue-links`,
      headers: { origin: ORIGIN, cookie },
    });
    expect(reissued.statusCode).toBe(200);
    const lastMail = (await deliveryMails(purchaseId)).at(-1)?.payload as ReportDeliveryPayload;
    expect(lastMail.isReissue).toBe(true);
    expect(lastMail.files.map((file) => file.fileName)).toEqual([current.fileName]);

    // The admin keeps the history, the replaced file marked as such.
    const listed = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/purchase/${purchaseId}/files`,
      headers: { cookie },
    });
    expect(listed.json<AdminOrderFile[]>()).toEqual([
      expect.objectContaining({
        fileId: first!.id,
        isDelivered: true,
        replaced: { at: expect.any(String), byFileName: current.fileName },
      }),
      expect.objectContaining({ fileId: current.id, isDelivered: true, replaced: null }),
    ]);
  });

  it('withdraws the map when the corrected birth data can no longer draw it', async () => {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 5, {
      birthLocation: 'Cologne, Germany',
    });
    await drain();
    const mapName = `Astrocartography Map - ${person.fullName}.pdf`;
    const map = (await filesOf(purchaseId)).find((file) => file.fileName === mapName)!;
    const mapLink = createDownloadLinksFor(harness.config).sign(map.id).path;

    // The customer does not know their time after all: the map, drawn for a time, cannot stay.
    const reply = await regenerate(purchaseId, {
      birthData: { birthDate: '1991-07-21', birthTimeUnknown: true, birthLocation: 'Cologne' },
    });
    expect(reply.statusCode).toBe(200);
    await drain();

    const token = createOrderAccessTokensFor(harness.config).sign(purchaseId);
    const page = await harness.app.inject({
      method: 'POST',
      url: '/api/order-status/link',
      payload: { token },
    });
    const view = page.json<OrderStatusView>();
    expect(view.files.map((file) => file.fileName)).not.toContain(mapName);
    const mapItem = view.reading?.deliverables.find(
      (item) => item.kind === 'computed-document' && item.document === 'astrocartography-map',
    );
    expect(mapItem).toMatchObject({ state: 'waiting' });
    expect(page.body).not.toContain(map.id);
    // The first mail's link to it says it was replaced instead of serving it.
    expect((await harness.app.inject({ method: 'GET', url: mapLink })).statusCode).toBe(410);

    const listed = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/purchase/${purchaseId}/files`,
      headers: { cookie },
    });
    expect(listed.json<AdminOrderFile[]>()).toContainEqual(
      expect.objectContaining({
        fileId: map.id,
        replaced: { at: expect.any(String), byFileName: null },
      }),
    );
  });

  it('refuses bad birth data, other products, unpaid orders, strangers and foreign pages', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 2);
    await drain();
    const badDate = await regenerate(purchaseId, {
      birthData: { birthDate: '1991-02-30', birthTime: '03:45', birthLocation: 'Oslo' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.body).toContain(adminActionMessages.birthDate);
    const badTime = await regenerate(purchaseId, {
      birthData: { birthDate: '1991-02-03', birthTime: '24:10', birthLocation: 'Oslo' },
    });
    expect(badTime.statusCode).toBe(400);
    const nullByte = await regenerate(purchaseId, {
      birthData: { birthDate: '1991-02-03', birthTime: '04:10', birthLocation: 'Os\u0000lo' },
    });
    expect(nullByte.statusCode).toBe(400);

    const unpaid = await startTestCheckout(harness.app, 2);
    expect((await regenerate(unpaid.purchaseId, {})).statusCode).toBe(409);
    expect((await regenerate('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404);
    expect((await regenerate(purchaseId, {}, { origin: ORIGIN, cookie: '' })).statusCode).toBe(401);
    expect(
      (await regenerate(purchaseId, {}, { origin: 'https://evil.test', cookie })).statusCode,
    ).toBe(403);
    // Nothing was queued by any of them.
    expect(await jobsOf(purchaseId)).toEqual([expect.objectContaining({ reason: 'paid' })]);
  });
});
