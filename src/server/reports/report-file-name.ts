/**
 * A computed report's file name, apart from its renderer: the server names attachments with
 * it, and importing the renderer would load react-pdf and its fonts at start (decision 213).
 */
import { findProduct } from '../../common/catalogue';
import type { ReportInput } from './report-input';

/** "The Cosmic Map - Jane Doe.pdf"; characters file systems refuse become spaces. */
export function reportFileName(input: ReportInput): string {
  const product = findProduct(input.productId);
  if (!product) throw new Error(`Product ${input.productId} is not in the catalogue.`);
  const name = `${product.name} - ${input.fullName}`
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${name}.pdf`;
}
