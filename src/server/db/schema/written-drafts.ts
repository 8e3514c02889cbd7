import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WrittenDoc } from '../../../common/written-reading';
import { admins } from './admin-accounts';
import { instant, optionalReference, requiredReference, uuidPrimaryKey } from './columns';
import { purchases } from './core';

/**
 * The reader's current text of one section of an order's written reading (issue 24), one row per
 * catalogue key. `revision` goes up by one on every save; a save names the revision it started
 * from, so two tabs or two readers never overwrite each other unseen (decision 265).
 */
export const writtenDrafts = pgTable(
  'written_drafts',
  {
    id: uuidPrimaryKey(),
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    sectionKey: text('section_key').notNull(),
    /** Checked against `writtenDocSchema` before it is written; never markup. */
    doc: jsonb('doc').$type<WrittenDoc>().notNull(),
    revision: integer('revision').notNull(),
    savedBy: optionalReference('saved_by', () => admins.id, 'set null'),
    savedAt: instant('saved_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('written_drafts_purchase_section_unique').on(table.purchaseId, table.sectionKey),
  ],
);

/**
 * Earlier texts of a section a reader may restore. Autosave runs every second of typing, so one
 * reader's saves within a few minutes share one version row (decision 266).
 */
export const writtenDraftVersions = pgTable(
  'written_draft_versions',
  {
    id: uuidPrimaryKey(),
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    sectionKey: text('section_key').notNull(),
    doc: jsonb('doc').$type<WrittenDoc>().notNull(),
    /** The draft's revision this version holds (the latest save it took in). */
    revision: integer('revision').notNull(),
    words: integer('words').notNull(),
    savedBy: optionalReference('saved_by', () => admins.id, 'set null'),
    startedAt: instant('started_at').notNull().defaultNow(),
    savedAt: instant('saved_at').notNull().defaultNow(),
  },
  (table) => [
    index('written_draft_versions_section_idx').on(
      table.purchaseId,
      table.sectionKey,
      sql`${table.savedAt} desc`,
    ),
  ],
);

/** What a reader has looked at before delivering: the palm photos, the resume (the checklist). */
export const writtenReadingChecks = pgTable(
  'written_reading_checks',
  {
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    /** `palm-photos` or `resume`. */
    item: text('item').notNull(),
    lookedBy: optionalReference('looked_by', () => admins.id, 'set null'),
    lookedAt: instant('looked_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'written_reading_checks_pk', columns: [table.purchaseId, table.item] }),
  ],
);

export type WrittenDraft = typeof writtenDrafts.$inferSelect;
export type WrittenDraftVersion = typeof writtenDraftVersions.$inferSelect;
