import { useCallback, useEffect, useRef, useState } from 'react';

/** What a form marks as refused: `FormField` sets `aria-invalid` on its control. */
const INVALID_SELECTOR = '[aria-invalid="true"]:not(:disabled)';

/**
 * Focuses the first refused field of `root` in reading order (the document's order, which is
 * what a screen reader and the Tab key follow), not the order the fields were registered in.
 * Returns whether a field took focus.
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const field = root?.querySelector<HTMLElement>(INVALID_SELECTOR);
  if (!field) return false;
  // One scroll, to the middle of the screen (a phone keeps the focused field under the top bar
  // otherwise): focusing without `preventScroll` would scroll the page a first time.
  field.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: 'center' });
  return true;
}

/** How long a request waits for the field messages to render before it is dropped. */
const FOCUS_WAIT_MS = 1_000;

/**
 * After a failed submit: `request()` focuses the first invalid field once the messages that
 * mark it have rendered. The form library publishes its errors a moment after it reports the
 * failure, so the request is tried after each render until a field takes focus, and dropped
 * after a second so a message appearing later (while the visitor types) never moves focus.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const rootRef = useRef<T>(null);
  const pendingUntil = useRef(0);
  const [, rerender] = useState(0);
  useEffect(() => {
    if (pendingUntil.current === 0) return;
    if (Date.now() > pendingUntil.current || focusFirstInvalid(rootRef.current)) {
      pendingUntil.current = 0;
    }
  });
  const requestFocus = useCallback(() => {
    pendingUntil.current = Date.now() + FOCUS_WAIT_MS;
    rerender((count) => count + 1);
  }, []);
  return { rootRef, requestFocus };
}
