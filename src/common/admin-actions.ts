import { z } from 'zod';
import type { AdminOrderEvent, PaymentStatus, ProcessingStatus } from './admin';

/** What the purchase page's actions say (refund, resend, deliver), once for pages and server. */
export const adminActionMessages = {
  invalidEmail: 'Please enter a valid email address',
  reasonTooShort: 'Please give a reason of at least 5 characters',
  reasonTooLong: 'Please keep the reason under 500 characters',
  notRefundable: 'Only a completed payment can be refunded.',
  alreadyRefunded: 'This order has already been refunded.',
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
} as const;

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
  reason: z
    .string({ error: adminActionMessages.reasonTooShort })
    .trim()
    .min(5, adminActionMessages.reasonTooShort)
    .max(500, adminActionMessages.reasonTooLong),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

/** `PUT /api/admin/purchase/:id/files?name=`: the body is the PDF itself. */
export const attachReportQuerySchema = z.object({
  name: z
    .string({ error: adminActionMessages.fileName })
    .trim()
    .min(1, adminActionMessages.fileName)
    .max(200, adminActionMessages.fileName)
    // eslint-disable-next-line no-control-regex
    .refine((name) => !/[/\\\u0000-\u001f\u007f]/.test(name), adminActionMessages.fileName),
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
}
