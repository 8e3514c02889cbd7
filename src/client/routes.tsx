import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { pageRouteRegExps, pageRoutes, type PageKey } from '../common/routes';
import { PageLoading } from './components/layout/page-loading';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

type Page = ComponentType | LazyExoticComponent<ComponentType>;

/** Each page but the landing page is its own chunk (route-level code splitting). */
const pages: Record<PageKey, Page> = {
  home: HomePage,
  freeForm: lazy(() => import('./pages/free-form-page')),
  services: lazy(() => import('./pages/services-page')),
  cart: lazy(() => import('./pages/cart-page')),
  thankYou: lazy(() => import('./pages/thank-you-page')),
  insight: lazy(() => import('./pages/tier-insight-page')),
  deepDive: lazy(() => import('./pages/tier-deep-dive-page')),
  masterBlueprint: lazy(() => import('./pages/tier-master-blueprint-page')),
  checkout: lazy(() => import('./pages/checkout-page')),
  checkoutTier: lazy(() => import('./pages/checkout-tier-page')),
  success: lazy(() => import('./pages/success-page')),
  product: lazy(() => import('./pages/product-page')),
  deepDiveQuestions: lazy(() => import('./pages/deep-dive-questions-page')),
  masterBlueprintQuestions: lazy(() => import('./pages/master-blueprint-questions-page')),
};

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <ScrollToTop />
      <Switch>
        {(Object.keys(pageRoutes) as PageKey[]).map((key) => (
          <Route key={key} path={pageRouteRegExps[key]} component={pages[key]} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
