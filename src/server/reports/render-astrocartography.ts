/**
 * The astrocartography map (a catalogue deliverable) as a PDF, or, when the birth data cannot place
 * the lines, a typed answer saying what is missing instead of a document (decision 230).
 */
import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { computedDocumentTitle, findProduct } from '../../common/catalogue';
import type { AstrocartographyReportInput } from './astrocartography-input';
import { AstrocartographyMapDocument } from './documents/astrocartography-map';
import { prepareReportFonts } from './documents/fonts';
import { documentFileName } from './report-input';

export const astrocartographyTitle = computedDocumentTitle('astrocartography-map');

export type AstrocartographyPdf =
  | { kind: 'document'; pdf: Buffer; fileName: string }
  | {
      kind: 'not-computable';
      /** What the buyer must send before the lines can be drawn. */
      missing: ('birth time' | 'birthplace')[];
      /** Why, in words the order page and an e-mail can show as they are. */
      reason: string;
    };

/** "Astrocartography Map - Jane Doe.pdf". */
export function astrocartographyFileName(input: { fullName: string }): string {
  return documentFileName(astrocartographyTitle, input.fullName);
}

function missingBirthData(input: AstrocartographyReportInput): ('birth time' | 'birthplace')[] {
  const missing: ('birth time' | 'birthplace')[] = [];
  if (!input.birth.time) missing.push('birth time');
  if (!input.chart.place) missing.push('birthplace');
  return missing;
}

export async function renderAstrocartographyPdf(
  input: AstrocartographyReportInput,
): Promise<AstrocartographyPdf> {
  const missing = missingBirthData(input);
  if (input.astrocartography.lines.length === 0 || missing.length > 0) {
    const asked = missing.length > 0 ? missing : (['birth time'] as const);
    return {
      kind: 'not-computable',
      missing: [...asked],
      reason: [
        ...input.astrocartography.notes,
        `Your astrocartography map will be drawn as soon as we have your ${asked.join(' and ')}: e-mail it to ${input.supportEmail}, quoting order ${input.orderReference}.`,
      ].join(' '),
    };
  }
  const product = findProduct(input.productId);
  if (!product) throw new Error(`Product ${input.productId} is not in the catalogue.`);
  await prepareReportFonts();
  const document = createElement(AstrocartographyMapDocument, {
    input,
    title: astrocartographyTitle,
    productName: product.name,
  }) as ReactElement<DocumentProps>;
  return {
    kind: 'document',
    pdf: await renderToBuffer(document),
    fileName: astrocartographyFileName(input),
  };
}
