import { gte, sql } from 'drizzle-orm';
import type { AdminStats } from '../../../common/admin';
import { centsToDollars } from '../../../common/money';
import type { Queryable } from '../../db/client';
import { adminCounters, adminDailyRevenue } from '../../db/schema';

const DAY_MS = 86_400_000;
const REVENUE_DAYS = 28;

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * `GET /api/admin/stats`: the dashboard's counters as the triggers of migration 0005 keep them
 * (a read sums a few shard rows, never counts the purchases), and revenue per UTC day for the
 * last 28 days, today included.
 */
export async function adminStats(db: Queryable, now = new Date()): Promise<AdminStats> {
  const counters = await db
    .select({ name: adminCounters.name, value: sql<string>`sum(${adminCounters.value})::text` })
    .from(adminCounters)
    .groupBy(adminCounters.name);
  const counter = (name: string) => Number(counters.find((row) => row.name === name)?.value ?? 0);

  const firstDay = utcDay(new Date(now.getTime() - (REVENUE_DAYS - 1) * DAY_MS));
  const revenueRows = await db
    .select({
      day: adminDailyRevenue.day,
      cents: sql<string>`(sum(${adminDailyRevenue.amount}) * 100)::bigint::text`,
    })
    .from(adminDailyRevenue)
    .where(gte(adminDailyRevenue.day, firstDay))
    .groupBy(adminDailyRevenue.day);
  const centsByDay = new Map(revenueRows.map((row) => [row.day, Number(row.cents)]));
  const days = Array.from({ length: REVENUE_DAYS }, (_, index) =>
    utcDay(new Date(now.getTime() - (REVENUE_DAYS - 1 - index) * DAY_MS)),
  );
  const centsOf = (day: string) => centsByDay.get(day) ?? 0;
  const sumCents = (span: string[]) => span.reduce((total, day) => total + centsOf(day), 0);

  return {
    totalCustomers: counter('users'),
    totalOrders: counter('orders'),
    revenue: centsToDollars(counter('revenue_cents')),
    pendingOrders: counter('pending'),
    revenueLast7Days: centsToDollars(sumCents(days.slice(-7))),
    revenueLast28Days: centsToDollars(sumCents(days)),
    revenueByDay: days.map((day) => ({ day, amount: centsToDollars(centsOf(day)) })),
  };
}
