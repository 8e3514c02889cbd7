import { eq } from 'drizzle-orm';
import type { Product } from '../../../common/catalogue';
import { emptyWrittenDoc, type WrittenReadingSection } from '../../../common/written-reading';
import type { WorkspaceChecklist } from '../../../common/workspace';
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

/** What the checklist still misses, in words for the refusal. */
export function missingItems(checklist: WorkspaceChecklist): string[] {
  return [
    ...(checklist.everySectionWritten ? [] : ['a section has nothing written']),
    ...(checklist.lengthReached ? [] : ['a section is shorter than its promised length']),
    ...(checklist.palmPhotosLookedAt === false ? ['the palm photos were not looked at'] : []),
    ...(checklist.resumeLookedAt === false ? ['the resume was not looked at'] : []),
  ];
}
