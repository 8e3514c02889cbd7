import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { zipSync, strToU8, type Zippable } from 'fflate';
import { adminMessages } from '../../common/admin';
import { REPORT_MAX_BYTES } from '../../common/admin-actions';
import { findProduct } from '../../common/catalogue';
import {
  customerDataMessages,
  type EraseCustomerInput,
  type EraseCustomerReply,
} from '../../common/customer-data';
import type { Database, Queryable } from '../db/client';
import {
  birthData,
  emailJobs,
  freeSignups,
  orderEvents,
  orderFiles,
  purchases,
  questionnaireSubmissions,
  reportJobs,
  uploads,
  users,
  type Purchase,
  type User,
} from '../db/schema';
import { AppError } from '../errors';
import type { ObjectStorage } from '../storage';
import { MAX_UPLOAD_BYTES } from '../storage/types';
import { recordOrderEvents, type OrderActor } from './timeline';

/**
 * A customer's data as the shop holds it, for the admin's copy (export) and erasure (the /privacy
 * page's "your rights"). It spans customers (users, birth data, sign-ups) and orders (purchases,
 * timelines, intake, delivered files), so it lives with orders, which may file a customer
 * (decision 130).
 */

export interface CustomerDataLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface CustomerDataDeps {
  db: Database;
  storage: ObjectStorage;
  log: CustomerDataLog;
}

/**
 * The customer's orders: those filed to them, and checkouts never completed (no user yet) that
 * carry any address the customer is known by (a payment that failed still holds the person).
 */
async function ordersOf(db: Queryable, user: User): Promise<Purchase[]> {
  const filed = await db.select().from(purchases).where(eq(purchases.userId, user.id));
  const signups = await db
    .select({ email: freeSignups.email })
    .from(freeSignups)
    .where(eq(freeSignups.userId, user.id));
  const keys = emailKeysOf(user, signups, filed);
  const unfiled = await db
    .select()
    .from(purchases)
    .where(
      and(
        isNull(purchases.userId),
        inArray(sql<string>`lower(trim(${purchases.customer}->>'email'))`, keys),
      ),
    );
  return [...filed, ...unfiled].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
}

async function findUser(db: Queryable, userId: string, forUpdate = false): Promise<User> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [user] = forUpdate ? await query.for('update') : await query;
  if (!user) throw new AppError('not_found', adminMessages.clientNotFound);
  return user;
}

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
export async function exportCustomer(
  deps: CustomerDataDeps,
  options: { userId: string; actor: OrderActor; now: Date },
): Promise<Uint8Array> {
  const { db, storage } = deps;
  const user = await findUser(db, options.userId);
  const orders = await ordersOf(db, user);
  const ids = orders.map((order) => order.id);
  const [[birth], signups, events, submissions, uploadRows, fileRows] = await Promise.all([
    db.select().from(birthData).where(eq(birthData.userId, user.id)),
    db
      .select()
      .from(freeSignups)
      .where(eq(freeSignups.userId, user.id))
      .orderBy(asc(freeSignups.createdAt)),
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
          .orderBy(asc(uploads.createdAt)),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(orderFiles)
          .where(inArray(orderFiles.purchaseId, ids))
          .orderBy(asc(orderFiles.createdAt)),
  ]);
  const mails = await db
    .select()
    .from(emailJobs)
    .where(mailsOf(ids, emailKeysOf(user, signups, orders)))
    .orderBy(asc(emailJobs.createdAt));

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
    emails: mails.map((mail) => ({
      kind: mail.kind,
      recipient: mail.recipient,
      status: mail.status,
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

/** Lower-cased e-mail addresses the customer is known by, in their record, sign-ups and orders. */
function emailKeysOf(
  user: User,
  signups: ReadonlyArray<{ email: string }>,
  orders: readonly Purchase[],
): string[] {
  const keys = new Set([user.emailKey]);
  for (const signup of signups) keys.add(signup.email.trim().toLowerCase());
  for (const order of orders) {
    const email = contactField(order, 'email');
    if (email) keys.add(email.toLowerCase());
  }
  return [...keys];
}

function mailsOf(purchaseIds: string[], emailKeys: string[]) {
  const toCustomer = inArray(sql<string>`lower(trim(${emailJobs.recipient}))`, emailKeys);
  return purchaseIds.length === 0
    ? toCustomer
    : or(inArray(emailJobs.purchaseId, purchaseIds), toCustomer);
}

export function contactField(order: Pick<Purchase, 'customer'>, field: string): string | null {
  const customer = order.customer;
  if (!customer || typeof customer !== 'object') return null;
  const value = (customer as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

const ERASED = '[erased]';
/** Keys whose values are personal whatever they hold. */
const PERSONAL_KEYS = new Set([
  'fullName',
  'name',
  'email',
  'phone',
  'recipient',
  'placeUsed',
  'birthLocation',
  'birthDate',
  'birthTime',
  'birthMonth',
  'birthDay',
  'birthYear',
  'birthHour',
  'birthMinute',
  'ampm',
  'birthData',
  'birth',
]);
/** Events whose whole data is personal: corrected birth data, the admins' notes. */
const PERSONAL_EVENT_KINDS = new Set(['birth-data-corrected', 'notes-changed']);
const EMAIL_LIKE = /[^\s@]+@[^\s@]+/;

/**
 * One pattern matching any of the needles as whole words ("Eve" names Eve, not "delivered").
 * Compiled once per needle list, and only for a text that contains one: a Unicode
 * case-insensitive pattern costs about a millisecond to build, which a purge scrubbing
 * thousands of events would otherwise pay for every string.
 */
const wholeWordPatterns = new WeakMap<readonly string[], RegExp | null>();
function wholeWordsOf(needles: readonly string[]): RegExp | null {
  let pattern = wholeWordPatterns.get(needles);
  if (pattern === undefined) {
    const escaped = needles.map((needle) => needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    pattern =
      escaped.length === 0
        ? null
        : new RegExp(`(^|[^\\p{L}\\p{N}])(?:${escaped.join('|')})($|[^\\p{L}\\p{N}])`, 'iu');
    wholeWordPatterns.set(needles, pattern);
  }
  return pattern;
}

/** Whether `text` names any needle (lower-cased), building the pattern only when it may. */
function namesAny(text: string, needles: readonly string[]): boolean {
  const lower = text.toLowerCase();
  if (!needles.some((needle) => lower.includes(needle))) return false;
  return wholeWordsOf(needles)?.test(text) ?? false;
}

/**
 * The event data with every e-mail address, every personal field and every string naming the
 * customer (their name, phone, birth place) replaced by `[erased]`.
 */
export function scrubEventData(
  value: unknown,
  needles: readonly string[],
  personalKeys: ReadonlySet<string> = PERSONAL_KEYS,
): unknown {
  if (typeof value === 'string') {
    if (EMAIL_LIKE.test(value) || namesAny(value, needles)) return ERASED;
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => scrubEventData(item, needles, personalKeys));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        personalKeys.has(key) && item !== null
          ? ERASED
          : scrubEventData(item, needles, personalKeys),
      ]),
    );
  }
  return value;
}

/** Texts that name the customer, lower-cased, at least 3 characters long. */
function needlesOf(
  user: User,
  birth: { birthLocation: string } | undefined,
  signups: ReadonlyArray<{ fullName: string; phone: string | null; birthLocation: string }>,
  orders: readonly Purchase[],
  emailKeys: readonly string[],
): string[] {
  const texts = [user.fullName, user.phone, birth?.birthLocation, ...emailKeys];
  for (const signup of signups) texts.push(signup.fullName, signup.phone, signup.birthLocation);
  return needlesFrom([...texts, ...orderTexts(orders)]);
}

/** The texts in orders' contact details that name their buyer. */
export function orderTexts(orders: ReadonlyArray<Pick<Purchase, 'customer'>>): (string | null)[] {
  return orders.flatMap((order) =>
    ['fullName', 'email', 'phone', 'birthLocation'].map((field) => contactField(order, field)),
  );
}

/** Needles for `scrubEventData`: the texts lower-cased, at least 3 characters long. */
export function needlesFrom(texts: ReadonlyArray<string | null | undefined>): string[] {
  const needles = new Set<string>();
  for (const text of texts) {
    const needle = text?.trim().toLowerCase();
    if (needle && needle.length >= 3) needles.add(needle);
  }
  return [...needles];
}

/**
 * Deletes the orders' questionnaire answers, report jobs, uploads and delivered files, in the
 * caller's transaction; returns the counts and the storage keys to delete after the commit.
 */
export async function deleteOrderRecords(tx: Queryable, ids: string[]) {
  const byOrder = (column: PgColumn) => (ids.length === 0 ? sql`false` : inArray(column, ids));
  const submissionRows = await tx
    .delete(questionnaireSubmissions)
    .where(byOrder(questionnaireSubmissions.purchaseId))
    .returning({ id: questionnaireSubmissions.id });
  const reportJobRows = await tx
    .delete(reportJobs)
    .where(byOrder(reportJobs.purchaseId))
    .returning({ id: reportJobs.id });
  const uploadRows = await tx
    .delete(uploads)
    .where(byOrder(uploads.purchaseId))
    .returning({ key: uploads.storageKey });
  const fileRows = await tx
    .delete(orderFiles)
    .where(byOrder(orderFiles.purchaseId))
    .returning({ key: orderFiles.storageKey });
  return {
    counts: {
      questionnaireSubmissions: submissionRows.length,
      uploads: uploadRows.length,
      orderFiles: fileRows.length,
      reportJobs: reportJobRows.length,
    },
    keys: [...uploadRows, ...fileRows].map((row) => row.key),
  };
}

/**
 * Replaces the personal data in the orders' timelines (`scrubEventData` with each order's
 * needles; corrected birth data and notes events wholesale); returns how many events changed.
 */
export async function scrubOrderTimelines(
  tx: Queryable,
  ids: string[],
  needlesOf: (purchaseId: string) => readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const events = await tx
    .select({
      id: orderEvents.id,
      purchaseId: orderEvents.purchaseId,
      kind: orderEvents.kind,
      data: orderEvents.data,
    })
    .from(orderEvents)
    .where(inArray(orderEvents.purchaseId, ids));
  let scrubbed = 0;
  for (const event of events) {
    const data = PERSONAL_EVENT_KINDS.has(event.kind)
      ? { erased: true }
      : (scrubEventData(event.data, needlesOf(event.purchaseId)) as Record<string, unknown>);
    if (JSON.stringify(data) === JSON.stringify(event.data)) continue;
    await tx.update(orderEvents).set({ data }).where(eq(orderEvents.id, event.id));
    scrubbed += 1;
  }
  return scrubbed;
}

/** Deletes stored files after their rows are gone; returns the keys whose deletion failed. */
export async function removeStoredFiles(
  deps: Pick<CustomerDataDeps, 'storage' | 'log'>,
  keys: readonly string[],
  failureMessage: string,
): Promise<string[]> {
  const left: string[] = [];
  for (const key of keys) {
    try {
      await deps.storage.remove(key);
    } catch (error) {
      left.push(key);
      deps.log.error({ err: error, key }, failureMessage);
    }
  }
  return left;
}

/**
 * `POST /api/admin/client/:userId/erase`: in one transaction, deletes the customer's free
 * sign-ups, birth data, questionnaire answers, uploads, delivered files, mails and report jobs;
 * keeps their orders for the accounts (product, amount, dates, payment reference, referral)
 * without name, e-mail or notes; scrubs personal data from the orders' timelines and records
 * `customer-erased` on each; deletes the customer. The stored files are deleted after the
 * commit: one that fails is logged and reported, the rows are gone either way.
 */
export async function eraseCustomer(
  deps: CustomerDataDeps,
  options: { userId: string; input: EraseCustomerInput; actor: OrderActor; now: Date },
): Promise<EraseCustomerReply> {
  const { db, log } = deps;
  const result = await db.transaction(async (tx) => {
    const user = await findUser(tx, options.userId, true);
    if (options.input.confirmEmail.trim().toLowerCase() !== user.emailKey) {
      // Named as the field's refusal, so the admin's form shows it under the address typed.
      throw new AppError('bad_request', customerDataMessages.emailMismatch, {
        confirmEmail: customerDataMessages.emailMismatch,
      });
    }
    const orders = await ordersOf(tx, user);
    if (orders.length > 0) {
      // Lock the orders so no admin action writes the customer back in meanwhile.
      await tx
        .select({ id: purchases.id })
        .from(purchases)
        .where(
          inArray(
            purchases.id,
            orders.map((order) => order.id),
          ),
        )
        .for('update');
    }
    const ids = orders.map((order) => order.id);
    const [birth] = await tx.select().from(birthData).where(eq(birthData.userId, user.id));
    const signups = await tx.select().from(freeSignups).where(eq(freeSignups.userId, user.id));
    const emailKeys = emailKeysOf(user, signups, orders);
    const needles = needlesOf(user, birth, signups, orders, emailKeys);

    const records = await deleteOrderRecords(tx, ids);
    const mailRows = await tx
      .delete(emailJobs)
      .where(mailsOf(ids, emailKeys))
      .returning({ id: emailJobs.id });
    const signupRows = await tx
      .delete(freeSignups)
      .where(eq(freeSignups.userId, user.id))
      .returning({ id: freeSignups.id });
    const birthRows = await tx
      .delete(birthData)
      .where(eq(birthData.userId, user.id))
      .returning({ userId: birthData.userId });

    let scrubbed = 0;
    if (ids.length > 0) {
      await tx
        .update(purchases)
        .set({ customer: null, adminNotes: null, userId: null, updatedAt: sql`now()` })
        .where(inArray(purchases.id, ids));
      scrubbed = await scrubOrderTimelines(tx, ids, () => needles);
      await recordOrderEvents(
        tx,
        ids.map((purchaseId) => ({
          purchaseId,
          kind: 'customer-erased',
          actor: options.actor,
          data: { reason: options.input.reason, erasedAt: options.now.toISOString() },
        })),
      );
    }
    await tx.delete(users).where(eq(users.id, user.id));

    return {
      erased: {
        freeSignups: signupRows.length,
        birthData: birthRows.length,
        ...records.counts,
        emailJobs: mailRows.length,
        orderEventsScrubbed: scrubbed,
      },
      anonymisedOrders: ids.length,
      keys: records.keys,
    };
  });

  const storedFilesLeft = await removeStoredFiles(
    deps,
    result.keys,
    'erased customer: a stored file could not be deleted',
  );
  log.info(
    {
      userId: options.userId,
      actor: options.actor,
      orders: result.anonymisedOrders,
      filesLeft: storedFilesLeft.length,
    },
    'customer erased',
  );
  return {
    ok: true,
    erased: result.erased,
    anonymisedOrders: result.anonymisedOrders,
    storedFilesDeleted: result.keys.length - storedFilesLeft.length,
    storedFilesLeft,
  };
}
