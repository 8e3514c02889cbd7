import { ShieldCheck } from 'lucide-react';
import { guaranteeName, type Product } from '../../../../common/catalogue';
import { pageRoutes } from '../../../../common/routes';

/** Opens beside the checkout, so reading the policy never loses what the buyer has typed. */
function PolicyLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="text-gold-bright underline underline-offset-4 hover:text-gold"
    >
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Under the Pay button: the product's guarantee and where the refund policy and terms are. */
export function GuaranteeNote({ product }: { product: Product }) {
  return (
    <p className="-mt-4 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-sm text-muted">
      <span className="inline-flex items-center gap-1.5">
        <ShieldCheck className="size-4 text-gold" aria-hidden />
        {/* The product page's name for it, not a second one. */}
        {guaranteeName(product)}
      </span>
      <span aria-hidden className="hidden sm:inline">
        ·
      </span>
      <span className="inline-flex items-center gap-2">
        <PolicyLink href={pageRoutes.refunds} label="Refund policy" />
        <span aria-hidden>·</span>
        <PolicyLink href={pageRoutes.terms} label="Terms of sale" />
      </span>
    </p>
  );
}
