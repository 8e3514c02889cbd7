import { useEffect, useRef, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { matchPage, pageRouteRegExps, pageRoutes, type PageKey } from '../common/routes';
import type { Tier } from '../common/tiers';
import type { JourneyPageKey } from './pages/journey-pages';
import type { AdminPageKey } from './pages/admin-pages';
import type { PolicyPageKey } from './pages/policy-pages';
import { lazyComponent, type LazyComponent } from './lib/lazy-component';
import { setPagePreloader } from './lib/page-preloads';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

type Page = ComponentType;
type Loader<P = object> = () => Promise<{ default: ComponentType<P> }>;

const loadTierPage = () => import('./pages/tier-page');
const TierPage = lazyComponent(loadTierPage);

/** The three tier routes share one chunk; the route decides which tier it shows. */
function tierPage(tierNumber: Tier['number']): Page {
  return function TierRoute() {
    return <TierPage tierNumber={tierNumber} />;
  };
}

/**
 * Policy and admin pages are named by a loader chunk, not by this file: each costs the landing
 * page's first load a few bytes instead of its file names (docs/decisions/116).
 */
const policyPages = () => import('./pages/policy-pages');
const adminPages = () => import('./pages/admin-pages');
const policyPage = (key: PolicyPageKey) => () =>
  policyPages().then((module) => module.loadPage(key));
const adminPage = (key: AdminPageKey) => () => adminPages().then((module) => module.loadPage(key));
const journeyPages = () => import('./pages/journey-pages');
const journeyPage = (key: JourneyPageKey) => () =>
  journeyPages().then((module) => module.loadPage(key));

/** Where each page's chunk comes from; the landing page is in the first load. */
const loaders = {
  freeSignup: () => import('./pages/free-signup-page'),
  services: () => import('./pages/services-page'),
  cart: () => import('./pages/cart-page'),
  thankYou: journeyPage('thankYou'),
  checkout: () => import('./pages/checkout-page'),
  checkoutTier: journeyPage('checkoutTier'),
  success: journeyPage('success'),
  orderStatus: journeyPage('orderStatus'),
  giftManage: journeyPage('giftManage'),
  giftClaim: journeyPage('giftClaim'),
  upgrade: journeyPage('upgrade'),
  unsubscribe: journeyPage('unsubscribe'),
  review: journeyPage('review'),
  refunds: policyPage('refunds'),
  terms: policyPage('terms'),
  privacy: policyPage('privacy'),
  faq: policyPage('faq'),
  aboutReaders: policyPage('aboutReaders'),
  product: () => import('./pages/product-page'),
  deepDiveQuestions: journeyPage('deepDiveQuestions'),
  masterBlueprintQuestions: journeyPage('masterBlueprintQuestions'),
  affiliateDashboard: journeyPage('affiliateDashboard'),
  affiliateSetPassword: journeyPage('affiliateSetPassword'),
  adminLogin: adminPage('adminLogin'),
  adminDashboard: adminPage('adminDashboard'),
  adminCustomer: adminPage('adminCustomer'),
  adminOrder: adminPage('adminOrder'),
  adminAffiliate: adminPage('adminAffiliate'),
  adminSupport: adminPage('adminSupport'),
  adminReadings: adminPage('adminReadings'),
  adminReading: adminPage('adminReading'),
  adminSessions: adminPage('adminSessions'),
  adminMyHours: adminPage('adminMyHours'),
  adminProfile: adminPage('adminProfile'),
  adminLibrary: adminPage('adminLibrary'),
  adminLibraryEntry: adminPage('adminLibraryEntry'),
  adminCodes: adminPage('adminCodes'),
  adminReviews: adminPage('adminReviews'),
  adminFigures: adminPage('adminFigures'),
  insight: loadTierPage,
  deepDive: loadTierPage,
  masterBlueprint: loadTierPage,
} satisfies Partial<Record<PageKey, () => Promise<unknown>>>;

/**
 * Each page in its own chunk (`lazyComponent`): a prerendered page whose chunk `preloadPage`
 * fetched hydrates in one pass and keeps its HTML, whatever updates arrive meanwhile
 * (docs/decisions/135).
 */
const lazyPages = Object.fromEntries(
  Object.entries(loaders).map(([key, load]) => [key, lazyComponent(load as Loader)]),
) as Record<keyof typeof loaders, LazyComponent<Page>>;

/** Each page but the landing page is its own chunk (route-level code splitting). */
const pages = {
  ...lazyPages,
  home: HomePage,
  insight: tierPage(1),
  deepDive: tierPage(2),
  masterBlueprint: tierPage(3),
} satisfies Record<PageKey, Page>;

/** Fetches the chunk of the page at `pathname`, if it has one, before that page is hydrated. */
export function preloadPage(pathname: string): Promise<void> {
  const key = matchPage(pathname)?.key;
  return key && key in lazyPages
    ? lazyPages[key as keyof typeof loaders].preload()
    : Promise.resolve();
}
setPagePreloader(preloadPage);

/**
 * Each page the visitor moves to starts at its top. The first page is left where it is: it was
 * drawn before its scripts ran, and the visitor may have scrolled it (and be about to tap).
 */
function ScrollToTop() {
  const [location] = useLocation();
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** The shop's pages; `ShopLayout` around them holds the loading state and the error boundary. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Switch>
        {(Object.keys(pageRoutes) as PageKey[]).map((key) => (
          <Route key={key} path={pageRouteRegExps[key]} component={pages[key]} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </>
  );
}
