import { ArrowRight, Sparkles } from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '../lib/cn';
import { useEarlyChoices } from '../lib/early-choices';
import { shopConfig } from '../lib/shop-config';
import { AffiliateEntry } from '../features/affiliates/components/affiliate-entry';
import { buttonVariants } from '../components/ui/button';

type TopBarLink = { href: string; label: string; isCallToAction?: boolean };

/** In the order the spec names them; Affiliate Login follows at the end. */
const links: readonly TopBarLink[] = [
  { href: '/', label: 'Home' },
  { href: '/form', label: 'Get Started', isCallToAction: true },
  { href: '/services', label: 'Services' },
];

/**
 * The shop name, then Home, Get Started, Services and Affiliate Login, in that order on every
 * screen. Get Started, the customer's next step, is the one filled button; on a phone the
 * links take the line under the shop name.
 */
export function TopBar() {
  const [location] = useLocation();
  const affiliateCorner = useRef<HTMLDivElement>(null);
  // "Affiliate Login" tapped before the page was live opens the dialog once it is.
  useEarlyChoices(affiliateCorner);
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 gap-y-1 px-4 py-2 sm:flex-nowrap sm:gap-x-2 sm:px-6 sm:py-3"
      >
        <Link
          href="/"
          className="flex w-full items-center gap-2 rounded-md font-display text-xl font-semibold text-gold-bright sm:mr-auto sm:w-auto"
        >
          <Sparkles className="size-5" aria-hidden />
          {shopConfig().shopName}
        </Link>
        <ul className="-ml-2 flex items-center gap-1 text-sm sm:ml-0 sm:gap-2">
          {links.map((link) => {
            const isCurrent = location === link.href;
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={
                    link.isCallToAction
                      ? cn(buttonVariants({ size: 'sm' }), 'px-3 sm:mx-1')
                      : cn(
                          'rounded-md px-2 py-2 text-muted transition-colors hover:text-foreground sm:px-3',
                          isCurrent && 'text-gold-bright',
                        )
                  }
                >
                  {link.label}
                  {link.isCallToAction ? (
                    <ArrowRight className="hidden sm:block" aria-hidden />
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
        <div ref={affiliateCorner} className="ml-auto flex justify-end sm:ml-0">
          <AffiliateEntry />
        </div>
      </nav>
    </header>
  );
}
