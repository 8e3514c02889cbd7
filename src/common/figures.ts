import { z } from 'zod';

/**
 * The owner's figures (issue 40): money, orders, the funnel and what selling more brought, for a
 * range of UTC days compared with the range just before it. Said once here for the admin page,
 * its CSV files and the server.
 */
export const FIGURES_MAX_DAYS = 366;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export const figuresQuerySchema = z
  .object({
    /** First day, UTC, inclusive. */
    from: z.string().regex(isoDay, 'Choose a start date'),
    /** Last day, UTC, inclusive. */
    to: z.string().regex(isoDay, 'Choose an end date'),
    by: z.enum(['day', 'week', 'month']).default('day'),
  })
  .refine((range) => range.from <= range.to, {
    message: 'The start must be before the end',
    path: ['to'],
  })
  .refine(
    (range) =>
      Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`) <
      FIGURES_MAX_DAYS * 86_400_000,
    { message: `A range is at most ${FIGURES_MAX_DAYS} days`, path: ['from'] },
  );
export type FiguresQuery = z.infer<typeof figuresQuerySchema>;

/** Money of a period or a group, in cents: taken, refunded (on the day of the refund), kept. */
export interface MoneyFigures {
  orders: number;
  grossCents: number;
  refundsCents: number;
  netCents: number;
}

export interface RevenuePeriod extends MoneyFigures {
  /** The period's first day, `YYYY-MM-DD` (a week starts on Monday). */
  period: string;
}

export interface FiguresTotals extends MoneyFigures {
  /** Gross over paid orders, in cents; 0 without orders. */
  averageOrderCents: number;
}

export interface ProductFigures extends MoneyFigures {
  productId: number;
  productName: string;
}

export interface AffiliateFigures extends MoneyFigures {
  /** Null: orders without an affiliate. */
  affiliateId: string | null;
  name: string;
}

export interface CodeFigures extends MoneyFigures {
  code: string;
  discountCents: number;
}

export interface FunnelStep {
  productId: number;
  productName: string;
  productViews: number;
  checkoutViews: number;
  paidOrders: number;
}

export interface FiguresReport {
  range: FiguresQuery;
  /** The same number of days just before. */
  previous: { from: string; to: string };
  totals: FiguresTotals;
  previousTotals: FiguresTotals;
  revenue: RevenuePeriod[];
  byProduct: ProductFigures[];
  byAffiliate: AffiliateFigures[];
  byCode: CodeFigures[];
  funnel: FunnelStep[];
  /** Views of the free summary's form, sign-ups, and sign-ups whose address paid an order after. */
  freeSummary: { formViews: number; signups: number; firstPurchases: number };
  gifts: { bought: number; claimed: number };
  upgrades: { paid: number; grossCents: number; refunded: number };
  reminders: { sent: number; paidAfter: number };
  reviews: { written: number; approved: number; averageRating: number | null };
}

/** The tables a CSV can be had of, each as the page shows it. */
export const figuresCsvTables = [
  'revenue',
  'products',
  'affiliates',
  'codes',
  'funnel',
  'other',
] as const;
export type FiguresCsvTable = (typeof figuresCsvTables)[number];
export const figuresCsvQuerySchema = z
  .object({ table: z.enum(figuresCsvTables) })
  .and(figuresQuerySchema);
