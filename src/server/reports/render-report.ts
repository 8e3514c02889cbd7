/** A computed report as a PDF, drawn with react-pdf from the chart. */
import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { findProduct, type ComputedReportKind, type Product } from '../../common/catalogue';
import { CosmicMapDocument } from './documents/cosmic-map';
import { prepareReportFonts } from './documents/fonts';
import { QuickGlimpseDocument } from './documents/quick-glimpse';
import type { ReportInput } from './report-input';

export { reportFileName } from './report-file-name';

type ReportDocument = (props: { input: ReportInput; title: string }) => ReactElement;

/** Each kind of computed report the catalogue names, and the document that draws it. */
const documents: Record<ComputedReportKind, ReportDocument> = {
  'quick-glimpse': QuickGlimpseDocument,
  'cosmic-map': CosmicMapDocument,
};

function productOf(input: ReportInput): Product {
  const product = findProduct(input.productId);
  if (!product) throw new Error(`Product ${input.productId} is not in the catalogue.`);
  return product;
}

export async function renderReportPdf(input: ReportInput): Promise<Buffer> {
  await prepareReportFonts();
  const product = productOf(input);
  if (!product.computedReport) throw new Error(`${product.name} is not a computed report.`);
  const document = createElement(documents[product.computedReport], {
    input,
    title: product.name,
  }) as ReactElement<DocumentProps>;
  return renderToBuffer(document);
}
