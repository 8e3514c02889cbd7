import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WrittenDoc } from '../../../common/written-reading';
import { admins } from './admin-accounts';
import { instant, optionalReference, requiredReference, uuidPrimaryKey } from './columns';

/**
 * The interpretation library's edits (issue 38, decision 351). The library as the shop ships it
 * is in the code (`src/astrology/interpretations`, version 1 of every entry); each save here is a
 * later version. A row without an author is the shop's text, read by every document drawn after
 * it; a row with one is that reader's own alternative, read only by their drafts. Rows are never
 * changed: a restore is a new version holding the old text.
 */
export const libraryVersions = pgTable(
  'library_versions',
  {
    id: uuidPrimaryKey(),
    entryKey: text('entry_key').notNull(),
    authorId: optionalReference('author_id', () => admins.id, 'cascade'),
    version: integer('version').notNull(),
    doc: jsonb('doc').$type<WrittenDoc>().notNull(),
    /** The text the documents print: the doc's paragraphs, plain. */
    text: text('text').notNull(),
    /** How the version came: written in the admin area, restored, or imported. */
    source: text('source', { enum: ['edited', 'restored', 'imported'] }).notNull(),
    /** The version a restore took its text from. */
    restoredFrom: integer('restored_from'),
    savedBy: optionalReference('saved_by', () => admins.id, 'set null'),
    savedAt: instant('saved_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('library_versions_shop_idx')
      .on(table.entryKey, table.version)
      .where(sql`${table.authorId} is null`),
    uniqueIndex('library_versions_own_idx')
      .on(table.authorId, table.entryKey, table.version)
      .where(sql`${table.authorId} is not null`),
    index('library_versions_saved_idx').on(sql`${table.savedAt} desc`),
  ],
);

/** A reader's choice that their drafts use their own text for an entry, not the shop's. */
export const libraryChoices = pgTable(
  'library_choices',
  {
    adminId: requiredReference('admin_id', () => admins.id, 'cascade'),
    entryKey: text('entry_key').notNull(),
    chosenAt: instant('chosen_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.entryKey] })],
);

export type LibraryVersion = typeof libraryVersions.$inferSelect;
