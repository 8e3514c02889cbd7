import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../src/server/db/client';
import {
  birthData,
  leasedJobs,
  freeSignups,
  orderEvents,
  orderFiles,
  questionnaireSubmissions,
  uploads,
  type Purchase,
  type User,
} from '../../src/server/db/schema';
import type { ObjectStorage } from '../../src/server/storage';
import { birthColumns } from '../../src/server/customers/customers';
import { insertTestOrders, insertTestCustomer } from './admin-data-factories';
import { checkoutPerson } from './checkout-factories';
import { makeJpeg, makePdf } from './file-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` moved by whole calendar months (UTC) and then by `ms`, for "just inside / past". */
export function monthsFrom(now: Date, months: number, ms = 0): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() + months);
  return new Date(date.getTime() + ms);
}

export interface AgedOrder {
  user: User;
  purchase: Purchase;
  uploadKey: string;
  fileKey: string;
}

/**
 * A paid order delivered at `deliveredAt` with everything an order can hold: a buyer with
 * birth data, notes, an answered questionnaire with an uploaded photo, a delivered report
 * file, a report job, mails, and timeline events carrying personal data. Files are in storage.
 */
export async function insertDeliveredOrder(
  db: Queryable,
  storage: ObjectStorage,
  deliveredAt: Date,
  overrides: { processingStatus?: Purchase['processingStatus'] } = {},
): Promise<AgedOrder> {
  const token = randomUUID().slice(0, 8);
  const person = checkoutPerson({
    fullName: `Ines Albuquerque ${token}`,
    email: `ines.${token}@example.com`,
    birthLocation: `Porto Ribeira ${token}`,
  });
  const paidAt = new Date(deliveredAt.getTime() - 10 * DAY_MS);
  const user = await insertTestCustomer(db, {
    fullName: person.fullName,
    email: person.email,
    phone: person.phone,
    createdAt: paidAt,
  });
  await db
    .insert(birthData)
    .values({ userId: user.id, ...birthColumns(person), createdAt: paidAt, updatedAt: paidAt });
  const [purchase] = await insertTestOrders(db, [
    {
      productId: 6,
      userId: user.id,
      customer: person,
      adminNotes: `Called ${person.fullName} about the palms`,
      processingStatus: overrides.processingStatus ?? 'delivered',
      createdAt: paidAt,
      completedAt: paidAt,
      updatedAt: deliveredAt,
    },
  ]);
  if (!purchase) throw new Error('purchase insert returned no row');

  const uploadId = randomUUID();
  const uploadKey = `uploads/${purchase.id}/${uploadId}`;
  const photo = makeJpeg(64, 48);
  await storage.write({ key: uploadKey, body: photo, contentType: 'image/jpeg' });
  await db.insert(uploads).values({
    id: uploadId,
    purchaseId: purchase.id,
    kind: 'palm-photo',
    fileName: `${person.fullName} left palm.jpg`,
    declaredType: 'image/jpeg',
    declaredSize: photo.length,
    storageKey: uploadKey,
    status: 'stored',
    createdAt: paidAt,
  });
  await db.insert(questionnaireSubmissions).values({
    purchaseId: purchase.id,
    questionnaire: 'master-blueprint',
    version: 1,
    responses: { comprehensiveAnswers: `I am ${person.fullName} and I want to know more.` },
    palmPhotoUploadIds: [uploadId],
    createdAt: paidAt,
  });
  const fileKey = `reports/${purchase.id}/${randomUUID()}`;
  const pdf = makePdf(`Master Blueprint of ${person.fullName}`);
  await storage.write({ key: fileKey, body: pdf, contentType: 'application/pdf' });
  const [file] = await db
    .insert(orderFiles)
    .values({
      purchaseId: purchase.id,
      fileName: 'Your Master Blueprint.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      storageKey: fileKey,
      addedBy: 'admin:reader@example.com',
      createdAt: deliveredAt,
    })
    .returning();
  await db.insert(leasedJobs).values({
    kind: 'report',
    purchaseId: purchase.id,
    payload: { reason: 'paid', requestedBy: 'system' },
    status: 'done',
    result: { orderFileId: file?.id },
    createdAt: paidAt,
  });
  await db.insert(leasedJobs).values(
    ['order-confirmation', 'questionnaire-received', 'report-delivery'].map((mailKind) => ({
      kind: 'mail',
      mailKind,
      recipient: person.email,
      payload: { fullName: person.fullName, birthLocation: person.birthLocation },
      purchaseId: purchase.id,
      status: 'done' as const,
      createdAt: paidAt,
    })),
  );
  await db.insert(orderEvents).values([
    { purchaseId: purchase.id, kind: 'paid', actor: 'payment-provider', createdAt: paidAt },
    {
      purchaseId: purchase.id,
      kind: 'email-sent',
      actor: 'system',
      data: { mailKind: 'order-confirmation', recipient: person.email },
      createdAt: paidAt,
    },
    {
      purchaseId: purchase.id,
      kind: 'upload-stored',
      actor: 'customer',
      data: { uploadId, uploadKind: 'palm-photo', fileName: `${person.fullName} left palm.jpg` },
      createdAt: paidAt,
    },
    {
      purchaseId: purchase.id,
      kind: 'birth-data-corrected',
      actor: 'admin:reader@example.com',
      data: { from: { birthLocation: 'Porto' }, to: { birthLocation: person.birthLocation } },
      createdAt: paidAt,
    },
    ...(overrides.processingStatus && overrides.processingStatus !== 'delivered'
      ? []
      : [
          {
            purchaseId: purchase.id,
            kind: 'processing-status-changed',
            actor: 'admin:reader@example.com',
            data: { from: 'completed', to: 'delivered' },
            createdAt: deliveredAt,
          },
        ]),
  ]);
  return { user, purchase, uploadKey, fileKey };
}

/** A free sign-up sent at `sentAt` (with its summary mail), by a new customer or `user`. */
export async function insertFreeSignup(
  db: Queryable,
  sentAt: Date,
  user?: User,
): Promise<{ user: User; signupId: string; mailId: string }> {
  const person = checkoutPerson(user ? { email: user.email, fullName: user.fullName } : {});
  const owner =
    user ??
    (await insertTestCustomer(db, {
      fullName: person.fullName,
      email: person.email,
      phone: person.phone,
      createdAt: sentAt,
    }));
  if (!user) {
    await db.insert(birthData).values({
      userId: owner.id,
      ...birthColumns(person),
      createdAt: sentAt,
      updatedAt: sentAt,
    });
  }
  const [signup] = await db
    .insert(freeSignups)
    .values({
      userId: owner.id,
      fullName: person.fullName,
      email: person.email,
      phone: person.phone,
      ...birthColumns(person),
      createdAt: sentAt,
    })
    .returning({ id: freeSignups.id });
  const [mail] = await db
    .insert(leasedJobs)
    .values({
      kind: 'mail',
      mailKind: 'free-summary',
      recipient: person.email,
      payload: { fullName: person.fullName },
      status: 'done',
      createdAt: sentAt,
    })
    .returning({ id: leasedJobs.id });
  if (!signup || !mail) throw new Error('sign-up insert returned no row');
  return { user: owner, signupId: signup.id, mailId: mail.id };
}
