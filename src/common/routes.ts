import { products, type Product } from './catalogue';

/** `/product/:id(1|2|…)`: one page per catalogue entry, and no page for any other id. */
export function productPagePattern(catalogue: readonly Pick<Product, 'id'>[]) {
  return `/product/:id(${catalogue.map((product) => product.id).join('|')})` as const;
}

/**
 * Every page of the shop. The browser router and the server's 404 handling both read this
 * table, so a path that is no page answers HTTP 404 before any JavaScript runs.
 */
export function pageRoutesFor(catalogue: readonly Pick<Product, 'id'>[]) {
  return {
    home: '/',
    freeSignup: '/form',
    services: '/services',
    cart: '/cart',
    thankYou: '/thank-you',
    insight: '/insight',
    deepDive: '/deep-dive',
    masterBlueprint: '/master-blueprint',
    checkout: '/checkout',
    checkoutTier: '/checkout/tier-:tier(1|2|3)',
    success: '/success',
    orderStatus: '/order',
    /** A gift's private pages (`#token=` links, never prerendered): the buyer's, the recipient's. */
    giftManage: '/gift',
    giftClaim: '/gift/claim',
    /** An order's upgrade to a higher reading (`?to=N#token=` links, never prerendered). */
    upgrade: '/upgrade',
    /** One click out of a kind of mail (`#token=` links, never prerendered). */
    unsubscribe: '/unsubscribe',
    /** A buyer's review of their reading (`#token=` links, never prerendered). */
    review: '/review',
    product: productPagePattern(catalogue),
    deepDiveQuestions: '/deep-dive-questions',
    masterBlueprintQuestions: '/master-blueprint-questions',
    refunds: '/refunds',
    terms: '/terms',
    privacy: '/privacy',
    faq: '/faq',
    aboutReaders: '/about-readers',
    affiliateDashboard: '/affiliate',
    affiliateSetPassword: '/affiliate/set-password',
    adminLogin: '/admin/login',
    adminDashboard: '/admin/dashboard',
    adminCustomer: '/admin/client/:userId([0-9a-f-]{36})',
    adminOrder: '/admin/purchase/:purchaseId([0-9a-f-]{36})',
    adminAffiliate: '/admin/affiliate/:affiliateId([0-9a-f-]{36})',
    adminSupport: '/admin/support',
    adminReadings: '/admin/readings',
    adminReading: '/admin/reading/:purchaseId([0-9a-f-]{36})',
    adminSessions: '/admin/sessions',
    adminMyHours: '/admin/my-hours',
    adminProfile: '/admin/profile',
    adminLibrary: '/admin/library',
    /** An entry's key has dots (`sign.venus.Libra`) and may have slashes: it is URI-encoded. */
    adminLibraryEntry: '/admin/library/:key',
    adminCodes: '/admin/codes',
    adminReviews: '/admin/reviews',
    adminFigures: '/admin/figures',
  } as const;
}

export const pageRoutes = pageRoutesFor(products);

/** The address of one product's page. */
export function productPath(productId: number): string {
  return `/product/${productId}`;
}

/** Pages under this prefix belong to the admin area: its own layout, no shop top bar. */
export const ADMIN_AREA_PREFIX = '/admin';

export function isAdminAreaPath(pathname: string): boolean {
  return pathname === ADMIN_AREA_PREFIX || pathname.startsWith(`${ADMIN_AREA_PREFIX}/`);
}

export type PageKey = keyof typeof pageRoutes;

interface CompiledRoute {
  key: PageKey;
  regex: RegExp;
  paramNames: string[];
}

function compile(key: PageKey, pattern: string): CompiledRoute {
  const paramNames: string[] = [];
  const source = pattern.replace(
    /:(\w+)(?:\(([^)]+)\))?/g,
    (_match, name: string, constraint?: string) => {
      paramNames.push(name);
      return `(?<${name}>${constraint ?? '[^/]+'})`;
    },
  );
  return { key, regex: new RegExp(`^${source}/?$`), paramNames };
}

function compileAll(routes: Record<PageKey, string>): CompiledRoute[] {
  return (Object.entries(routes) as [PageKey, string][]).map(([key, pattern]) =>
    compile(key, pattern),
  );
}

const compiledRoutes = compileAll(pageRoutes);

/**
 * Each page's pattern as a regular expression with named groups, the form the browser router
 * takes (its own syntax has no parameters inside a segment such as `tier-:tier`).
 */
export const pageRouteRegExps = Object.fromEntries(
  compiledRoutes.map((route) => [route.key, route.regex]),
) as Record<PageKey, RegExp>;

export interface RouteMatch {
  key: PageKey;
  params: Record<string, string>;
}

function matchIn(routes: readonly CompiledRoute[], pathname: string): RouteMatch | null {
  const path = pathname.split('?')[0] ?? '/';
  for (const route of routes) {
    const match = route.regex.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    route.paramNames.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1] ?? '');
    });
    return { key: route.key, params };
  }
  return null;
}

/** Finds the page a path belongs to (query string ignored), or null for a path that is no page. */
export function matchPage(pathname: string): RouteMatch | null {
  return matchIn(compiledRoutes, pathname);
}

/** `matchPage` over the pages of another catalogue (a test's, with a product added). */
export function pageMatcherFor(
  catalogue: readonly Pick<Product, 'id'>[],
): (pathname: string) => RouteMatch | null {
  const routes = compileAll(pageRoutesFor(catalogue));
  return (pathname) => matchIn(routes, pathname);
}

/** Tier detail pages buy products 4, 5 and 6 (decision 063). */
export const tierCheckoutProduct: Record<string, number> = { '1': 4, '2': 5, '3': 6 };

export function checkoutPath(productId: number): string {
  return `/checkout?product=${productId}`;
}

/** Where a questionnaire lands: `/thank-you?received=answers`, with its order's product. */
export const answersReceivedQuery = { param: 'received', value: 'answers' } as const;

export const ANSWERS_RECEIVED_PATH = `/thank-you?${answersReceivedQuery.param}=${answersReceivedQuery.value}`;

export function answersReceivedPath(productId: number): string {
  return `${ANSWERS_RECEIVED_PATH}&product=${productId}`;
}
