import { computedDocumentTitle, type ComputedDocumentKind } from '../../src/common/catalogue';
import type { ReportRenderer } from '../../src/server/reports/generate-report';
import { createThreadedReportRenderer } from '../../src/server/reports/render-pool';
import type { DocumentRequest, DocumentResult } from '../../src/server/reports/render-document';
import { documentFileName } from '../../src/server/reports/report-input';
import { makePdf } from './file-fixtures';

/**
 * The documents a journey draws as stand-ins: the costly ones that every order can have (no rule
 * in their drawing says "not yet"), 80% of the drawing's CPU in the journeys. The map (which waits
 * for a birth time), the matrix and the glimpse are drawn for real (decision 392).
 */
const standingIn: ReadonlySet<ComputedDocumentKind> = new Set([
  'journal',
  'affirmations',
  'cosmic-map',
  'dynamic-profile',
  'human-design-profile',
]);

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * For the journeys that never open an order's documents (decision 392): the report job files,
 * lists, links and mails each document as ever, under the name the shop gives it, but the costly
 * ones are a one-page PDF naming the document and the buyer instead of the drawn one. What the
 * documents hold is proven where it is read: the render tests and the tier-documents, reading-page
 * and instant-report journeys, whose shops draw every document.
 */
export function standInDocuments(): ReportRenderer & { close(): Promise<void> } {
  const drawn = createThreadedReportRenderer(silent);
  return {
    /** Fails what is still drawn for real, as the shop's own renderer does when it stops. */
    close: () => drawn.close(),
    async render(request: DocumentRequest): Promise<DocumentResult> {
      if (!standingIn.has(request.document)) return drawn.render(request);
      const title = computedDocumentTitle(request.document);
      return {
        kind: 'document',
        document: request.document,
        pdf: makePdf(`${title} for ${request.input.fullName}, a stand-in`),
        fileName: documentFileName(title, request.input.fullName),
      };
    },
  };
}
