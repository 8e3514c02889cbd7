/** The Destiny Matrix chart of an order (The Master Blueprint and up) as a PDF. */
import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { computeDestinyMatrix } from '../../astrology';
import { computedDocumentTitle } from '../../common/catalogue';
import { DestinyMatrixDocument } from './documents/destiny-matrix-chart';
import { prepareReportFonts } from './documents/fonts';
import type { DocumentInput } from './report-input';

export const destinyMatrixTitle = computedDocumentTitle('destiny-matrix');

export async function renderDestinyMatrixPdf(input: DocumentInput): Promise<Buffer> {
  await prepareReportFonts();
  const matrix = computeDestinyMatrix(input.birth.date);
  const document = createElement(DestinyMatrixDocument, {
    input,
    matrix,
    title: destinyMatrixTitle,
  }) as ReactElement<DocumentProps>;
  return renderToBuffer(document);
}
