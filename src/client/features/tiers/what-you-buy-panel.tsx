import { Check } from 'lucide-react';
import type { Product } from '../../../common/catalogue';
import { formatUsd } from '../../../common/money';
import { DeliverablesList } from '../../components/catalogue/deliverables-list';
import { PurchaseFacts } from '../../components/catalogue/purchase-facts';

/**
 * "What you buy here": the product the tier's Purchase Now button sells, at its exact price,
 * with the same contents, delivery and guarantee the checkout shows, and what arrives when
 * (decisions 110, 232).
 */
export function WhatYouBuyPanel({ product }: { product: Product }) {
  return (
    <section
      aria-labelledby="what-you-buy-heading"
      data-testid="what-you-buy"
      className="mt-10 rounded-xl border border-gold/40 bg-surface-raised p-5 sm:p-8"
    >
      <h2 id="what-you-buy-heading" className="text-3xl font-semibold">
        What you buy here
      </h2>
      <p className="mt-3 leading-relaxed text-muted">
        Purchase Now on this page buys one reading, at one price, paid once in US dollars:
      </p>
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 border-y border-border py-4">
        <p className="text-2xl font-semibold" data-testid="what-you-buy-product">
          {product.name}
        </p>
        <p
          className="font-display text-4xl font-semibold text-gold-bright"
          data-testid="what-you-buy-price"
        >
          {formatUsd(product.price)}
        </p>
      </div>

      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <div>
          <h3 className="text-xl font-semibold">It includes</h3>
          <ul className="mt-3 grid gap-2">
            {product.includes.map((item) => (
              <li key={item} className="flex items-start gap-3">
                <Check className="mt-1 size-4 shrink-0 text-gold" aria-hidden />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <PurchaseFacts product={product} />
      </div>

      <h3 className="mt-8 text-xl font-semibold">How it arrives</h3>
      <div className="mt-4">
        <DeliverablesList product={product} headingLevel={4} />
      </div>
    </section>
  );
}
