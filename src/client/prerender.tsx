/**
 * Renders public pages to HTML at build time (scripts/build-pages.mjs, docs/decisions/135).
 * The same tree as the browser's (`App`), with the address given to the router instead of read
 * from the window, and every lazy page awaited so the HTML holds the whole page.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { prerenderMarkers } from '../common/prerendered-pages';
import { App } from './app';
import { setPrerenderShopConfig } from './lib/shop-config';
import { takeRenderedTitle } from './lib/use-page-title';

export interface RenderedPage {
  html: string;
  title: string | null;
  /** The query the page was drawn with, which its hydration reads too (`data-search`). */
  search: string;
}

async function renderToHtml(path: string, search: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path} ssrSearch={search}>
        <App />
      </Router>
    </StrictMode>,
    // React sends a large part after the rest, with an inline script to move it into place;
    // a prerendered page is sent whole, in document order.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page at `address` (a path, or a variant's path and query) as HTML, in document order. A
 * lazy page suspends the first time it is rendered, and React would then send it after the rest
 * with inline scripts that put it in place (which the shop's CSP refuses): the first render
 * loads every lazy part, the second is written out.
 */
export async function renderPage(address: string): Promise<RenderedPage> {
  const [path = address, search = ''] = address.split('?');
  setPrerenderShopConfig({
    shopName: prerenderMarkers.shopName,
    supportEmail: prerenderMarkers.supportEmail,
    // What differs per payment provider is drawn in the browser, never prerendered.
    payments: { provider: 'local', paymentLinks: {} },
  });
  await renderToHtml(path, search);
  takeRenderedTitle();
  const html = await renderToHtml(path, search);
  if (/<(script|template)\b/.test(html)) {
    throw new Error(`${path} still suspends after its lazy parts loaded: it cannot be prerendered`);
  }
  return { html, title: takeRenderedTitle(), search };
}

export {
  EARLY_INPUT_SCRIPT,
  LIVE_ON_LOAD_COOKIE,
  NOT_FOUND_PAGE_PATH,
  pageBootOf,
  PRERENDERED_DIR,
  PRERENDERED_MANIFEST,
  prerenderedPaths,
  prerenderedVariants,
} from '../common/prerendered-pages';
