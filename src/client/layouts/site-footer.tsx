import { Link } from 'wouter';
import { policyLinks } from '../features/policies/policy-links';
import { shopConfig } from '../lib/shop-config';
import { StaticHtml } from '../components/layout/static-html';

const linkClass = 'inline-block py-1 hover:text-foreground';

export function SiteFooter() {
  const { shopName, supportEmail } = shopConfig();
  return (
    <footer className="mt-24 border-t border-border/70">
      <StaticHtml className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm text-muted sm:px-6">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-1">
          <Link href="/services" className={linkClass}>
            All readings
          </Link>
          <Link href="/form" className={linkClass}>
            Free summary
          </Link>
          <Link href="/order" className={linkClass}>
            Order status
          </Link>
          {policyLinks.map((link) => (
            <Link key={link.href} href={link.href} className={linkClass}>
              {link.label}
            </Link>
          ))}
          <a href={`mailto:${supportEmail}`} className={linkClass}>
            {supportEmail}
          </a>
        </nav>
        <p>
          © {new Date().getFullYear()} {shopName}. Readings for reflection and planning, drawn from
          your exact birth chart.
        </p>
      </StaticHtml>
    </footer>
  );
}
