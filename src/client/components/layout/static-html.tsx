import { useId, useState, type ElementType, type HTMLAttributes, type ReactNode } from 'react';

/**
 * Content that never changes once drawn (headings, prose, cards, the footer) costs the browser
 * nothing when the page is hydrated (decision 194): on a prerendered page's first load the HTML
 * the server sent is kept as it is, and React neither rebuilds nor checks it. Rendered anywhere
 * else (the prerender itself, a page reached by navigating inside the app), it is ordinary React.
 *
 * Only for content with no state, no handlers and nothing read from the browser: links in it are
 * still followed inside the app (`followStaticLinks`), but a button in it would never work.
 */
const keptHtml = { __html: '' };

/**
 * Whether the server's HTML for this block is on the page, waiting to be hydrated. React gives
 * a block the same id on the server and while hydrating it (`useId`), and ids of another form to
 * anything drawn in the browser, so only a block being hydrated finds its own HTML. Hydration
 * of a page's content can come after the app's first effects (React hydrates what is inside
 * `Suspense` in a later pass), so this asks the page, not a flag.
 */
function serverDrew(id: string): boolean {
  return (
    typeof document !== 'undefined' &&
    document.querySelector(`[data-static="${CSS.escape(id)}"]`) !== null
  );
}

interface StaticHtmlProps extends HTMLAttributes<HTMLElement> {
  /** The element drawn around the content (a `div` unless said). */
  as?: ElementType;
  children: ReactNode;
}

export function StaticHtml({ as: Tag = 'div', children, ...attributes }: StaticHtmlProps) {
  const id = useId();
  // Decided once: the kept HTML is never swapped for a React tree later.
  const [isKept] = useState(() => serverDrew(id));
  if (isKept) {
    return (
      <Tag
        {...attributes}
        data-static={id}
        suppressHydrationWarning
        dangerouslySetInnerHTML={keptHtml}
      />
    );
  }
  return (
    <Tag {...attributes} data-static={id}>
      {children}
    </Tag>
  );
}
