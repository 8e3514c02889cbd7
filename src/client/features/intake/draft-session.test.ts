import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftSession } from './draft-session';
import { draftKey, emptyDraft, type DraftStorage } from './draft-store';

function memoryStorage(): DraftStorage & { items: Map<string, string>; writes: number } {
  const items = new Map<string, string>();
  const storage = {
    items,
    writes: 0,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      storage.writes += 1;
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
  return storage;
}

const saved = (storage: ReturnType<typeof memoryStorage>, purchaseId = 'order') =>
  JSON.parse(storage.items.get(draftKey(purchaseId)) ?? 'null');

describe('draft session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves answers once typing pauses, as text only', () => {
    const storage = memoryStorage();
    const session = createDraftSession(storage, 'order');
    session.saveAnswers({ currentJob: 'N' });
    session.saveAnswers({ currentJob: 'Nurse', workingStyle: undefined });
    vi.advanceTimersByTime(299);
    expect(storage.writes).toBe(0);
    vi.advanceTimersByTime(1);
    expect(storage.writes).toBe(1);
    expect(saved(storage).answers).toEqual({ currentJob: 'Nurse' });
  });

  it('writes a waiting save when the page goes, and restores it next time', () => {
    const storage = memoryStorage();
    const session = createDraftSession(storage, 'order');
    session.saveAnswers({ idealWork: 'Teaching music' });
    session.flush();
    expect(storage.writes).toBe(1);
    session.flush();
    expect(storage.writes).toBe(1);
    expect(createDraftSession(storage, 'order').initial.answers).toEqual({
      idealWork: 'Teaching music',
    });
  });

  it('forgets everything after a submit, including a save still waiting', () => {
    const storage = memoryStorage();
    const session = createDraftSession(storage, 'order');
    session.saveAnswers({ idealWork: 'Sailing' });
    session.flush();
    session.saveAnswers({ idealWork: 'Sailing far' });
    session.clear();
    vi.advanceTimersByTime(1000);
    session.flush();
    expect(storage.items.has(draftKey('order'))).toBe(false);
  });

  it('works in memory when storage is blocked', () => {
    const session = createDraftSession(null, 'order');
    expect(session.initial).toEqual(emptyDraft);
    session.saveAnswers({ idealWork: 'x' });
    expect(() => session.flush()).not.toThrow();
  });
});
