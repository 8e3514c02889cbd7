import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminActionMessages,
  type AdminOrderFile,
  type AttachedReport,
} from '../../../common/admin-actions';
import { leasedJobs, orderFiles, purchases } from '../../db/schema';
import { mailTemplates } from '../../mail/templates';
import { REPORT_DELIVERY_KIND, type ReportDeliveryPayload } from '../../orders/order-files';
import { orderTimeline } from '../../orders/timeline';
import { downloadMessages } from '../../downloads/service';
import { signDownload } from '../../storage/download-links';
import { TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { withAdminTestApp } from '../../../../tests/support/admin-app';
import {
  createPaidTestOrder,
  startTestCheckout,
} from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { makeExecutable, makePdf } from '../../../../tests/support/file-fixtures';

const ORIGIN = 'http://shop.test';
const SECRET = 'download-links-test-secret-0123456789abcdef';
const context = { shopName: 'Astral Path', supportEmail: 'help@astral.test', publicUrl: ORIGIN };

describe.each(testDatabaseKinds())('report delivery on %s', (kind) => {
  const harness = withAdminTestApp(kind, {
    origin: ORIGIN,
    env: { UPLOAD_SIGNING_SECRET: SECRET },
  });

  const attach = (purchaseId: string, body: Buffer, name = 'Your Master Blueprint.pdf') =>
    harness.app.inject({
      method: 'PUT',
      url: `/api/admin/purchase/${purchaseId}/files?name=${encodeURIComponent(name)}`,
      headers: { origin: ORIGIN, cookie: harness.cookie, 'content-type': 'application/pdf' },
      payload: body,
    });
  const post = (url: string, payload?: object) => harness.request('POST', url, payload);
  const deliveryMails = (purchaseId: string) =>
    harness.database.db
      .select()
      .from(leasedJobs)
      .where(
        and(eq(leasedJobs.purchaseId, purchaseId), eq(leasedJobs.mailKind, REPORT_DELIVERY_KIND)),
      )
      .orderBy(leasedJobs.createdAt);
  const download = (path: string) =>
    harness.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });

  it('attaches a PDF, delivers it by mail, and the link downloads the exact bytes', async () => {
    const { purchaseId, person } = await createPaidTestOrder(harness.app, 6);
    const pdf = makePdf('Master Blueprint of a test customer');
    const attached = await attach(purchaseId, pdf);
    expect(attached.statusCode).toBe(200);
    const file = attached.json<AttachedReport>();
    expect(file).toEqual({
      fileId: expect.any(String),
      fileName: 'Your Master Blueprint.pdf',
      size: pdf.length,
    });

    const listed = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/purchase/${purchaseId}/files`,
      headers: { cookie: harness.cookie },
    });
    expect(listed.json<AdminOrderFile[]>()).toEqual([
      expect.objectContaining({
        ...file,
        isDelivered: false,
        addedBy: `admin:${TEST_ADMIN_EMAIL}`,
      }),
    ]);

    const delivered = await post(`/api/admin/purchase/${purchaseId}/deliver`, {
      fileIds: [file.fileId],
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({
      ok: true,
      processingStatus: 'delivered',
      event: { kind: 'report-delivered', data: { fileIds: [file.fileId] } },
    });
    const [purchase] = await harness.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    expect(purchase?.processingStatus).toBe('delivered');
    const kinds = (await orderTimeline(harness.database.db, purchaseId)).map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['report-attached', 'report-delivered', 'email-queued']),
    );

    const [mail] = await deliveryMails(purchaseId);
    expect(mail?.recipient).toBe(person.email);
    const payload = mail?.payload as ReportDeliveryPayload;
    const link = payload.files[0]?.downloadPath ?? '';
    expect(link).toMatch(new RegExp(`^/api/downloads/${file.fileId}\\?expires=\\d+&signature=`));
    const rendered = await mailTemplates[REPORT_DELIVERY_KIND]!(payload, context);
    expect(rendered.subject).toBe('Your reading is ready: The Master Blueprint');
    expect(rendered.text).toContain(`${ORIGIN}${link}`);

    const got = await download(link);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(pdf)).toBe(true);
    expect(got.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition':
        `attachment; filename="Your Master Blueprint.pdf"; ` +
        `filename*=UTF-8''Your%20Master%20Blueprint.pdf`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });

    // A delivered file stays: the customer's links point at it.
    const remove = await harness.app.inject({
      method: 'DELETE',
      url: `/api/admin/purchase/${purchaseId}/files/${file.fileId}`,
      headers: { origin: ORIGIN, cookie: harness.cookie },
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toMatchObject({ message: adminActionMessages.fileDelivered });
  });

  it('refuses a tampered or expired link with a page that says what to do', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 5);
    const file = (await attach(purchaseId, makePdf())).json<AttachedReport>();
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await download(
      `/api/downloads/${file.fileId}?expires=${past}&signature=${signDownload(SECRET, file.fileId, past)}`,
    );
    expect(expired.statusCode).toBe(403);
    expect(expired.headers['content-type']).toContain('text/html');
    expect(expired.body).toContain('This link has expired');

    const future = Math.floor(Date.now() / 1000) + 3600;
    const good = signDownload(SECRET, file.fileId, future);
    const tampered = [
      `/api/downloads/${file.fileId}?expires=${future + 1}&signature=${good}`,
      `/api/downloads/${file.fileId}?expires=${future}&signature=${good.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`,
      `/api/downloads/${file.fileId}?expires=${future}&signature=${signDownload('another-secret-of-32-characters-x', file.fileId, future)}`,
      `/api/downloads/${file.fileId}`,
      // The same number spelt otherwise: a signed link has one spelling.
      `/api/downloads/${file.fileId}?expires=0${future}&signature=${good}`,
      `/api/downloads/${file.fileId}?expires=${future}.0&signature=${good}`,
      `/api/downloads/${file.fileId}?expires=%20${future}&signature=${good}`,
      `/api/downloads/${file.fileId}?expires=${future}&expires=${future}&signature=${good}`,
    ];
    for (const path of tampered) {
      const response = await harness.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(403);
      expect(response.json().message).toMatch(/not valid/);
    }
    expect(
      (await download(`/api/downloads/${file.fileId}?expires=${future}&signature=${good}`))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a non-PDF, an oversized body, another type and unpaid orders', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 7);
    const executable = await attach(purchaseId, makeExecutable(), 'report.pdf');
    expect(executable.statusCode).toBe(400);
    expect(executable.json()).toMatchObject({ message: adminActionMessages.notPdf });

    const huge = Buffer.concat([makePdf(), Buffer.alloc(25 * 1024 * 1024)]);
    const oversized = await attach(purchaseId, huge);
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toMatchObject({ message: adminActionMessages.fileTooLarge });

    const asJson = await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/purchase/${purchaseId}/files?name=x.pdf`,
      headers: { origin: ORIGIN, cookie: harness.cookie, 'content-type': 'application/json' },
      payload: { not: 'a file' },
    });
    expect(asJson.statusCode).toBe(415);

    const badName = await attach(purchaseId, makePdf(), '../etc/passwd');
    expect(badName.statusCode).toBe(400);

    const unpaid = await startTestCheckout(harness.app, 6);
    const refused = await attach(unpaid.purchaseId, makePdf());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: adminActionMessages.notDeliverable });
    expect(
      await harness.database.db
        .select()
        .from(orderFiles)
        .where(eq(orderFiles.purchaseId, purchaseId)),
    ).toEqual([]);
  });

  it('needs an admin session and a same-site call to attach a file', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 5);
    const anonymous = await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/purchase/${purchaseId}/files?name=a.pdf`,
      headers: { origin: ORIGIN, 'content-type': 'application/pdf' },
      payload: makePdf(),
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/purchase/${purchaseId}/files?name=a.pdf`,
      headers: {
        origin: 'https://evil.example',
        cookie: harness.cookie,
        'content-type': 'application/pdf',
      },
      payload: makePdf(),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("refuses to deliver another order's files, and removes an undelivered one", async () => {
    const mine = await createPaidTestOrder(harness.app, 8);
    const theirs = await createPaidTestOrder(harness.app, 8);
    const own = (await attach(mine.purchaseId, makePdf(), 'mine')).json<AttachedReport>();
    expect(own.fileName).toBe('mine.pdf');
    const foreign = (await attach(theirs.purchaseId, makePdf())).json<AttachedReport>();

    const mixed = await post(`/api/admin/purchase/${mine.purchaseId}/deliver`, {
      fileIds: [own.fileId, foreign.fileId],
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toMatchObject({ message: adminActionMessages.fileNotFound });
    expect(await deliveryMails(mine.purchaseId)).toEqual([]);
    expect(
      (await post(`/api/admin/purchase/${mine.purchaseId}/deliver`, { fileIds: [] })).statusCode,
    ).toBe(400);

    const remove = (purchaseId: string, fileId: string) =>
      harness.app.inject({
        method: 'DELETE',
        url: `/api/admin/purchase/${purchaseId}/files/${fileId}`,
        headers: { origin: ORIGIN, cookie: harness.cookie },
      });
    expect((await remove(mine.purchaseId, foreign.fileId)).statusCode).toBe(404);
    expect((await remove(mine.purchaseId, own.fileId)).statusCode).toBe(204);
    const [stored] = await harness.database.db
      .select()
      .from(orderFiles)
      .where(eq(orderFiles.id, own.fileId));
    expect(stored).toBeUndefined();
    expect(
      await harness.app.deps.storage.head(`reports/${mine.purchaseId}/${own.fileId}`),
    ).toBeNull();
  });

  it('reissues fresh links to what was delivered, in a new mail', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
    const early = await post(`/api/admin/purchase/${purchaseId}/reissue-links`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: adminActionMessages.nothingDelivered });

    const first = (await attach(purchaseId, makePdf('one'), 'one.pdf')).json<AttachedReport>();
    const second = (await attach(purchaseId, makePdf('two'), 'two.pdf')).json<AttachedReport>();
    await attach(purchaseId, makePdf('draft'), 'draft.pdf');
    const delivered = await post(`/api/admin/purchase/${purchaseId}/deliver`, {
      fileIds: [first.fileId, second.fileId],
    });
    expect(delivered.statusCode).toBe(200);

    const reissued = await post(`/api/admin/purchase/${purchaseId}/reissue-links`);
    expect(reissued.statusCode).toBe(200);
    expect(reissued.json()).toMatchObject({
      ok: true,
      event: { kind: 'download-links-reissued', data: { fileIds: [first.fileId, second.fileId] } },
    });
    const mails = await deliveryMails(purchaseId);
    expect(mails).toHaveLength(2);
    const payload = mails[1]?.payload as ReportDeliveryPayload;
    expect(payload.isReissue).toBe(true);
    expect(payload.files.map((file) => file.fileName)).toEqual(['one.pdf', 'two.pdf']);
    const rendered = await mailTemplates[REPORT_DELIVERY_KIND]!(payload, context);
    expect(rendered.subject).toBe('New download links: The Master Blueprint');
    for (const file of payload.files) {
      expect((await download(file.downloadPath)).statusCode).toBe(200);
    }
  });
  it('refuses new links for a refunded order, and its old links open nothing', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
    const file = (await attach(purchaseId, makePdf('refunded'))).json<AttachedReport>();
    await post(`/api/admin/purchase/${purchaseId}/deliver`, { fileIds: [file.fileId] });
    const [delivery] = await deliveryMails(purchaseId);
    const link = (delivery?.payload as ReportDeliveryPayload).files[0]!.downloadPath;
    expect((await download(link)).statusCode).toBe(200);
    await harness.database.db
      .update(purchases)
      .set({ paymentStatus: 'refunded', refundedAt: new Date() })
      .where(eq(purchases.id, purchaseId));

    const reissued = await post(`/api/admin/purchase/${purchaseId}/reissue-links`);
    expect(reissued.statusCode).toBe(409);
    expect(reissued.json()).toMatchObject({ message: adminActionMessages.refundedNoLinks });
    expect(await deliveryMails(purchaseId)).toHaveLength(1);
    const kinds = (await orderTimeline(harness.database.db, purchaseId)).map((e) => e.kind);
    expect(kinds).not.toContain('download-links-reissued');

    const page = await download(link);
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('This order was refunded');
    expect(page.body).toContain(downloadMessages.refunded);
    const api = await harness.app.inject({ method: 'GET', url: link });
    expect(api.statusCode).toBe(410);
    expect(api.json()).toEqual({ error: 'gone', message: downloadMessages.refunded });
  });
});
