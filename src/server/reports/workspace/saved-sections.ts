import { eq } from 'drizzle-orm';
import type { Product } from '../../../common/catalogue';
import { emptyWrittenDoc, type WrittenReadingSection } from '../../../common/written-reading';
import type { Queryable } from '../../db/client';
import { writtenDrafts } from '../../db/schema';

/** The reading as the server holds it now: one section per written deliverable, in order. */
export async function savedSections(
  db: Queryable,
  product: Product,
  purchaseId: string,
): Promise<WrittenReadingSection[]> {
  const drafts = await db
    .select({ sectionKey: writtenDrafts.sectionKey, doc: writtenDrafts.doc })
    .from(writtenDrafts)
    .where(eq(writtenDrafts.purchaseId, purchaseId));
  const docByKey = new Map(drafts.map((draft) => [draft.sectionKey, draft.doc]));
  return product.writtenDocuments.map((item) => ({
    key: item.key,
    title: item.name,
    doc: docByKey.get(item.key) ?? emptyWrittenDoc,
  }));
}
