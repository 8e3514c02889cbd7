/**
 * First drafts of the written sections (issue 38): how the workspace, the delivery checklist and
 * the admin order page tell the reader's words from an untouched draft, and which of the buyer's
 * questions a reading still leaves unanswered. Both the editor (live) and the server (on saving
 * and delivering) count with these.
 */
import {
  inlineText,
  type WrittenBlock,
  type WrittenDoc,
  type WrittenListItem,
} from './written-reading';

/** A short fingerprint of a paragraph's words, blind to spacing: FNV-1a, 32 bits, hex. */
export function fingerprint(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim();
  let hash = 0x811c9dc5;
  for (let index = 0; index < words.length; index += 1) {
    hash ^= words.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function wordsIn(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A paragraph of a first draft, with the text as it now reads. */
export interface ParagraphRead {
  text: string;
  words: number;
  factor: string | null;
  /** Still word for word as drafted. */
  untouched: boolean;
  /** Inside a quotation (the buyer's own words). */
  quoted: boolean;
  /** The level-2 or level-3 heading it sits under, if any, counted from 0 in the section. */
  heading: number;
}

/** Every text block of a section in order, with its draft origin. */
export function paragraphsOf(doc: WrittenDoc): ParagraphRead[] {
  const found: ParagraphRead[] = [];
  let heading = -1;
  const visit = (block: WrittenBlock | WrittenListItem, quoted: boolean): void => {
    if (block.type === 'heading') {
      heading += 1;
      const text = inlineText(block.content);
      found.push({ text, words: wordsIn(text), factor: null, untouched: false, quoted, heading });
      return;
    }
    if (block.type === 'paragraph') {
      const text = inlineText(block.content);
      const origin = block.attrs;
      found.push({
        text,
        words: wordsIn(text),
        factor: origin?.factor ?? null,
        untouched: !!origin && fingerprint(text) === origin.drafted,
        quoted,
        heading,
      });
      return;
    }
    if (block.type === 'blockquote') {
      for (const child of block.content) visit(child, true);
      return;
    }
    if (block.type === 'bulletList' || block.type === 'orderedList') {
      for (const item of block.content) visit(item, quoted);
      return;
    }
    if (block.type === 'listItem') {
      for (const child of block.content) visit(child, quoted);
    }
  };
  for (const block of doc.content) visit(block, false);
  return found;
}

export interface DraftShare {
  words: number;
  /** Words still exactly as the first draft put them. */
  untouchedWords: number;
}

/** How much of a text is still untouched first draft. */
export function draftShareOf(docs: readonly WrittenDoc[]): DraftShare {
  let words = 0;
  let untouchedWords = 0;
  for (const doc of docs) {
    for (const paragraph of paragraphsOf(doc)) {
      words += paragraph.words;
      if (paragraph.untouched) untouchedWords += paragraph.words;
    }
  }
  return { words, untouchedWords };
}

/** "62% untouched first draft" or null when nothing of the draft is left as it was. */
export function untouchedPercent(share: DraftShare): number {
  return share.words === 0 ? 0 : Math.round((share.untouchedWords / share.words) * 100);
}

/** One of the buyer's questions or goals, as a draft quotes it. */
export interface BuyerQuestion {
  /** The factor mark of its quotation: "Your answer: Current work". */
  mark: string;
  title: string;
  answer: string;
}

export type QuestionStatus = 'answered' | 'drafted-only' | 'not-addressed';

/** The mark of a quotation of the buyer's answer. */
export function questionMark(title: string): string {
  // As long as a paragraph's mark may be (`writtenDocSchema`).
  return `Your answer: ${title}`.slice(0, 160);
}

/** Words the reader must write after a quoted question before it counts as answered. */
export const ANSWERED_AFTER_WORDS = 15;

/**
 * Whether each question is answered: quoted somewhere in the reading and followed, before the
 * next quotation or heading, by at least a few words the reader wrote or edited. A question only
 * a draft speaks to is "drafted-only"; one quoted nowhere is "not-addressed".
 */
export function questionStatuses(
  questions: readonly BuyerQuestion[],
  docs: readonly WrittenDoc[],
): { question: BuyerQuestion; status: QuestionStatus }[] {
  const ownWordsAfter = new Map<string, number>();
  for (const doc of docs) {
    const paragraphs = paragraphsOf(doc);
    for (let index = 0; index < paragraphs.length; index += 1) {
      const quote = paragraphs[index]!;
      if (!quote.quoted || !quote.factor) continue;
      let own = 0;
      for (let next = index + 1; next < paragraphs.length; next += 1) {
        const after = paragraphs[next]!;
        if (after.quoted || after.heading !== quote.heading) break;
        if (!after.untouched) own += after.words;
      }
      ownWordsAfter.set(quote.factor, Math.max(ownWordsAfter.get(quote.factor) ?? 0, own));
    }
  }
  return questions.map((question) => {
    const own = ownWordsAfter.get(question.mark);
    const status: QuestionStatus =
      own === undefined
        ? 'not-addressed'
        : own >= ANSWERED_AFTER_WORDS
          ? 'answered'
          : 'drafted-only';
    return { question, status };
  });
}

/** The buyer's questions of an order, from the questionnaire as the workspace shows it. */
export function buyerQuestionsOf(
  questionnaire: { answers: readonly { question: string; answer: string }[] } | null,
): BuyerQuestion[] {
  if (!questionnaire) return [];
  const questions: BuyerQuestion[] = [];
  for (const { question, answer } of questionnaire.answers) {
    const parts = answer
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .filter((part) => part.length > 0);
    // An answer in several paragraphs (the Master Blueprint's one answer to every question):
    // each paragraph is one point to answer.
    if (parts.length > 1) {
      parts.forEach((part, index) => {
        const title = `${question}, part ${index + 1}`;
        questions.push({ mark: questionMark(title), title, answer: part });
      });
    } else {
      questions.push({ mark: questionMark(question), title: question, answer: answer.trim() });
    }
  }
  return questions;
}
