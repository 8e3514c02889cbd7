import {
  clearDraft,
  emptyDraft,
  loadDraft,
  saveDraft,
  type DraftStorage,
  type IntakeDraft,
} from './draft-store';

export const DRAFT_SAVE_DELAY_MS = 300;

export interface DraftSession {
  /** What was saved when the page opened. */
  readonly initial: IntakeDraft;
  /** Saves answers a moment after the last keystroke. */
  saveAnswers(answers: Record<string, unknown>): void;
  /** Writes a waiting save now (page hidden or left). */
  flush(): void;
  /** After a successful submit: forget the draft and any save still waiting. */
  clear(): void;
}

function textOnly(answers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answers).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** One order's draft while its page is open; storage null (blocked) keeps it in memory only. */
export function createDraftSession(
  storage: DraftStorage | null,
  purchaseId: string,
  delayMs = DRAFT_SAVE_DELAY_MS,
): DraftSession {
  let current = storage ? loadDraft(storage, purchaseId) : emptyDraft;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const write = () => {
    cancel();
    if (storage) saveDraft(storage, purchaseId, current);
  };

  return {
    initial: current,
    saveAnswers(answers) {
      current = { ...current, answers: textOnly(answers) };
      cancel();
      timer = setTimeout(write, delayMs);
    },
    flush() {
      if (timer) write();
    },
    clear() {
      cancel();
      current = emptyDraft;
      if (storage) clearDraft(storage, purchaseId);
    },
  };
}
