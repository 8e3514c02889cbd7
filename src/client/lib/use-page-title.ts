import { useEffect } from 'react';
import { shopConfig } from './shop-config';

/** The last title a page asked for while rendered outside a browser (prerendering). */
let renderedTitle: string | null = null;

export function titleOf(title: string): string {
  return `${title} · ${shopConfig().shopName}`;
}

/** Prerendering renders one page at a time: its title goes into that page's HTML. */
function recordPrerenderedTitle(title: string): void {
  renderedTitle = titleOf(title);
}

export function usePageTitle(title: string) {
  if (typeof document === 'undefined') recordPrerenderedTitle(title);
  useEffect(() => {
    document.title = titleOf(title);
  }, [title]);
}

/** Read (and forget) the title the page just prerendered asked for. */
export function takeRenderedTitle(): string | null {
  const title = renderedTitle;
  renderedTitle = null;
  return title;
}
