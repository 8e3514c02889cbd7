import { useEffect, useState } from 'react';
import { createDraftSession, type DraftSession } from './draft-session';
import { browserDraftStorage } from './draft-store';

export type DraftHandle = DraftSession;

/** The draft of one order in local storage (key `intake-draft:<purchaseId>`). */
export function useDraft(purchaseId: string): DraftHandle {
  // The forms are keyed by purchase id, so one session per mounted form is enough.
  const [session] = useState(() => createDraftSession(browserDraftStorage(), purchaseId));

  // A reload within the debounce delay still keeps the last keystrokes.
  useEffect(() => {
    const flush = () => session.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [session]);

  return session;
}
