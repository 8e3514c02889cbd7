import { z } from 'zod';

/**
 * A reading a reader writes in the admin workspace, as the editor saves it and as the PDF, the
 * reading page and the Notion export read it (issue 24). The content is a small subset of
 * ProseMirror's JSON (what the editor's starter kit produces, plus one chart figure node): a
 * closed list of node types, marks and attributes, so nothing a reader pastes can carry markup,
 * scripts or links into a document. Anything else is refused on save, never rendered.
 */

/** The computed charts a reader may place inside a section, drawn where they are placed. */
export const writtenReadingCharts = [
  'natal-wheel',
  'bodygraph',
  'astrocartography-map',
  'destiny-matrix',
  'year-events',
] as const;
export type WrittenReadingChart = (typeof writtenReadingCharts)[number];

/** The longest text of one text node, and the most nodes a section may hold (a 60-page report fits). */
export const writtenReadingLimits = {
  textLength: 20_000,
  nodesPerSection: 20_000,
  sectionsPerReading: 8,
} as const;

export type WrittenMark = { type: 'bold' } | { type: 'italic' };

export type WrittenInline =
  { type: 'text'; text: string; marks?: WrittenMark[] } | { type: 'hardBreak' };

/**
 * Where a paragraph of a first draft came from (issue 38): the factor it reads, as the reader
 * sees it beside the paragraph, and a fingerprint of the text as drafted, which tells an untouched
 * draft from the reader's own words. Never printed, exported or sent to the customer.
 */
export interface DraftOrigin {
  factor: string;
  drafted: string;
}

export type WrittenBlock =
  | { type: 'paragraph'; attrs?: DraftOrigin; content?: WrittenInline[] }
  | { type: 'heading'; attrs: { level: 2 | 3 }; content?: WrittenInline[] }
  | { type: 'blockquote'; content: WrittenBlock[] }
  | { type: 'bulletList'; content: WrittenListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number }; content: WrittenListItem[] }
  | { type: 'horizontalRule' }
  | { type: 'chartFigure'; attrs: { chart: WrittenReadingChart } };

export interface WrittenListItem {
  type: 'listItem';
  content: WrittenBlock[];
}

export interface WrittenDoc {
  type: 'doc';
  content: WrittenBlock[];
}

const markSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }).strict(),
  z.object({ type: z.literal('italic') }).strict(),
]);

const inlineSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('text'),
      text: z.string().min(1).max(writtenReadingLimits.textLength),
      marks: z.array(markSchema).max(2).optional(),
    })
    .strict(),
  z.object({ type: z.literal('hardBreak') }).strict(),
]);

const listItemSchema: z.ZodType<WrittenListItem> = z.lazy(() =>
  z.object({ type: z.literal('listItem'), content: z.array(blockSchema).min(1) }).strict(),
);

const blockSchema: z.ZodType<WrittenBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z
      .object({
        type: z.literal('paragraph'),
        attrs: z
          .object({
            factor: z.string().trim().min(1).max(160),
            drafted: z.string().regex(/^[0-9a-f]{8}$/),
          })
          .strict()
          .optional(),
        content: z.array(inlineSchema).optional(),
      })
      .strict(),
    z
      .object({
        type: z.literal('heading'),
        attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }).strict(),
        content: z.array(inlineSchema).optional(),
      })
      .strict(),
    z.object({ type: z.literal('blockquote'), content: z.array(blockSchema).min(1) }).strict(),
    z.object({ type: z.literal('bulletList'), content: z.array(listItemSchema).min(1) }).strict(),
    z
      .object({
        type: z.literal('orderedList'),
        attrs: z.object({ start: z.number().int().min(1).max(10_000).optional() }).optional(),
        content: z.array(listItemSchema).min(1),
      })
      .strict(),
    z.object({ type: z.literal('horizontalRule') }).strict(),
    z
      .object({
        type: z.literal('chartFigure'),
        attrs: z.object({ chart: z.enum(writtenReadingCharts) }).strict(),
      })
      .strict(),
  ]),
);

/** One section's content as the editor saves it; the node count is checked separately. */
export const writtenDocSchema: z.ZodType<WrittenDoc> = z
  .object({ type: z.literal('doc'), content: z.array(blockSchema) })
  .strict()
  .refine((doc) => countNodes(doc) <= writtenReadingLimits.nodesPerSection, {
    message: 'This section is too long to save. Please split it.',
  });

type AnyNode = { content?: readonly unknown[] };

function countNodes(node: AnyNode): number {
  let count = 1;
  for (const child of node.content ?? []) count += countNodes(child as AnyNode);
  return count;
}

/** The words of a section, as the word count against the promised length counts them. */
export function countWords(doc: WrittenDoc): number {
  let words = 0;
  const visit = (node: WrittenBlock | WrittenListItem | WrittenInline): void => {
    if (node.type === 'text') {
      words += node.text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
      return;
    }
    if ('content' in node && Array.isArray(node.content)) {
      for (const child of node.content) visit(child);
    }
  };
  for (const block of doc.content) visit(block);
  return words;
}

/** The plain text of a section's inline run, for the Notion export and plain-text mails. */
export function inlineText(content: readonly WrittenInline[] | undefined): string {
  return (content ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}

/** An empty section, as a new draft starts. */
export const emptyWrittenDoc: WrittenDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/**
 * A reading ready to draw: one section per written deliverable of the order's product (its
 * catalogue `key` and `name`), in the catalogue's order.
 */
export interface WrittenReadingSection {
  key: string;
  title: string;
  doc: WrittenDoc;
}
