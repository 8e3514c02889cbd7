import { sql } from 'drizzle-orm';
import { orderEvents, purchases } from '../db/schema';

/**
 * The dates the retention periods (`common/retention.ts`) count from, as SQL over `purchases`,
 * shared by the orders' and the customers' part of the purge.
 */

/** When an order's data was last needed: its delivery, refund, or a checkout never paid. */
export const closedAt = sql`(case
  when ${purchases.paymentStatus} = 'refunded' then ${purchases.refundedAt}
  when ${purchases.paymentStatus} in ('pending', 'failed') then ${purchases.createdAt}
  when ${purchases.processingStatus} = 'delivered' then coalesce(
    (select max(delivered.created_at) from ${orderEvents} delivered
      where delivered.purchase_id = ${purchases.id}
        and (delivered.kind = 'report-delivered'
          or (delivered.kind = 'processing-status-changed' and delivered.data->>'to' = 'delivered'))),
    ${purchases.updatedAt})
end)`;

/** The sale as the accounts date it: its payment, or its refund. */
export const saleAt = sql`greatest(${purchases.createdAt}, ${purchases.completedAt}, ${purchases.refundedAt})`;

/** `now` (the shop's clock) minus whole calendar months, as the database counts them. */
export const monthsBefore = (now: Date, months: number) =>
  sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`;
