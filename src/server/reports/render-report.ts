/** The natal-chart reports (The Quick Glimpse, The Cosmic Map) as PDFs, drawn with react-pdf. */
import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { CosmicMapDocument } from './documents/cosmic-map';
import { prepareReportFonts } from './documents/fonts';
import { QuickGlimpseDocument } from './documents/quick-glimpse';
import type { ReportInput } from './report-input';

export type NatalReportKind = 'quick-glimpse' | 'cosmic-map';

type ReportDocument = (props: { input: ReportInput; title: string }) => ReactElement;

/** Each natal-chart report the catalogue names, and the document that draws it. */
const documents: Record<NatalReportKind, ReportDocument> = {
  'quick-glimpse': QuickGlimpseDocument,
  'cosmic-map': CosmicMapDocument,
};

export async function renderReportPdf(
  kind: NatalReportKind,
  input: ReportInput,
  title: string,
): Promise<Buffer> {
  await prepareReportFonts();
  const document = createElement(documents[kind], { input, title }) as ReactElement<DocumentProps>;
  return renderToBuffer(document);
}
