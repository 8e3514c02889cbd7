import { z } from 'zod';

/**
 * One reminder of an unfinished checkout (issue 40, decision 360): asked for with a box at the
 * checkout, off until ticked. Said once here for the checkout page and the server.
 */
export const checkoutReminderMessages = {
  consentLabel: 'E-mail me one reminder if I do not finish this order',
  consentHint: 'One e-mail with a link back to this checkout as you left it. Never your card.',
  linkInvalid: 'This link is not valid any more. Please start the checkout again.',
  unsubscribed: 'You will get no more reminders of unfinished orders.',
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Please use the link in your latest e-mail.',
} as const;

/** The mail kind the reminder is sent and unsubscribed as. */
export const CHECKOUT_REMINDER_KIND = 'checkout-reminder';

const text = (max: number) => z.string().max(max).optional();

/** What the checkout sends of the person fields typed so far: partial, never a card. */
export const checkoutDraftDetailsSchema = z.object({
  fullName: text(120),
  phone: text(40),
  birthMonth: text(2),
  birthDay: text(2),
  birthYear: text(4),
  birthHour: text(2),
  birthMinute: text(2),
  ampm: text(2),
  birthLocation: text(200),
  birthTimeUnknown: z.boolean().optional(),
});
export type CheckoutDraftDetails = z.infer<typeof checkoutDraftDetailsSchema>;

/** `PUT /api/checkout-drafts`: the buyer's consent, with what they typed; again as they type. */
export const checkoutDraftInputSchema = z.object({
  /** The draft's own token from the previous save; absent the first time. */
  token: z.string().max(200).optional(),
  productId: z.number().int().positive(),
  email: z.email({ error: 'Please enter a valid email address' }).max(254),
  details: checkoutDraftDetailsSchema,
});
export type CheckoutDraftInput = z.infer<typeof checkoutDraftInputSchema>;

export const checkoutDraftTokenSchema = z.object({ token: z.string().min(1).max(200) });

/** `POST /api/checkout-drafts/resume`: the checkout as it was left. */
export interface ResumedCheckout {
  productId: number;
  email: string;
  details: CheckoutDraftDetails;
  /** The draft's token, to keep saving it as the buyer goes on. */
  token: string;
}

/** The admin's figures of reminders: sent, and how many of those people paid afterwards. */
export interface CheckoutReminderFigures {
  sent: number;
  paidAfter: number;
}
