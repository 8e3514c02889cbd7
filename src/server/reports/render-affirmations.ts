/** The 52 affirmations of The Compass Package as a printable card deck PDF. */
import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { selectAffirmations } from '../../astrology';
import { AffirmationDeckDocument } from './documents/affirmation-deck';
import { prepareReportFonts } from './documents/fonts';
import { documentFileName, type DocumentInput } from './report-input';
import { computedDocumentTitle } from '../../common/catalogue';

/** Decision 244: the number is what the buyer was promised, and it reads well on a card box. */
export const affirmationsTitle = computedDocumentTitle('affirmations');

/** "52 Affirmations - Jane Doe.pdf". */
export function affirmationsFileName(input: { fullName: string }): string {
  return documentFileName(affirmationsTitle, input.fullName);
}

export async function renderAffirmationsPdf(input: DocumentInput): Promise<Buffer> {
  await prepareReportFonts();
  const document = createElement(AffirmationDeckDocument, {
    input,
    deck: selectAffirmations(input.chart),
    title: affirmationsTitle,
  }) as ReactElement<DocumentProps>;
  return renderToBuffer(document);
}
