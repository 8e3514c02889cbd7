import { Suspense, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { pageBootOf } from '../../common/prerendered-pages';
import { pageRoutes } from '../../common/routes';
import { AreaErrorBoundary } from '../components/errors/area-error-boundary';
import { PageLoading } from '../components/layout/page-loading';
import { SkipToContent } from '../components/layout/skip-to-content';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { useReferralVisit } from '../features/catalogue/api/referral';
import { cn } from '../lib/cn';

/** Most page chunks arrive well within this; only a slow one shows "Loading…". */
const PAGE_LOADING_DELAY_MS = 300;

/** The public shop's frame: top bar and footer stay up whatever happens to the page between. */
export function ShopLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const [params] = useSearchParams();
  // Any shop page opened with `?ref=` (a product page, the landing page, the cart) keeps it.
  useReferralVisit(params.get('ref')?.trim() || null);
  // The pages of a purchase, and an order opened by its link, change once they are live.
  const changesOnceLive = pageBootOf(location) === 'on-load' || location === pageRoutes.orderStatus;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipToContent />
      <TopBar />
      {/* On a page that changes once it is live (a cart, an order, a confirmation), a screen high
          at least, so the footer starts under the fold and moves nothing that was in view. Any
          other page is the same when live: a short one (the 404) keeps its footer on screen. */}
      <main id="main" className={cn('flex-1', changesOnceLive && 'min-h-svh')}>
        <AreaErrorBoundary homeHref="/" resetKey={location}>
          <Suspense fallback={<PageLoading delayMs={PAGE_LOADING_DELAY_MS} />}>{children}</Suspense>
        </AreaErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
