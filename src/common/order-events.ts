import { z } from 'zod';
import { processingStatuses } from './admin';
import type { QuestionnaireKind } from './catalogue';
import type { UploadKind } from './intake';

/*
 * One schema per kind of order event (decision 222): `recordOrderEvent` is typed by it and
 * checks it at run time, and every reader (the admin timeline's sentences, the order status
 * steps) parses stored data through the same schema. Events are kept for the life of the
 * order, so a stored payload that no longer matches is read as "unreadable", never thrown on.
 * Fields that may be erased stay plain strings: scrubbing replaces a personal value with
 * `[erased]`, and the scrubbed event must still parse.
 */

/** What scrubbing writes in place of a personal value (customer-data/timeline-scrubbing.ts). */
export const ERASED_TEXT = '[erased]';

/** The whole payload of an event that was personal through and through, once erased. */
export const erasedEventDataSchema = z.object({ erased: z.literal(true) });
export type ErasedEventData = z.infer<typeof erasedEventDataSchema>;
export const erasedEventData: ErasedEventData = { erased: true };

const erasedText = z.literal(ERASED_TEXT);
/** Decimal dollars as the order's `numeric(10,2)` amount reads, e.g. `350.00`. */
const dollars = z.string().regex(/^\d+\.\d{2}$/);
const processingStatus = z.enum(processingStatuses);
const uploadKind = z.enum(['resume', 'palm-photo'] as const satisfies readonly UploadKind[]);
const questionnaireKind = z.enum([
  'strategic-alignment',
  'master-blueprint',
] as const satisfies readonly QuestionnaireKind[]);

/** The stages of the daily purge (decision 155), each named on the events it writes. */
export const retentionPurgePolicies = [
  'questionnaire',
  'order-personal-data',
  'sale-anonymised',
] as const;
export type RetentionPurgePolicy = (typeof retentionPurgePolicies)[number];
const retentionPurgePolicy = z.enum(retentionPurgePolicies);

/** An upload the customer sent, stored or refused by its bytes (intake/uploads.ts). */
const uploadChecked = z.object({
  uploadId: z.string(),
  uploadKind,
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string().nullable(),
});

/** The birth data a computed report is made from, in the admin's correction form's shape. */
const birthData = z.object({
  birthDate: z.string(),
  /** Corrected to "the customer does not know their birth time"; `birthTime` is then blank. */
  birthTimeUnknown: z.boolean().optional(),
  birthTime: z.string(),
  birthLocation: z.string(),
});

/** A session of the order: which one, when (ISO), with whom. */
const sessionEvent = z.object({
  bookingId: z.string(),
  sessionKey: z.string(),
  sessionNumber: z.number().int().min(1),
  startsAt: z.string(),
  readerId: z.string(),
});

/** Every kind of order event -> the schema of its data. */
export const orderEventSchemas = {
  paid: z.object({ amount: dollars, provider: z.string().nullable() }),
  'payment-failed': z.object({}),
  /** The paid order found its customer (the checkout pays first, files the buyer after). */
  'customer-filed': z.object({ userId: z.string(), hasBirthDetails: z.boolean() }),
  'email-queued': z.object({
    emailJobId: z.string(),
    mailKind: z.string(),
    delayHours: z.number().positive().optional(),
  }),
  'email-sent': z.object({ emailJobId: z.string(), mailKind: z.string(), messageId: z.string() }),
  'upload-stored': uploadChecked,
  'upload-rejected': uploadChecked,
  'questionnaire-submitted': z.object({
    submissionId: z.string(),
    version: z.number().int().min(1),
    questionnaire: questionnaireKind,
    /** The files sent with the answers; their names go when the answers do (decision 155). */
    files: z.union([z.array(z.object({ kind: uploadKind, fileName: z.string() })), erasedText]),
  }),
  /** An admin cleared a file the customer had not submitted. */
  'upload-cleared': z.object({ uploadId: z.string(), uploadKind, fileName: z.string() }),
  'reminders-cancelled': z.object({ count: z.number().int().min(1) }),
  /** An admin sent a mail again, to a corrected address when `previous` is given. */
  'email-resent': z.object({
    mailKind: z.string(),
    to: z.string(),
    previous: z.string().optional(),
    isCustomerUpdated: z.boolean().optional(),
  }),
  refunded: z.object({
    reason: z.string(),
    refundId: z.string(),
    refundStatus: z.string(),
    amount: dollars,
  }),
  'report-attached': z.object({ fileId: z.string(), fileName: z.string(), size: z.number() }),
  'report-removed': z.object({ fileId: z.string(), fileName: z.string() }),
  'report-delivered': z.object({
    /** Read by `deliveredFileIds` (orders/order-files.ts) in SQL. */
    fileIds: z.array(z.string()).min(1),
    /** Deliveries recorded before the names were kept have none. */
    files: z.array(z.object({ fileName: z.string() })).optional(),
    previousStatus: processingStatus,
  }),
  'download-links-reissued': z.object({ fileIds: z.array(z.string()).min(1), to: z.string() }),
  /** An admin moved the order, alone or with others (`bulk`). */
  'processing-status-changed': z.object({
    from: processingStatus,
    to: processingStatus,
    bulk: z.boolean().optional(),
  }),
  /** The admins' notes before and after; erased whole with the customer. */
  'notes-changed': z.union([
    z.object({ from: z.string().nullable(), to: z.string().nullable() }),
    erasedEventDataSchema,
  ]),
  // Computed reports (server/reports).
  'report-generated': z.object({
    jobId: z.string(),
    fileId: z.string(),
    fileName: z.string(),
    size: z.number(),
    version: z.number().int().min(1),
    /** `paid` or `regenerate`. */
    reason: z.string(),
    requestedBy: z.string(),
    placeUsed: z.string().nullable(),
    timeZone: z.string().nullable(),
    /** Codes of the chart's notes, e.g. an unknown birth time. */
    notes: z.array(z.string()),
  }),
  /** The report could not be made and will not be retried. */
  'report-failed': z.object({ jobId: z.string(), reason: z.string() }),
  /** `jobId` is the queued job's, null only had the queue found one already (never so far). */
  'report-regeneration-requested': z.object({ jobId: z.string().nullable() }),
  /** An admin corrected the birth data; erased whole with the customer. */
  'birth-data-corrected': z.union([
    z.object({ from: birthData.nullable(), to: birthData.nullable() }),
    erasedEventDataSchema,
  ]),
  // Gifts (decision 356): no personal data here, the gift's row holds it.
  /** The order is a gift, paid: its e-mail is due on this day, in this zone. */
  'gift-booked': z.object({ deliverOn: z.string(), timeZone: z.string() }),
  /** The buyer moved the day or readdressed the gift: a new version, older links ended. */
  'gift-changed': z.object({
    version: z.number().int().min(1),
    dateChanged: z.boolean(),
    recipientChanged: z.boolean(),
    deliverOn: z.string(),
  }),
  /** The buyer sent the gift e-mail again: a new version, older links ended. */
  'gift-resent': z.object({ version: z.number().int().min(1) }),
  /** The recipient claimed the gift: the order is now filed under them. */
  'gift-claimed': z.object({ version: z.number().int().min(1) }),
  // Upgrades (decision 358): each one is a payment of its own.
  /** The buyer paid the difference: the order is now the higher product. */
  upgraded: z.object({
    upgradeId: z.string(),
    fromProductId: z.number().int(),
    toProductId: z.number().int(),
    amount: dollars,
    provider: z.string().nullable(),
  }),
  /**
   * An upgrade's payment went back: refunded by an admin (the order is the lower product again),
   * or paid after the order had moved on (`superseded`), so it was never applied.
   */
  'upgrade-refunded': z.object({
    upgradeId: z.string(),
    fromProductId: z.number().int(),
    toProductId: z.number().int(),
    amount: dollars,
    reason: z.string(),
    refundId: z.string().nullable(),
    superseded: z.boolean(),
  }),
  // The affiliate programme (decision 075).
  'commission-booked': z.object({
    amountCents: z.number().int(),
    /** A percent, e.g. `12.50`. */
    rate: z.string(),
    /** ISO timestamp: the end of the product's guarantee. */
    payableAt: z.string(),
    /** An upgrade's payment earns its own (decision 358). */
    upgradeId: z.string().optional(),
  }),
  /** A refund's reversal of the commission: negative cents. */
  'commission-reversed': z.object({
    amountCents: z.number().int().max(0),
    upgradeId: z.string().nullable().optional(),
  }),
  /** The buyer is the referring affiliate: no commission. */
  'self-referral': z.object({ affiliateId: z.string() }),
  // A customer's data (the /privacy page's rights, customer-data/customer-erasure.ts).
  /** An admin downloaded a copy of the customer's data with this many stored files. */
  'customer-data-exported': z.object({ files: z.number().int().nonnegative() }),
  /** An admin erased the customer; the order is kept anonymised. */
  'customer-erased': z.object({ reason: z.string(), erasedAt: z.string() }),
  /** The daily purge removed what the order's retention period covers (decision 155). */
  'retention-purged': z.object({ policy: retentionPurgePolicy, removed: z.array(z.string()) }),
  // Support on the order (decision 282): the text stays in its thread, never on the timeline.
  'support-message-written': z.object({
    messageId: z.string(),
    side: z.enum(['customer', 'reader']),
    characters: z.number().int().min(1),
  }),
  // The readers' queue (issue 24, decision 261).
  /** The order's reader changed; each side is the admin's e-mail, null for nobody. */
  'reader-assigned': z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  /** An admin wrote the customer; the text travels in the mail, erased whole with the customer. */
  'customer-messaged': z.union([
    z.object({ emailJobId: z.string(), subject: z.string(), characters: z.number().int() }),
    erasedEventDataSchema,
  ]),
  // Written readings (server/reports/written, decision 271).
  /** A reader delivered the order's written reading; a correction is the next version. */
  'written-reading-delivered': z.object({
    version: z.number().int().min(1),
    /** One file per written deliverable, by its catalogue key. */
    files: z.array(z.object({ key: z.string(), fileId: z.string(), fileName: z.string() })).min(1),
    words: z.number().int().nonnegative(),
    /** Of `words`, those still exactly as the first draft put them (issue 38). */
    untouchedDraftWords: z.number().int().nonnegative().optional(),
  }),
  /**
   * An admin delivered that version shorter than the catalogue promises (decision 299): why, and
   * each short section's words against its promise.
   */
  'written-reading-delivered-short': z.object({
    version: z.number().int().min(1),
    reason: z.string(),
    sections: z
      .array(
        z.object({
          key: z.string(),
          title: z.string(),
          words: z.number().int().nonnegative(),
          promisedWords: z.number().int().positive(),
        }),
      )
      .min(1),
  }),
  /**
   * A reader kept a statement the fact check says contradicts the chart (decision 350): what
   * was written, what the chart says, and why it stands.
   */
  'fact-check-dismissed': z.object({
    sectionKey: z.string(),
    sectionTitle: z.string(),
    statement: z.string(),
    chart: z.string(),
    reason: z.string(),
  }),
  // Sessions (server/bookings, decision 277).
  /** Sessions of these kinds can now be booked (at payment, or once the reading is delivered). */
  'sessions-bookable': z.object({ sessionKeys: z.array(z.string()).min(1) }),
  'session-booked': sessionEvent,
  'session-moved': sessionEvent.extend({ from: z.string() }),
  'session-cancelled': sessionEvent,
  'session-held': sessionEvent,
  'session-missed': sessionEvent,
} as const;

type OrderEventSchemas = typeof orderEventSchemas;
/** What can happen to an order. */
export type OrderEventKind = keyof OrderEventSchemas;
export const orderEventKinds = Object.keys(orderEventSchemas) as OrderEventKind[];
/** The data of a stored event of `Kind`, as readers see it (an erased payload included). */
export type OrderEventData<Kind extends OrderEventKind> = z.output<OrderEventSchemas[Kind]>;
/** What the code recording an event of `Kind` writes: never an erased payload. */
export type OrderEventDataInput<Kind extends OrderEventKind> = Exclude<
  z.input<OrderEventSchemas[Kind]>,
  ErasedEventData
>;

export function isOrderEventKind(kind: string): kind is OrderEventKind {
  return Object.hasOwn(orderEventSchemas, kind);
}

/** A stored event read through its kind's schema. */
export type ReadOrderEvent =
  | {
      [Kind in OrderEventKind]: { isReadable: true; kind: Kind; data: OrderEventData<Kind> };
    }[OrderEventKind]
  /** A kind the shop no longer (or not yet) knows, or data its schema refuses: an old row. */
  | { isReadable: false; kind: string; problem: string };

/** Reads a stored event's data by its kind; never throws, whatever the row holds. */
export function readOrderEvent(event: { kind: string; data: unknown }): ReadOrderEvent {
  if (!isOrderEventKind(event.kind)) {
    return {
      isReadable: false,
      kind: event.kind,
      problem: `no order event of kind "${event.kind}"`,
    };
  }
  const parsed = orderEventSchemas[event.kind].safeParse(event.data);
  if (!parsed.success) {
    return { isReadable: false, kind: event.kind, problem: describeIssues(parsed.error.issues) };
  }
  return { isReadable: true, kind: event.kind, data: parsed.data } as ReadOrderEvent;
}

/** `path: message` for each issue, the way the job store names a refused payload. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${issue.path.join('.') || 'data'}: ${issue.message}`).join('; ');
}
