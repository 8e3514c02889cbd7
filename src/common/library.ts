import { z } from 'zod';
import { formatCount } from './format';
import { inlineText, writtenDocSchema, type WrittenDoc } from './written-reading';

/**
 * The interpretation library in the admin area (issue 38, decision 351): what its routes answer
 * and the bodies they accept, shared by the routes and the pages.
 */

export const libraryGroups = [
  'Planets in signs',
  'Rising sign',
  'Planets in houses',
  'Houses',
  'Planets and points',
  'Aspects',
  'Human Design',
  'Map lines',
  'Destiny Matrix',
  'Numbers',
  'Profile portraits',
] as const;
export type LibraryGroupName = (typeof libraryGroups)[number];

export const libraryLimits = {
  /** The longest entry, in characters: a long paragraph is about 600. */
  textLength: 6_000,
  /** Entries one list answer holds. */
  listed: 100,
  /** The largest export a shop imports. */
  importBytes: 4 * 1024 * 1024,
} as const;

export const libraryMessages = {
  entryNotFound: 'The library has no such entry.',
  versionNotFound: 'That version of the entry was not found.',
  empty: 'An entry needs some text: the documents print it.',
  tooLong: `An entry holds at most ${formatCount(libraryLimits.textLength)} characters.`,
  paragraphsOnly:
    'A library entry is one or more paragraphs: headings, lists and charts belong in a reading.',
  placeholders: (missing: readonly string[], extra: readonly string[]) =>
    [
      missing.length > 0
        ? `Keep ${missing.join(', ')}: the document puts the order's own value there.`
        : '',
      extra.length > 0
        ? `${extra.join(', ')} ${extra.length === 1 ? 'is' : 'are'} not filled in by this entry's documents: write the words instead.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  savedElsewhere:
    'Someone saved this entry since you opened it: their version is shown, and yours is kept in the editor to copy.',
  noOwnText: 'Write your own text for this entry before choosing it for your drafts.',
  importInvalid: 'This file is not a library export of this shop.',
  importUnknown: (keys: readonly string[]) =>
    `The file names ${keys.length === 1 ? 'an entry' : `${keys.length} entries`} this shop does not have (${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', …' : ''}). Nothing was imported.`,
} as const;

/** Placeholders such as `{moonSign}` that a document fills in. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(text.match(/\{[a-zA-Z]+\}/g) ?? [])].sort();
}

/** The text the documents print: the paragraphs, plain, a blank line between them. */
export function libraryTextOf(doc: WrittenDoc): string {
  return doc.content
    .map((block) => (block.type === 'paragraph' ? inlineText(block.content).trim() : ''))
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
}

/** An entry's text as the editor holds it: one paragraph per blank-line-separated part. */
export function libraryDocOf(text: string): WrittenDoc {
  return {
    type: 'doc',
    content: text.split(/\n{2,}/).map((paragraph) => ({
      type: 'paragraph' as const,
      content: [{ type: 'text' as const, text: paragraph }],
    })),
  };
}

const libraryDocSchema = writtenDocSchema
  .refine((doc) => doc.content.every((block) => block.type === 'paragraph'), {
    error: libraryMessages.paragraphsOnly,
  })
  .refine((doc) => libraryTextOf(doc).length > 0, { error: libraryMessages.empty })
  .refine((doc) => libraryTextOf(doc).length <= libraryLimits.textLength, {
    error: libraryMessages.tooLong,
  });

export const entryKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, { error: libraryMessages.entryNotFound });

/** A save of the shop's text: the version the editor started from. */
export const saveLibraryEntryInputSchema = z
  .object({ baseVersion: z.number().int().min(1).max(1_000_000), doc: libraryDocSchema })
  .strict();
export type SaveLibraryEntryInput = z.infer<typeof saveLibraryEntryInputSchema>;

/** A reader's own alternative text. */
export const saveOwnTextInputSchema = z.object({ doc: libraryDocSchema }).strict();

export const restoreLibraryVersionInputSchema = z
  .object({ version: z.number().int().min(1).max(1_000_000), baseVersion: z.number().int() })
  .strict();

/** Which text this reader's drafts use for the entry. */
export const libraryChoiceInputSchema = z.object({ uses: z.enum(['shop', 'own']) }).strict();

export const librarySearchSchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    group: z.enum(libraryGroups).optional(),
    edited: z.enum(['yes']).optional(),
  })
  .strict();

export interface LibraryEntrySummary {
  key: string;
  group: LibraryGroupName;
  factor: string;
  /** The first words of the current text. */
  excerpt: string;
  version: number;
  /** When the shop's text was last saved; null while it is as shipped. */
  editedAt: string | null;
  /** Whether this reader has their own text, and whether their drafts use it. */
  own: 'none' | 'written' | 'chosen';
}

export interface LibraryListReply {
  entries: LibraryEntrySummary[];
  /** All entries matching, of which `entries` are the first `libraryLimits.listed`. */
  total: number;
}

export interface LibraryVersionView {
  version: number;
  text: string;
  source: 'shipped' | 'edited' | 'restored' | 'imported';
  restoredFrom: number | null;
  savedBy: string | null;
  savedAt: string | null;
}

export interface LibraryEntryView {
  key: string;
  group: LibraryGroupName;
  factor: string;
  usedIn: readonly string[];
  /** What the document fills in, which an edit must keep. */
  placeholders: string[];
  version: number;
  doc: WrittenDoc;
  /** Newest first; the last is the text as shipped. */
  versions: LibraryVersionView[];
  own: { doc: WrittenDoc; savedAt: string; chosen: boolean } | null;
}

/** The JSON a shop exports and another imports: every entry's current shop text. */
export const libraryExportSchema = z
  .object({
    format: z.literal('reading-shop-library'),
    formatVersion: z.literal(1),
    exportedAt: z.string().max(40),
    entries: z
      .array(
        z
          .object({
            key: entryKeySchema,
            factor: z.string().max(200).optional(),
            version: z.number().int().min(1).optional(),
            text: z.string().min(1).max(libraryLimits.textLength),
          })
          .strict(),
      )
      .max(20_000),
  })
  .strict();
export type LibraryExport = z.infer<typeof libraryExportSchema>;

export interface LibraryImportReply {
  /** Entries whose text changed, each as a new version. */
  changed: number;
  unchanged: number;
}
