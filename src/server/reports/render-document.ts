/**
 * Every computed document of the catalogue (`ComputedDocumentKind`) and how it is drawn: the
 * one entry point the report job's render thread calls (decision 232). A document that the
 * birth data cannot give yet (a map without a birth time) answers why instead of a PDF.
 */
import { withLibraryTexts, type Astrocartography } from '../../astrology';
import {
  computedDocumentTitle,
  findProduct,
  type ComputedDocumentKind,
} from '../../common/catalogue';
import { renderAffirmationsPdf } from './render-affirmations';
import { renderAstrocartographyPdf } from './render-astrocartography';
import { renderDestinyMatrixPdf } from './render-destiny-matrix';
import { renderHumanDesignPdf } from './render-human-design';
import { renderJournalPdf } from './render-journal';
import { renderProfilePdf } from './render-profile';
import { renderReportPdf } from './render-report';
import { documentFileName, type ReportInput } from './report-input';

/**
 * What the render thread is handed: the kind, the order's input and what the main thread
 * computed for it beforehand (the map's lines and towns need the place index, loaded there).
 */
export interface DocumentRequest {
  document: ComputedDocumentKind;
  input: ReportInput;
  /** The map's forty lines and their towns. */
  astrocartography?: Astrocartography;
  /** The journal's first day: the Monday of the week of payment ("YYYY-MM-DD"). */
  journalStartsOn?: string;
  /** The day of payment ("YYYY-MM-DD"): the journal lists no event before it. */
  journalFirstDay?: string;
  /** The interpretation library's texts that differ from the shipped ones, by entry key. */
  library?: Readonly<Record<string, string>>;
}

export type DocumentResult =
  | { kind: 'document'; document: ComputedDocumentKind; pdf: Buffer; fileName: string }
  | {
      kind: 'not-computable';
      document: ComputedDocumentKind;
      /** In words the order page can show as they are. */
      reason: string;
    };

type Renderer = (request: DocumentRequest, title: string) => Promise<Buffer | string>;

const renderers: Record<ComputedDocumentKind, Renderer> = {
  'quick-glimpse': ({ input }, title) => renderReportPdf('quick-glimpse', input, title),
  'cosmic-map': ({ input }, title) => renderReportPdf('cosmic-map', input, title),
  'dynamic-profile': ({ input }) => renderProfilePdf(input),
  affirmations: ({ input }) => renderAffirmationsPdf(input),
  journal: ({ input, journalStartsOn, journalFirstDay }) => {
    if (!journalStartsOn) throw new Error('The journal needs the week it starts.');
    const productName = findProduct(input.productId)?.name;
    return renderJournalPdf(input, {
      startsOn: journalStartsOn,
      firstDay: journalFirstDay,
      productName,
    });
  },
  'human-design-profile': ({ input }) => renderHumanDesignPdf(input),
  'destiny-matrix': ({ input }) => renderDestinyMatrixPdf(input),
  'astrocartography-map': async ({ input, astrocartography }) => {
    if (!astrocartography) throw new Error('The map needs its lines, computed before rendering.');
    const result = await renderAstrocartographyPdf({ ...input, astrocartography });
    return result.kind === 'document' ? result.pdf : result.reason;
  },
};

export async function renderDocument(request: DocumentRequest): Promise<DocumentResult> {
  const title = computedDocumentTitle(request.document);
  const texts = new Map(Object.entries(request.library ?? {}));
  const drawn = await withLibraryTexts(texts, () => renderers[request.document](request, title));
  if (typeof drawn === 'string') {
    return { kind: 'not-computable', document: request.document, reason: drawn };
  }
  return {
    kind: 'document',
    document: request.document,
    pdf: drawn,
    fileName: documentFileName(title, request.input.fullName),
  };
}
