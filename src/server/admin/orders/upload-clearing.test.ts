import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../../common/admin';
import { adminActionMessages } from '../../../common/admin-actions';
import type { IntakeOrderView } from '../../../common/intake';
import { uploads } from '../../db/schema';
import { orderTimeline } from '../../orders/timeline';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { cookiePair, createTestAffiliate } from '../../../../tests/support/affiliate-factories';
import { withTestApp } from '../../../../tests/support/app';
import { createPaidTestOrder } from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { makePdf, makePng } from '../../../../tests/support/file-fixtures';
import { blueprintAnswers } from '../../../../tests/support/intake-factories';
import { sendTestUpload } from '../../../../tests/support/upload-factories';

const ORIGIN = 'http://shop.test';

describe.each(testDatabaseKinds())('unsubmitted uploads on the admin order page on %s', (kind) => {
  let cookie: string;
  const harness = withTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL, PUBLIC_URL: ORIGIN });
  beforeAll(async () => {
    ({ cookie } = await signInTestAdmin(harness.app));
  });

  const clear = (purchaseId: string, uploadId: string, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: 'DELETE',
      url: `/api/admin/purchase/${purchaseId}/uploads/${uploadId}`,
      headers: { origin: ORIGIN, cookie, ...headers },
    });
  const detail = async (purchaseId: string) => {
    const reply = await harness.app.inject({
      method: 'GET',
      url: `/api/purchase/${purchaseId}`,
      headers: { cookie },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<AdminOrderDetail>();
  };
  const statusOf = async (uploadId: string) =>
    (await harness.database.db.select().from(uploads).where(eq(uploads.id, uploadId)))[0]?.status;

  it('lists a file the customer sent but never submitted, and clears it on the timeline', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 7);
    const resume = await sendTestUpload(harness.app, purchaseId, 'resume', 'cv.pdf', makePdf());

    const before = await detail(purchaseId);
    expect(before.questionnaire).toBeNull();
    expect(before.unsubmittedFiles).toMatchObject([
      {
        uploadId: resume.uploadId,
        kind: 'resume',
        fileName: 'cv.pdf',
        downloadPath: `/api/admin/uploads/${resume.uploadId}/download`,
      },
    ]);

    const cleared = await clear(purchaseId, resume.uploadId);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      ok: true,
      event: {
        kind: 'upload-cleared',
        actor: `admin:${TEST_ADMIN_EMAIL}`,
        data: { uploadId: resume.uploadId, uploadKind: 'resume', fileName: 'cv.pdf' },
      },
    });
    expect(await statusOf(resume.uploadId)).toBe('discarded');
    expect((await detail(purchaseId)).unsubmittedFiles).toEqual([]);
    const timeline = await orderTimeline(harness.database.db, purchaseId);
    expect(timeline.at(-1)).toMatchObject({ kind: 'upload-cleared' });

    // The customer's page lists nothing, and has room for a new resume.
    const view = await harness.app.inject({ method: 'GET', url: `/api/intake/${purchaseId}` });
    expect(view.json<IntakeOrderView>().files).toEqual([]);
    const again = await sendTestUpload(harness.app, purchaseId, 'resume', 'cv2.pdf', makePdf());
    expect(again.checked.statusCode).toBe(200);

    // Cleared already: not found, and nothing written twice.
    expect((await clear(purchaseId, resume.uploadId)).statusCode).toBe(404);
  });

  it('keeps the files of submitted answers', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
    const send = (uploadKind: 'resume' | 'palm-photo', name: string, bytes: Buffer) =>
      sendTestUpload(harness.app, purchaseId, uploadKind, name, bytes);
    const resume = await send('resume', 'cv.pdf', makePdf());
    await send('palm-photo', 'left.png', makePng(1200, 1200));
    await send('palm-photo', 'right.png', makePng(1200, 1200));
    const { files } = (
      await harness.app.inject({ method: 'GET', url: `/api/intake/${purchaseId}` })
    ).json<IntakeOrderView>();
    const submitted = await harness.app.inject({
      method: 'POST',
      url: '/api/strategic-alignment',
      payload: {
        purchaseId,
        responses: blueprintAnswers,
        resumePath: files[0]?.uploadURL,
        palmPhotos: files.slice(1).map((file) => file.uploadURL),
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await detail(purchaseId)).unsubmittedFiles).toEqual([]);

    const refused = await clear(purchaseId, resume.uploadId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: adminActionMessages.uploadSubmitted });
    expect(await statusOf(resume.uploadId)).toBe('stored');
  });

  it('refuses what an attacker would try', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 7);
    const other = await createPaidTestOrder(harness.app, 7);
    const mine = await sendTestUpload(harness.app, purchaseId, 'resume', 'cv.pdf', makePdf());
    const theirs = await sendTestUpload(
      harness.app,
      other.purchaseId,
      'resume',
      'x.pdf',
      makePdf(),
    );

    // No session, an affiliate's session, a session cookie from another site's page.
    expect((await clear(purchaseId, mine.uploadId, { cookie: '' })).statusCode).toBe(401);
    const { email, password } = await createTestAffiliate(harness.database.db);
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/affiliate/login',
      headers: { origin: ORIGIN },
      payload: { email, password },
    });
    const affiliateCookie = cookiePair(login.headers['set-cookie']);
    expect((await clear(purchaseId, mine.uploadId, { cookie: affiliateCookie })).statusCode).toBe(
      401,
    );
    const foreign = await clear(purchaseId, mine.uploadId, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);

    // Someone else's upload through this order, an unknown order, ids that are not ids.
    expect((await clear(purchaseId, theirs.uploadId)).statusCode).toBe(404);
    expect((await clear(randomUUID(), mine.uploadId)).statusCode).toBe(404);
    expect((await clear(purchaseId, 'not-an-id')).statusCode).toBe(400);
    expect((await clear('1 or 1=1', mine.uploadId)).statusCode).toBe(400);

    expect(await statusOf(mine.uploadId)).toBe('stored');
    expect(await statusOf(theirs.uploadId)).toBe('stored');
  });
});
