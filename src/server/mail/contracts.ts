import { z } from 'zod';
import type { MailKind as NamedMailKind } from '../../common/mail-kinds';

/*
 * One schema per kind of mail (decision 221): the code that queues a mail is typed by it and
 * checked against it at run time (`enqueueEmail`), and the template that renders the mail reads
 * its payload through the same schema. A payload that no longer matches is given up by the
 * worker, not retried. Older queued mails must still parse: new fields are optional or default.
 */

export const AFFILIATE_INVITE_KIND = 'affiliate-invitation';
export const AFFILIATE_RESET_KIND = 'affiliate-password-reset';
export const AFFILIATE_SIGN_IN_ALERT_KIND = 'affiliate-sign-in-alert';

/** Both mails carry a link, never a password. */
export const affiliateAccessPayloadSchema = z.object({
  name: z.string(),
  /** Site-relative, e.g. `/affiliate/set-password?token=...`. */
  link: z.string().startsWith('/'),
  /** ISO timestamp. */
  expiresAt: z.string(),
  /** Invitations only: the affiliate's rate, a percent (older queued mails have none). */
  commissionRate: z.string().optional(),
});

export const affiliateSignInAlertPayloadSchema = z.object({
  name: z.string(),
  /** Failed sign-ins counted in the window when the notice was queued. */
  failedAttempts: z.number().int().min(1),
  windowMinutes: z.number().int().min(1),
});

/** What checkout queues on completion (`orders/orders.ts`). */
export const orderConfirmationPayloadSchema = z.object({
  purchaseId: z.string(),
  fullName: z.string(),
  productName: z.string(),
  amount: z.string(),
  delivery: z.string(),
  /** Everything the product delivers is computed: nothing waits for a reader. */
  isComputedReport: z.boolean().default(false),
  /** The computed documents made at once after payment, by name (empty for older mails). */
  computedDocuments: z.array(z.string()).default([]),
  /**
   * Computed documents that cannot be drawn until the buyer sends a birth time they did not
   * know (the map), by name: the mail says so instead of promising them within minutes.
   */
  waitingForBirthTime: z.array(z.string()).default([]),
  questionnairePath: z.string().nullable(),
  /** False for orders paid through a hosted payment link, which collects no birth data. */
  hasBirthDetails: z.boolean().default(true),
  productId: z.number().int().optional(),
  /** Orders queued before the birth data and guarantee were echoed have neither. */
  birth: z
    .object({
      fullName: z.string(),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      time: z
        .string()
        .regex(/^\d{2}:\d{2}$/)
        .nullable(),
      place: z.string(),
    })
    .nullable()
    .default(null),
  guaranteeDays: z.number().int().positive().optional(),
  /**
   * A claimed gift (decision 356): the giver's name as they signed it. The recipient's mail
   * then says what they were given, not what was paid, and leaves the guarantee (the buyer's)
   * out.
   */
  giftFrom: z.string().nullable().default(null),
});

/** What the intake queues when a questionnaire is submitted (`intake/questionnaires.ts`). */
export const questionnaireReceivedPayloadSchema = z.object({
  purchaseId: z.string(),
  fullName: z.string(),
  productName: z.string(),
  version: z.number().int().min(1),
  responses: z.record(z.string(), z.string()),
  files: z.array(z.object({ kind: z.enum(['resume', 'palm-photo']), fileName: z.string() })),
  delivery: z.string(),
});

/** What `orders/questionnaire-reminders.ts` schedules for days 1, 3 and 7 after payment. */
export const questionnaireReminderPayloadSchema = z.object({
  purchaseId: z.string(),
  fullName: z.string(),
  productName: z.string(),
  questionnairePath: z.string(),
  reminderNumber: z.number().int().min(1),
  daysAfterPurchase: z.number().int().min(1),
});

/** What an admin's refund queues (`admin/refunds.ts`). */
export const refundConfirmationPayloadSchema = z.object({
  purchaseId: z.string(),
  fullName: z.string(),
  productName: z.string(),
  /** Decimal dollars, e.g. `350.00`. */
  amount: z.string(),
  /** A gift's refund, to its buyer: the mail links the gift page, never the order's. */
  isGift: z.boolean().default(false),
  /** The refund of an upgrade only (decision 358): the order stays, as the lower product. */
  upgrade: z
    .object({ productName: z.string(), keptProductName: z.string() })
    .nullable()
    .default(null),
});

/** The buyer paid an upgrade (decision 358): what was added, what follows, their guarantee. */
export const orderUpgradedPayloadSchema = z.object({
  purchaseId: z.string(),
  upgradeId: z.string(),
  fullName: z.string(),
  fromProductName: z.string(),
  productName: z.string(),
  /** Decimal dollars: the difference paid. */
  amount: z.string(),
  /** What the higher product adds, in the catalogue's words. */
  adds: z.array(z.string()),
  delivery: z.string(),
  /** The higher product's questionnaire when it asks a new one (`?purchase=`), else null. */
  questionnairePath: z.string().nullable(),
  guaranteeDays: z.number().int().min(1),
  /** ISO: the end of this payment's guarantee. */
  guaranteeEndsAt: z.string(),
});

/** What a delivery queues (`orders/order-files.ts`): links were signed when it was queued. */
export const reportDeliveryPayloadSchema = z.object({
  purchaseId: z.string(),
  fullName: z.string(),
  productName: z.string(),
  files: z
    .array(z.object({ fileName: z.string(), size: z.number(), downloadPath: z.string() }))
    .min(1),
  expiresAt: z.iso.datetime(),
  isReissue: z.boolean().default(false),
  /** A new version made after the birth data was corrected. */
  isUpdate: z.boolean().default(false),
  /**
   * Why an update was made: the birth data was corrected (computed documents made again), or the
   * reader revised a written reading. Mails queued before the reason existed were corrections.
   */
  updateReason: z.enum(['corrected-birth-data', 'revised']).default('corrected-birth-data'),
  /** Files that also travel in the mail itself (computed reports), read from storage on send. */
  attachments: z
    .array(z.object({ fileName: z.string(), contentType: z.string(), storageKey: z.string() }))
    .default([]),
  /** The written reports still to come when these files are part of the order, and when. */
  stillToCome: z
    .object({ names: z.array(z.string()).min(1), delivery: z.string() })
    .nullable()
    .default(null),
  /**
   * Documents of the product this delivery could not draw (the map without a birth time or a
   * known birthplace), each with its reason in the buyer's words: the mail says so.
   */
  notDrawn: z.array(z.object({ name: z.string(), reason: z.string() })).default([]),
});

/** What the free sign-up queues (customers/free-signups.ts). */
export const freeSummaryPayloadSchema = z.object({
  fullName: z.string().trim().min(1),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Null: the visitor does not know their birth time (the summary says what that leaves open). */
  birthTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  birthLocation: z.string().trim().min(1),
});
export type FreeSummaryPayload = z.infer<typeof freeSummaryPayloadSchema>;

/** A reader's answer in an order's support thread (support/service.ts), to the customer. */
export const supportMessageToCustomerPayloadSchema = z.object({
  purchaseId: z.string(),
  fullName: z.string(),
  productName: z.string(),
  readerName: z.string().nullable(),
  body: z.string().min(1),
});

/** A customer's message in an order's support thread, to its reader or the support inbox. */
export const supportMessageToReaderPayloadSchema = z.object({
  purchaseId: z.string(),
  productName: z.string(),
  customerName: z.string().nullable(),
  body: z.string().min(1),
  isPriority: z.boolean(),
  answerTarget: z.string(),
  /** `YYYY-MM-DD`: the last day of the answer target. */
  answerDue: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** What an admin writes to an order's customer (admin/readings/customer-messages.ts). */
export const customerMessagePayloadSchema = z.object({
  purchaseId: z.string(),
  fullName: z.string(),
  subject: z.string(),
  /** Plain text, as the admin typed it. */
  body: z.string(),
});

/**
 * A session's calendar invitation as its mails carry it (decision 278): the booking's id is the
 * event's UID, `sequence` rises with every move or cancel.
 */
export const invitationSchema = z.object({
  bookingId: z.uuid(),
  sequence: z.number().int().min(0),
  method: z.enum(['request', 'cancel']),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  title: z.string().min(1),
  description: z.string(),
  meetingLink: z.url().nullable(),
  reader: z.object({ name: z.string(), email: z.email() }),
  customer: z.object({ name: z.string(), email: z.email() }),
});

/** A booked, moved or cancelled session, to the customer or the reader (server/bookings). */
export const sessionInvitationPayloadSchema = z.object({
  purchaseId: z.string(),
  invitation: invitationSchema,
  recipientRole: z.enum(['customer', 'reader']),
  /** The zone the times are written in: the customer's as booked, or the reader's. */
  timeZone: z.string(),
  change: z.enum(['booked', 'moved', 'cancelled']),
  sessionName: z.string(),
});

/** 24 hours and 1 hour before a session; dropped unless the booking still stands as sent. */
export const sessionReminderPayloadSchema = z.object({
  purchaseId: z.string(),
  bookingId: z.uuid(),
  sequence: z.number().int().min(0),
  hoursBefore: z.number().int().min(1),
  startsAt: z.iso.datetime(),
  timeZone: z.string(),
  fullName: z.string(),
  sessionName: z.string(),
  readerName: z.string(),
});

/** Sessions can be booked now, or (a reminder) still are not. */
export const sessionsBookablePayloadSchema = z.object({
  purchaseId: z.string(),
  fullName: z.string(),
  productName: z.string(),
  sessions: z
    .array(z.object({ key: z.string(), name: z.string(), count: z.number().int() }))
    .min(1),
  isReminder: z.boolean().default(false),
});

/**
 * Every kind of mail the shop sends -> the schema of its payload: exactly the kinds named in
 * `common/mail-kinds.ts`, so each has the name the admin's timeline gives it.
 */
/**
 * The gift mails (`orders/gifts.ts`, decision 356). The buyer's link the gift page
 * (`context.giftManageUrl`), never the recipient's order; the recipient's link the claim page
 * of the version they were queued for (`context.giftClaimUrl`), and never show the buyer's
 * e-mail. Links are signed when the mail is drawn, as an order's are.
 */
const giftFacts = {
  purchaseId: z.string(),
  productName: z.string(),
  recipientName: z.string(),
};

/** To the buyer at payment: the receipt, what will be sent when, and their gift page. */
export const giftReceiptPayloadSchema = z.object({
  ...giftFacts,
  buyerName: z.string(),
  /** Decimal dollars as paid. */
  amount: z.string(),
  recipientEmail: z.string(),
  message: z.string(),
  /** `YYYY-MM-DD` in the buyer's zone, and the instant the gift e-mail goes out. */
  deliverOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  timeZone: z.string(),
  deliverAt: z.iso.datetime(),
  guaranteeDays: z.number().int().positive(),
});

/** To the recipient on the delivery day (and again when the buyer resends it). */
export const giftDeliveryPayloadSchema = z.object({
  ...giftFacts,
  /** The gift's version when queued: a later change or resend makes this mail unwanted. */
  version: z.number().int().min(1),
  /** The buyer's name as they gave it: the recipient knows who it is from. */
  fromName: z.string(),
  message: z.string(),
  /** The product's one-line delivery promise, from the catalogue. */
  delivery: z.string(),
  isResend: z.boolean().default(false),
});

/** To the recipient some days after delivery, while the gift waits to be claimed. */
export const giftReminderPayloadSchema = z.object({
  ...giftFacts,
  version: z.number().int().min(1),
  fromName: z.string(),
});

/** To the buyer when the recipient has claimed the gift. */
export const giftClaimedPayloadSchema = z.object({
  ...giftFacts,
  buyerName: z.string(),
});

/** To the buyer when the gift has waited a set time unclaimed after delivery. */
export const giftUnclaimedPayloadSchema = z.object({
  ...giftFacts,
  version: z.number().int().min(1),
  buyerName: z.string(),
  recipientEmail: z.string(),
  /** `YYYY-MM-DD`: the day the gift e-mail went out, in the buyer's zone. */
  deliveredOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  daysWaiting: z.number().int().min(1),
});

/** One reminder of a checkout left unfinished, to a buyer who asked for it (decision 360). */
export const checkoutReminderPayloadSchema = z.object({
  draftId: z.uuid(),
  productId: z.number().int(),
  productName: z.string(),
  /** Null when no name was typed. */
  fullName: z.string().nullable(),
  /** Site-relative: the checkout, reopened as it was left (`/checkout?product=N#resume=...`). */
  resumePath: z.string().startsWith('/'),
  /** Site-relative: one click, no more mails of this kind (`/unsubscribe#token=...`). */
  unsubscribePath: z.string().startsWith('/'),
  /** Site-relative: what a mail program posts to for a one-click unsubscribe (RFC 8058). */
  oneClickUnsubscribePath: z.string().startsWith('/'),
});

/** Some days after a reading is delivered: one request for a rating and a few words (decision 361). */
export const reviewRequestPayloadSchema = z.object({
  purchaseId: z.uuid(),
  fullName: z.string(),
  productName: z.string(),
  /** Site-relative: the buyer's private review page (`/review#token=...`). */
  reviewPath: z.string().startsWith('/'),
});

export const mailContracts = {
  [AFFILIATE_INVITE_KIND]: affiliateAccessPayloadSchema,
  [AFFILIATE_RESET_KIND]: affiliateAccessPayloadSchema,
  [AFFILIATE_SIGN_IN_ALERT_KIND]: affiliateSignInAlertPayloadSchema,
  'free-summary': freeSummaryPayloadSchema,
  'order-confirmation': orderConfirmationPayloadSchema,
  'questionnaire-reminder': questionnaireReminderPayloadSchema,
  'questionnaire-received': questionnaireReceivedPayloadSchema,
  'refund-confirmation': refundConfirmationPayloadSchema,
  'report-delivery': reportDeliveryPayloadSchema,
  'support-message-to-customer': supportMessageToCustomerPayloadSchema,
  'support-message-to-reader': supportMessageToReaderPayloadSchema,
  'customer-message': customerMessagePayloadSchema,
  'session-invitation': sessionInvitationPayloadSchema,
  'session-reminder': sessionReminderPayloadSchema,
  'sessions-bookable': sessionsBookablePayloadSchema,
  'gift-receipt': giftReceiptPayloadSchema,
  'gift-delivery': giftDeliveryPayloadSchema,
  'gift-reminder': giftReminderPayloadSchema,
  'gift-claimed': giftClaimedPayloadSchema,
  'gift-unclaimed': giftUnclaimedPayloadSchema,
  'order-upgraded': orderUpgradedPayloadSchema,
  'checkout-reminder': checkoutReminderPayloadSchema,
  'review-request': reviewRequestPayloadSchema,
} as const satisfies Record<NamedMailKind, z.ZodType<Record<string, unknown>>>;

/** A set of mail kinds and their payload schemas (the shop's, or a test's own). */
export type MailContracts = Readonly<Record<string, z.ZodType<Record<string, unknown>>>>;
export type MailKind = keyof typeof mailContracts;
/** What the code that queues a mail of `Kind` writes. */
export type MailPayloadInput<Kind extends MailKind> = z.input<(typeof mailContracts)[Kind]>;
/** What the template of a mail of `Kind` reads. */
export type MailPayload<Kind extends MailKind> = z.output<(typeof mailContracts)[Kind]>;
