import { inArray, sql } from 'drizzle-orm';
import { orderReferenceOf } from '../../common/order-status';
import { calendarDateOf } from '../../common/business-days';
import { answerDueDate, type SupportInbox, type SupportInboxEntry } from '../../common/support';
import type { Queryable } from '../db/client';
import { admins, purchases, supportMessages } from '../db/schema';
import { orderContact } from '../orders/order-customer';
import { orderSupportOf } from './support-window';
import { readerNameOf } from '../../common/readers';

interface WaitingThread {
  purchaseId: string;
  waitingSince: Date;
  waitingMessages: number;
}

/** Threads whose customer wrote since a reader last answered: what they wait for, and since when. */
async function waitingThreads(db: Queryable): Promise<WaitingThread[]> {
  const result = (await db.execute(sql`
    select m.purchase_id as "purchaseId",
           min(m.created_at) as "waitingSince",
           count(*)::int as "waitingMessages"
      from ${supportMessages} m
     where m.side = 'customer'
       and not exists (
         select 1 from ${supportMessages} r
          where r.purchase_id = m.purchase_id and r.side = 'reader' and r.created_at >= m.created_at)
     group by m.purchase_id`)) as unknown as {
    rows: { purchaseId: string; waitingSince: Date | string; waitingMessages: number }[];
  };
  return result.rows.map((row) => ({
    purchaseId: row.purchaseId,
    waitingSince: new Date(row.waitingSince),
    waitingMessages: Number(row.waitingMessages),
  }));
}

/**
 * The shared support inbox: every thread waiting on a reader, priority support first, then the
 * longest waiting first. A thread still waits after its window closed: the answer is owed.
 */
export async function supportInbox(db: Queryable, now: Date): Promise<SupportInbox> {
  const waiting = await waitingThreads(db);
  if (waiting.length === 0) return { entries: [] };
  const orders = await db
    .select()
    .from(purchases)
    .where(
      inArray(
        purchases.id,
        waiting.map((thread) => thread.purchaseId),
      ),
    );
  const readers = await db
    .select({
      id: admins.id,
      displayName: admins.displayName,
      name: admins.name,
      email: admins.email,
    })
    .from(admins);
  const today = calendarDateOf(now);
  const entries: SupportInboxEntry[] = [];
  for (const thread of waiting) {
    const purchase = orders.find((order) => order.id === thread.purchaseId);
    if (!purchase || purchase.paymentStatus !== 'completed') continue;
    const support = await orderSupportOf(db, purchase, now);
    if (!support) continue;
    const { answerTarget, isPriority } = support.window;
    const answerDue = answerDueDate(thread.waitingSince, answerTarget);
    const reader = readers.find((admin) => admin.id === purchase.assignedReaderId);
    entries.push({
      purchaseId: purchase.id,
      reference: orderReferenceOf(purchase.id),
      productName: support.product.name,
      customerName: orderContact(purchase)?.fullName ?? null,
      readerName: reader ? readerNameOf(reader) : null,
      isPriority,
      answerTarget,
      waitingSince: thread.waitingSince.toISOString(),
      answerDue,
      isOverdue: today > answerDue,
      waitingMessages: thread.waitingMessages,
    });
  }
  entries.sort(
    (a, b) =>
      Number(b.isPriority) - Number(a.isPriority) || a.waitingSince.localeCompare(b.waitingSince),
  );
  return { entries };
}
