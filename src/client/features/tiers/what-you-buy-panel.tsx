import { Check, Info, X } from 'lucide-react';
import type { Product } from '../../../common/catalogue';
import { formatUsd } from '../../../common/money';
import type { Tier } from '../../../common/tiers';
import { PurchaseFacts } from '../../components/catalogue/purchase-facts';

/**
 * "What you buy here": the product the tier's Purchase Now button sells, at its exact price,
 * with the same contents, delivery and guarantee the checkout shows, and how each item of the
 * tier's list appears in it (decision 110).
 */
export function WhatYouBuyPanel({ tier, product }: { tier: Tier; product: Product }) {
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

      <h3 className="mt-8 text-xl font-semibold">The tier&apos;s list, in {product.name}</h3>
      <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
        {tier.includes.map((item) => {
          const atCheckout = tier.atCheckout[item];
          const isIncluded = atCheckout?.as != null;
          const Icon = !isIncluded ? X : atCheckout.note ? Info : Check;
          return (
            <li key={item} className="grid gap-1 p-3 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-4">
              <span className="flex items-start gap-2 font-semibold">
                <Icon
                  className={
                    isIncluded
                      ? 'mt-1 size-4 shrink-0 text-gold'
                      : 'mt-1 size-4 shrink-0 text-muted'
                  }
                  aria-hidden
                />
                <span>
                  {item}
                  <span className="sr-only">
                    {!isIncluded ? ': not included' : atCheckout.note ? ': differs' : ': included'}
                  </span>
                </span>
              </span>
              <span className="text-sm leading-relaxed text-muted sm:pt-0.5">
                {atCheckout?.note ?? (isIncluded ? `Included: ${atCheckout.as}` : '')}
                {atCheckout?.note && isIncluded ? ` (${atCheckout.as})` : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
