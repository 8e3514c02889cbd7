import { useCallback, useState } from 'react';

/**
 * How far ahead of the screen a part counts as near: one screen's height below it (and above,
 * for a page scrolled up from its end), so that what it draws is ready by the time it shows.
 */
export const NEAR_VIEWPORT_MARGIN = '100% 0px 100% 0px';

/**
 * Whether the element given to the returned ref has come within a screen of being seen; once
 * true it stays true. Lets a heavy part of a long page (the reading page's charts, decision 377)
 * be drawn when the customer scrolls towards it rather than while the page loads. Where the
 * browser has no `IntersectionObserver`, the part counts as near at once.
 */
export function useNearViewport<Element extends HTMLElement>(): [
  ref: (element: Element | null) => (() => void) | undefined,
  isNear: boolean,
] {
  const [isNear, setNear] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || isNear) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [isNear],
  );
  return [ref, isNear];
}
