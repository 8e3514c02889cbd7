/**
 * Every page of the shop. The browser router and the server's 404 handling both read this
 * table, so a path that is no page answers HTTP 404 before any JavaScript runs.
 */
export const pageRoutes = {
  home: '/',
  freeForm: '/form',
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
  product: '/product/:id([1-8])',
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
  adminClient: '/admin/client/:userId([0-9a-f-]{36})',
  adminPurchase: '/admin/purchase/:purchaseId([0-9a-f-]{36})',
  adminAffiliate: '/admin/affiliate/:affiliateId([0-9a-f-]{36})',
} as const;

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

const compiledRoutes = (Object.entries(pageRoutes) as [PageKey, string][]).map(([key, pattern]) =>
  compile(key, pattern),
);

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

/** Finds the page a path belongs to (query string ignored), or null for a path that is no page. */
export function matchPage(pathname: string): RouteMatch | null {
  const path = pathname.split('?')[0] ?? '/';
  for (const route of compiledRoutes) {
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

/** Tier detail pages buy products 4, 5 and 6 (DESIGN.md decision 3). */
export const tierCheckoutProduct: Record<string, number> = { '1': 4, '2': 5, '3': 6 };

export function checkoutPath(productId: number): string {
  return `/checkout?product=${productId}`;
}
