import { formatCount } from './format';
import { NOTION_WORKSPACE_KEY, planStepCount } from './plan-steps';
import { writtenDeliveryMessages } from './written-delivery';
import { countWords, type WrittenDoc } from './written-reading';

/**
 * What must hold before a written reading is delivered (issue 36, decision 300): one rule set,
 * read by the workspace's checklist (the server's view and the live one in the browser) and by
 * the server when Deliver is pressed, so the reader is never refused for a rule the checklist
 * did not show. A rule that does not apply to the order (no palm photos to look at) has no line.
 */

export interface DeliverySectionFacts {
  key: string;
  title: string;
  /** What the section holds now; null when nothing was ever saved. */
  doc: WrittenDoc | null;
  /** The catalogue's length for it (decision 299); null: not measured in words. */
  promisedWords: number | null;
}

export interface DeliveryFacts {
  sections: readonly DeliverySectionFacts[];
  /** Null when the order has no palm photos or resume to look at. */
  palmPhotosLookedAt: boolean | null;
  resumeLookedAt: boolean | null;
}

export const deliveryRules = [
  'every-section-written',
  'plan-has-steps',
  'promised-length',
  'palm-photos-looked-at',
  'resume-looked-at',
] as const;
export type DeliveryRule = (typeof deliveryRules)[number];

/** The checklist's words for each rule; a refusal names the same line. */
export const deliveryRuleLabels: Record<DeliveryRule, string> = {
  'every-section-written': 'Every section written',
  'plan-has-steps': 'The 90-day plan has its steps as a list',
  'promised-length': 'Every section at its promised length',
  'palm-photos-looked-at': 'Palm photos looked at',
  'resume-looked-at': 'Resume looked at',
};

/** A section's words against its promise, for the checklist's shortfall and the timeline. */
export interface SectionShortfall {
  key: string;
  title: string;
  words: number;
  promisedWords: number;
}

export interface ChecklistLine {
  rule: DeliveryRule;
  label: string;
  isDone: boolean;
  /** What is still missing, one sentence each ("“Palmistry…” has nothing written yet."). */
  missing: string[];
}

const wordsOf = (section: DeliverySectionFacts) => (section.doc ? countWords(section.doc) : 0);

/** A section meets its promise at that many words; one not measured in words always does. */
export function isAtPromisedLength(words: number, promisedWords: number | null): boolean {
  return promisedWords === null || words >= promisedWords;
}

/** "1,250 of 3,000 words", or "1,250 words" when no length is promised: the editor's count. */
export function wordsAgainstPromise(words: number, promisedWords: number | null): string {
  return promisedWords === null
    ? `${formatCount(words)} words`
    : `${formatCount(words)} of ${formatCount(promisedWords)} words`;
}

/** The sections still short of their promised length. */
export function shortfallsOf(facts: DeliveryFacts): SectionShortfall[] {
  return facts.sections.flatMap((section) => {
    const words = wordsOf(section);
    return section.promisedWords !== null && !isAtPromisedLength(words, section.promisedWords)
      ? [{ key: section.key, title: section.title, words, promisedWords: section.promisedWords }]
      : [];
  });
}

/** "“Palmistry” 1,250 of 3,000 words": a short section, on the checklist and the timeline. */
export function shortfallPhrase(shortfall: SectionShortfall): string {
  return `“${shortfall.title}” ${wordsAgainstPromise(shortfall.words, shortfall.promisedWords)}`;
}

export function shortfallSentence(shortfall: SectionShortfall): string {
  return `“${shortfall.title}” has ${wordsAgainstPromise(shortfall.words, shortfall.promisedWords)}.`;
}

function line(rule: DeliveryRule, missing: string[]): ChecklistLine {
  return { rule, label: deliveryRuleLabels[rule], isDone: missing.length === 0, missing };
}

/** The checklist of this order's reading: the rules that apply, each done or with what is missing. */
export function deliveryChecklist(facts: DeliveryFacts): ChecklistLine[] {
  const lines = [
    line(
      'every-section-written',
      facts.sections
        .filter((section) => wordsOf(section) === 0)
        .map((section) => writtenDeliveryMessages.sectionEmpty(section.title)),
    ),
  ];
  const plan = facts.sections.find((section) => section.key === NOTION_WORKSPACE_KEY);
  if (plan) {
    const hasSteps = plan.doc !== null && planStepCount(plan.doc) > 0;
    lines.push(line('plan-has-steps', hasSteps ? [] : [writtenDeliveryMessages.planWithoutSteps]));
  }
  if (facts.sections.some((section) => section.promisedWords !== null)) {
    lines.push(line('promised-length', shortfallsOf(facts).map(shortfallSentence)));
  }
  if (facts.palmPhotosLookedAt !== null) {
    lines.push(
      line('palm-photos-looked-at', facts.palmPhotosLookedAt ? [] : ['Open the palm photos.']),
    );
  }
  if (facts.resumeLookedAt !== null) {
    lines.push(line('resume-looked-at', facts.resumeLookedAt ? [] : ['Open the resume.']));
  }
  return lines;
}

/**
 * The lines that stop a delivery. The promised length is the one an admin may deliver past, with
 * a reason that goes on the order's timeline; every other line must be done.
 */
export function blockingLines(
  lines: readonly ChecklistLine[],
  options: { isDeliveringShort: boolean },
): ChecklistLine[] {
  return lines.filter(
    (each) => !each.isDone && !(each.rule === 'promised-length' && options.isDeliveringShort),
  );
}

/** The only unmet line is the length: Deliver is offered as "deliver short", with a reason. */
export function onlyLengthIsShort(lines: readonly ChecklistLine[]): boolean {
  const open = lines.filter((each) => !each.isDone);
  return open.length > 0 && open.every((each) => each.rule === 'promised-length');
}
