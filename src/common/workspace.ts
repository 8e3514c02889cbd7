import { z } from 'zod';
import type { ChecklistLine, DeliveryFacts } from './delivery-rules';
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

/** The text a reader has in the editor, sent to the fact check (unsaved text included). */
export const factCheckInputSchema = z.object({ doc: writtenDocSchema }).strict();
export type FactCheckInput = z.infer<typeof factCheckInputSchema>;

/** One statement about the buyer's chart the fact check read (decision 350). */
export interface FactCheckStatement {
  /** The text block it is in: paragraphs, headings and list items in document order, from 0. */
  block: number;
  text: string;
  /** Offsets within that block's text. */
  start: number;
  end: number;
  verdict: 'true' | 'false' | 'uncertain';
  /** What the chart says, in plain words. */
  chart: string;
  /** Why a reader kept it, when one did; a kept statement no longer holds back delivery. */
  dismissed: string | null;
}

export const factCheckMessages = {
  reason: 'Say in a few words why the statement stands.',
  contradictions: (count: number) =>
    `${count === 1 ? 'One statement contradicts' : `${count} statements contradict`} the chart: correct ${count === 1 ? 'it' : 'them'}, or keep ${count === 1 ? 'it' : 'each'} with a reason in the section's chart check.`,
} as const;

/** A reader keeps a statement the check marked: the statement and verdict as shown, and why. */
export const factCheckDismissInputSchema = z
  .object({
    statement: z.string().min(1).max(500),
    chart: z.string().min(1).max(500),
    reason: z.string().trim().min(3, { error: factCheckMessages.reason }).max(1000),
  })
  .strict();
export type FactCheckDismissInput = z.infer<typeof factCheckDismissInputSchema>;

export interface FactCheckReply {
  /** False when the order holds no birth data to check against. */
  checked: boolean;
  statements: FactCheckStatement[];
}

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
  /** What must hold before Deliver (`delivery-rules.ts`), as the server saw it on opening. */
  checklist: ChecklistLine[];
}

/**
 * What the delivery rules look at in a workspace: each section as saved, or as an editor holds it
 * now (`docs`, by section key, in the browser), and whether the order's files were looked at.
 */
export function deliveryFactsOf(
  view: Pick<WorkspaceView, 'sections' | 'palmPhotos' | 'resume' | 'checks'>,
  docs: Readonly<Record<string, WrittenDoc>> = {},
): DeliveryFacts {
  const seen = (item: CheckItem) => view.checks.some((check) => check.item === item);
  return {
    sections: view.sections.map((section) => ({
      key: section.key,
      title: section.title,
      doc: docs[section.key] ?? section.draft?.doc ?? null,
      promisedWords: section.promisedWords,
    })),
    palmPhotosLookedAt: view.palmPhotos.length > 0 ? seen('palm-photos') : null,
    resumeLookedAt: view.resume ? seen('resume') : null,
  };
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

export const deliveryMessages = {
  notReady: (lines: readonly ChecklistLine[]) =>
    `Not ready to deliver. ${lines.map((each) => `${each.label}: ${each.missing.join(' ')}`).join(' ')}`,
  versionMoved: writtenDeliveryMessages.versionMoved,
  shortReason:
    'Say in a few words why this reading is shorter than promised (10 to 500 characters).',
} as const;

/** Why a reading goes out shorter than the catalogue promises: kept on the order's timeline. */
export const shortReasonSchema = z
  .string({ error: deliveryMessages.shortReason })
  .trim()
  .min(10, deliveryMessages.shortReason)
  .max(500, deliveryMessages.shortReason);

/**
 * "Deliver" names the version its confirmation showed, so a second click delivers nothing new;
 * a reading short of its promised length also carries the reason it goes out short.
 */
export const deliverInputSchema = z
  .object({
    version: z.number().int().min(1).max(10_000),
    shortReason: shortReasonSchema.optional(),
  })
  .strict();
export type DeliverInput = z.infer<typeof deliverInputSchema>;

/** The confirmation's form when the reading is short: the reason is then required. */
export const deliverShortFormSchema = z.object({ shortReason: shortReasonSchema });
export type DeliverShortForm = z.infer<typeof deliverShortFormSchema>;
