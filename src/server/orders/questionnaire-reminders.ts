import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Product } from '../../common/catalogue';
import type { Queryable } from '../db/client';
import { leasedJobs, purchases } from '../db/schema';
import { queueOrderEmail } from './order-mail';
import { recordOrderEvent } from './timeline';

export const QUESTIONNAIRE_REMINDER_KIND = 'questionnaire-reminder';

/** Days after payment at which an unanswered questionnaire is asked for again. */
export const REMINDER_DAYS = [1, 3, 7] as const;

export interface QuestionnaireReminderPayload extends Record<string, unknown> {
  purchaseId: string;
  fullName: string;
  productName: string;
  questionnairePath: string;
  /** 1, 2 or 3. */
  reminderNumber: number;
  daysAfterPurchase: number;
}

/**
 * Queues the three reminders of a paid order with a questionnaire, each scheduled for its day
 * through the outbox (so each is sent once, whatever the number of instances). The dedupe key
 * per order and day keeps a second completion from queueing them twice.
 */
export async function scheduleQuestionnaireReminders(
  db: Queryable,
  order: { purchaseId: string; product: Product; questionnairePath: string },
  customer: { fullName: string; email: string },
): Promise<void> {
  for (const [index, days] of REMINDER_DAYS.entries()) {
    const payload: QuestionnaireReminderPayload = {
      purchaseId: order.purchaseId,
      fullName: customer.fullName,
      productName: order.product.name,
      questionnairePath: order.questionnairePath,
      reminderNumber: index + 1,
      daysAfterPurchase: days,
    };
    await queueOrderEmail(db, order.purchaseId, {
      kind: QUESTIONNAIRE_REMINDER_KIND,
      recipient: customer.email.trim(),
      payload,
      dedupeKey: `${QUESTIONNAIRE_REMINDER_KIND}:${order.purchaseId}:${days}`,
      delayHours: days * 24,
    });
  }
}

/** The questionnaire came in: reminders not yet sent are cancelled, in the caller's transaction. */
export async function cancelQuestionnaireReminders(
  db: Queryable,
  purchaseId: string,
): Promise<void> {
  const cancelled = await db
    .update(leasedJobs)
    .set({ status: 'cancelled', lastError: 'questionnaire submitted', lockedUntil: null })
    .where(
      and(
        eq(leasedJobs.purchaseId, purchaseId),
        eq(leasedJobs.mailKind, QUESTIONNAIRE_REMINDER_KIND),
        eq(leasedJobs.status, 'queued'),
      ),
    )
    .returning({ id: leasedJobs.id });
  if (cancelled.length > 0) {
    await recordOrderEvent(db, {
      purchaseId,
      kind: 'reminders-cancelled',
      actor: 'system',
      data: { count: cancelled.length },
    });
  }
}

/**
 * Asked by the mail worker right before it sends a reminder: a questionnaire submitted after
 * the reminder was claimed (so it escaped the cancel) still stops it.
 */
export async function isQuestionnaireReminderWanted(
  db: Queryable,
  purchaseId: unknown,
): Promise<boolean> {
  if (typeof purchaseId !== 'string' || !z.uuid().safeParse(purchaseId).success) return false;
  const [row] = await db
    .select({ wanted: sql<boolean>`${purchases.questionnaireSubmittedAt} is null` })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.paymentStatus, 'completed')));
  return row?.wanted ?? false;
}
