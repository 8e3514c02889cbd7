import { z } from 'zod';
import { personContactSchema, personInputSchema } from './person';
import { multiLineText, singleLineText } from './plain-text';
import { addDays, instantOfWallTime, isTimeZone, wallTimeAt } from './zoned-time';

/**
 * A reading given to someone else (issue 39, decision 356): the buyer pays and writes the
 * message; the recipient gets it on the chosen day and gives their own birth data. Said once
 * here for the checkout, the gift pages and the server.
 */
export const giftMessages = {
  recipientName: "Recipient's name is required",
  recipientEmail: "Please enter the recipient's e-mail address",
  message: `The message can be up to 1,000 characters`,
  deliverOn: 'Please choose a delivery date',
  deliverOnPast: 'The delivery date cannot be in the past',
  deliverOnTooFar: 'The delivery date can be at most a year from today',
  timeZone: 'Your time zone was not recognised. Please reload the page.',
  linkInvalid: 'This gift link is not valid. Please use the link in your latest e-mail.',
  alreadyClaimed: 'This gift has already been claimed.',
  refunded: 'This gift was refunded and can no longer be claimed.',
  notDelivered: 'This gift has not been delivered yet.',
  alreadyDelivered: 'This gift has already been delivered: its date can no longer be changed.',
  sameRecipientEmail: 'The gift is already addressed to this e-mail.',
} as const;

export const GIFT_MESSAGE_MAX = 1000;
export const GIFT_MAX_DAYS_AHEAD = 365;
/** The hour of the delivery day, in the buyer's zone, when the gift e-mail goes out. */
export const GIFT_DELIVERY_HOUR = 9;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in a zone, `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: Date): string {
  return wallTimeAt(now, timeZone).date;
}

/** Why a delivery date cannot be taken, or null: from today (in the buyer's zone) to a year on. */
export function deliveryDateProblem(deliverOn: string, timeZone: string, now: Date): string | null {
  if (!isoDate.test(deliverOn) || Number.isNaN(Date.parse(`${deliverOn}T00:00:00Z`)))
    return giftMessages.deliverOn;
  if (!isTimeZone(timeZone)) return giftMessages.timeZone;
  const today = todayIn(timeZone, now);
  if (deliverOn < today) return giftMessages.deliverOnPast;
  if (deliverOn > addDays(today, GIFT_MAX_DAYS_AHEAD)) return giftMessages.deliverOnTooFar;
  return null;
}

/**
 * When the gift e-mail goes out: 9:00 on the delivery day in the buyer's zone, or at once when
 * that is already past (a gift for today bought in the afternoon).
 */
export function deliveryInstant(deliverOn: string, timeZone: string, now: Date): Date {
  const planned = instantOfWallTime(deliverOn, GIFT_DELIVERY_HOUR * 60, timeZone);
  return planned.getTime() > now.getTime() ? planned : now;
}

const recipientEmail = z
  .string({ error: giftMessages.recipientEmail })
  .trim()
  .pipe(z.email({ error: giftMessages.recipientEmail }).max(254, giftMessages.recipientEmail));

/** What the buyer says about the gift on the checkout. */
export const giftDetailsSchema = z
  .object({
    recipientName: singleLineText(giftMessages.recipientName)
      .min(2, giftMessages.recipientName)
      .max(120, giftMessages.recipientName),
    recipientEmail,
    // Line breaks kept as written; other control characters refused.
    message: multiLineText(giftMessages.message).trim().max(GIFT_MESSAGE_MAX, giftMessages.message),
    deliverOn: z.string({ error: giftMessages.deliverOn }).regex(isoDate, giftMessages.deliverOn),
    timeZone: z.string({ error: giftMessages.timeZone }).max(64).refine(isTimeZone, {
      message: giftMessages.timeZone,
    }),
  })
  .superRefine((gift, context) => {
    const problem = deliveryDateProblem(gift.deliverOn, gift.timeZone, new Date());
    if (problem) context.addIssue({ code: 'custom', path: ['deliverOn'], message: problem });
  });
export type GiftDetails = z.infer<typeof giftDetailsSchema>;

/** The buyer of a gift: a contact, never a birth. */
export const giftBuyerSchema = personContactSchema;
export type GiftBuyer = z.infer<typeof giftBuyerSchema>;

/** `POST /api/checkout/:purchaseId/gift`: the buyer and the gift, filed before the card is charged. */
export const giftCheckoutInputSchema = z.object({
  buyer: giftBuyerSchema,
  gift: giftDetailsSchema,
});
export type GiftCheckoutInput = z.infer<typeof giftCheckoutInputSchema>;

/** `POST /api/gift-paid`: the gift's "I paid", from the browser that paid. */
export const giftPaidInputSchema = z.object({
  productId: z.number().int().positive(),
  paymentIntentId: z.string().regex(/^pi_[A-Za-z0-9_]{1,120}$/),
  purchaseId: z.uuid(),
});
export type GiftPaidInput = z.infer<typeof giftPaidInputSchema>;

export interface GiftPaidReply {
  purchaseId: string;
  /** `/gift#token=...`: the buyer's gift page. */
  giftPath: string;
}

/** A gift link's token, as the pages send it (from the address's `#token=`). */
const giftToken = z
  .string({ error: giftMessages.linkInvalid })
  .min(10, giftMessages.linkInvalid)
  .max(300, giftMessages.linkInvalid)
  .regex(/^[\w.-]+$/, giftMessages.linkInvalid);

export const giftTokenInputSchema = z.object({ token: giftToken });

/** `POST /api/gifts/claim`: the recipient's own details, birth included. */
export const giftClaimInputSchema = z.object({
  token: giftToken,
  person: personInputSchema,
});
export type GiftClaimInput = z.infer<typeof giftClaimInputSchema>;

/** `POST /api/gifts/manage/change`: the buyer moves the day or readdresses the gift. */
export const giftChangeInputSchema = z
  .object({
    token: giftToken,
    recipientName: giftDetailsSchema.shape.recipientName.optional(),
    recipientEmail: recipientEmail.optional(),
    deliverOn: z
      .string({ error: giftMessages.deliverOn })
      .regex(isoDate, giftMessages.deliverOn)
      .optional(),
    timeZone: z
      .string({ error: giftMessages.timeZone })
      .max(64)
      .refine(isTimeZone, { message: giftMessages.timeZone })
      .optional(),
  })
  .refine((change) => !change.deliverOn || change.timeZone, {
    path: ['timeZone'],
    message: giftMessages.timeZone,
  });
export type GiftChangeInput = z.infer<typeof giftChangeInputSchema>;

/** Where a gift stands, as both its pages say it. */
export type GiftState = 'scheduled' | 'delivered' | 'claimed' | 'refunded';

/** What the buyer's gift page shows: never the recipient's birth or answers. */
export interface GiftBuyerView {
  state: GiftState;
  productName: string;
  /** Decimal dollars as paid. */
  amount: string;
  reference: string;
  buyerName: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverOn: string;
  timeZone: string;
  /** ISO instants. */
  deliverAt: string;
  deliveredAt: string | null;
  claimedAt: string | null;
  refundedAt: string | null;
  /** The buyer may still move the day (not delivered yet). */
  canChangeDate: boolean;
  /** The buyer may still readdress or resend (not claimed, not refunded). */
  canChangeRecipient: boolean;
  canResend: boolean;
}

/** What the recipient's claim page shows before they claim. */
export interface GiftClaimView {
  state: GiftState;
  productName: string;
  /** The buyer's first name only. */
  fromName: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** Whether the reading asks for a questionnaire after the claim. */
  hasQuestionnaire: boolean;
}

export interface GiftClaimReply {
  /** `/order#token=...`: the recipient's own order page. */
  orderStatusPath: string;
  /** Site-relative questionnaire link, when the reading asks for one. */
  questionnairePath: string | null;
}

/** The buyer's gift page, as the receipt links it. */
export function giftManagePathFor(token: string): string {
  return `/gift#token=${token}`;
}

/** The recipient's claim page, as the gift e-mail links it. */
export function giftClaimPathFor(token: string): string {
  return `/gift/claim#token=${token}`;
}

/**
 * A product's delivery line (the catalogue's) as its gift's recipient reads it: for them the
 * clock starts at the claim, not at a payment they never made.
 */
export function deliveryForRecipient(delivery: string): string {
  return delivery
    .replaceAll('within minutes of payment', 'within minutes of your claim')
    .replaceAll('from the day you pay', 'from the day you claim it');
}

/**
 * The same promise as the buyer of a gift reads it on the checkout: the reading starts when the
 * recipient claims it, and so does the guarantee (decision 356).
 */
export function deliveryForGiftBuyer(delivery: string): string {
  return delivery
    .replaceAll('within minutes of payment', "within minutes of the recipient's claim")
    .replaceAll('from the day you pay', 'from the day they claim it')
    .replaceAll('of payment', "of the recipient's claim");
}

/** A gift's guarantee, as its buyer reads it: counted from the claim. */
export function giftGuaranteeTerms(product: { guaranteeDays: number }): string {
  return `A full refund to you if you ask within ${product.guaranteeDays} days of the recipient's claim.`;
}
