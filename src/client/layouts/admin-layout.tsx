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

const navLinkClass =
  'text-sm font-medium whitespace-nowrap text-gold underline-offset-4 hover:underline';

/** The admin's pages, in the order of the header. */
const adminNavLinks = [
  { href: '/admin/readings', label: 'Reading queue' },
  { href: '/admin/sessions', label: 'Sessions' },
  { href: '/admin/support', label: 'Support inbox' },
  { href: '/admin/library', label: 'Library' },
  { href: '/admin/codes', label: 'Discount codes' },
  { href: '/admin/reviews', label: 'Reviews' },
  { href: '/admin/figures', label: 'Figures' },
  { href: '/admin/my-hours', label: 'My hours' },
];

/** "My profile", asking for a name until the admin has chosen the one customers see. */
function ProfileLink() {
  const profile = useReaderProfile();
  const isNameMissing = profile.data ? !profile.data.isNameChosen : false;
  return (
    <Link href="/admin/profile" className={navLinkClass}>
      {isNameMissing ? 'My profile: choose your name' : 'My profile'}
    </Link>
  );
}

/**
 * The brand and the account on one row of a fixed height, the pages on one row below that
 * scrolls sideways where it does not fit: nothing the sign-in or the profile answers later
 * moves the page (the links wrapped onto two and three rows as they arrived, a layout shift of
 * 0.6 on every admin page). The links are drawn while the sign-in is still being asked, except
 * on the login page, where nobody is signed in.
 */
function AdminHeader() {
  const [location] = useLocation();
  const { data, isPending } = useAdminAuth();
  const user = data?.isAuthenticated ? data.user : null;
  const hasLinks = user !== null || (isPending && location !== adminPaths.login);
  return (
    <header className="border-b border-border/70 bg-surface/60">
      <nav aria-label="Admin" className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex h-14 items-center justify-between gap-4">
          <Link
            href={user ? adminPaths.dashboard : adminPaths.login}
            className="flex shrink-0 items-center gap-2 rounded-md font-display text-xl font-semibold text-gold-bright"
          >
            <Sparkles className="size-5" aria-hidden />
            {shopConfig().shopName}
            <span className="rounded-full border border-gold/50 px-2 py-0.5 font-sans text-xs font-semibold tracking-wide text-gold uppercase">
              Admin
            </span>
          </Link>
          {user && (
            <div className="flex min-w-0 items-center gap-3">
              <p className="min-w-0 truncate text-sm text-muted" title={user.email}>
                <span className="sr-only">Signed in as </span>
                {user.email}
              </p>
              {/* A navigation (docs/product.md §7): the server ends the session and sends us to login. */}
              <Button asChild variant="outline" size="sm">
                <a href={adminPaths.logout}>
                  <LogOut aria-hidden />
                  {/* A phone gives the e-mail beside it the room of the word. */}
                  <span className="sr-only sm:not-sr-only">Logout</span>
                </a>
              </Button>
            </div>
          )}
        </div>
        {hasLinks && (
          <div className="-mx-4 flex h-10 items-center gap-x-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            {adminNavLinks.map(({ href, label }) => (
              <Link key={href} href={href} className={navLinkClass}>
                {label}
              </Link>
            ))}
            {user ? <ProfileLink /> : <span className={navLinkClass}>My profile</span>}
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
