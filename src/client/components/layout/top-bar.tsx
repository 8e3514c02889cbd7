import { ArrowRight, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';
import { shopConfig } from '../../lib/shop-config';
import { AffiliateEntry } from '../../features/affiliates/components/affiliate-entry';
import { buttonVariants } from '../ui/button';

const links = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
] as const;

/**
 * The customer's path first: Get Started is the one filled button, beside the shop name on a
 * phone; Affiliate Login sits quietly at the end, for the few who need it.
 */
export function TopBar() {
  const [location] = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto grid max-w-6xl grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-2 sm:flex sm:gap-x-2 sm:px-6 sm:py-3"
      >
        <Link
          href="/"
          className="flex items-center gap-2 rounded-md font-display text-xl font-semibold text-gold-bright sm:mr-auto"
        >
          <Sparkles className="size-5" aria-hidden />
          {shopConfig().shopName}
        </Link>
        <ul className="row-start-2 -ml-2 flex items-center gap-1 text-sm sm:ml-0 sm:gap-2">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={location === link.href ? 'page' : undefined}
                className={cn(
                  'rounded-md px-2 py-2 text-muted transition-colors hover:text-foreground sm:px-3',
                  location === link.href && 'text-gold-bright',
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          href="/form"
          aria-current={location === '/form' ? 'page' : undefined}
          className={cn(
            buttonVariants({ size: 'sm' }),
            'col-start-2 row-start-1 justify-self-end sm:mr-2',
          )}
        >
          Get Started
          <ArrowRight aria-hidden />
        </Link>
        <div className="col-start-2 row-start-2 flex justify-end">
          <AffiliateEntry />
        </div>
      </nav>
    </header>
  );
}
