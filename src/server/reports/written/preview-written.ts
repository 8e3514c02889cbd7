/**
 * The reader's preview: the whole reading as one PDF in the finished design (cover, contents, a
 * chapter per written report), drawn from what the workspace holds now, saved or not.
 */
import type { WrittenReadingSection } from '../../../common/written-reading';
import { findDeliverableOrder, type WrittenReadingDeps } from './deliver-written';
import { drawWrittenHere } from './draw-here';
import { writtenReadingOf } from './written-input';

export async function renderWrittenReadingPdf(
  deps: Pick<WrittenReadingDeps, 'db' | 'context' | 'draw'>,
  options: { purchaseId: string; sections: WrittenReadingSection[] },
): Promise<Buffer> {
  const { purchase } = await findDeliverableOrder(deps.db, options.purchaseId);
  const reading = writtenReadingOf(purchase, deps.context, options.sections);
  const draw = deps.draw ?? drawWrittenHere;
  return draw({
    input: reading.input,
    title: 'Your written reading',
    summary: reading.sections.map((section) => section.title).join(' · '),
    sections: reading.sections,
    figures: reading.figures,
  });
}
