import { z } from 'zod';
import {
  deliveryDateProblem,
  giftDetailsSchema,
  giftMessages,
  type GiftBuyerView,
  type GiftChangeInput,
} from '../../../common/gifts';

/**
 * The buyer's two corrections on the gift page, each its own small form, checked with the
 * checkout's own fields and limits. A change request carries only what changes (the contract).
 */

const { recipientName, recipientEmail, deliverOn, timeZone } = giftDetailsSchema.shape;

/** Another day: from today to a year on, in the zone the buyer is in now. */
export const giftDateFormSchema = z
  .object({ deliverOn, timeZone })
  .superRefine((change, context) => {
    const problem = deliveryDateProblem(change.deliverOn, change.timeZone, new Date());
    if (problem) context.addIssue({ code: 'custom', path: ['deliverOn'], message: problem });
  });
export type GiftDateFormValues = z.infer<typeof giftDateFormSchema>;

export const giftRecipientFormSchema = z.object({ recipientName, recipientEmail });
export type GiftRecipientFormValues = z.infer<typeof giftRecipientFormSchema>;

/** The day, with the zone its 9:00 is read in. */
export function dateChangeOf(token: string, values: GiftDateFormValues): GiftChangeInput {
  return { token, deliverOn: values.deliverOn, timeZone: values.timeZone };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The name, the e-mail or both, whichever differs from the gift as it stands; null when neither
 * does (an e-mail differing only in capitals is the same address).
 */
export function recipientChangeOf(
  token: string,
  gift: Pick<GiftBuyerView, 'recipientName' | 'recipientEmail'>,
  values: GiftRecipientFormValues,
): GiftChangeInput | null {
  const change: GiftChangeInput = { token };
  if (values.recipientName.trim() !== gift.recipientName.trim()) {
    change.recipientName = values.recipientName.trim();
  }
  if (!sameEmail(values.recipientEmail, gift.recipientEmail)) {
    change.recipientEmail = values.recipientEmail.trim();
  }
  return change.recipientName || change.recipientEmail ? change : null;
}

/** Said under the e-mail when the form would change nothing. */
export const nothingToChange = giftMessages.sameRecipientEmail;
