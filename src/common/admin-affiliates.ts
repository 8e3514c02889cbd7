import { z } from 'zod';
import { commissionRateMessage, isCommissionRate } from './commission';
import { singleLineText } from './plain-text';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, type PaymentStatus } from './admin';
import {
  affiliateEmailSchema,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  type CommissionStatus,
} from './affiliate';

/** What the admin's affiliate pages and their API say, once for pages and server. */
export const adminAffiliateMessages = {
  name: 'Please enter a name of 2 to 100 characters',
  rate: commissionRateMessage,
  code: `A referral code is ${REFERRAL_CODE_LENGTH} capital letters and digits without I, O, 0 or 1`,
  emailTaken: 'An affiliate with this e-mail already exists',
  codeTaken: 'This referral code is already taken',
  notFound: 'Affiliate not found',
  nothingToChange: 'Nothing to change.',
  rateIsSnapshot:
    'A new rate applies to future orders only: orders already placed keep the rate they were bought at.',
  created: 'Affiliate created: an invitation to set a password is on its way',
  updated: 'Affiliate updated',
  // Payouts.
  chooseEntries: 'Choose at least one payable commission',
  paidOn: 'Enter the date the money was sent, like 2026-01-31',
  reference: 'Enter the bank or PayPal reference (1 to 200 characters)',
  minimum: 'Enter a minimum in dollars, like 50 or 50.00',
  notPayable:
    'Some of these commissions are no longer payable (already paid, reversed or pending).',
  notThisAffiliate: 'Some of these commissions belong to another affiliate.',
  nothingToPay: 'The chosen commissions add up to nothing to pay.',
  nobodyAboveMinimum: 'No affiliate has a payable balance at or above this minimum.',
  payoutRecorded: 'Payout recorded',
  payoutNotFound: 'Payout not found',
} as const;

/** The commission rule's rate (common/commission.ts), sent as a number. */
export const commissionRateSchema = z
  .number({ error: adminAffiliateMessages.rate })
  .refine(isCommissionRate, { message: adminAffiliateMessages.rate });

const referralCodePattern = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** A code an admin chooses: the generator's alphabet and length, read in upper case. */
export const chosenReferralCodeSchema = z
  .string({ error: adminAffiliateMessages.code })
  .trim()
  .toUpperCase()
  .regex(referralCodePattern, adminAffiliateMessages.code);

/** `POST /api/admin/affiliates`: no password; the affiliate sets one through the invitation. */
export const createAffiliateInputSchema = z.object({
  name: singleLineText(adminAffiliateMessages.name)
    .min(2, adminAffiliateMessages.name)
    .max(100, adminAffiliateMessages.name),
  email: affiliateEmailSchema,
  commissionRate: commissionRateSchema,
  /** Empty or missing: a code is generated. */
  referralCode: z
    .union([z.literal(''), chosenReferralCodeSchema])
    .optional()
    .transform((code) => code || undefined),
});
export type CreateAffiliateInput = z.input<typeof createAffiliateInputSchema>;
export type CreateAffiliateFields = z.output<typeof createAffiliateInputSchema>;

/** `PATCH /api/admin/affiliates/:id`: the rate (future orders only), active or not, or both. */
export const updateAffiliateInputSchema = z
  .object({
    commissionRate: commissionRateSchema,
    isActive: z.boolean({ error: 'Choose active or inactive' }),
  })
  .partial()
  .refine((input) => input.commissionRate !== undefined || input.isActive !== undefined, {
    message: adminAffiliateMessages.nothingToChange,
  });
export type UpdateAffiliateInput = z.infer<typeof updateAffiliateInputSchema>;

/** `GET /api/admin/affiliates`: keyset pages, newest first, with an optional search. */
export const affiliateListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  query: singleLineText().max(200).optional(),
});
export type AffiliateListQuery = z.output<typeof affiliateListQuerySchema>;

const isoDay = z
  .string({ error: adminAffiliateMessages.paidOn })
  .regex(/^\d{4}-\d{2}-\d{2}$/, adminAffiliateMessages.paidOn)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, adminAffiliateMessages.paidOn);

const referenceSchema = singleLineText(adminAffiliateMessages.reference)
  .min(1, adminAffiliateMessages.reference)
  .max(200, adminAffiliateMessages.reference);

/** `POST /api/admin/affiliates/:id/payouts`: the chosen payable entries of one affiliate. */
export const recordPayoutInputSchema = z.object({
  entryIds: z
    .array(z.uuid({ error: adminAffiliateMessages.chooseEntries }), {
      error: adminAffiliateMessages.chooseEntries,
    })
    .min(1, adminAffiliateMessages.chooseEntries)
    .max(1000, adminAffiliateMessages.chooseEntries)
    .transform((ids) => [...new Set(ids)]),
  paidOn: isoDay,
  reference: referenceSchema,
});
export type RecordPayoutInput = z.input<typeof recordPayoutInputSchema>;

/** `POST /api/admin/affiliate-payouts/batch`: everyone whose payable balance reaches `minimum`. */
export const batchPayoutInputSchema = z.object({
  minimum: z
    .string({ error: adminAffiliateMessages.minimum })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, adminAffiliateMessages.minimum),
  paidOn: isoDay,
  reference: referenceSchema,
});
export type BatchPayoutInput = z.infer<typeof batchPayoutInputSchema>;

/** `GET /api/admin/affiliate-payouts.csv?ids=`: one payout or a batch. */
export const payoutCsvQuerySchema = z.object({
  ids: z
    .string({ error: adminAffiliateMessages.payoutNotFound })
    .max(100 * 37)
    .transform((text) => [...new Set(text.split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.uuid({ error: adminAffiliateMessages.payoutNotFound }))
        .min(1, adminAffiliateMessages.payoutNotFound)
        .max(ADMIN_MAX_PAGE_SIZE),
    ),
});

export interface AffiliateMoneyTotals {
  pendingCents: number;
  payableCents: number;
  paidCents: number;
}

/** A row of the affiliates tab. */
export interface AdminAffiliate extends AffiliateMoneyTotals {
  id: string;
  name: string;
  email: string;
  referralCode: string;
  /** Percent, e.g. `20.00`: the rate future orders get. */
  commissionRate: string;
  isActive: boolean;
  /** Has set a password (accepted the invitation). */
  hasPassword: boolean;
  visits: number;
  /** Paid referred orders that earned a commission. */
  sales: number;
  createdAt: string;
}

export interface AdminLedgerEntry {
  id: string;
  purchaseId: string;
  productId: number;
  kind: 'commission' | 'reversal';
  amountCents: number;
  saleCents: number;
  commissionRate: string;
  payableAt: string;
  createdAt: string;
  payoutId: string | null;
  status: CommissionStatus;
}

export interface AdminPayout {
  id: string;
  affiliateId: string;
  amountCents: number;
  paidOn: string;
  reference: string;
  recordedBy: string;
  createdAt: string;
  entryCount: number;
}

export interface AdminReferredSale {
  purchaseId: string;
  productId: number;
  amount: string;
  status: PaymentStatus;
  isSelfReferral: boolean;
  /** The rate the order was bought at (its snapshot). */
  commissionRate: string | null;
  createdAt: string;
}

/** `GET /api/admin/affiliates/:id`. */
export interface AdminAffiliateDetail {
  affiliate: AdminAffiliate;
  sales: AdminReferredSale[];
  ledger: AdminLedgerEntry[];
  payouts: AdminPayout[];
}

/** Reply of a payout, and of each payout of a batch. */
export interface RecordedPayouts {
  payouts: AdminPayout[];
}
