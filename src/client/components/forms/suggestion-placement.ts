import { useLayoutEffect, useState, type RefObject } from 'react';

/** Where a suggestion list opens, and how tall it may grow there. */
export interface SuggestionPlacement {
  side: 'below' | 'above';
  maxHeight: number;
}

/** The list's tallest (Tailwind max-h-64) and the least worth opening on a side. */
export const LIST_MAX_HEIGHT = 256;
const ENOUGH_HEIGHT = 120;
const GAP = 8;

export const defaultPlacement: SuggestionPlacement = { side: 'below', maxHeight: LIST_MAX_HEIGHT };

interface Box {
  top: number;
  bottom: number;
}

/**
 * Chooses the side of a field on which its suggestion list covers nothing a person is heading
 * for next. Below, the list stops short of the form's actions (its submit buttons) and of the
 * window's bottom; above, it stops under the sticky top bar. It opens below when there is room
 * for a few rows there, else above when there is room there, else wherever is taller, so it
 * never lies over the button that sends the form.
 */
export function placeSuggestions(
  field: Box,
  actions: Box[],
  window: { height: number; topBarBottom: number },
  wanted: number,
): SuggestionPlacement {
  const nextActionTop = Math.min(
    window.height,
    ...actions.filter((action) => action.top >= field.bottom).map((action) => action.top),
  );
  const below = Math.min(LIST_MAX_HEIGHT, nextActionTop - field.bottom - GAP);
  const above = Math.min(LIST_MAX_HEIGHT, field.top - window.topBarBottom - GAP);
  const needed = Math.min(wanted, ENOUGH_HEIGHT);
  if (below >= needed) return { side: 'below', maxHeight: below };
  if (above >= needed || above > below) return { side: 'above', maxHeight: Math.max(above, 0) };
  return { side: 'below', maxHeight: Math.max(below, 0) };
}

/** The submit buttons of the field's form: what a person fills the form in to reach. */
function formActions(input: HTMLInputElement): Box[] {
  const form = input.form;
  if (!form) return [];
  return [...form.querySelectorAll<HTMLElement>('button[type="submit"], input[type="submit"]')]
    .map((button) => button.getBoundingClientRect())
    .filter((rect) => rect.height > 0);
}

/** The bottom of the page's sticky top bar, which a list opened above must not slide under. */
function topBarBottom(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed'
    ? Math.max(0, header.getBoundingClientRect().bottom)
    : 0;
}

/**
 * Keeps the placement of an open list right as the page scrolls or resizes (a phone's keyboard
 * opening shrinks the window). `rows` sizes what the list wants before it is measured.
 */
export function useSuggestionPlacement(
  inputRef: RefObject<HTMLInputElement | null>,
  isOpen: boolean,
  rows: number,
): SuggestionPlacement {
  const [placement, setPlacement] = useState(defaultPlacement);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!isOpen || !input) return;
    const update = () => {
      const field = input.getBoundingClientRect();
      const viewportHeight = window.visualViewport?.height ?? window.innerHeight;
      const next = placeSuggestions(
        field,
        formActions(input),
        { height: viewportHeight, topBarBottom: topBarBottom() },
        rows * 40 + 8,
      );
      setPlacement((current) =>
        current.side === next.side && current.maxHeight === next.maxHeight ? current : next,
      );
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    window.visualViewport?.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      window.visualViewport?.removeEventListener('resize', update);
    };
  }, [inputRef, isOpen, rows]);
  return placement;
}
