import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminMessages,
  type AdminCustomerDetail,
  type AdminOrderDetail,
} from '../../../common/admin';
import { findProduct } from '../../../common/catalogue';
import { freeSignups, questionnaireSubmissions, uploads } from '../../db/schema';
import { signInTestAdmin, TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { createPaidTestOrder } from '../../../../tests/support/checkout-factories';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { testDatabaseKinds } from '../../../../tests/support/database';

describe.each(testDatabaseKinds())('the admin client and purchase pages on %s', (kind) => {
  let harness: TestApp;
  let cookie: string;
  let purchaseId: string;
  let userId: string;
  const uploadIds = { resume: randomUUID(), left: randomUUID(), right: randomUUID() };
  const pending = randomUUID();

  async function storeUpload(
    id: string,
    upload: { kind: 'resume' | 'palm-photo'; name: string; status?: 'stored' | 'pending' },
  ) {
    const storageKey = `uploads/${purchaseId}/${id}`;
    const body = Buffer.from(`bytes of ${upload.name}`);
    await harness.app.deps.storage.write({ key: storageKey, body, contentType: 'application/pdf' });
    await harness.database.db.insert(uploads).values({
      id,
      purchaseId,
      kind: upload.kind,
      fileName: upload.name,
      declaredType: 'application/pdf',
      declaredSize: body.length,
      storageKey,
      status: upload.status ?? 'stored',
      contentType: 'application/pdf',
      size: body.length,
    });
  }

  beforeAll(async () => {
    harness = await createTestApp(kind, { ADMIN_EMAILS: TEST_ADMIN_EMAIL });
    ({ cookie } = await signInTestAdmin(harness.app));
    const order = await createPaidTestOrder(harness.app, 6, { fullName: 'Maren Holt' });
    purchaseId = order.purchaseId;
    await storeUpload(uploadIds.resume, { kind: 'resume', name: 'Lebenslauf "Maren" ü.pdf' });
    await storeUpload(uploadIds.left, { kind: 'palm-photo', name: 'left.png' });
    await storeUpload(uploadIds.right, { kind: 'palm-photo', name: 'right.png' });
    await storeUpload(pending, { kind: 'palm-photo', name: 'late.png', status: 'pending' });
    const db = harness.database.db;
    const base = { purchaseId, questionnaire: 'master-blueprint' as const };
    await db.insert(questionnaireSubmissions).values([
      { ...base, version: 1, responses: { comprehensiveAnswers: 'first answers' } },
      {
        ...base,
        version: 2,
        responses: { comprehensiveAnswers: 'x'.repeat(60) },
        resumeUploadId: uploadIds.resume,
        palmPhotoUploadIds: [uploadIds.left, uploadIds.right],
      },
    ]);
    const detail = await get<AdminOrderDetail>(`/api/purchase/${purchaseId}`);
    userId = detail.userId!;
    await db.insert(freeSignups).values({
      userId,
      fullName: 'Maren H.',
      email: order.person.email,
      birthMonth: '07',
      birthDay: '21',
      birthYear: '1991',
      birthHour: '3',
      birthMinute: '45',
      ampm: 'PM',
      birthLocation: 'Bergen, Norway',
      birthDate: '1991-07-21',
      birthTime: '15:45:00',
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function get<Reply>(url: string): Promise<Reply> {
    const reply = await harness.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Reply>();
  }

  it('shows an order with its includes, latest questionnaire and timeline', async () => {
    const detail = await get<AdminOrderDetail>(`/api/purchase/${purchaseId}`);
    expect(detail).toMatchObject({
      id: purchaseId,
      productId: 6,
      tierName: 'The Master Blueprint',
      amount: '500.00',
      status: 'completed',
      processingStatus: 'received',
      customerName: 'Maren Holt',
      paymentProvider: 'local',
      includes: findProduct(6)!.includes,
    });
    expect(detail.completedAt).not.toBeNull();
    expect(detail.timeline.map((event) => event.kind)).toContain('paid');
    expect(detail.questionnaire).toMatchObject({
      version: 2,
      versions: 2,
      palmPhotos: 2,
      questionsAnswered: 1,
      resumePath: `/api/admin/uploads/${uploadIds.resume}/download`,
    });
    expect(detail.questionnaire!.files.map((file) => file.fileName)).toEqual([
      'Lebenslauf "Maren" ü.pdf',
      'left.png',
      'right.png',
    ]);
  });

  it('shows a client with orders, birth data, questionnaires and free sign-ups', async () => {
    const client = await get<AdminCustomerDetail>(`/api/admin/client/${userId}`);
    expect(client.user).toMatchObject({ id: userId, fullName: 'Maren Holt' });
    expect(client.purchases.map((order) => order.id)).toEqual([purchaseId]);
    expect(client.birthData).toEqual({
      birthDate: '1991-07-21',
      birthTimeUnknown: false,
      birthTime: '15:45:00',
      birthLocation: 'Seattle, WA',
    });
    expect(client.strategicAlignments).toHaveLength(1);
    expect(client.strategicAlignments[0]).toMatchObject({ purchaseId, versions: 2 });
    expect(client.freeSignups).toMatchObject([
      { fullName: 'Maren H.', birthLocation: 'Bergen, Norway' },
    ]);
  });

  it('answers 404 for unknown ids and 400 for junk', async () => {
    const unknown = randomUUID();
    for (const [url, message] of [
      [`/api/purchase/${unknown}`, adminMessages.orderNotFound],
      [`/api/admin/client/${unknown}`, adminMessages.customerNotFound],
      [`/api/admin/uploads/${unknown}/download`, 'File not found'],
    ] as const) {
      const reply = await harness.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json()).toMatchObject({ message });
    }
    for (const url of [
      '/api/purchase/abc',
      '/api/admin/client/1',
      '/api/admin/uploads/x/download',
    ]) {
      const reply = await harness.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(reply.statusCode, url).toBe(400);
    }
  });

  it('downloads a stored file as a private attachment, never inline', async () => {
    const reply = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/uploads/${uploadIds.resume}/download`,
      headers: { cookie },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('bytes of Lebenslauf "Maren" ü.pdf');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="Lebenslauf _Maren_ _.pdf"; filename*=UTF-8''Lebenslauf%20%22Maren%22%20%C3%BC.pdf`,
    );
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.headers['content-type']).toBe('application/pdf');
  });

  it('does not serve an upload that was never checked', async () => {
    const reply = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/uploads/${pending}/download`,
      headers: { cookie },
    });
    expect(reply.statusCode).toBe(404);
  });
});
