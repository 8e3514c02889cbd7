import { z } from 'zod';
import type { CommissionStatus } from './affiliate';
import { products, type Product, type QuestionnaireKind } from './catalogue';
import { normalizeCode } from './discount-codes';
import { multiLineText, singleLineText } from './plain-text';
import { owedFilters, type StillOwedView } from './still-owed';

/** The admin area's words and API shapes (docs/product.md §2, 4, 7, 8), said once for pages and server. */
export const adminMessages = {
  updated: 'Purchase status updated successfully',
  updateFailed: 'Failed to update purchase status',
  noOrders: 'No orders found',
  noCustomers: 'No users found',
  customerNotFound: 'Client not found',
  orderNotFound: 'Purchase not found',
  missingDate: 'N/A',
  nothingToChange: 'Nothing to change.',
  notAuthorised: 'This Google account is not authorised to use the admin area.',
} as const;

export const paymentStatuses = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const processingStatuses = ['received', 'in-progress', 'completed', 'delivered'] as const;
export type ProcessingStatus = (typeof processingStatuses)[number];

/** docs/product.md §4: what each processing status means, for the selector and the badges. */
export const processingStatusLabels: Record<ProcessingStatus, string> = {
  received: 'Order received, awaiting processing',
  'in-progress': 'Report/service being prepared',
  completed: 'Report ready, preparing for delivery',
  delivered: 'Service delivered to client',
};

/** Admin search applies only to text longer than this (docs/product.md §9). */
export const ADMIN_SEARCH_MIN_LENGTH = 3;
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** `GET /api/admin/auth` (docs/product.md §7). */
export interface AdminAuthReply {
  isAuthenticated: boolean;
  user: { email: string; name: string | null } | null;
  /** How the login page offers sign-in: Google, or a one-time link from the operator. */
  signIn: { google: boolean };
}

/** `GET /api/admin/stats`: the four counters and the revenue lines, from kept counters. */
export interface AdminStats {
  totalCustomers: number;
  totalOrders: number;
  /** Completed payments, decimal dollars, e.g. `12345.00`. */
  revenue: string;
  pendingOrders: number;
  revenueLast7Days: string;
  revenueLast28Days: string;
  /** Completed-payment revenue per UTC day, the last 28 days oldest first, zero days included. */
  revenueByDay: { day: string; amount: string }[];
}

/** A user card (docs/product.md §2). */
export interface AdminCustomer {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  createdAt: string;
}

/** An order card (docs/product.md §2, 3): the spec's purchase fields plus who bought it. */
export interface AdminOrder {
  id: string;
  productId: number;
  tier: string;
  /** The catalogue name of the product. */
  tierName: string;
  amount: string;
  status: PaymentStatus;
  processingStatus: ProcessingStatus;
  notes: string | null;
  createdAt: string;
  stripePaymentIntentId: string | null;
  userId: string | null;
  customerName: string | null;
  customerEmail: string | null;
}

/** The discount code an order was bought with (decision 359) and what it took off, in cents. */
export interface AdminOrderDiscount {
  code: string;
  cents: number;
}

/** An order as the admin's order list shows it: with what the shop still owes on it. */
export interface AdminListedOrder extends AdminOrder {
  owed: StillOwedView;
  /** Null when it was bought without a code. */
  discount: AdminOrderDiscount | null;
}

/** One page of a list, newest first unless sorted otherwise; `nextCursor` null at the end. */
export interface AdminPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

const listOf = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z
    .string()
    .max(200)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values)))
    .optional();

const DATE_HINT = 'Use a date like 2026-01-31';

/** A day that exists in the calendar (not 2020-02-30 or 2020-13-45) and that Postgres takes. */
function isCalendarDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.getUTCFullYear() >= 1 &&
    date.toISOString().slice(0, 10) === text
  );
}

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_HINT)
  .refine(isCalendarDay, DATE_HINT);

export const orderSorts = ['newest', 'oldest', 'amount-desc', 'amount-asc'] as const;
export type OrderSort = (typeof orderSorts)[number];

/** The orders filter's products, `?product=1,3`: ids the catalogue knows, and no others. */
export function productFilterSchema(catalogue: readonly Pick<Product, 'id'>[]) {
  const known = new Set(catalogue.map((product) => product.id));
  return (
    z
      .string()
      // Room for every id once, each up to four digits and a comma.
      .max(5 * catalogue.length)
      .transform((text) => text.split(',').filter(Boolean).map(Number))
      .pipe(
        z.array(
          z
            .number()
            .int()
            .refine((id) => known.has(id), 'Unknown product'),
        ),
      )
  );
}

/**
 * `GET /api/admin/purchases` (and `/search/purchases` with `query`): keyset pages with filters,
 * all of it in the URL so a view can be bookmarked.
 */
export const orderListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  status: listOf(paymentStatuses),
  processing: listOf(processingStatuses),
  product: productFilterSchema(products).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  sort: z.enum(orderSorts).default('newest'),
  query: singleLineText().max(200).optional(),
  /** Orders referred by one affiliate (its id). */
  affiliate: z.uuid({ error: 'Choose an affiliate from the list' }).optional(),
  /** Orders bought with one discount code, matched exactly in capitals; blank: any. */
  code: z.string().max(64).transform(normalizeCode).optional(),
  /**
   * Delivered orders that still owe (decision 281): `sessions` not all held, `support` window
   * open, `any` either.
   */
  owed: z.enum(owedFilters).optional(),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** `GET /api/admin/users` (and `/search/users` with `query`). */
export const customerListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  query: singleLineText().max(200).optional(),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** `PATCH /api/admin/purchase/:id` (docs/product.md §7): either field or both. */
export const updateOrderInputSchema = z
  .object({
    processingStatus: z.enum(processingStatuses, { error: 'Choose a processing status' }),
    notes: multiLineText().max(5000, 'Please keep notes under 5,000 characters').nullable(),
  })
  .partial()
  .refine((input) => input.processingStatus !== undefined || input.notes !== undefined, {
    message: adminMessages.nothingToChange,
  });
export type UpdateOrderInput = z.infer<typeof updateOrderInputSchema>;

/** `POST /api/admin/purchases/bulk-status`: one processing status for up to 100 orders. */
export const bulkProcessingStatusInputSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'Every order id must be a valid id' }))
    .min(1, 'Choose at least one order')
    .max(ADMIN_MAX_PAGE_SIZE, `Choose at most ${ADMIN_MAX_PAGE_SIZE} orders at once`),
  processingStatus: z.enum(processingStatuses, { error: 'Choose a processing status' }),
});
export type BulkProcessingStatusInput = z.infer<typeof bulkProcessingStatusInputSchema>;

/** One event of the order timeline, as the purchase page shows it. */
export interface AdminOrderEvent {
  id: string;
  kind: string;
  actor: string;
  data: Record<string, unknown>;
  createdAt: string;
}

/** A file a buyer uploaded, downloadable by admins only. */
export interface AdminUploadedFile {
  uploadId: string;
  kind: 'resume' | 'palm-photo';
  fileName: string;
  size: number | null;
  contentType: string | null;
  /** `GET` it with the admin session: an attachment, never inline. */
  downloadPath: string;
}

/** A checked upload no submitted answers use yet: sent from some device, not submitted. */
export interface AdminUnsubmittedFile extends AdminUploadedFile {
  receivedAt: string;
}

/** A questionnaire record (docs/product.md §2 client page) with its answers. */
export interface AdminQuestionnaire {
  id: string;
  purchaseId: string;
  questionnaire: QuestionnaireKind;
  version: number;
  /** How many versions this order has; this record is the latest. */
  versions: number;
  createdAt: string;
  resumePath: string | null;
  palmPhotos: number;
  questionsAnswered: number;
  responses: Record<string, string>;
  files: AdminUploadedFile[];
}

/** Birth data as an order or a client holds it (the admin's correction has the same shape). */
export interface AdminBirthData {
  birthDate: string;
  /** The person does not know their birth time; `birthTime` is then blank (decision 306). */
  birthTimeUnknown?: boolean;
  birthTime: string;
  birthLocation: string;
}

/** The purchase page's computed-report panel (computed-report products only). */
export interface AdminComputedReport {
  /** The order's own copy of the birth data the report is computed from; null when it has none. */
  birthData: AdminBirthData | null;
  /** A version is queued or being made right now. */
  isInProgress: boolean;
  /** The computed documents of the order's product, by title (the catalogue's deliverables). */
  documentNames: string[];
}

/** The referral of an order, on its admin page. */
export interface AdminOrderReferral {
  code: string | null;
  affiliateId: string | null;
  affiliateName: string | null;
  /** The rate snapshot taken when the order was placed. */
  commissionRate: string | null;
  isSelfReferral: boolean;
  commission: { amountCents: number; status: CommissionStatus; payableAt: string } | null;
}

/** `GET /api/purchase/:id`: the purchase page. */
export interface AdminOrderDetail extends AdminOrder {
  paymentProvider: string | null;
  completedAt: string | null;
  includes: readonly string[];
  questionnaire: AdminQuestionnaire | null;
  /** Files the customer sent that no submitted answers use (yet), oldest first. */
  unsubmittedFiles: AdminUnsubmittedFile[];
  /** Computed reports only: the birth data the PDF is computed from, and whether one is being made. */
  computedReport: AdminComputedReport | null;
  /** The referral the order was bought through, its commission, or null for none. */
  referral: AdminOrderReferral | null;
  /** The discount code it was bought with, or null for none. */
  discount: AdminOrderDiscount | null;
  /** What the shop still owes on the order (decision 281). */
  owed: StillOwedView;
  timeline: AdminOrderEvent[];
  /** The admin who writes the order's readings; null for nobody yet (decision 261). */
  assignedReader: { id: string; email: string; name: string | null } | null;
  /** A gift's two people and where it stands (decision 356), or null for an ordinary order. */
  gift: AdminOrderGift | null;
  /**
   * The order's payments (decision 358): its first, then each upgrade's, oldest first, with
   * each one's own guarantee. One entry for an order never upgraded.
   */
  payments: AdminOrderPayment[];
  /** The upgrade an admin may refund on its own (the latest, which made the order what it is). */
  refundableUpgrade: {
    upgradeId: string;
    amount: string;
    productName: string;
    backTo: string;
  } | null;
}

export interface AdminOrderPayment {
  kind: 'order' | 'upgrade';
  /** "The Compass Package", or "Upgrade: The Compass Package to The Intensive". */
  label: string;
  /** Decimal dollars. */
  amount: string;
  status: 'pending' | 'completed' | 'superseded' | 'refunded' | 'failed';
  paymentIntentId: string | null;
  /** ISO instants; null while not paid. */
  paidAt: string | null;
  refundedAt: string | null;
  /** When this payment's guarantee ends (its product's days from its own payment). */
  guaranteeEndsAt: string | null;
}

export interface AdminOrderGift {
  state: 'scheduled' | 'delivered' | 'claimed' | 'refunded';
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  deliverOn: string;
  timeZone: string;
  /** ISO instants. */
  deliverAt: string;
  deliveredAt: string | null;
  claimedAt: string | null;
  version: number;
}

/** `GET /api/admin/client/:userId` (docs/product.md §7). */
export interface AdminCustomerDetail {
  user: AdminCustomer;
  purchases: AdminOrder[];
  birthData: AdminBirthData | null;
  strategicAlignments: AdminQuestionnaire[];
  /** Every free sign-up made with this e-mail, as sent (they never change the customer). */
  freeSignups: {
    id: string;
    fullName: string;
    birthDate: string;
    /** Null when the person said they do not know it. */
    birthTime: string | null;
    birthLocation: string;
    createdAt: string;
  }[];
}
