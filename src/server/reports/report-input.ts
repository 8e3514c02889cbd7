/**
 * What the computed documents of an order (the catalogue's `computed-document` deliverables) are
 * drawn from: the buyer, the birth data as they gave it, and the chart computed from it. The
 * report job builds it; the PDF documents read it.
 */
import type { NatalChart } from '../../astrology';

/**
 * What every document drawn from an order's birth data needs (its buyer, birth data, chart and
 * the shop's details): every computed document, from the natal reports to the charts of the higher
 * tiers alike. Page frames, footers and birth details take this.
 */
export type DocumentInput = Omit<ReportInput, 'productId'>;

export interface ReportInput {
  /** The catalogue product bought; its computed documents are drawn. */
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

/** "The Cosmic Map - Jane Doe.pdf": characters file systems refuse become spaces. */
export function documentFileName(title: string, fullName: string): string {
  const name = `${title} - ${fullName}`
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${name}.pdf`;
}
