import { Suspense, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { AreaErrorBoundary } from '../components/errors/area-error-boundary';
import { PageLoading } from '../components/layout/page-loading';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { useReferralVisit } from '../features/catalogue/api/referral';

/** Most page chunks arrive well within this; only a slow one shows "Loading…". */
const PAGE_LOADING_DELAY_MS = 300;

/** The public shop's frame: top bar and footer stay up whatever happens to the page between. */
export function ShopLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const [params] = useSearchParams();
  // Any shop page opened with `?ref=` (a product page, the landing page, the cart) keeps it.
  useReferralVisit(params.get('ref')?.trim() || null);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-gold px-4 py-2 text-background focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopBar />
      {/* A screen high at least, so the footer starts under the fold: a page that changes once it
          is live (a cart, an order, a confirmation) moves nothing that was in view. */}
      <main id="main" className="min-h-svh flex-1">
        <AreaErrorBoundary homeHref="/" resetKey={location}>
          <Suspense fallback={<PageLoading delayMs={PAGE_LOADING_DELAY_MS} />}>{children}</Suspense>
        </AreaErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
