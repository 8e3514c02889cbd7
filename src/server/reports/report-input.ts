/**
 * What a computed report (products 1 and 2) is drawn from: the buyer, the birth data as they
 * gave it, and the chart computed from it. The report job builds it; the PDF documents read it.
 */
import type { NatalChart } from '../../astrology';

export const computedReportProductIds = [1, 2] as const;
export type ComputedReportProductId = (typeof computedReportProductIds)[number];

export function isComputedReportProduct(productId: number): productId is ComputedReportProductId {
  return (computedReportProductIds as readonly number[]).includes(productId);
}

export interface ReportInput {
  productId: ComputedReportProductId;
  /** The order reference customers see: the last 8 characters of the order id, upper case. */
  orderReference: string;
  fullName: string;
  birth: {
    /** "YYYY-MM-DD". */
    date: string;
    /** "HH:MM" (24-hour), or null when the buyer did not know it. */
    time: string | null;
    /** The birthplace exactly as typed, or null. */
    placeText: string | null;
  };
  chart: NatalChart;
  /** When the report was generated (printed on it). */
  generatedAt: Date;
  /** The shop's name as the site and e-mails show it (config SHOP_NAME). */
  shopName: string;
  /** Where the buyer sends corrected birth data. */
  supportEmail: string;
  /** The shop's public address, e.g. https://example.com. */
  publicUrl: string;
}

/**
 * What every document of an order shares, whatever the product: the buyer, the birth data, the
 * chart and the shop. The shared page, footer and birth-details components take this.
 */
export type OrderDocumentInput = Omit<ReportInput, 'productId'>;
