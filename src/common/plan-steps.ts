import { inlineText, type WrittenBlock, type WrittenDoc } from './written-reading';

/**
 * The 90-day plan's steps as a reader writes them (in the Notion workspace): every item of
 * the section's lists, grouped into phases by the heading above it. The Notion export dates them;
 * the delivery checklist counts them, so both read the plan the same way.
 */

/** The written report that travels as a Notion import with the 90-day plan (catalogue key). */
export const NOTION_WORKSPACE_KEY = 'notion-workspace';

export interface PlanPhase {
  name: string;
  steps: { task: string; notes: string }[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function planPhases(doc: WrittenDoc): PlanPhase[] {
  const phases: PlanPhase[] = [];
  let phase: PlanPhase = { name: 'The 90 days', steps: [] };
  const stepsOf = (block: WrittenBlock) => {
    if (block.type !== 'bulletList' && block.type !== 'orderedList') return;
    for (const item of block.content) {
      const texts = item.content.flatMap((child) =>
        child.type === 'paragraph' || child.type === 'heading'
          ? [oneLine(inlineText(child.content))]
          : [],
      );
      const [task = '', ...notes] = texts.filter(Boolean);
      if (task) phase.steps.push({ task, notes: notes.join(' ') });
    }
  };
  for (const block of doc.content) {
    if (block.type === 'heading') {
      if (phase.steps.length > 0) phases.push(phase);
      phase = { name: oneLine(inlineText(block.content)) || phase.name, steps: [] };
    } else stepsOf(block);
  }
  if (phase.steps.length > 0) phases.push(phase);
  return phases;
}

export function planStepCount(doc: WrittenDoc): number {
  return planPhases(doc).reduce((sum, phase) => sum + phase.steps.length, 0);
}
