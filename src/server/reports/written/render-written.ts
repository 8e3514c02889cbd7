/**
 * A written reading drawn as PDFs: the whole reading at once for the reader's preview, or one
 * written report alone as it is delivered.
 */
import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import type { WrittenReadingSection } from '../../../common/written-reading';
import { prepareReportFonts } from '../documents/fonts';
import { WrittenReadingDocument } from './documents/written-reading-document';
import type { WrittenFigures, WrittenInput } from './written-input';

export interface WrittenPdfRequest {
  input: WrittenInput;
  title: string;
  summary: string;
  sections: readonly WrittenReadingSection[];
  figures: WrittenFigures;
}

export async function renderWrittenPdf(request: WrittenPdfRequest): Promise<Buffer> {
  await prepareReportFonts();
  const document = createElement(WrittenReadingDocument, request) as ReactElement<DocumentProps>;
  return renderToBuffer(document);
}
