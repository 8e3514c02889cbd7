import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { pageRouteRegExps, pageRoutes, type PageKey } from '../common/routes';
import type { Tier } from '../common/tiers';
import type { AdminPageKey } from './pages/admin-pages';
import type { PolicyPageKey } from './pages/policy-pages';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

type Page = ComponentType | LazyExoticComponent<ComponentType>;

const TierPage = lazy(() => import('./pages/tier-page'));

/** The three tier routes share one chunk; the route decides which tier it shows. */
function tierPage(tierNumber: Tier['number']): Page {
  return function TierRoute() {
    return <TierPage tierNumber={tierNumber} />;
  };
}

interface PageLoader<Key extends string> {
  loadPage(key: Key): Promise<{ default: ComponentType }>;
}

/**
 * A page whose chunk is named by a loader chunk, not by this file: each such page costs the
 * landing page's first load a few bytes instead of its file names (docs/decisions/116).
 */
function throughLoader<Key extends string>(loader: () => Promise<PageLoader<Key>>, key: Key): Page {
  return lazy(() => loader().then((module) => module.loadPage(key)));
}

const policyPages = () => import('./pages/policy-pages');
const adminPages = () => import('./pages/admin-pages');
const policyPage = (key: PolicyPageKey) => throughLoader(policyPages, key);
const adminPage = (key: AdminPageKey) => throughLoader(adminPages, key);

/** Each page but the landing page is its own chunk (route-level code splitting). */
const pages: Record<PageKey, Page> = {
  home: HomePage,
  freeForm: lazy(() => import('./pages/free-form-page')),
  services: lazy(() => import('./pages/services-page')),
  cart: lazy(() => import('./pages/cart-page')),
  thankYou: lazy(() => import('./pages/thank-you-page')),
  insight: tierPage(1),
  deepDive: tierPage(2),
  masterBlueprint: tierPage(3),
  checkout: lazy(() => import('./pages/checkout-page')),
  checkoutTier: lazy(() => import('./pages/checkout-tier-page')),
  success: lazy(() => import('./pages/success-page')),
  orderStatus: lazy(() => import('./pages/order-status-page')),
  product: lazy(() => import('./pages/product-page')),
  deepDiveQuestions: lazy(() => import('./pages/deep-dive-questions-page')),
  masterBlueprintQuestions: lazy(() => import('./pages/master-blueprint-questions-page')),
  refunds: policyPage('refunds'),
  terms: policyPage('terms'),
  privacy: policyPage('privacy'),
  faq: policyPage('faq'),
  aboutReaders: policyPage('aboutReaders'),
  affiliateDashboard: lazy(() => import('./pages/affiliate-dashboard-page')),
  affiliateSetPassword: lazy(() => import('./pages/affiliate-set-password-page')),
  adminLogin: adminPage('adminLogin'),
  adminDashboard: adminPage('adminDashboard'),
  adminClient: adminPage('adminClient'),
  adminPurchase: adminPage('adminPurchase'),
  adminAffiliate: adminPage('adminAffiliate'),
};

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
      <Switch>
        {(Object.keys(pageRoutes) as PageKey[]).map((key) => (
          <Route key={key} path={pageRouteRegExps[key]} component={pages[key]} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </>
  );
}
