/** A computed report (products 1 and 2) as a PDF, drawn with react-pdf from the chart. */
import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { findProduct } from '../../common/catalogue';
import { CosmicMapDocument } from './documents/cosmic-map';
import { prepareReportFonts } from './documents/fonts';
import { QuickGlimpseDocument } from './documents/quick-glimpse';
import type { ReportInput } from './report-input';

function productName(input: ReportInput): string {
  const product = findProduct(input.productId);
  if (!product) throw new Error(`Product ${input.productId} is not in the catalogue.`);
  return product.name;
}

/** "The Cosmic Map - Jane Doe.pdf"; characters file systems refuse become spaces. */
export function reportFileName(input: ReportInput): string {
  const name = `${productName(input)} - ${input.fullName}`
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${name}.pdf`;
}

export async function renderReportPdf(input: ReportInput): Promise<Buffer> {
  await prepareReportFonts();
  const props = { input, title: productName(input) };
  const document = (
    input.productId === 1
      ? createElement(QuickGlimpseDocument, props)
      : createElement(CosmicMapDocument, props)
  ) as ReactElement<DocumentProps>;
  return renderToBuffer(document);
}
