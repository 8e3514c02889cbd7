import { loadWhenIdle } from './load-when-idle';

type Preloader = (pathname: string) => Promise<void>;

let preloader: Preloader | undefined;

/**
 * The router's way to fetch a page's chunk (`preloadPage` in routes.tsx), handed here when the
 * routes load: a feature names the page its form leads to by its path, without importing the
 * pages that compose it.
 */
export function setPagePreloader(preload: Preloader): void {
  preloader = preload;
}

/**
 * Fetches the chunk of the page at `pathname` once the browser is idle, so the form that leads
 * there shows it at once: fetched after the submit, the page stayed empty while its chunk came
 * (about half a second on a quiet desktop, several on a slow phone). A page whose chunk is here
 * renders without suspending (decision 373). Returns what cancels it (an effect's clean-up).
 */
export function preloadPageWhenIdle(pathname: string): () => void {
  return loadWhenIdle(() => preloader?.(pathname) ?? Promise.resolve());
}
