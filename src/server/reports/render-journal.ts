/**
 * The personal journal of The Guided Journey as a fillable PDF: 52 weeks from the
 * week of purchase, each with that week's events for the buyer's chart (decisions 245-247).
 */
import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { computedDocumentTitle, productIntroducing } from '../../common/catalogue';
import { prepareReportFonts } from './documents/fonts';
import { JournalDocument } from './documents/journal';
import { composeJournal } from './documents/journal-weeks';
import { documentFileName, type DocumentInput } from './report-input';

export const journalTitle = computedDocumentTitle('journal');
export { journalStart } from './journal-start';

export function journalFileName(input: { fullName: string }): string {
  return documentFileName(journalTitle, input.fullName);
}

export async function renderJournalPdf(
  input: DocumentInput,
  options: {
    startsOn: string;
    /** The day of purchase ("YYYY-MM-DD"): week 1 lists nothing before it. */
    firstDay?: string;
    /** The reading bought, named on the cover; the one that introduces the journal by default. */
    productName?: string;
  },
): Promise<Buffer> {
  await prepareReportFonts();
  const document = createElement(JournalDocument, {
    input,
    journal: composeJournal(input.chart, options.startsOn, options.firstDay),
    title: journalTitle,
    productName: options.productName ?? productIntroducing('journal').product.name,
  }) as ReactElement<DocumentProps>;
  return renderToBuffer(document);
}
