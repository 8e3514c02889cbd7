import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { adminActionMessages } from '../../../common/admin-actions';
import { customerDataMessages, type EraseCustomerReply } from '../../../common/customer-data';
import type { PersonInput } from '../../../common/person';
import {
  checkoutDrafts,
  commissionEntries,
  orderUpgrades,
  purchases,
  questionnaireSubmissions,
  reviews,
  uploads,
  users,
} from '../../db/schema';
import { orderTimeline } from '../../orders/timeline';
import { CROSS_SITE_MESSAGE } from '../../sign-ins/origin-check';
import { TEST_ADMIN_EMAIL } from '../../../../tests/support/admin-factories';
import { createTestAffiliate } from '../../../../tests/support/affiliate-factories';
import { withAdminTestApp } from '../../../../tests/support/admin-app';
import {
  checkoutPerson,
  createPaidTestOrder,
  nextBuyerAddress,
  startTestCheckout,
  storeTestCustomer,
} from '../../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../../tests/support/database';
import { makeJpeg, makePdf } from '../../../../tests/support/file-fixtures';
import { bookCommission } from '../../orders/commissions';
import { NOT_SIGNED_IN } from '../sign-in/admin-sign-ins';

const ORIGIN = 'http://shop.test';
const SECRET = 'customer-data-test-secret-0123456789abcdef';

interface ExportedCustomer {
  exportedBy: string;
  customer: { id: string; fullName: string; email: string; phone: string };
  birthData: { birthLocation: string } | null;
  freeSignups: Array<{ email: string }>;
  orders: Array<{
    id: string;
    amount: string;
    upgrades: { from: string; to: string; amount: string; status: string }[];
    review: { rating: number; body: string; signedAs: string } | null;
    questionnaireAnswers: Array<{ responses: Record<string, string> }>;
    uploads: Array<{ fileName: string; archivePath: string }>;
    deliveredFiles: Array<{ fileName: string; archivePath: string }>;
    timeline: Array<{ kind: string }>;
  }>;
  emails: Array<{ kind: string; recipient: string }>;
  missingFiles: string[];
  checkoutsToBeRemindedOf: Array<{ product: string; email: string; typed: object }>;
}

/** `execute` answers with `{ rows }` on both drivers the shop uses. */
function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return (result as { rows: unknown[] }).rows;
}

describe.each(testDatabaseKinds())('a customer’s data on %s', (kind) => {
  const harness = withAdminTestApp(kind, {
    origin: ORIGIN,
    env: { UPLOAD_SIGNING_SECRET: SECRET },
  });

  const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: 'POST',
      url,
      headers: {
        origin: ORIGIN,
        cookie: harness.cookie,
        'content-type': 'application/json',
        ...headers,
      },
      payload,
    });
  const erase = (userId: string, payload: object, headers: Record<string, string> = {}) =>
    post(`/api/admin/client/${userId}/erase`, payload, headers);
  const exportOf = (userId: string, headers: Record<string, string> = { cookie: harness.cookie }) =>
    harness.app.inject({ method: 'GET', url: `/api/admin/client/${userId}/export`, headers });

  /**
   * A customer with everything the shop can hold: two paid orders (one referred, with its
   * commission), a checkout that never paid, a free sign-up, questionnaire answers, an upload
   * and a delivered report, each file in storage.
   */
  async function fullCustomer() {
    const token = randomUUID().slice(0, 8);
    const person = checkoutPerson({
      fullName: `Ottilie Vandermeer ${token}`,
      email: `ottilie.${token}@example.com`,
      phone: `+44 20 7946 ${token.replace(/\D/g, '').padEnd(4, '7').slice(0, 4)}`,
      birthLocation: `Tromsø Havn ${token}`,
    });
    const { db, storage } = { db: harness.database.db, storage: harness.app.deps.storage };
    const paid = await createPaidTestOrder(harness.app, 6, person);
    const referred = await createPaidTestOrder(harness.app, 5, person);
    const { affiliate } = await createTestAffiliate(db);
    const [referredRow] = await db
      .update(purchases)
      .set({
        affiliateId: affiliate.id,
        referralCode: affiliate.referralCode,
        commissionRate: affiliate.commissionRate,
      })
      .where(eq(purchases.id, referred.purchaseId))
      .returning();
    if (!referredRow) throw new Error('referred order missing');
    await bookCommission(db, referredRow, new Date());
    const unpaid = await startTestCheckout(harness.app, 3);
    expect((await storeTestCustomer(harness.app, unpaid.purchaseId, person)).statusCode).toBe(204);
    const signup = await harness.app.inject({
      method: 'POST',
      url: '/api/free-tier',
      payload: person satisfies PersonInput,
      remoteAddress: nextBuyerAddress(),
    });
    expect(signup.statusCode).toBe(200);

    const uploadId = randomUUID();
    const photo = makeJpeg(640, 480);
    const uploadKey = `uploads/${paid.purchaseId}/${uploadId}`;
    await storage.write({ key: uploadKey, body: photo, contentType: 'image/jpeg' });
    await db.insert(uploads).values({
      id: uploadId,
      purchaseId: paid.purchaseId,
      kind: 'palm-photo',
      fileName: `${person.fullName} left palm.jpg`,
      declaredType: 'image/jpeg',
      declaredSize: photo.length,
      storageKey: uploadKey,
      status: 'stored',
      contentType: 'image/jpeg',
      size: photo.length,
    });
    await db.insert(questionnaireSubmissions).values({
      purchaseId: paid.purchaseId,
      questionnaire: 'strategic-alignment',
      version: 1,
      responses: { currentRole: `I am ${person.fullName}, call me on ${person.phone}` },
      palmPhotoUploadIds: [uploadId],
    });

    const report = makePdf(`Master Blueprint of ${person.fullName}`);
    const attached = await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/purchase/${paid.purchaseId}/files?name=${encodeURIComponent('Your Master Blueprint.pdf')}`,
      headers: { origin: ORIGIN, cookie: harness.cookie, 'content-type': 'application/pdf' },
      payload: report,
    });
    expect(attached.statusCode).toBe(200);
    const { fileId } = attached.json<{ fileId: string }>();
    const delivered = await post(`/api/admin/purchase/${paid.purchaseId}/deliver`, {
      fileIds: [fileId],
    });
    expect(delivered.statusCode).toBe(200);
    const reissued = await post(`/api/admin/purchase/${paid.purchaseId}/reissue-links`, {});
    expect(reissued.statusCode).toBe(200);
    // An admin corrected the address on one order: the customer takes the new one, the
    // other orders and the timeline still hold the old.
    const newEmail = `ottilie.${token}.new@example.com`;
    const resent = await post(`/api/admin/purchase/${referred.purchaseId}/resend-confirmation`, {
      email: newEmail,
    });
    expect(resent.statusCode).toBe(200);

    const [user] = await db.select().from(users).where(eq(users.emailKey, newEmail));
    if (!user) throw new Error('customer not filed');
    return {
      person,
      newEmail,
      user,
      paid,
      referred,
      unpaid,
      photo,
      report,
      uploadKey,
      reportKey: `reports/${paid.purchaseId}/${fileId}`,
    };
  }

  /** Every row of every table in the shop's schema, as text. */
  async function wholeDatabaseText(): Promise<string> {
    const { db } = harness.database;
    const tables: unknown = await db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = rowsOf(tables) as Array<{ table_name: string }>;
    expect(names.length).toBeGreaterThan(15);
    const parts: string[] = [];
    for (const { table_name: name } of names) {
      const rows: unknown = await db.execute(sql.raw(`select * from "${name}"`));
      parts.push(name, JSON.stringify(rowsOf(rows)));
    }
    return parts.join('\n').toLowerCase();
  }

  it('needs an admin session and a same-site call', async () => {
    const { user } = await fullCustomer();
    const anonymousExport = await exportOf(user.id, {});
    expect(anonymousExport.statusCode).toBe(401);
    expect(anonymousExport.json()).toMatchObject({ message: NOT_SIGNED_IN });
    const anonymousErase = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/client/${user.id}/erase`,
      headers: { origin: ORIGIN },
      payload: { confirmEmail: user.email, reason: 'Asked by e-mail' },
    });
    expect(anonymousErase.statusCode).toBe(401);
    const foreign = await erase(
      user.id,
      { confirmEmail: user.email, reason: 'Asked by e-mail' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: CROSS_SITE_MESSAGE });
    const [still] = await harness.database.db.select().from(users).where(eq(users.id, user.id));
    expect(still?.email).toBe(user.email);
  });

  it('refuses a wrong confirmation, a short reason, an unknown customer and a huge body', async () => {
    const customer = await fullCustomer();
    const { user } = customer;
    const wrong = await erase(user.id, {
      // The address the customer had before an admin corrected it is not theirs any more.
      confirmEmail: customer.person.email,
      reason: 'Asked by e-mail',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'bad_request',
      message: customerDataMessages.emailMismatch,
      // The admin's form shows the refusal under the address typed.
      fieldErrors: { confirmEmail: customerDataMessages.emailMismatch },
    });
    const short = await erase(user.id, { confirmEmail: user.email, reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(customerDataMessages.reasonTooShort);
    const unknown = randomUUID();
    const missing = await erase(unknown, { confirmEmail: user.email, reason: 'Asked by e-mail' });
    expect(missing.statusCode).toBe(404);
    expect((await exportOf(unknown)).statusCode).toBe(404);
    const huge = await erase(user.id, {
      confirmEmail: user.email,
      reason: 'x'.repeat(64 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    const [still] = await harness.database.db.select().from(users).where(eq(users.id, user.id));
    expect(still?.fullName).toBe(user.fullName);
  });

  it('exports one archive with customer.json and every stored file, and notes it on the orders', async () => {
    const customer = await fullCustomer();
    // An upgrade the customer paid, and one they opened and never paid (decision 358).
    await harness.database.db.insert(orderUpgrades).values([
      {
        purchaseId: customer.paid.purchaseId,
        fromProductId: 6,
        toProductId: 7,
        amount: '277.00',
        paymentProvider: 'local',
        paymentIntentId: `pi_local_${randomUUID().slice(0, 12)}`,
        status: 'completed',
        completedAt: new Date(),
      },
      {
        purchaseId: customer.paid.purchaseId,
        fromProductId: 6,
        toProductId: 8,
        amount: '600.00',
        paymentProvider: 'local',
        paymentIntentId: `pi_local_${randomUUID().slice(0, 12)}`,
      },
    ]);
    // Their review, and a checkout they asked to be reminded of (decisions 360, 361).
    await harness.database.db.insert(reviews).values({
      purchaseId: customer.paid.purchaseId,
      productId: 6,
      rating: 5,
      body: 'It named what I had felt.',
      authorName: 'Ottilie V.',
    });
    await harness.database.db.insert(checkoutDrafts).values({
      productId: 3,
      email: customer.newEmail.toUpperCase(),
      details: { fullName: customer.person.fullName },
    });
    const response = await exportOf(customer.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toContain(
      `filename="customer-${customer.user.id.slice(0, 8)}-${day}.zip"`,
    );

    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const json = JSON.parse(
      strFromU8(entries['customer.json'] ?? new Uint8Array()),
    ) as ExportedCustomer;
    expect(json.exportedBy).toBe(`admin:${TEST_ADMIN_EMAIL}`);
    expect(json.customer).toMatchObject({
      id: customer.user.id,
      fullName: customer.person.fullName,
      email: customer.newEmail,
      phone: customer.person.phone,
    });
    expect(json.birthData?.birthLocation).toBe(customer.person.birthLocation);
    expect(json.freeSignups).toHaveLength(1);
    expect(json.orders.map((order) => order.id).sort()).toEqual(
      [customer.paid.purchaseId, customer.referred.purchaseId, customer.unpaid.purchaseId].sort(),
    );
    const paid = json.orders.find((order) => order.id === customer.paid.purchaseId);
    expect(paid?.amount).toBe('500.00');
    expect(paid?.upgrades).toEqual([
      expect.objectContaining({
        from: 'The Master Blueprint',
        to: 'Destiny Alignment',
        amount: '277.00',
        status: 'completed',
      }),
    ]);
    expect(paid?.review).toMatchObject({ rating: 5, signedAs: 'Ottilie V.' });
    expect(json.checkoutsToBeRemindedOf).toEqual([
      expect.objectContaining({ product: 'The Compass Package' }),
    ]);
    expect(paid?.questionnaireAnswers[0]?.responses.currentRole).toContain(
      customer.person.fullName,
    );
    expect(paid?.timeline.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['paid', 'report-delivered']),
    );
    expect(json.emails.map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(['order-confirmation', 'report-delivery']),
    );
    expect(json.missingFiles).toEqual([]);

    const photoPath = paid?.uploads[0]?.archivePath ?? '';
    const reportPath = paid?.deliveredFiles[0]?.archivePath ?? '';
    expect(photoPath).toMatch(/^files\/order-[0-9a-f]{8}\/uploads\/[0-9a-f]{8}-Ottilie Vandermeer/);
    expect(reportPath).toMatch(/reports\/[0-9a-f]{8}-Your Master Blueprint\.pdf$/);
    expect(Buffer.from(entries[photoPath] ?? [])).toEqual(customer.photo);
    expect(Buffer.from(entries[reportPath] ?? [])).toEqual(customer.report);
    expect(Object.keys(entries).sort()).toEqual(['customer.json', photoPath, reportPath].sort());

    const timeline = await orderTimeline(harness.database.db, customer.paid.purchaseId);
    expect(timeline.at(-1)).toMatchObject({
      kind: 'customer-data-exported',
      actor: `admin:${TEST_ADMIN_EMAIL}`,
      data: { files: 2 },
    });
  });

  it('erases the customer everywhere, keeps the orders and commissions for the accounts', async () => {
    const customer = await fullCustomer();
    const { db } = harness.database;
    const storage = harness.app.deps.storage;
    const before = await wholeDatabaseText();
    const secrets = [
      customer.person.fullName,
      customer.person.email,
      customer.newEmail,
      customer.person.phone ?? '',
      customer.person.birthLocation,
    ].map((text) => text.toLowerCase());
    for (const secret of secrets) expect(before).toContain(secret);
    const [commissionBefore] = await db
      .select()
      .from(commissionEntries)
      .where(eq(commissionEntries.purchaseId, customer.referred.purchaseId));
    const [paidBefore] = await db
      .select()
      .from(purchases)
      .where(eq(purchases.id, customer.paid.purchaseId));

    const response = await erase(customer.user.id, {
      confirmEmail: `  ${customer.newEmail.toUpperCase()} `,
      reason: 'Asked by e-mail on 3 March',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<EraseCustomerReply>()).toEqual({
      ok: true,
      erased: {
        freeSignups: 1,
        birthData: 1,
        questionnaireSubmissions: 1,
        uploads: 1,
        orderFiles: 1,
        emailJobs: expect.any(Number),
        // Products 5 and 6 open with computed documents: each order queued a report job.
        reportJobs: 2,
        orderEventsScrubbed: expect.any(Number),
        gifts: 0,
      },
      anonymisedOrders: 3,
      storedFilesDeleted: 2,
      storedFilesLeft: [],
    });
    const reply = response.json<EraseCustomerReply>();
    // The free summary, two confirmations and the delivery.
    expect(reply.erased.emailJobs).toBeGreaterThanOrEqual(4);
    expect(reply.erased.orderEventsScrubbed).toBeGreaterThan(0);

    const after = await wholeDatabaseText();
    for (const secret of secrets) expect(after).not.toContain(secret);
    expect(await storage.head(customer.uploadKey)).toBeNull();
    expect(await storage.head(customer.reportKey)).toBeNull();

    const [paidAfter] = await db
      .select()
      .from(purchases)
      .where(eq(purchases.id, customer.paid.purchaseId));
    expect(paidAfter).toMatchObject({
      userId: null,
      customer: null,
      amount: paidBefore?.amount,
      paymentStatus: 'completed',
      paymentIntentId: paidBefore?.paymentIntentId,
      completedAt: paidBefore?.completedAt,
      createdAt: paidBefore?.createdAt,
    });
    const [commissionAfter] = await db
      .select()
      .from(commissionEntries)
      .where(eq(commissionEntries.purchaseId, customer.referred.purchaseId));
    expect(commissionAfter).toEqual(commissionBefore);
    const [referredAfter] = await db
      .select()
      .from(purchases)
      .where(eq(purchases.id, customer.referred.purchaseId));
    expect(referredAfter?.referralCode).toBeTruthy();
    expect(referredAfter?.affiliateId).toBe(commissionBefore?.affiliateId);

    for (const purchaseId of [customer.paid.purchaseId, customer.unpaid.purchaseId]) {
      const timeline = await orderTimeline(db, purchaseId);
      expect(timeline.at(-1)).toMatchObject({
        kind: 'customer-erased',
        actor: `admin:${TEST_ADMIN_EMAIL}`,
        data: { reason: 'Asked by e-mail on 3 March', erasedAt: expect.any(String) },
      });
    }
    // The delivery's timeline keeps that it happened, not to whom.
    const delivered = (await orderTimeline(db, customer.paid.purchaseId)).find(
      (event) => event.kind === 'report-delivered',
    );
    expect(delivered?.data).toMatchObject({ fileIds: [expect.any(String)] });

    // The admin pages still open the anonymised order; actions needing an address fail cleanly.
    const page = await harness.app.inject({
      method: 'GET',
      url: `/api/purchase/${customer.paid.purchaseId}`,
      headers: { cookie: harness.cookie },
    });
    expect(page.statusCode).toBe(200);
    const resend = await post(
      `/api/admin/purchase/${customer.paid.purchaseId}/resend-confirmation`,
      {
        email: 'new.address@example.com',
      },
    );
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ message: adminActionMessages.noCustomer });
    const reissue = await post(`/api/admin/purchase/${customer.paid.purchaseId}/reissue-links`, {});
    expect(reissue.statusCode).toBeGreaterThanOrEqual(400);
    expect(reissue.statusCode).toBeLessThan(500);
    const refund = await post(`/api/admin/purchase/${customer.paid.purchaseId}/refund`, {
      reason: 'Refund after the erasure',
    });
    expect(refund.statusCode).toBe(200);
    expect(JSON.stringify(await wholeDatabaseText())).not.toContain(secrets[1]);
    const list = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/purchases',
      headers: { cookie: harness.cookie },
    });
    expect(list.statusCode).toBe(200);

    const again = await erase(customer.user.id, {
      confirmEmail: customer.newEmail,
      reason: 'Asked by e-mail on 3 March',
    });
    expect(again.statusCode).toBe(404);
    expect((await exportOf(customer.user.id)).statusCode).toBe(404);
  });

  it('erases the rows even when storage cannot delete the files, and says which are left', async () => {
    const customer = await fullCustomer();
    const storage = harness.app.deps.storage;
    const remove = storage.remove.bind(storage);
    storage.remove = () => Promise.reject(new Error('bucket unreachable'));
    let response;
    try {
      response = await erase(customer.user.id, {
        confirmEmail: customer.newEmail,
        reason: 'Asked by e-mail on 3 March',
      });
    } finally {
      storage.remove = remove;
    }
    expect(response.statusCode).toBe(200);
    expect(response.json<EraseCustomerReply>()).toMatchObject({
      storedFilesDeleted: 0,
      storedFilesLeft: expect.arrayContaining([customer.uploadKey, customer.reportKey]),
    });
    const [gone] = await harness.database.db
      .select()
      .from(users)
      .where(eq(users.id, customer.user.id));
    expect(gone).toBeUndefined();
    expect(await storage.head(customer.uploadKey)).not.toBeNull();
    await remove(customer.uploadKey);
    await remove(customer.reportKey);
  });

  it('leaves other customers alone', async () => {
    const mine = await fullCustomer();
    const other = await fullCustomer();
    expect(
      (await erase(mine.user.id, { confirmEmail: mine.newEmail, reason: 'Asked by e-mail' }))
        .statusCode,
    ).toBe(200);
    const text = await wholeDatabaseText();
    expect(text).toContain(other.person.email.toLowerCase());
    expect(text).toContain(other.person.fullName.toLowerCase());
    expect(await harness.app.deps.storage.head(other.uploadKey)).not.toBeNull();
    const [otherOrder] = await harness.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, other.paid.purchaseId));
    expect(otherOrder?.customer).toMatchObject({ email: other.person.email });
    expect(text).toContain(other.newEmail);
  });
});
