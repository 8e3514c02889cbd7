import { z } from 'zod';
import { processingStatuses } from './admin';

/**
 * What an admin can do to an order beyond status and notes: resend its e-mail, refund it,
 * deliver the report, and set many statuses at once. One schema per body, for form and route.
 */
export const adminActionMessages = {
  resent: 'Order e-mail sent again',
  resendFailed: 'Failed to resend the order e-mail',
  refunded: 'Order refunded',
  refundFailed: 'Failed to refund the order',
  refundReasonTooShort: 'Please give a reason of at least 5 characters',
  delivered: 'Report delivered to the customer',
  deliverFailed: 'Failed to deliver the report',
  chooseReport: 'Choose at least one PDF to deliver',
  reportNotPdf: 'Only PDF files can be delivered',
  reportTooLarge: 'Each report must be 25 MB or smaller',
  bulkUpdated: (count: number) => `${count} order${count === 1 ? '' : 's'} updated`,
  bulkFailed: 'Failed to update the selected orders',
} as const;

/** `POST /api/admin/purchase/:id/resend-confirmation`: to the order's address, or a corrected one. */
export const resendConfirmationInputSchema = z.object({
  email: z.email('Please enter a valid email address').max(254).optional(),
});
export type ResendConfirmationInput = z.infer<typeof resendConfirmationInputSchema>;

export const REFUND_REASON_MIN = 5;

/** `POST /api/admin/purchase/:id/refund`: only a completed payment can be refunded. */
export const refundInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(REFUND_REASON_MIN, adminActionMessages.refundReasonTooShort)
    .max(1000, 'Please keep the reason under 1,000 characters'),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

/** `PUT /api/admin/purchase/:id/files?name=` takes one raw PDF of at most this size. */
export const REPORT_MAX_BYTES = 25 * 1024 * 1024;
export const REPORT_CONTENT_TYPE = 'application/pdf';

/** The reply to one stored report file. */
export interface StoredReportFile {
  fileId: string;
  fileName: string;
  size: number;
}

/** `POST /api/admin/purchase/:id/deliver`: marks the order delivered and e-mails the links. */
export const deliverReportInputSchema = z.object({
  fileIds: z.array(z.string().min(1).max(100)).min(1, adminActionMessages.chooseReport).max(20),
});
export type DeliverReportInput = z.infer<typeof deliverReportInputSchema>;

/** `POST /api/admin/purchases/bulk-status`. */
export const bulkStatusInputSchema = z.object({
  ids: z.array(z.uuid()).min(1, 'Select at least one order').max(100),
  processingStatus: z.enum(processingStatuses, { error: 'Choose a processing status' }),
});
export type BulkStatusInput = z.infer<typeof bulkStatusInputSchema>;

export interface BulkStatusReply {
  updated: number;
}

/** Money-back guarantee by product (SPEC.md 1): 60 days for 7 and 8, else 30. */
export function guaranteeDaysFor(productId: number): number {
  return productId === 7 || productId === 8 ? 60 : 30;
}

export interface GuaranteeState {
  days: number;
  /** Whole days left (0 on the last day), or null when it has ended. */
  daysLeft: number | null;
  /** Whole days since it ended, or null while it runs. */
  daysSinceEnd: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where an order stands against its guarantee, counted from payment; null if never paid. */
export function guaranteeState(
  productId: number,
  completedAt: string | null,
  now: Date = new Date(),
): GuaranteeState | null {
  if (!completedAt) return null;
  const paidAt = new Date(completedAt).getTime();
  if (Number.isNaN(paidAt)) return null;
  const days = guaranteeDaysFor(productId);
  const endsAt = paidAt + days * DAY_MS;
  const remaining = endsAt - now.getTime();
  if (remaining > 0) return { days, daysLeft: Math.floor(remaining / DAY_MS), daysSinceEnd: null };
  return { days, daysLeft: null, daysSinceEnd: Math.floor(-remaining / DAY_MS) };
}

/** The line next to the Refund button. */
export function guaranteeSentence(state: GuaranteeState | null): string {
  if (!state) return 'No guarantee: the order was never paid';
  if (state.daysLeft !== null) {
    const left = state.daysLeft === 0 ? 'last day' : `${plural(state.daysLeft, 'day')} left`;
    return `${state.days}-day guarantee: ${left}`;
  }
  const since = state.daysSinceEnd ?? 0;
  return since === 0
    ? `${state.days}-day guarantee ended today`
    : `${state.days}-day guarantee ended ${plural(since, 'day')} ago`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
