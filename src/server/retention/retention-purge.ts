import { and, eq, gt, inArray, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { OrderEventKind, RetentionPurgePolicy } from '../../common/order-events';
import { retentionPeriods } from '../../common/retention';
import type { Queryable } from '../db/client';
import {
  checkoutDrafts,
  orderEvents,
  orderFiles,
  purchases,
  questionnaireSubmissions,
  leasedJobs,
  uploads,
} from '../db/schema';
import { MAIL_JOB_KIND } from '../mail/outbox';
import { deleteOrderRecords, removeStoredFiles } from '../customer-data/customer-erasure';
import type { CustomerDataDeps } from '../customer-data/customer-records';
import { purgeExpiredCustomerData } from './retention-customers';
import { closedAt, monthsBefore, saleAt } from './retention-rules';
import { recordOrderEvents } from '../orders/timeline';
import {
  needlesFrom,
  orderTexts,
  scrubEventData,
  scrubOrderTimelines,
} from '../customer-data/timeline-scrubbing';

/**
 * The daily purge the /privacy page promises (decisions 115, 155): each order's questionnaire
 * and files, then its personal data, then its buyer go when their period has passed, counted
 * from when the order closed (delivered, refunded, or a checkout never paid). Each order
 * touched gets a `retention-purged` event saying what went.
 */

export type RetentionPurgeDeps = CustomerDataDeps;

export interface RetentionPurgeCounts {
  [key: string]: number;
}

const hasRowsOf = (table: typeof uploads | typeof questionnaireSubmissions | typeof orderFiles) =>
  sql`exists (select 1 from ${table} where ${table.purchaseId} = ${purchases.id})`;
// Report jobs and mails alike: any job of the order.
const hasJobs = sql`exists (select 1 from ${leasedJobs} where ${leasedJobs.purchaseId} = ${purchases.id})`;
const hasIntake = sql`(${hasRowsOf(uploads)} or ${hasRowsOf(questionnaireSubmissions)})`;
const hasOrderRecords = sql`(${hasIntake} or ${hasRowsOf(orderFiles)} or ${hasJobs})`;

/** Fields of the order's contact that the record of the sale keeps until it is anonymised. */
const SALE_CONTACT_FIELDS = ['fullName', 'email'] as const;

/** Keys of the intake events naming the buyer's files. */
const FILE_NAME_KEYS = new Set(['fileName', 'files']);
const INTAKE_EVENT_KINDS: OrderEventKind[] = [
  'upload-stored',
  'upload-rejected',
  'questionnaire-submitted',
];

/** Each stage is named on the `retention-purged` events it writes. */
type Stage = RetentionPurgePolicy;

interface StageResult {
  orders: number;
  /** The last order of the batch, where the next batch starts. */
  lastId: string | null;
  counts: Record<string, number>;
  keys: string[];
}

/**
 * Locks up to `limit` orders the stage is due for, after `afterId` in id order: a stage walks
 * the orders once, never re-reading those it passed.
 */
async function dueOrders(tx: Queryable, condition: SQL, afterId: string | null, limit: number) {
  return tx
    .select({ id: purchases.id, customer: purchases.customer })
    .from(purchases)
    .where(afterId === null ? condition : and(gt(purchases.id, afterId), condition))
    .orderBy(purchases.id)
    .limit(limit)
    .for('update');
}

/** Questionnaire answers, uploads and the mail echoing the answers; file names on the timeline. */
async function purgeQuestionnaires(tx: Queryable, ids: string[]) {
  const submissions = await tx
    .delete(questionnaireSubmissions)
    .where(inArray(questionnaireSubmissions.purchaseId, ids))
    .returning({ id: questionnaireSubmissions.id });
  const uploadRows = await tx
    .delete(uploads)
    .where(inArray(uploads.purchaseId, ids))
    .returning({ key: uploads.storageKey });
  const mails = await tx
    .delete(leasedJobs)
    .where(
      and(inArray(leasedJobs.purchaseId, ids), eq(leasedJobs.mailKind, 'questionnaire-received')),
    )
    .returning({ id: leasedJobs.id });
  const events = await tx
    .select({ id: orderEvents.id, data: orderEvents.data })
    .from(orderEvents)
    .where(
      and(inArray(orderEvents.purchaseId, ids), inArray(orderEvents.kind, INTAKE_EVENT_KINDS)),
    );
  for (const event of events) {
    const data = scrubEventData(event.data, [], FILE_NAME_KEYS);
    if (JSON.stringify(data) !== JSON.stringify(event.data)) {
      await tx.update(orderEvents).set({ data }).where(eq(orderEvents.id, event.id));
    }
  }
  return {
    counts: {
      questionnaireSubmissions: submissions.length,
      uploads: uploadRows.length,
      emailJobs: mails.length,
    },
    keys: uploadRows.map((row) => row.key),
  };
}

/**
 * Everything of the orders but the record of the sale: answers, uploads, files, report jobs,
 * mails, notes, birth data and phone, and personal data on the timeline. Anonymising also
 * drops the buyer's name and e-mail and unfiles the order, as an erasure does.
 */
async function purgeOrderPersonalData(
  tx: Queryable,
  orders: Array<{ id: string; customer: unknown }>,
  isAnonymising: boolean,
) {
  const ids = orders.map((order) => order.id);
  const needles = new Map(orders.map((order) => [order.id, needlesFrom(orderTexts([order]))]));
  const records = await deleteOrderRecords(tx, ids);
  const mails = await tx
    .delete(leasedJobs)
    .where(and(eq(leasedJobs.kind, MAIL_JOB_KIND), inArray(leasedJobs.purchaseId, ids)))
    .returning({ id: leasedJobs.id });
  const keptContact = sql`jsonb_strip_nulls(jsonb_build_object(${sql.raw(
    SALE_CONTACT_FIELDS.map((field) => `'${field}', customer->'${field}'`).join(', '),
  )}))`;
  await tx
    .update(purchases)
    .set(
      isAnonymising
        ? { customer: null, adminNotes: null, userId: null }
        : {
            customer: sql`case when customer is null then null else ${keptContact} end`,
            adminNotes: null,
          },
    )
    .where(inArray(purchases.id, ids));
  const scrubbed = await scrubOrderTimelines(tx, ids, (id) => needles.get(id) ?? []);
  return {
    counts: { ...records.counts, emailJobs: mails.length, orderEventsScrubbed: scrubbed },
    keys: records.keys,
  };
}

const stages: Array<{ stage: Stage; due(now: Date): SQL; removed: string[] }> = [
  {
    stage: 'questionnaire',
    due: (now) =>
      sql`${closedAt} < ${monthsBefore(now, retentionPeriods.questionnaireMonths)} and ${hasIntake}`,
    removed: ['questionnaire answers', 'uploaded files'],
  },
  {
    stage: 'order-personal-data',
    due: (now) => sql`${closedAt} < ${monthsBefore(now, retentionPeriods.orderPersonalDataMonths)}
      and (${hasOrderRecords} or ${purchases.adminNotes} is not null
        or (${purchases.customer} is not null
          and ${purchases.customer} - ${sql.raw(SALE_CONTACT_FIELDS.map((field) => `'${field}'`).join(' - '))} <> '{}'::jsonb))`,
    removed: ['birth data', 'phone', 'notes', 'report files', 'e-mails'],
  },
  {
    stage: 'sale-anonymised',
    due: (now) => sql`${saleAt} < ${monthsBefore(now, retentionPeriods.accountingYears * 12)}
      and (${purchases.customer} is not null or ${purchases.userId} is not null
        or ${purchases.adminNotes} is not null or ${hasOrderRecords})`,
    removed: ['name', 'e-mail'],
  },
];

async function runStage(
  deps: RetentionPurgeDeps,
  stage: (typeof stages)[number],
  now: Date,
  afterId: string | null,
  batchSize: number,
): Promise<StageResult> {
  return deps.db.transaction(async (tx) => {
    const orders = await dueOrders(tx, stage.due(now), afterId, batchSize);
    if (orders.length === 0) return { orders: 0, lastId: null, counts: {}, keys: [] };
    const ids = orders.map((order) => order.id);
    const result =
      stage.stage === 'questionnaire'
        ? await purgeQuestionnaires(tx, ids)
        : await purgeOrderPersonalData(tx, orders, stage.stage === 'sale-anonymised');
    await recordOrderEvents(
      tx,
      ids.map((purchaseId) => ({
        purchaseId,
        kind: 'retention-purged',
        actor: 'system',
        data: { policy: stage.stage, removed: stage.removed },
      })),
    );
    return { orders: orders.length, lastId: ids[ids.length - 1] ?? null, ...result };
  });
}

function addCounts(total: RetentionPurgeCounts, prefix: string, counts: Record<string, number>) {
  for (const [key, value] of Object.entries(counts)) add(total, `${prefix}.${key}`, value);
}

function add(total: RetentionPurgeCounts, name: string, value: number) {
  total[name] = (total[name] ?? 0) + value;
}

/**
 * Runs every stage in batches of `batchSize` orders (one transaction each) until none is due,
 * then the customers' part; deletes stored files after each commit. Running it again at once
 * finds nothing to do.
 */
export async function purgeExpiredData(
  deps: RetentionPurgeDeps,
  options: { now: Date; batchSize?: number },
): Promise<RetentionPurgeCounts> {
  const batchSize = options.batchSize ?? 200;
  const total: RetentionPurgeCounts = { storedFilesLeft: 0 };
  for (const stage of stages) {
    add(total, `${stage.stage}.orders`, 0);
    let afterId: string | null = null;
    for (;;) {
      const result = await runStage(deps, stage, options.now, afterId, batchSize);
      afterId = result.lastId;
      add(total, `${stage.stage}.orders`, result.orders);
      addCounts(total, stage.stage, result.counts);
      const left = await removeStoredFiles(
        deps,
        result.keys,
        'retention purge: a stored file could not be deleted',
      );
      add(total, 'storedFilesLeft', left.length);
      if (result.orders < batchSize) break;
    }
  }
  addCounts(total, 'customers', await purgeExpiredCustomerData(deps.db, options.now));
  add(total, 'checkouts.abandoned', await purgeAbandonedCheckouts(deps.db, options.now));
  add(total, 'checkouts.remindable', await purgeCheckoutDrafts(deps.db, options.now));
  return total;
}

/** Deletes what was typed at checkouts the buyer asked to be reminded of, a month on. */
export async function purgeCheckoutDrafts(db: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionPeriods.checkoutReminderDays * 86_400_000);
  const deleted = await db
    .delete(checkoutDrafts)
    .where(lt(checkoutDrafts.createdAt, cutoff))
    .returning({ id: checkoutDrafts.id });
  return deleted.length;
}

/**
 * Deletes the checkouts nobody placed (a payment page opened, no details given, no money) once
 * they are a week old. They were never orders: no customer, timeline or mail to keep. A buyer
 * who comes back to such a page later cannot pay on it: filing their details, which the page
 * does before the card is charged, no longer finds the checkout.
 */
export async function purgeAbandonedCheckouts(db: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionPeriods.abandonedCheckoutDays * 86_400_000);
  const deleted = await db
    .delete(purchases)
    .where(
      and(
        isNull(purchases.placedAt),
        notInArray(purchases.paymentStatus, ['completed', 'refunded']),
        lt(purchases.createdAt, cutoff),
      ),
    )
    .returning({ id: purchases.id });
  return deleted.length;
}
