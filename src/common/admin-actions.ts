import { z } from 'zod';
import {
  processingStatuses,
  type AdminOrderEvent,
  type PaymentStatus,
  type ProcessingStatus,
} from './admin';
import { multiLineText, singleLineText } from './plain-text';

/** What the purchase page's actions say (refund, resend, deliver), once for pages and server. */
export const adminActionMessages = {
  invalidEmail: 'Please enter a valid email address',
  reasonTooShort: 'Please give a reason of at least 5 characters',
  reasonTooLong: 'Please keep the reason under 500 characters',
  notRefundable: 'Only a completed payment can be refunded.',
  alreadyRefunded: 'This order has already been refunded.',
  noUpgradeToRefund: 'This order has no upgrade to refund on its own: refund the order instead.',
  otherProvider: 'This order was paid through a payment provider the shop is not connected to now.',
  refundFailed: 'The payment provider did not refund the payment, so nothing was changed.',
  notConfirmable: 'Only a paid order has a confirmation to send.',
  noCustomer: 'This order has no customer e-mail address to write to.',
  notDeliverable: 'Reports can be attached to and delivered for paid orders only.',
  notPdf: 'Only PDF files can be delivered: this file is not a PDF.',
  emptyFile: 'The file is empty.',
  fileTooLarge: 'The file is larger than 25 MB.',
  fileName: 'Give the file a name without slashes, up to 200 characters.',
  fileNotFound: 'This file is not attached to this order.',
  fileDelivered: 'This file has been delivered to the customer and can no longer be removed.',
  chooseFiles: 'Choose between 1 and 10 files to deliver.',
  nothingDelivered: 'Nothing has been delivered on this order yet.',
  refundedNoLinks:
    'This order was refunded, so no new download links are sent and the old ones no longer open the reports.',
  notComputedReport:
    'Only The Quick Glimpse and The Cosmic Map are computed reports that can be made again.',
  notRegenerable: 'Only a paid order can have its report made again.',
  noBirthData: 'This order has no birth data yet: enter the date, time and place of birth first.',
  birthDate: 'Enter the date of birth as a real date between 1900 and 2030.',
  birthTime: 'Enter the time of birth as HH:MM on a 24-hour clock, from 00:00 to 23:59.',
  birthLocation: 'Enter the place of birth (2 to 200 characters, e.g. "Cologne, Germany").',
  regenerated: 'The report is being made again and will be e-mailed to the customer',
  regenerateFailed: 'Failed to make the report again',
  // What the purchase page and the dashboard say after an action.
  resent: 'Order e-mail sent again',
  resendFailed: 'Failed to resend the order e-mail',
  refunded: 'Order refunded',
  refundFailedToast: 'Failed to refund the order',
  upgradeRefunded: 'Upgrade refunded',
  upgradeRefundFailedToast: 'Failed to refund the upgrade',
  delivered: 'Report delivered to the customer',
  deliverFailed: 'Failed to deliver the report',
  chooseReport: 'Choose at least one PDF to deliver',
  bulkUpdated: (count: number) => `${count} order${count === 1 ? '' : 's'} updated`,
  bulkFailed: 'Failed to update the selected orders',
  uploadNotFound: 'This upload is not on this order, or was removed already.',
  uploadSubmitted:
    'This file is part of submitted answers and stays with them; only files not yet submitted can be cleared.',
  uploadCleared: 'Upload cleared: the customer can send another',
  uploadClearFailed: 'Failed to clear the upload',
} as const;

export const REFUND_REASON_MIN = 5;
export const REPORT_CONTENT_TYPE = 'application/pdf';

/** The largest report file an admin may attach (`PUT /api/admin/purchase/:id/files`). */
export const REPORT_MAX_BYTES = 25 * 1024 * 1024;
/** How many files one delivery mail may carry. */
export const DELIVERY_MAX_FILES = 10;

/** `POST /api/admin/purchase/:id/resend-confirmation`: to the order's address, or a corrected one. */
export const resendConfirmationInputSchema = z.object({
  email: z
    .email({ error: adminActionMessages.invalidEmail })
    .max(254, adminActionMessages.invalidEmail)
    .optional(),
});
export type ResendConfirmationInput = z.infer<typeof resendConfirmationInputSchema>;

/** `POST /api/admin/purchase/:id/refund`: a full refund, with the reason kept on the timeline. */
export const refundInputSchema = z.object({
  reason: multiLineText(adminActionMessages.reasonTooShort)
    .trim()
    .min(REFUND_REASON_MIN, adminActionMessages.reasonTooShort)
    .max(500, adminActionMessages.reasonTooLong),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

/** `PUT /api/admin/purchase/:id/files?name=`: the body is the PDF itself. */
export const attachReportQuerySchema = z.object({
  name: singleLineText(adminActionMessages.fileName)
    .min(1, adminActionMessages.fileName)
    .max(200, adminActionMessages.fileName)
    .refine((name) => !/[/\\]/.test(name), adminActionMessages.fileName),
});
export type AttachReportQuery = z.infer<typeof attachReportQuerySchema>;

/** `POST /api/admin/purchase/:id/deliver`: which of the order's files the mail links to. */
export const deliverReportsInputSchema = z.object({
  fileIds: z
    .array(z.uuid({ error: adminActionMessages.fileNotFound }), {
      error: adminActionMessages.chooseFiles,
    })
    .min(1, adminActionMessages.chooseFiles)
    .max(DELIVERY_MAX_FILES, adminActionMessages.chooseFiles)
    .transform((ids) => [...new Set(ids)]),
});
export type DeliverReportsInput = z.input<typeof deliverReportsInputSchema>;

const birthDateSchema = z
  .string({ error: adminActionMessages.birthDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, adminActionMessages.birthDate)
  .refine((text) => {
    const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return (
      year >= 1900 && year <= 2030 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    );
  }, adminActionMessages.birthDate);

const birthTimeSchema = z
  .string({ error: adminActionMessages.birthTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, adminActionMessages.birthTime);

/**
 * The birth data a computed report is made from, as an admin corrects it. `birthTimeUnknown`:
 * the customer does not know their time, which is then blank (decision 306).
 */
export const correctedBirthDataSchema = z
  .object({
    birthDate: birthDateSchema,
    birthTimeUnknown: z.boolean().optional(),
    // Checked below, only when the time is known.
    birthTime: z.string().max(20).catch(''),
    birthLocation: singleLineText(adminActionMessages.birthLocation)
      .min(2, adminActionMessages.birthLocation)
      .max(200, adminActionMessages.birthLocation),
  })
  .superRefine(
    (data, context) => {
      if (data.birthTimeUnknown === true || birthTimeSchema.safeParse(data.birthTime).success)
        return;
      context.addIssue({
        code: 'custom',
        path: ['birthTime'],
        message: adminActionMessages.birthTime,
      });
    },
    // Beside the other fields' messages, not only once they are right.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .overwrite((data) => (data.birthTimeUnknown === true ? { ...data, birthTime: '' } : data));
export type CorrectedBirthData = z.infer<typeof correctedBirthDataSchema>;

/**
 * `POST /api/admin/purchase/:id/regenerate-report`: a new version of a computed report, after
 * correcting the order's birth data when `birthData` is given. The new PDF is
 * e-mailed to the customer like the first.
 */
export const regenerateReportInputSchema = z.object({
  birthData: correctedBirthDataSchema.optional(),
});
export type RegenerateReportInput = z.infer<typeof regenerateReportInputSchema>;

/** Every action's reply: the event it wrote; the page refetches the purchase for the rest. */
export interface AdminActionReply {
  ok: true;
  event: AdminOrderEvent;
}

export interface RefundReply extends AdminActionReply {
  paymentStatus: Extract<PaymentStatus, 'refunded'>;
  refundedAt: string;
  refundId: string;
}

/** `POST /api/admin/purchase/:id/refund-upgrade`: the latest upgrade's difference went back. */
export interface UpgradeRefundReply extends AdminActionReply {
  /** The product the order is again. */
  productId: number;
  refundId: string;
}

export interface DeliverReply extends AdminActionReply {
  processingStatus: Extract<ProcessingStatus, 'delivered'>;
}

/** `PUT /api/admin/purchase/:id/files` reply. */
export interface AttachedReport {
  fileId: string;
  fileName: string;
  size: number;
}

/** `GET /api/admin/purchase/:id/files`: the order's report files, oldest first. */
export interface AdminOrderFile extends AttachedReport {
  contentType: string;
  addedBy: string;
  createdAt: string;
  /** Sent to the customer at least once; such a file can no longer be removed. */
  isDelivered: boolean;
  /** Set when a newer version took its place: the customer is no longer offered it. */
  replaced: { at: string; byFileName: string | null } | null;
}

/** `POST /api/admin/purchases/bulk-status`. */
export const bulkStatusInputSchema = z.object({
  ids: z.array(z.uuid()).min(1, 'Select at least one order').max(100),
  processingStatus: z.enum(processingStatuses, { error: 'Choose a processing status' }),
});
export type BulkStatusInput = z.infer<typeof bulkStatusInputSchema>;

export interface BulkStatusReply {
  updated: number;
}
