import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { shiftCalendarDate, type Holidays } from '../../../common/business-days';
import type { Product } from '../../../common/catalogue';
import { orderReferenceOf } from '../../../common/order-status';
import {
  dueStanding,
  earliestStartDueBy,
  promisedMaxDays,
  readingClock,
  waitingForOf,
} from '../../../common/reading-due';
import type {
  QueueReading,
  ReadingQueuePage,
  ReadingQueueQuery,
} from '../../../common/reading-queue';
import { readingQueueQuerySchema } from '../../../common/reading-queue';
import type { Queryable } from '../../db/client';
import { admins, leasedJobs, purchases, users } from '../../db/schema';
import { QUESTIONNAIRE_REMINDER_KIND } from '../../orders/questionnaire-reminders';
import {
  clockStartColumn,
  isOpenReading,
  queuedProducts,
  startOfDay,
  waitsOnCustomer,
} from './queue-scope';
import { decodeQueueCursor, encodeQueueCursor, type QueueCursor } from './queue-cursor';
import { assignedReaderOf } from '../../../common/readers';

interface QueueRow {
  id: string;
  productId: number;
  customerName: string | null;
  completedAt: Date | null;
  createdAt: Date;
  questionnaireSubmittedAt: Date | null;
  /** The clock's start (dated rows) or the payment (waiting rows), as Postgres prints it. */
  sortKey: string;
  readerId: string | null;
  readerEmail: string | null;
  readerName: string | null;
  readerDisplayName: string | null;
  lastReminderAt: Date | null;
}

type ClockColumn = typeof purchases.completedAt | typeof purchases.questionnaireSubmittedAt;

function rowColumns(sortColumn: ClockColumn) {
  return {
    id: purchases.id,
    productId: purchases.productId,
    customerName: sql<
      string | null
    >`coalesce(${users.fullName}, ${purchases.customer}->>'fullName')`,
    completedAt: purchases.completedAt,
    createdAt: purchases.createdAt,
    questionnaireSubmittedAt: purchases.questionnaireSubmittedAt,
    sortKey: sql<string>`to_char(${sortColumn} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    readerId: admins.id,
    readerEmail: admins.email,
    readerName: admins.name,
    readerDisplayName: admins.displayName,
    // Read only for the rows of the page: jobs_purchase_idx finds an order's mails.
    lastReminderAt: sql<Date | null>`(select max(${leasedJobs.sentAt}) from ${leasedJobs}
      where ${leasedJobs.purchaseId} = ${purchases.id}
        and ${leasedJobs.mailKind} = ${QUESTIONNAIRE_REMINDER_KIND}
        and ${leasedJobs.status} = 'done')`.mapWith((value) =>
      value === null ? null : new Date(value as string),
    ),
  };
}

export interface QueueOptions {
  query: ReadingQueueQuery;
  adminId: string;
  holidays: Holidays;
  today: string;
}

function readerFilter(reader: 'all' | 'mine' | 'unassigned', adminId: string): SQL | undefined {
  if (reader === 'mine') return eq(purchases.assignedReaderId, adminId);
  if (reader === 'unassigned') return isNull(purchases.assignedReaderId);
  return undefined;
}

async function productRows(
  db: Queryable,
  product: Product,
  sortColumn: ClockColumn,
  conditions: (SQL | undefined)[],
  limit: number,
): Promise<QueueRow[]> {
  return db
    .select(rowColumns(sortColumn))
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .leftJoin(admins, eq(admins.id, purchases.assignedReaderId))
    .where(and(isOpenReading(product.id), ...conditions))
    .orderBy(asc(sortColumn), asc(purchases.id))
    .limit(limit);
}

/** Orders whose clock runs, after the cursor, in (due day, start, id) order for one product. */
function datedAfter(product: Product, cursor: QueueCursor | null, holidays: Holidays) {
  const start = clockStartColumn(product);
  if (!cursor || cursor.phase !== 'dated') return [isNotNull(start)];
  const maxDays = promisedMaxDays(product);
  // Starts from `first` on are due on the cursor's day or later; from `later` on, after it.
  const first = earliestStartDueBy(cursor.dueOn, maxDays, holidays);
  const later = earliestStartDueBy(shiftCalendarDate(cursor.dueOn, 1), maxDays, holidays);
  return [
    isNotNull(start),
    sql`${start} >= ${startOfDay(first)}`,
    or(
      sql`${start} >= ${startOfDay(later)}`,
      sql`(${start}, ${purchases.id}) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)`,
    ),
  ];
}

function toQueueReading(row: QueueRow, product: Product, options: QueueOptions): QueueReading {
  const paidAt = row.completedAt ?? row.createdAt;
  const clock = readingClock(
    product,
    { paidAt, questionnaireSubmittedAt: row.questionnaireSubmittedAt },
    options.holidays,
  );
  return {
    purchaseId: row.id,
    reference: orderReferenceOf(row.id),
    productId: product.id,
    productName: product.name,
    writtenCount: product.writtenDocuments.length,
    customerName: row.customerName,
    paidAt: paidAt.toISOString(),
    standing: dueStanding(clock, options.today, options.holidays),
    dueOn: clock.state === 'running' ? clock.dueOn : null,
    waitingFor: clock.state === 'waiting-on-customer' ? waitingForOf(product) : null,
    startedAt: clock.state === 'running' ? clock.startedAt.toISOString() : null,
    reader: assignedReaderOf(row),
    lastReminderAt: row.lastReminderAt?.toISOString() ?? null,
  };
}

interface Keyed {
  reading: QueueReading;
  cursor: QueueCursor;
}

const compareKeyed = (a: Keyed, b: Keyed) => {
  const left = a.cursor;
  const right = b.cursor;
  const leftDue = left.phase === 'dated' ? left.dueOn : '';
  const rightDue = right.phase === 'dated' ? right.dueOn : '';
  if (leftDue !== rightDue) return leftDue < rightDue ? -1 : 1;
  if (left.key !== right.key) return left.key < right.key ? -1 : 1;
  return left.id < right.id ? -1 : left.id > right.id ? 1 : 0;
};

/**
 * One page of the queue (decision 261): first every order whose clock runs, soonest due
 * first, then the orders waiting on the customer, longest waiting first. Each product's orders
 * are read in the order of their clock's start, which is their due order, and the products'
 * pages are merged: a page costs one short index range per product, however many orders the
 * shop holds.
 */
export async function readingQueue(
  db: Queryable,
  options: QueueOptions,
): Promise<ReadingQueuePage> {
  const query = readingQueueQuerySchema.parse(options.query);
  const cursor = decodeQueueCursor(query.cursor);
  const byReader = readerFilter(query.reader, options.adminId);
  const fetch = query.limit + 1;
  const found: Keyed[] = [];

  if (!cursor || cursor.phase === 'dated') {
    for (const product of queuedProducts) {
      const rows = await productRows(
        db,
        product,
        clockStartColumn(product),
        [byReader, ...datedAfter(product, cursor, options.holidays)],
        fetch,
      );
      for (const row of rows) {
        const reading = toQueueReading(row, product, options);
        if (!reading.dueOn) continue;
        found.push({
          reading,
          cursor: { phase: 'dated', dueOn: reading.dueOn, key: row.sortKey, id: row.id },
        });
      }
    }
    found.sort(compareKeyed);
  }
  if (found.length < fetch) {
    const waiting: Keyed[] = [];
    for (const product of queuedProducts) {
      const waits = waitsOnCustomer(product);
      if (!waits) continue;
      const after =
        cursor?.phase === 'waiting'
          ? sql`(${purchases.completedAt}, ${purchases.id}) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
          : undefined;
      const rows = await productRows(
        db,
        product,
        purchases.completedAt,
        [byReader, waits, isNotNull(purchases.completedAt), after],
        fetch - found.length,
      );
      for (const row of rows) {
        waiting.push({
          reading: toQueueReading(row, product, options),
          cursor: { phase: 'waiting', key: row.sortKey, id: row.id },
        });
      }
    }
    waiting.sort(compareKeyed);
    found.push(...waiting);
  }
  const page = found.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map((entry) => entry.reading),
    nextCursor: found.length > query.limit && last ? encodeQueueCursor(last.cursor) : null,
  };
}
