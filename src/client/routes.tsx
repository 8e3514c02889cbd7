import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { pageRouteRegExps, pageRoutes, type PageKey } from '../common/routes';
import type { Tier } from '../common/tiers';
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
  affiliateDashboard: lazy(() => import('./pages/affiliate-dashboard-page')),
  affiliateSetPassword: lazy(() => import('./pages/affiliate-set-password-page')),
  adminLogin: lazy(() => import('./pages/admin-login-page')),
  adminDashboard: lazy(() => import('./pages/admin-dashboard-page')),
  adminClient: lazy(() => import('./pages/admin-client-page')),
  adminPurchase: lazy(() => import('./pages/admin-purchase-page')),
  adminAffiliate: lazy(() => import('./pages/admin-affiliate-page')),
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
