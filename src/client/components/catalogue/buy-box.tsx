import type { ReactNode } from 'react';

/**
 * The price box of a product or tier page: on phones it follows the introduction, on wide
 * screens it stays beside the whole text. A price range is longer, so it is set smaller.
 */
export function BuyBox({
  name,
  price,
  isPriceRange = false,
  children,
}: {
  name: string;
  price: string;
  isPriceRange?: boolean;
  /** The purchase button and what follows it. */
  children: ReactNode;
}) {
  return (
    <aside
      aria-label={`Buy ${name}`}
      className="rounded-xl border border-gold/30 bg-surface-raised p-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
    >
      <p className="text-sm text-muted">Price</p>
      <p
        className={
          isPriceRange
            ? 'font-display text-4xl font-semibold text-gold-bright'
            : 'font-display text-5xl font-semibold text-gold-bright'
        }
      >
        {price}
      </p>
      {children}
    </aside>
  );
}
