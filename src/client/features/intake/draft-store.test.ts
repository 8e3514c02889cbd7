import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftAnswersFor,
  draftKey,
  emptyDraft,
  loadDraft,
  saveDraft,
  type DraftStorage,
} from './draft-store';

function memoryStorage(initial: Record<string, string> = {}): DraftStorage & {
  items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('draft store', () => {
  it('keeps one draft per order and reads it back', () => {
    const storage = memoryStorage();
    const draft = { answers: { currentJob: 'Teacher at a public school' } };
    saveDraft(storage, 'order-a', draft);
    expect(storage.items.has('intake-draft:order-a')).toBe(true);
    expect(loadDraft(storage, 'order-a')).toEqual(draft);
    expect(loadDraft(storage, 'order-b')).toEqual(emptyDraft);
  });

  it('clears the draft of one order only', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'order-a', { ...emptyDraft, answers: { idealWork: 'a' } });
    saveDraft(storage, 'order-b', { ...emptyDraft, answers: { idealWork: 'b' } });
    clearDraft(storage, 'order-a');
    expect(loadDraft(storage, 'order-a')).toEqual(emptyDraft);
    expect(loadDraft(storage, 'order-b').answers).toEqual({ idealWork: 'b' });
  });

  it('treats unreadable or foreign data as no draft, keeping what still fits', () => {
    expect(loadDraft(memoryStorage({ [draftKey('x')]: '{not json' }), 'x')).toEqual(emptyDraft);
    expect(loadDraft(memoryStorage({ [draftKey('x')]: '"text"' }), 'x')).toEqual(emptyDraft);
    const partly = memoryStorage({
      [draftKey('x')]: JSON.stringify({
        answers: { idealWork: 'Gardening' },
        // Drafts of an older page kept the files too; the server lists those now.
        uploads: { resume: [{ nonsense: true }] },
      }),
    });
    expect(loadDraft(partly, 'x')).toEqual({ answers: { idealWork: 'Gardening' } });
  });

  it('never throws when storage does', () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(loadDraft(broken, 'x')).toEqual(emptyDraft);
    expect(() => saveDraft(broken, 'x', emptyDraft)).not.toThrow();
    expect(() => clearDraft(broken, 'x')).not.toThrow();
  });

  it('restores only the answers the form has, as text', () => {
    const draft = { ...emptyDraft, answers: { currentJob: 'Nurse', stray: 'x' } };
    expect(draftAnswersFor(draft, ['currentJob', 'idealWork'] as const)).toEqual({
      currentJob: 'Nurse',
    });
  });
});
