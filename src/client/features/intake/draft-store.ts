import { z } from 'zod';

/**
 * What a buyer typed so far, kept per order so a reload or a new tab loses nothing. Files are
 * not kept here: the server lists the order's files on whichever device opens the page.
 */
export interface IntakeDraft {
  answers: Record<string, string>;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const emptyDraft: IntakeDraft = { answers: {} };

// Drafts saved before files moved to the server also hold `uploads`: dropped on reading.
const draftSchema = z.object({
  answers: z.record(z.string(), z.string()).catch({}),
});

export function draftKey(purchaseId: string): string {
  return `intake-draft:${purchaseId}`;
}

/** The saved draft, or an empty one when nothing (or nothing readable) was saved. */
export function loadDraft(storage: DraftStorage, purchaseId: string): IntakeDraft {
  try {
    const raw = storage.getItem(draftKey(purchaseId));
    if (!raw) return emptyDraft;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyDraft;
  } catch {
    return emptyDraft;
  }
}

/** Storage may be full or blocked (private modes): a draft is a convenience, never an error. */
export function saveDraft(storage: DraftStorage, purchaseId: string, draft: IntakeDraft): void {
  try {
    storage.setItem(draftKey(purchaseId), JSON.stringify(draft));
  } catch {
    // Nothing to do: the answers are still on screen.
  }
}

export function clearDraft(storage: DraftStorage, purchaseId: string): void {
  try {
    storage.removeItem(draftKey(purchaseId));
  } catch {
    // As above.
  }
}

/** Only the answers the form knows, as strings, so an old or edited draft cannot break it. */
export function draftAnswersFor<Field extends string>(
  draft: IntakeDraft,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const answers: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value = draft.answers[field];
    if (typeof value === 'string') answers[field] = value;
  }
  return answers;
}

/** The browser's local storage, or null where reading it throws. */
export function browserDraftStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
