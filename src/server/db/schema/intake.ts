import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { QuestionnaireKind } from '../../../common/catalogue';
import type { UploadKind } from '../../../common/intake';
import { createdAt, instant, requiredReference, uuidPrimaryKey } from './columns';
import { purchases } from './core';

export type UploadStatus = 'pending' | 'stored' | 'rejected' | 'discarded';

/**
 * Files a buyer uploads for their questionnaire (decision 066). A row is written when
 * the PUT URL is signed (`pending`), and becomes `stored` only once its bytes were checked by
 * content, or `rejected`; `discarded` when the buyer removed it before submitting. The bytes
 * live in private storage under `storage_key`.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    kind: text('kind').$type<UploadKind>().notNull(),
    /** As the buyer's computer named it; shown to admins, never used as a path. */
    fileName: text('file_name').notNull(),
    declaredType: text('declared_type').notNull(),
    declaredSize: integer('declared_size').notNull(),
    storageKey: text('storage_key').notNull(),
    status: text('status').$type<UploadStatus>().notNull().default('pending'),
    /** What the bytes turned out to be, e.g. `application/pdf`. */
    contentType: text('content_type'),
    size: integer('size'),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
    checkedAt: instant('checked_at'),
  },
  (table) => [
    uniqueIndex('uploads_storage_key_unique').on(table.storageKey),
    index('uploads_purchase_idx').on(table.purchaseId, table.kind),
    check('uploads_kind_known', sql`${table.kind} in ('resume', 'palm-photo')`),
    check(
      'uploads_status_known',
      sql`${table.status} in ('pending', 'stored', 'rejected', 'discarded')`,
    ),
  ],
);

/**
 * A questionnaire as submitted (docs/product.md §3, "strategic alignment record"). A second submission
 * for the same purchase is a new version; admins read the latest and see how many there are.
 */
export const questionnaireSubmissions = pgTable(
  'questionnaire_submissions',
  {
    id: uuidPrimaryKey(),
    purchaseId: requiredReference('purchase_id', () => purchases.id, 'cascade'),
    questionnaire: text('questionnaire').$type<QuestionnaireKind>().notNull(),
    version: integer('version').notNull(),
    responses: jsonb('responses').$type<Record<string, string>>().notNull(),
    resumeUploadId: uuid('resume_upload_id').references(() => uploads.id),
    palmPhotoUploadIds: uuid('palm_photo_upload_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('questionnaire_submissions_version_unique').on(table.purchaseId, table.version),
  ],
);

export type Upload = typeof uploads.$inferSelect;
export type QuestionnaireSubmissionRow = typeof questionnaireSubmissions.$inferSelect;
