/** Erasing a customer on request, and the deletions the retention purge shares with it. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  customerDataMessages,
  type EraseCustomerInput,
  type EraseCustomerReply,
} from '../../common/customer-data';
import type { Queryable } from '../db/client';
import { reportJobKind } from '../jobs/report-job';
import {
  birthData,
  checkoutDrafts,
  discountCodeUses,
  freeSignups,
  leasedJobs,
  orderFiles,
  purchases,
  questionnaireSubmissions,
  reviews,
  supportMessages,
  uploads,
  users,
  writtenDeliveries,
  writtenDrafts,
  writtenDraftVersions,
  writtenReadingChecks,
} from '../db/schema';
import { AppError } from '../errors';
import { eraseGiftBuyer, eraseGiftRecipient } from '../orders/gifts';
import { recordOrderEvents, type OrderActor } from '../orders/timeline';
import {
  emailKeysOf,
  findCustomer,
  mailsOf,
  ordersOf,
  type CustomerDataDeps,
} from './customer-records';
import { needlesOf, scrubOrderTimelines } from './timeline-scrubbing';

/**
 * Deletes the orders' questionnaire answers, report jobs, uploads, delivered files and support
 * messages, in the caller's transaction; returns the counts and the storage keys to delete
 * after the commit.
 */
export async function deleteOrderRecords(tx: Queryable, ids: string[]) {
  const byOrder = (column: PgColumn) => (ids.length === 0 ? sql`false` : inArray(column, ids));
  const submissionRows = await tx
    .delete(questionnaireSubmissions)
    .where(byOrder(questionnaireSubmissions.purchaseId))
    .returning({ id: questionnaireSubmissions.id });
  const reportJobRows = await tx
    .delete(leasedJobs)
    .where(and(eq(leasedJobs.kind, reportJobKind.kind), byOrder(leasedJobs.purchaseId)))
    .returning({ id: leasedJobs.id });
  const uploadRows = await tx
    .delete(uploads)
    .where(byOrder(uploads.purchaseId))
    .returning({ key: uploads.storageKey });
  // The written readings' texts as delivered go with their files (decision 271).
  await tx.delete(writtenDeliveries).where(byOrder(writtenDeliveries.purchaseId));
  // And the workspace's drafts, their versions and what the reader looked at (decision 265).
  await tx.delete(writtenDrafts).where(byOrder(writtenDrafts.purchaseId));
  await tx.delete(writtenDraftVersions).where(byOrder(writtenDraftVersions.purchaseId));
  await tx.delete(writtenReadingChecks).where(byOrder(writtenReadingChecks.purchaseId));
  const fileRows = await tx
    .delete(orderFiles)
    .where(byOrder(orderFiles.purchaseId))
    .returning({ key: orderFiles.storageKey });
  // What the customer and their reader wrote in the order's support thread (decision 284).
  await tx.delete(supportMessages).where(byOrder(supportMessages.purchaseId));
  // Their review of the reading (decision 361).
  await tx.delete(reviews).where(byOrder(reviews.purchaseId));
  // A code's use still counts against its limit, but no longer names the buyer (decision 359).
  await tx
    .update(discountCodeUses)
    .set({ emailKey: null })
    .where(byOrder(discountCodeUses.purchaseId));
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
    const user = await findCustomer(tx, options.userId, true);
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

    // A gift belongs to two people (decision 356): the buyer's part of the gifts they gave,
    // and this person's part of the gifts they were given, go; the other person's stays.
    const giftsGivenScrubbed = await eraseGiftBuyer(tx, user.id, emailKeys);
    const giftsReceivedScrubbed = await eraseGiftRecipient(tx, ids);
    const records = await deleteOrderRecords(tx, ids);
    const mailRows = await tx
      .delete(leasedJobs)
      .where(mailsOf(ids, emailKeys))
      .returning({ id: leasedJobs.id });
    // What they typed at checkouts they asked to be reminded of (decision 360).
    if (emailKeys.length > 0) {
      await tx
        .delete(checkoutDrafts)
        .where(inArray(sql<string>`lower(trim(${checkoutDrafts.email}))`, emailKeys));
    }
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
        gifts: giftsGivenScrubbed + giftsReceivedScrubbed,
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
