import { ShieldCheck } from 'lucide-react';
import { guaranteeName, type Product } from '../../../common/catalogue';
import { shopConfig } from '../../lib/shop-config';

/**
 * The satisfaction guarantee of the tier 3 page (docs/product.md §1), in the terms of the product
 * its purchase link sells: counted from payment, the window refunds and commissions follow.
 */
export function SatisfactionGuarantee({
  tierName,
  product,
}: {
  tierName: string;
  product: Product;
}) {
  const { supportEmail } = shopConfig();
  return (
    <section
      aria-labelledby="guarantee-heading"
      className="mt-10 flex gap-4 rounded-xl border border-gold/40 bg-gold/10 p-6"
    >
      <ShieldCheck className="mt-1 size-8 shrink-0 text-gold" aria-hidden />
      <div>
        <h2 id="guarantee-heading" className="text-2xl font-semibold">
          {guaranteeName(product)}
        </h2>
        <p className="mt-2 leading-relaxed text-muted">
          If your {tierName} reading does not leave you with a clearer sense of direction, write to{' '}
          <a
            href={`mailto:${supportEmail}`}
            className="text-gold-bright underline underline-offset-4"
          >
            {supportEmail}
          </a>{' '}
          within {product.guaranteeDays} days of your payment for a full refund of {product.name}.
        </p>
      </div>
    </section>
  );
}
