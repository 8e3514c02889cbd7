/** The admin's copy of a customer's data, as one ZIP (decision 130). */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { zipSync, strToU8, type Zippable } from 'fflate';
import { REPORT_MAX_BYTES } from '../../common/admin-actions';
import { findProduct } from '../../common/catalogue';
import {
  birthData,
  checkoutDrafts,
  leasedJobs,
  freeSignups,
  orderEvents,
  orderFiles,
  questionnaireSubmissions,
  reviews,
  uploads,
} from '../db/schema';
import { MAX_UPLOAD_BYTES } from '../storage/types';
import { giftOrderIds, giftsGivenBy } from '../orders/gifts';
import { upgradesOfOrders } from '../orders/upgrades';
import { recordOrderEvents, type OrderActor } from '../orders/timeline';
import {
  emailKeysOf,
  findCustomer,
  mailsOf,
  ordersOf,
  type CustomerDataDeps,
} from './customer-records';

/** A file name safe inside a ZIP on any system: no folders, no control characters. */
function archiveName(name: string): string {
  const safe = name
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .replace(/^\.+/, '')
    .slice(0, 120);
  return safe || 'file';
}

interface ArchivedFile {
  path: string;
  key: string;
  maxBytes: number;
}

/**
 * `GET /api/admin/client/:userId/export`: one ZIP with `customer.json` (the customer, birth data,
 * free sign-ups, every order with its timeline, questionnaire answers, uploads and delivered
 * files) and `files/` holding every uploaded and delivered file from storage. Each order's
 * timeline records that a copy was made, and by whom.
 */
const mailStatusWords = {
  queued: 'queued',
  running: 'sending',
  done: 'sent',
  dead: 'dead',
  cancelled: 'cancelled',
} as const;

export async function exportCustomer(
  deps: CustomerDataDeps,
  options: { userId: string; actor: OrderActor; now: Date },
): Promise<Uint8Array> {
  const { db, storage } = deps;
  const user = await findCustomer(db, options.userId);
  const orders = await ordersOf(db, user);
  const ids = orders.map((order) => order.id);
  const [[birth], signups, events, submissions, uploadRows, fileRows] = await Promise.all([
    db.select().from(birthData).where(eq(birthData.userId, user.id)),
    db
      .select()
      .from(freeSignups)
      .where(eq(freeSignups.userId, user.id))
      .orderBy(asc(freeSignups.createdAt), asc(freeSignups.id)),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(orderEvents)
          .where(inArray(orderEvents.purchaseId, ids))
          .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(questionnaireSubmissions)
          .where(inArray(questionnaireSubmissions.purchaseId, ids))
          .orderBy(asc(questionnaireSubmissions.version)),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(uploads)
          .where(inArray(uploads.purchaseId, ids))
          .orderBy(asc(uploads.createdAt), asc(uploads.id)),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(orderFiles)
          .where(inArray(orderFiles.purchaseId, ids))
          .orderBy(asc(orderFiles.createdAt), asc(orderFiles.id)),
  ]);
  const emailKeys = emailKeysOf(user, signups, orders);
  const giftIds = await giftOrderIds(db, ids);
  // Each upgrade is a payment of the customer's own (decision 358).
  const upgradeRows = await upgradesOfOrders(db, ids);
  const giftsGiven = await giftsGivenBy(db, user.id, emailKeys);
  // What they wrote of their readings, and what they typed at checkouts they asked to be
  // reminded of (decisions 360, 361).
  const reviewRows = ids.length
    ? await db.select().from(reviews).where(inArray(reviews.purchaseId, ids))
    : [];
  const draftRows = emailKeys.length
    ? await db
        .select()
        .from(checkoutDrafts)
        .where(inArray(sql<string>`lower(trim(${checkoutDrafts.email}))`, emailKeys))
        .orderBy(asc(checkoutDrafts.createdAt), asc(checkoutDrafts.id))
    : [];
  // A gift's order holds mails to its other person (the buyer's receipt on the recipient's
  // order): those are not this customer's (decision 356).
  const mails = (
    await db
      .select()
      .from(leasedJobs)
      .where(mailsOf(ids, emailKeys))
      .orderBy(asc(leasedJobs.createdAt), asc(leasedJobs.id))
  ).filter(
    (mail) =>
      !mail.purchaseId ||
      !giftIds.has(mail.purchaseId) ||
      emailKeys.includes(mail.recipientKey ?? ''),
  );

  const files: ArchivedFile[] = [];
  const orderFolder = (purchaseId: string) => `files/order-${purchaseId.slice(0, 8)}`;
  const customerJson = {
    exportedAt: options.now.toISOString(),
    exportedBy: options.actor,
    customer: {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      phone: user.phone,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    birthData: birth ?? null,
    freeSignups: signups,
    checkoutsToBeRemindedOf: draftRows.map((draft) => ({
      product: findProduct(draft.productId)?.name ?? `product ${draft.productId}`,
      email: draft.email,
      typed: draft.details,
      startedAt: draft.createdAt.toISOString(),
      remindedAt: draft.remindedAt?.toISOString() ?? null,
    })),
    orders: orders.map((order) => ({
      id: order.id,
      product: findProduct(order.productId)?.name ?? order.tier,
      tier: order.tier,
      amount: order.amount,
      currency: order.currency,
      paymentStatus: order.paymentStatus,
      processingStatus: order.processingStatus,
      paymentProvider: order.paymentProvider,
      paymentReference: order.paymentIntentId,
      customer: order.customer,
      adminNotes: order.adminNotes,
      createdAt: order.createdAt.toISOString(),
      completedAt: order.completedAt?.toISOString() ?? null,
      refundedAt: order.refundedAt?.toISOString() ?? null,
      referralCode: order.referralCode,
      discountCode: order.discountCode,
      discountCents: order.discountCents,
      review:
        reviewRows
          .filter((review) => review.purchaseId === order.id)
          .map((review) => ({
            rating: review.rating,
            body: review.body,
            signedAs: review.authorName,
            status: review.status,
            shopReply: review.reply,
            writtenAt: review.createdAt.toISOString(),
            changedAt: review.updatedAt.toISOString(),
          }))[0] ?? null,
      upgrades: upgradeRows
        .filter((upgrade) => upgrade.purchaseId === order.id && upgrade.status !== 'pending')
        .map((upgrade) => ({
          from: findProduct(upgrade.fromProductId)?.name ?? `product ${upgrade.fromProductId}`,
          to: findProduct(upgrade.toProductId)?.name ?? `product ${upgrade.toProductId}`,
          amount: upgrade.amount,
          currency: upgrade.currency,
          status: upgrade.status,
          paymentReference: upgrade.paymentIntentId,
          paidAt: upgrade.completedAt?.toISOString() ?? null,
          refundedAt: upgrade.refundedAt?.toISOString() ?? null,
        })),
      questionnaireSubmittedAt: order.questionnaireSubmittedAt?.toISOString() ?? null,
      questionnaireAnswers: submissions
        .filter((submission) => submission.purchaseId === order.id)
        .map((submission) => ({
          questionnaire: submission.questionnaire,
          version: submission.version,
          responses: submission.responses,
          submittedAt: submission.createdAt.toISOString(),
        })),
      uploads: uploadRows
        .filter((upload) => upload.purchaseId === order.id)
        .map((upload) => {
          const path = `${orderFolder(order.id)}/uploads/${upload.id.slice(0, 8)}-${archiveName(upload.fileName)}`;
          files.push({ path, key: upload.storageKey, maxBytes: MAX_UPLOAD_BYTES });
          return {
            id: upload.id,
            kind: upload.kind,
            fileName: upload.fileName,
            status: upload.status,
            contentType: upload.contentType ?? upload.declaredType,
            size: upload.size ?? upload.declaredSize,
            uploadedAt: upload.createdAt.toISOString(),
            archivePath: path,
          };
        }),
      deliveredFiles: fileRows
        .filter((file) => file.purchaseId === order.id)
        .map((file) => {
          const path = `${orderFolder(order.id)}/reports/${file.id.slice(0, 8)}-${archiveName(file.fileName)}`;
          files.push({ path, key: file.storageKey, maxBytes: REPORT_MAX_BYTES });
          return {
            id: file.id,
            fileName: file.fileName,
            contentType: file.contentType,
            size: file.size,
            addedAt: file.createdAt.toISOString(),
            archivePath: path,
          };
        }),
      timeline: events
        .filter((event) => event.purchaseId === order.id)
        .map((event) => ({
          kind: event.kind,
          actor: event.actor,
          data: event.data,
          at: event.createdAt.toISOString(),
        })),
    })),
    /** Readings this customer gave: what they wrote and to whom, never the recipient's order. */
    giftsGiven,
    emails: mails.map((mail) => ({
      kind: mail.mailKind,
      recipient: mail.recipient,
      // The export keeps the mail's words for where it is (a job that is done was sent).
      status: mailStatusWords[mail.status],
      content: mail.payload,
      queuedAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
    })),
    /** Files listed above whose bytes were no longer in storage. */
    missingFiles: [] as string[],
  };

  const archive: Zippable = {};
  for (const file of files) {
    const bytes = await storage.read(file.key, file.maxBytes);
    if (bytes) archive[file.path] = new Uint8Array(bytes);
    else customerJson.missingFiles.push(file.path);
  }
  archive['customer.json'] = strToU8(`${JSON.stringify(customerJson, null, 2)}\n`);

  await recordOrderEvents(
    db,
    ids.map((purchaseId) => ({
      purchaseId,
      kind: 'customer-data-exported',
      actor: options.actor,
      data: { files: files.length - customerJson.missingFiles.length },
    })),
  );
  deps.log.info(
    { userId: user.id, actor: options.actor, orders: ids.length, files: files.length },
    'customer data exported',
  );
  // Stored files (PDFs, JPEGs) are compressed already; level 6 for the JSON only.
  return zipSync(archive, { level: 6 });
}
