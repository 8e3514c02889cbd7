import { LogOut, Sparkles } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { adminPaths } from '../../common/admin-sign-in';
import { AreaErrorBoundary } from '../components/errors/area-error-boundary';
import { PageLoading } from '../components/layout/page-loading';
import { SkipToContent } from '../components/layout/skip-to-content';
import { Button } from '../components/ui/button';
import { useAdminAuth } from '../features/admin/auth/api/get-admin-auth';
import { useReaderProfile } from '../features/admin/profile/api';
import { shopConfig } from '../lib/shop-config';

/** "My profile", asking for a name until the admin has chosen the one customers see. */
function ProfileLink() {
  const profile = useReaderProfile();
  const isNameMissing = profile.data ? !profile.data.isNameChosen : false;
  return (
    <Link
      href="/admin/profile"
      className="text-sm font-medium whitespace-nowrap text-gold underline-offset-4 hover:underline"
    >
      {isNameMissing ? 'My profile: choose your name' : 'My profile'}
    </Link>
  );
}

function AdminHeader() {
  const { data } = useAdminAuth();
  const user = data?.isAuthenticated ? data.user : null;
  return (
    <header className="border-b border-border/70 bg-surface/60">
      <nav
        aria-label="Admin"
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6"
      >
        <Link
          href={user ? adminPaths.dashboard : adminPaths.login}
          className="flex items-center gap-2 rounded-md font-display text-xl font-semibold text-gold-bright"
        >
          <Sparkles className="size-5" aria-hidden />
          {shopConfig().shopName}
          <span className="rounded-full border border-gold/50 px-2 py-0.5 font-sans text-xs font-semibold tracking-wide text-gold uppercase">
            Admin
          </span>
        </Link>
        {user && (
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <Link
              href="/admin/readings"
              className="text-sm font-medium whitespace-nowrap text-gold underline-offset-4 hover:underline"
            >
              Reading queue
            </Link>
            <Link
              href="/admin/sessions"
              className="text-sm font-medium whitespace-nowrap text-gold underline-offset-4 hover:underline"
            >
              Sessions
            </Link>
            <Link
              href="/admin/support"
              className="text-sm font-medium whitespace-nowrap text-gold underline-offset-4 hover:underline"
            >
              Support inbox
            </Link>
            <Link
              href="/admin/library"
              className="text-sm font-medium whitespace-nowrap text-gold underline-offset-4 hover:underline"
            >
              Library
            </Link>
            <Link
              href="/admin/codes"
              className="text-sm font-medium whitespace-nowrap text-gold underline-offset-4 hover:underline"
            >
              Discount codes
            </Link>
            <Link
              href="/admin/reviews"
              className="text-sm font-medium whitespace-nowrap text-gold underline-offset-4 hover:underline"
            >
              Reviews
            </Link>
            <Link
              href="/admin/figures"
              className="text-sm font-medium whitespace-nowrap text-gold underline-offset-4 hover:underline"
            >
              Figures
            </Link>
            <Link
              href="/admin/my-hours"
              className="text-sm font-medium whitespace-nowrap text-gold underline-offset-4 hover:underline"
            >
              My hours
            </Link>
            <ProfileLink />
            <p className="min-w-0 truncate text-sm text-muted" title={user.email}>
              <span className="sr-only">Signed in as </span>
              {user.email}
            </p>
            {/* A navigation (docs/product.md §7): the server ends the session and sends us to login. */}
            <Button asChild variant="outline" size="sm">
              <a href={adminPaths.logout}>
                <LogOut aria-hidden />
                Logout
              </a>
            </Button>
          </div>
        )}
      </nav>
    </header>
  );
}

/** The admin area's frame: its own header and error boundary, none of the shop's chrome. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipToContent />
      <AdminHeader />
      <main id="main" className="flex-1">
        <AreaErrorBoundary homeHref={adminPaths.dashboard} resetKey={location}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </AreaErrorBoundary>
      </main>
    </div>
  );
}
