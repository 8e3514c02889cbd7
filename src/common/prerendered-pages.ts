import { products, type Product } from './catalogue';
import {
  ANSWERS_RECEIVED_PATH,
  answersReceivedQuery,
  checkoutPath,
  pageRoutes,
  productPath,
} from './routes';

/**
 * The public pages written to HTML when the shop is built (docs/decisions/135). Each is the
 * same React tree the browser hydrates; what differs per visitor (the cart's choice, a
 * questionnaire's order) is filled in once the page is live. The admin and affiliate areas, and
 * the tier checkout redirect, stay client-rendered.
 */
export function prerenderedPathsFor(catalogue: readonly Pick<Product, 'id'>[]): string[] {
  return [
    pageRoutes.home,
    pageRoutes.freeSignup,
    pageRoutes.services,
    pageRoutes.cart,
    pageRoutes.thankYou,
    pageRoutes.insight,
    pageRoutes.deepDive,
    pageRoutes.masterBlueprint,
    pageRoutes.checkout,
    pageRoutes.success,
    pageRoutes.orderStatus,
    ...catalogue.map((product) => productPath(product.id)),
    pageRoutes.deepDiveQuestions,
    pageRoutes.masterBlueprintQuestions,
    pageRoutes.refunds,
    pageRoutes.terms,
    pageRoutes.privacy,
    pageRoutes.faq,
    pageRoutes.aboutReaders,
  ];
}

export const prerenderedPaths: readonly string[] = prerenderedPathsFor(products);

/**
 * Pages drawn once per value of one query parameter, so a visitor sees what the page is as it
 * arrives (decision 298): the checkout of each product, with its order summary, and the thanks
 * for a questionnaire's answers. The page itself is drawn for an address that names none
 * (`/checkout`: "Product not found."; `/thank-you`: the free summary's thanks).
 */
const variantParams: Readonly<Record<string, string>> = {
  [pageRoutes.checkout]: 'product',
  [pageRoutes.thankYou]: answersReceivedQuery.param,
};

/** `/checkout?product=N` for each product, and the answers' thanks: addresses with a query. */
export function prerenderedVariantsFor(catalogue: readonly Pick<Product, 'id'>[]): string[] {
  return [...catalogue.map((product) => checkoutPath(product.id)), ANSWERS_RECEIVED_PATH];
}

export const prerenderedVariants: readonly string[] = prerenderedVariantsFor(products);

/**
 * The prerendered address a request for `pathname` with `search` is sent: the variant its query
 * names (`/checkout?product=6&ref=X` is `/checkout?product=6`, read as the page reads it, first
 * value first), or the page's own. The caller falls back to the page's own when no such variant
 * was drawn (`?product=9`, `?product=6.0`).
 */
export function prerenderedAddressOf(pathname: string, search: string): string {
  const param = variantParams[pathname];
  const value = param ? new URLSearchParams(search).get(param) : null;
  return value === null ? pathname : `${pathname}?${param}=${encodeURIComponent(value)}`;
}

/**
 * Pages of one visitor's own purchase: a cart, a checkout and what follows a purchase, order
 * lookups and questionnaires (they need an order). A search engine has no use for them;
 * robots.txt keeps crawlers off the checkout.
 */
const visitorsOwnPages: readonly string[] = [
  pageRoutes.cart,
  pageRoutes.thankYou,
  pageRoutes.checkout,
  pageRoutes.success,
  pageRoutes.orderStatus,
  pageRoutes.deepDiveQuestions,
  pageRoutes.masterBlueprintQuestions,
];

/** When a prerendered page's scripts load: once painted, or on the visitor's first use. */
export type PageBoot = 'on-load' | 'on-use';

/**
 * The first screen of a purchase's pages depends on this browser (its cart, its stored order),
 * so their scripts load as soon as they are painted. Every other prerendered page shows the same
 * to everyone and holds nothing live but the top bar's affiliate entry (and a form on /form and
 * /order): its scripts load on the visitor's first use of the page (decision 292). /order is a
 * lookup form until its address holds a private link or a reference, and the boot script loads
 * at once for any address with a query or a link's token.
 */
export function pageBootOf(address: string): PageBoot {
  const pagePath = address.split('?')[0] ?? address;
  const isOwn = visitorsOwnPages.includes(pagePath) && pagePath !== pageRoutes.orderStatus;
  return isOwn ? 'on-load' : 'on-use';
}

/**
 * Set (readable by the page's boot script, holding nothing but `1`) on the public pages sent to
 * a browser they draw something of its own for: a signed-in affiliate's name, a referral's
 * purchase. Such a browser gets every page's scripts as soon as the page is painted.
 */
export const LIVE_ON_LOAD_COOKIE = 'astral_live';

/**
 * The one script inlined in a prerendered page, first in its head: it keeps every input the
 * visitor makes (a touch, a click, a key, a value typed) until the boot script, fetched after the
 * page is drawn, takes them over and handles them as its own (scripts/build-pages.mjs). A tap in
 * between, on a page painted before its boot script had arrived, was otherwise not seen at all:
 * nothing answered it and the page stayed its HTML until the next use. The CSP allows this
 * script by its hash (`inlineScriptSource` in server/security-headers.ts).
 */
export const EARLY_INPUT_SCRIPT =
  '(function(){var k=window.__shopEarlyInput={events:[],' +
  "types:['pointerover','pointerdown','touchstart','keydown','focusin','click','input','change']," +
  'keep:function(e){k.events.push(e)}};' +
  'k.types.forEach(function(t){addEventListener(t,k.keep,{capture:true,passive:true})})})()';

/** The public pages the sitemap (`/sitemap.xml`) lists: every product's page among them. */
export function sitemapPathsFor(catalogue: readonly Pick<Product, 'id'>[]): string[] {
  return prerenderedPathsFor(catalogue).filter((pagePath) => !visitorsOwnPages.includes(pagePath));
}

export const sitemapPaths: readonly string[] = sitemapPathsFor(products);

/**
 * Whether the prerendered page at `pagePath` (a key of the build's manifest) is sent without
 * `Cross-Origin-Opener-Policy` (decision 369): the pages the sitemap lists, the same for everyone
 * and showing nothing of a visitor's, and the thank-you page, whose bytes are the same for
 * everyone too and which shows only the address this tab has just typed, from the tab's own
 * history. That history entry is lost when a reload changes the policy the document had, so the
 * thank-you page must keep the policy of the free form that leads there. Every other reply keeps
 * the header: the visitor's own pages, the 404 page, a page added later.
 */
export function isSameForEveryone(pagePath: string): boolean {
  return sitemapPaths.includes(pagePath) || pagePath === pageRoutes.thankYou;
}

/** Rendered for any address that is no page, and sent with status 404. */
export const NOT_FOUND_PAGE_PATH = '/404';

/**
 * The shop's name and support address are settings of the running shop, not of the build:
 * pages are rendered with these markers, which the server replaces (HTML-escaped) at start.
 */
export const prerenderMarkers = {
  shopName: '@@SHOP_NAME@@',
  supportEmail: '@@SUPPORT_EMAIL@@',
} as const;

/** Where the build writes the pages, inside the built client folder. */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_MANIFEST = 'manifest.json';

export interface PrerenderedManifest {
  /**
   * Page address (a path, or a variant's path and query) to its file (relative to the
   * prerendered folder), title, boot, and the query it was drawn with.
   */
  pages: Record<string, { file: string; title: string; boot: PageBoot; search: string }>;
}
