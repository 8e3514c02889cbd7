/**
 * What a computed report (a catalogue product with `computedReport`) is drawn from: the buyer, the birth data as they
 * gave it, and the chart computed from it. The report job builds it; the PDF documents read it.
 */
import type { NatalChart } from '../../astrology';

/**
 * What every document drawn from an order's birth data needs (its buyer, birth data, chart and
 * the shop's details): the computed reports of products 1 and 2 and the charts of the higher
 * tiers alike. Page frames, footers and birth details take this.
 */
export type DocumentInput = Omit<ReportInput, 'productId'>;

export interface ReportInput {
  /** A catalogue product whose `computedReport` names the document drawn. */
  productId: number;
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

/** "<Title> - <Full Name>.pdf"; characters file systems refuse become spaces. */
export function documentFileName(title: string, fullName: string): string {
  const name = `${title} - ${fullName}`
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${name}.pdf`;
}
