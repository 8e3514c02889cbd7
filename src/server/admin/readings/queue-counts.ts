import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { addBusinessDays, shiftCalendarDate, type Holidays } from '../../../common/business-days';
import {
  DUE_SOON_BUSINESS_DAYS,
  earliestStartDueBy,
  promisedMaxDays,
} from '../../../common/reading-due';
import type { ReadingQueueCounts } from '../../../common/reading-queue';
import type { Queryable } from '../../db/client';
import { purchases } from '../../db/schema';
import {
  clockStartColumn,
  isOpenReading,
  queuedProducts,
  startOfDay,
  waitsOnCustomer,
} from './queue-scope';

/**
 * The dashboard's view of the queue. A due day is a step function of the clock's start, so
 * "overdue" and "due within two business days" are ranges of start instants per product,
 * counted from the queue's partial indexes without computing a date per order.
 */
export async function readingQueueCounts(
  db: Queryable,
  options: { today: string; holidays: Holidays },
): Promise<ReadingQueueCounts> {
  const soonUntil = addBusinessDays(options.today, DUE_SOON_BUSINESS_DAYS, options.holidays);
  const counts: ReadingQueueCounts = {
    overdue: 0,
    dueSoon: 0,
    waitingOnCustomer: 0,
    unassigned: 0,
  };
  for (const product of queuedProducts) {
    const maxDays = promisedMaxDays(product);
    const start = clockStartColumn(product);
    // Due today or later from `dueToday` on; due after the soon window from `dueLater` on.
    const dueToday = startOfDay(earliestStartDueBy(options.today, maxDays, options.holidays));
    const dueLater = startOfDay(
      earliestStartDueBy(shiftCalendarDate(soonUntil, 1), maxDays, options.holidays),
    );
    const waits = waitsOnCustomer(product);
    const [row] = await db
      .select({
        overdue: sql<number>`count(*) filter (where ${start} < ${dueToday})`.mapWith(Number),
        dueSoon:
          sql<number>`count(*) filter (where ${start} >= ${dueToday} and ${start} < ${dueLater})`.mapWith(
            Number,
          ),
        waiting: waits
          ? sql<number>`count(*) filter (where ${waits})`.mapWith(Number)
          : sql<number>`0`.mapWith(Number),
        unassigned:
          sql<number>`count(*) filter (where ${isNull(purchases.assignedReaderId)})`.mapWith(
            Number,
          ),
      })
      .from(purchases)
      .where(and(isOpenReading(product.id), isNotNull(purchases.completedAt)));
    counts.overdue += row?.overdue ?? 0;
    counts.dueSoon += row?.dueSoon ?? 0;
    counts.waitingOnCustomer += row?.waiting ?? 0;
    counts.unassigned += row?.unassigned ?? 0;
  }
  return counts;
}
