import { z } from 'zod';

/**
 * An admin's copy and erasure of a customer's data (the /privacy page's "your rights"), once for
 * the client page and the server.
 */
export const customerDataMessages = {
  confirmEmail: 'Type the customer’s e-mail address exactly as shown to confirm the erasure.',
  emailMismatch: 'That is not this customer’s e-mail address, so nothing was erased.',
  reasonTooShort: 'Please give a reason of at least 5 characters',
  reasonTooLong: 'Please keep the reason under 500 characters',
  erased: 'Customer erased: their orders are kept without their name or e-mail',
  eraseFailed: 'Failed to erase the customer',
  filesLeft: (count: number) =>
    `${count} stored file${count === 1 ? '' : 's'} could not be deleted from storage; see the server log.`,
} as const;

export const ERASE_REASON_MIN = 5;

/** `POST /api/admin/client/:userId/erase`: the customer's e-mail typed again, and why. */
export const eraseCustomerInputSchema = z.object({
  confirmEmail: z
    .string({ error: customerDataMessages.confirmEmail })
    .trim()
    .min(3, customerDataMessages.confirmEmail)
    .max(254, customerDataMessages.emailMismatch),
  reason: z
    .string({ error: customerDataMessages.reasonTooShort })
    .trim()
    .min(ERASE_REASON_MIN, customerDataMessages.reasonTooShort)
    .max(500, customerDataMessages.reasonTooLong),
});
export type EraseCustomerInput = z.infer<typeof eraseCustomerInputSchema>;

/** What an erasure removed (row counts) and kept (anonymised orders). */
export interface EraseCustomerReply {
  ok: true;
  erased: {
    freeSignups: number;
    birthData: number;
    questionnaireSubmissions: number;
    uploads: number;
    orderFiles: number;
    emailJobs: number;
    reportJobs: number;
    orderEventsScrubbed: number;
    /** Gifts given or received, kept without this person's part (decision 356). */
    gifts: number;
  };
  /** Orders kept for the accounts, without name or e-mail. */
  anonymisedOrders: number;
  storedFilesDeleted: number;
  /** Stored files whose deletion failed (the rows are gone); empty when all went. */
  storedFilesLeft: string[];
}

/** `GET /api/admin/client/:userId/export`: the archive's name for a customer on a day. */
export function customerExportFileName(userId: string, day: Date): string {
  return `customer-${userId.slice(0, 8)}-${day.toISOString().slice(0, 10)}.zip`;
}

export function customerExportUrl(userId: string): string {
  return `/api/admin/client/${encodeURIComponent(userId)}/export`;
}
