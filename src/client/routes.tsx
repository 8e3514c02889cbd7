import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { pageRouteRegExps, pageRoutes, type PageKey } from '../common/routes';
import type { Tier } from '../common/tiers';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

type Page = ComponentType | LazyExoticComponent<ComponentType>;
type Loader = () => Promise<{ default: ComponentType }>;

const loadTierPage = () => import('./pages/tier-page');
const TierPage = lazy(loadTierPage);

/** The three tier routes share one chunk; the route decides which tier it shows. */
function tierPage(tierNumber: Tier['number']): Page {
  return function TierRoute() {
    return <TierPage tierNumber={tierNumber} />;
  };
}

/** Where each page's chunk comes from; the landing page is in the first load. */
const loaders: Partial<Record<PageKey, Loader>> = {
  freeForm: () => import('./pages/free-form-page'),
  services: () => import('./pages/services-page'),
  cart: () => import('./pages/cart-page'),
  thankYou: () => import('./pages/thank-you-page'),
  insight: loadTierPage as unknown as Loader,
  deepDive: loadTierPage as unknown as Loader,
  masterBlueprint: loadTierPage as unknown as Loader,
  checkout: () => import('./pages/checkout-page'),
  checkoutTier: () => import('./pages/checkout-tier-page'),
  success: () => import('./pages/success-page'),
  product: () => import('./pages/product-page'),
  deepDiveQuestions: () => import('./pages/deep-dive-questions-page'),
  masterBlueprintQuestions: () => import('./pages/master-blueprint-questions-page'),
  affiliateDashboard: () => import('./pages/affiliate-dashboard-page'),
  affiliateSetPassword: () => import('./pages/affiliate-set-password-page'),
  adminLogin: () => import('./pages/admin-login-page'),
  adminDashboard: () => import('./pages/admin-dashboard-page'),
  adminClient: () => import('./pages/admin-client-page'),
  adminPurchase: () => import('./pages/admin-purchase-page'),
  adminAffiliate: () => import('./pages/admin-affiliate-page'),
};

const lazyPage = (key: PageKey) => lazy(loaders[key]!);

/** Each page but the landing page is its own chunk (route-level code splitting). */
const pages: Record<PageKey, Page> = {
  home: HomePage,
  freeForm: lazyPage('freeForm'),
  services: lazyPage('services'),
  cart: lazyPage('cart'),
  thankYou: lazyPage('thankYou'),
  insight: tierPage(1),
  deepDive: tierPage(2),
  masterBlueprint: tierPage(3),
  checkout: lazyPage('checkout'),
  checkoutTier: lazyPage('checkoutTier'),
  success: lazyPage('success'),
  product: lazyPage('product'),
  deepDiveQuestions: lazyPage('deepDiveQuestions'),
  masterBlueprintQuestions: lazyPage('masterBlueprintQuestions'),
  affiliateDashboard: lazyPage('affiliateDashboard'),
  affiliateSetPassword: lazyPage('affiliateSetPassword'),
  adminLogin: lazyPage('adminLogin'),
  adminDashboard: lazyPage('adminDashboard'),
  adminClient: lazyPage('adminClient'),
  adminPurchase: lazyPage('adminPurchase'),
  adminAffiliate: lazyPage('adminAffiliate'),
};

/**
 * A link the visitor points at, touches or tabs to starts loading its page's chunk, so the
 * click finds it loaded (or nearly) and no loading state shows. A failed fetch is retried
 * by the click itself, which shows the usual error.
 */
function prefetchLinkTarget(event: Event) {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest('a[href^="/"]');
  const path = link?.getAttribute('href')?.split(/[?#]/)[0];
  if (!path) return;
  const key = (Object.keys(pageRouteRegExps) as PageKey[]).find((page) =>
    pageRouteRegExps[page].test(path),
  );
  const load = key ? loaders[key] : undefined;
  load?.().catch(() => undefined);
}

function PrefetchOnIntent() {
  useEffect(() => {
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const name of events) {
      document.addEventListener(name, prefetchLinkTarget, { passive: true });
    }
    return () => {
      for (const name of events) document.removeEventListener(name, prefetchLinkTarget);
    };
  }, []);
  return null;
}

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** The shop's pages; `ShopLayout` around them holds the loading state and the error boundary. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <PrefetchOnIntent />
      <Switch>
        {(Object.keys(pageRoutes) as PageKey[]).map((key) => (
          <Route key={key} path={pageRouteRegExps[key]} component={pages[key]} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </>
  );
}
