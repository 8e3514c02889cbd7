import { Link } from 'wouter';
import { shopConfig } from '../../lib/shop-config';

export function SiteFooter() {
  const { shopName, supportEmail } = shopConfig();
  return (
    <footer className="mt-24 border-t border-border/70">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {shopName}. Readings for reflection and planning, written by
          people.
        </p>
        <div className="flex flex-wrap gap-4">
          <Link href="/services" className="hover:text-foreground">
            All readings
          </Link>
          <Link href="/form" className="hover:text-foreground">
            Free summary
          </Link>
          <a href={`mailto:${supportEmail}`} className="hover:text-foreground">
            {supportEmail}
          </a>
        </div>
      </div>
    </footer>
  );
}
