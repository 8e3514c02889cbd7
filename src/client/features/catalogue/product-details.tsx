import { Check } from 'lucide-react';
import type { Product } from '../../../common/catalogue';
import { formatUsd } from '../../../common/money';
import { StaticHtml } from '../../components/layout/static-html';
import { BackLink } from '../../components/ui/back-link';
import { PriceBadge } from './price-badge';
import { PurchaseButton } from './purchase-button';
import { BuyBox } from '../../components/catalogue/buy-box';
import { DeliverablesList } from '../../components/catalogue/deliverables-list';
import { PurchaseFacts } from '../../components/catalogue/purchase-facts';

/**
 * The full page content of one product (/product/<id>, one per catalogue entry). On phones the
 * price box follows the introduction; on wide screens it sits beside the whole text.
 */
export function ProductDetails({ product }: { product: Product }) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink href="/services">All services</BackLink>
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <StaticHtml as="header" className="lg:col-start-1">
          <PriceBadge price={product.price} />
          <h1 className="mt-4 text-5xl font-semibold text-balance sm:text-6xl">{product.name}</h1>
          <p className="mt-3 text-xl text-gold-bright">{product.tagline}</p>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{product.description}</p>
        </StaticHtml>
        <BuyBox name={product.name} price={formatUsd(product.price)}>
          <p className="mt-1 text-sm text-muted">One payment in US dollars.</p>
          <PurchaseButton productId={product.id} size="lg" className="mt-6 w-full">
            Purchase Now<span className="sr-only">: {product.name}</span>
          </PurchaseButton>
          <div className="mt-6 border-t border-border pt-6">
            <PurchaseFacts product={product} />
          </div>
        </BuyBox>
        <StaticHtml as="section" aria-labelledby="includes-heading" className="lg:col-start-1">
          <h2 id="includes-heading" className="text-3xl font-semibold">
            What&apos;s included
          </h2>
          <ul className="mt-5 grid gap-3">
            {product.includes.map((item) => (
              <li key={item} className="flex items-start gap-3">
                <Check className="mt-1 size-5 shrink-0 text-gold" aria-hidden />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <h2 id="arrives-heading" className="mt-10 text-3xl font-semibold">
            How it arrives
          </h2>
          <div className="mt-5">
            <DeliverablesList product={product} />
          </div>
        </StaticHtml>
      </div>
    </article>
  );
}
