import './lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app';
import { cn } from './lib/cn';
import { preloadEarlyTapChunks } from './lib/early-choices';
import { aroundNavigation } from './lib/opener-policy-navigation';
import { followStaticLinks } from './lib/static-links';
import { preloadPage } from './routes';
import './styles/globals.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Public pages arrive prerendered without their query string (docs/decisions/135), or with the
// one their variant was drawn with (`data-search`, decision 298): the first render reads that,
// like the prerender did, and the real one right after.
const app = (
  <StrictMode>
    <Router ssrSearch={container.dataset.search ?? ''} aroundNav={aroundNavigation}>
      <App />
    </Router>
  </StrictMode>
);
followStaticLinks();
if (container.firstElementChild) void hydratePrerenderedPage(container);
else createRoot(container).render(app);

/** Lets the browser run other tasks (input, paint) before going on. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The page's scripts arrive once it is painted (assets/boot-*.js). Each step below runs in a
 * task of its own, so none of them is a long task that would delay a tap (decision 135):
 * - A button tapped before then that needs a chunk of its own starts fetching it now, beside
 *   the hydration (`chunkForEarlyTap`).
 * - The class merger builds its tables on first use; doing it here keeps that out of
 *   hydration's first slice.
 * - The page's own chunk is loaded before hydration, so hydration keeps every element the HTML
 *   drew. A chunk that fails to load fails again inside the page, where the error panel offers a
 *   reload.
 * - As a transition, hydration yields to the browser every few milliseconds instead of holding
 *   the main thread until the whole page is live.
 */
async function hydratePrerenderedPage(root: HTMLElement): Promise<void> {
  preloadEarlyTapChunks();
  await nextTask();
  cn('p-0', 'p-1');
  await nextTask();
  await preloadPage(window.location.pathname).catch(() => undefined);
  await nextTask();
  startTransition(() => void hydrateRoot(root, app));
}
