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
  field.focus();
  // A phone keeps the focused field under the top bar otherwise.
  field.scrollIntoView?.({ block: 'center' });
  return true;
}

/**
 * After a failed submit: `request()` focuses the first invalid field once the messages that
 * mark it have rendered (the effect runs after the render that shows them).
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const rootRef = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstInvalid(rootRef.current);
  }, [request]);
  const requestFocus = useCallback(() => setRequest((count) => count + 1), []);
  return { rootRef, requestFocus };
}
