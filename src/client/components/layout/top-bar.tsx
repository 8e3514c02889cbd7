import { Sparkles } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';
import { shopConfig } from '../../lib/shop-config';
import { AffiliateEntry } from '../../features/affiliates/components/affiliate-entry';

const links = [
  { href: '/', label: 'Home' },
  { href: '/form', label: 'Get Started' },
  { href: '/services', label: 'Services' },
] as const;

export function TopBar() {
  const [location] = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto grid max-w-6xl grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-4 py-2 sm:flex sm:py-3 sm:px-6"
      >
        <Link
          href="/"
          className="flex items-center gap-2 rounded-md font-display text-xl font-semibold text-gold-bright sm:mr-auto"
        >
          <Sparkles className="size-5" aria-hidden />
          {shopConfig().shopName}
        </Link>
        <ul className="col-span-2 row-start-2 -ml-2 flex items-center gap-1 text-sm sm:ml-0 sm:gap-2">
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
        <AffiliateEntry />
      </nav>
    </header>
  );
}
