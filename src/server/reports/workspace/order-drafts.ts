import { withLibraryTexts } from '../../../astrology';
import { buyerQuestionsOf } from '../../../common/first-draft';
import type { WorkspaceView } from '../../../common/workspace';
import { countWords, type WrittenDoc } from '../../../common/written-reading';
import type { Database } from '../../db/client';
import { writtenDraftVersions, writtenDrafts } from '../../db/schema';
import { libraryTextsForReader } from '../../library/library-store';
import { natalChartOf } from './chart-facts';
import { draftReading } from './first-draft';
import { birthOf } from './workspace-view';
import type { WorkspaceOrder } from './workspace-order';

/**
 * The first drafts of `keys` for one order, in this reader's library: their own texts where they
 * chose them, the shop's elsewhere.
 */
export async function firstDraftsOf(
  db: Database,
  options: {
    order: WorkspaceOrder;
    view: Pick<WorkspaceView, 'questionnaire' | 'customer'>;
    keys: readonly string[];
    readerId: string;
    now: Date;
  },
): Promise<Record<string, WrittenDoc>> {
  const birth = birthOf(options.order.purchase);
  const chart = birth ? natalChartOf({ ...birth, place: birth.place || null }) : null;
  const texts = await libraryTextsForReader(db, options.readerId);
  return withLibraryTexts(texts, () =>
    draftReading(options.keys, {
      firstName: options.view.customer.fullName.split(/\s+/)[0] ?? '',
      birthDate: birth?.date ?? '',
      chart,
      timeKnown: !!birth?.time && !!chart?.place,
      questions: buyerQuestionsOf(options.view.questionnaire),
      today: options.now.toISOString().slice(0, 10),
    }),
  );
}

/**
 * Saves each first draft as its section's first text, where the section has none yet: a reader
 * who opened the reading a moment earlier keeps what they wrote. The draft is its own version
 * ("first draft", no reader), so the reader's first edits start a version of their own.
 */
export async function saveFirstDrafts(
  db: Database,
  purchaseId: string,
  docs: Readonly<Record<string, WrittenDoc>>,
  options: { readerId: string; now: Date },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const made: string[] = [];
    for (const [sectionKey, doc] of Object.entries(docs)) {
      const [row] = await tx
        .insert(writtenDrafts)
        .values({
          purchaseId,
          sectionKey,
          doc,
          revision: 1,
          savedBy: options.readerId,
          savedAt: options.now,
        })
        .onConflictDoNothing()
        .returning({ id: writtenDrafts.id });
      if (!row) continue;
      await tx.insert(writtenDraftVersions).values({
        purchaseId,
        sectionKey,
        doc,
        revision: 1,
        words: countWords(doc),
        savedBy: null,
        startedAt: options.now,
        savedAt: options.now,
      });
      made.push(sectionKey);
    }
    return made;
  });
}
