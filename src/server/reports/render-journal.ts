/**
 * The personal journal of The Guided Journey (product 4) as a fillable PDF: 52 weeks from the
 * week of purchase, each with that week's events for the buyer's chart (decisions 245-247).
 */
import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { findProduct } from '../../common/catalogue';
import { prepareReportFonts } from './documents/fonts';
import { JournalDocument } from './documents/journal';
import { composeJournal } from './documents/journal-weeks';
import { documentFileName, type DocumentInput } from './report-input';

export const journalTitle = 'Your Year Journal';
const guidedJourneyProductId = 4;
const dayMilliseconds = 86_400_000;

/** The ISO date of the Monday (UTC) of the week `paidAt` falls in: the journal's first day. */
export function journalStart(paidAt: Date): string {
  const midnight = Date.UTC(paidAt.getUTCFullYear(), paidAt.getUTCMonth(), paidAt.getUTCDate());
  const daysSinceMonday = (paidAt.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * dayMilliseconds).toISOString().slice(0, 10);
}

export function journalFileName(input: { fullName: string }): string {
  return documentFileName(journalTitle, input.fullName);
}

export async function renderJournalPdf(
  input: DocumentInput,
  options: { startsOn: string },
): Promise<Buffer> {
  const product = findProduct(guidedJourneyProductId);
  if (!product) throw new Error(`Product ${guidedJourneyProductId} is not in the catalogue.`);
  await prepareReportFonts();
  const document = createElement(JournalDocument, {
    input,
    journal: composeJournal(input.chart, options.startsOn),
    title: journalTitle,
    productName: product.name,
  }) as ReactElement<DocumentProps>;
  return renderToBuffer(document);
}
