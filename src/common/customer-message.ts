import { z } from 'zod';
import { multiLineText, singleLineText } from './plain-text';

export const CUSTOMER_MESSAGE_SUBJECT_LIMIT = 120;
export const CUSTOMER_MESSAGE_BODY_LIMIT = 5000;

/**
 * `POST /api/admin/purchase/:purchaseId/message`: plain text an admin writes to the order's
 * customer (issue 24). Sent as text, escaped in the HTML part, never as markup.
 */
export const customerMessageInputSchema = z.object({
  subject: singleLineText()
    .min(1, 'Please write a subject.')
    .max(
      CUSTOMER_MESSAGE_SUBJECT_LIMIT,
      `Keep the subject within ${CUSTOMER_MESSAGE_SUBJECT_LIMIT} characters.`,
    ),
  body: multiLineText()
    .trim()
    .min(1, 'Please write the message.')
    .max(
      CUSTOMER_MESSAGE_BODY_LIMIT,
      `Keep the message within ${CUSTOMER_MESSAGE_BODY_LIMIT} characters.`,
    ),
});
export type CustomerMessageInput = z.infer<typeof customerMessageInputSchema>;

export const customerMessageMessages = {
  notPaid: 'This order was never paid: there is no customer to write to about it.',
  noAddress: 'This order has no e-mail address to write to.',
  sent: 'Message queued: it goes out within a minute.',
} as const;
