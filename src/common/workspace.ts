import { z } from 'zod';
import { writtenDeliveryMessages } from './written-delivery';
import { writtenDocSchema, type WrittenDoc, type WrittenReadingChart } from './written-reading';

/**
 * The reader's workspace of one order (issue 24): what `GET /api/admin/reading/:purchaseId`
 * answers, and the bodies its writes accept. One schema per body, used by the route and the page.
 */

export const workspaceMessages = {
  orderNotFound: 'Order not found',
  noWrittenReading: 'This order has no written reading.',
  notPaid: 'This order is not paid, so there is nothing to write yet.',
  sectionNotFound: 'This order has no such section.',
  versionNotFound: 'That version of the section was not found.',
  fileNotFound: 'File not found',
  savedElsewhere:
    'Someone saved this section in another tab or by another reader since you opened it.',
} as const;

/** One save of a section: its content and the revision the editor started from (0 for none). */
export const saveSectionInputSchema = z
  .object({
    baseRevision: z.number().int().min(0).max(1_000_000_000),
    doc: writtenDocSchema,
  })
  .strict();
export type SaveSectionInput = z.infer<typeof saveSectionInputSchema>;

export const checkItems = ['palm-photos', 'resume'] as const;
export type CheckItem = (typeof checkItems)[number];
export const lookedAtInputSchema = z.object({ item: z.enum(checkItems) }).strict();

export const sectionKeySchema = z
  .string()
  .regex(/^[a-z0-9-]{1,60}$/, { error: workspaceMessages.sectionNotFound });

export interface SectionDraft {
  doc: WrittenDoc;
  revision: number;
  savedAt: string;
  savedBy: string | null;
}

export interface WorkspaceSection {
  key: string;
  title: string;
  summary: string;
  /** The catalogue's promise in words for this section (decision 267). */
  promisedWords: number | null;
  words: number;
  draft: SectionDraft | null;
}

/** A computed chart's facts, for reference beside the editor (never inserted as prose). */
export interface WorkspaceChartFacts {
  chart: WrittenReadingChart;
  title: string;
  facts: string[];
}

export interface WorkspaceFile {
  uploadId: string;
  fileName: string;
  contentType: string;
  /** Opens the file inline (a PDF or a photo); anything else downloads. */
  viewPath: string;
}

export interface WorkspaceChecklist {
  everySectionWritten: boolean;
  lengthReached: boolean;
  palmPhotosLookedAt: boolean | null;
  resumeLookedAt: boolean | null;
  isReady: boolean;
}

export interface WorkspaceView {
  purchaseId: string;
  reference: string;
  productId: number;
  productName: string;
  processingStatus: string;
  customer: { fullName: string; email: string; phone: string | null };
  birth: { date: string; time: string | null; place: string } | null;
  charts: WorkspaceChartFacts[];
  questionnaire: {
    name: string;
    submittedAt: string;
    answers: { question: string; answer: string }[];
  } | null;
  resume: WorkspaceFile | null;
  palmPhotos: WorkspaceFile[];
  photoTips: readonly string[];
  sections: WorkspaceSection[];
  checks: { item: CheckItem; lookedAt: string }[];
  checklist: WorkspaceChecklist;
}

export interface SaveSectionReply {
  revision: number;
  savedAt: string;
  words: number;
}

/** The 409 body when the section moved on since `baseRevision`: the text now saved. */
export interface SectionConflict {
  error: 'conflict';
  message: string;
  current: SectionDraft;
}

export interface SectionVersion {
  id: string;
  revision: number;
  words: number;
  savedAt: string;
  savedBy: string | null;
}

/** "Deliver" names the version its confirmation showed, so a second click delivers nothing new. */
export const deliverInputSchema = z
  .object({ version: z.number().int().min(1).max(10_000) })
  .strict();
export type DeliverInput = z.infer<typeof deliverInputSchema>;

export const deliveryMessages = {
  notReady: (missing: string[]) => `Not ready to deliver: ${missing.join('; ')}.`,
  versionMoved: writtenDeliveryMessages.versionMoved,
} as const;
