import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WrittenReadingSection } from '../../../common/written-reading';
import { createdAt, requiredReference, uuidPrimaryKey } from './columns';
import { purchases } from './core';

/**
 * Every written reading delivered to a customer, as it was sent (issue 24, decision 271): the
 * sections the reader wrote and the order files they became. A correction is delivered as the
 * next version; earlier versions stay, as the files and mails that carried them do.
 */
export const writtenDeliveries = pgTable(
  'written_deliveries',
  {
    id: uuidPrimaryKey(),
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    /** 1 for the first delivery of the order's reading, then 2, 3, ... for corrections. */
    version: integer('version').notNull(),
    /** The reading as delivered, one section per written deliverable of the product. */
    sections: jsonb('sections').$type<WrittenReadingSection[]>().notNull(),
    /** The order files this version became (`order_files.id`), in catalogue order. */
    fileIds: jsonb('file_ids').$type<string[]>().notNull(),
    /** `admin:<e-mail>` of the reader who delivered it. */
    deliveredBy: text('delivered_by').notNull(),
    createdAt: createdAt(),
  },
  // The order's versions are read through this index too (its first column is the order).
  (table) => [
    uniqueIndex('written_deliveries_purchase_version_unique').on(table.purchaseId, table.version),
  ],
);

export type WrittenDelivery = typeof writtenDeliveries.$inferSelect;
