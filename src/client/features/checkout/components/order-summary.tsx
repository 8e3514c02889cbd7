import { Check, ChevronDown, Clock, Lock, ShieldCheck } from 'lucide-react';
import { guaranteeName, guaranteeTerms, type Product } from '../../../../common/catalogue';
import { deliveryForGiftBuyer, giftGuaranteeTerms } from '../../../../common/gifts';
import type { CodeQuote } from '../../../../common/discount-codes';
import { formatCents, formatUsd } from '../../../../common/money';

/**
 * What is being bought: name, price, contents, delivery and guarantee; for a gift, the delivery
 * and the guarantee as they run for it, from the recipient's claim.
 */
export function OrderSummary({
  product,
  isGift = false,
  discount = null,
}: {
  product: Product;
  isGift?: boolean;
  /** The applied code: the catalogue price struck through, what it takes off, the total. */
  discount?: CodeQuote | null;
}) {
  return (
    <aside
      aria-label="Order summary"
      className="rounded-xl border border-gold/30 bg-surface-raised p-6"
    >
      <p className="text-sm font-semibold tracking-widest text-gold uppercase">Your order</p>
      <h1 className="mt-2 text-4xl font-semibold text-balance">{product.name}</h1>
      <p className="mt-1 text-gold-bright">{product.tagline}</p>
      {discount ? (
        <div className="mt-5">
          <p className="text-lg text-muted">
            <span className="sr-only">Price before the code: </span>
            <s>{formatUsd(product.price)}</s>
          </p>
          <p className="text-sm text-gold-bright">
            {discount.code}: {discount.label} (−{formatCents(discount.discountCents)})
          </p>
          <p className="mt-1 font-display text-5xl font-semibold text-gold-bright">
            <span className="sr-only">You pay </span>
            {formatCents(discount.totalCents)}
          </p>
        </div>
      ) : (
        <p className="mt-5 font-display text-5xl font-semibold text-gold-bright">
          {formatUsd(product.price)}
        </p>
      )}
      <p className="text-sm text-muted">One payment in US dollars.</p>
      {/* On a phone the list folds under its count, so the form stays near the top. */}
      <details className="group mt-6 border-t border-border pt-5 text-sm sm:hidden">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-medium text-gold-bright">
          <ChevronDown
            className="size-4 shrink-0 text-gold transition-transform group-open:rotate-180"
            aria-hidden
          />
          What’s included ({product.includes.length})
        </summary>
        <IncludedList items={product.includes} className="mt-2 grid" />
      </details>
      <IncludedList
        items={product.includes}
        className="mt-6 hidden border-t border-border pt-5 text-sm sm:grid"
      />
      <p className="mt-5 flex items-start gap-2 text-sm text-muted">
        <Clock className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
        <span>{isGift ? deliveryForGiftBuyer(product.delivery) : product.delivery}</span>
      </p>
      <p className="mt-3 flex items-start gap-2 text-sm text-muted">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
        <span>
          {guaranteeName(product)}. {isGift ? giftGuaranteeTerms(product) : guaranteeTerms(product)}
        </span>
      </p>
      <p className="mt-3 flex items-start gap-2 text-sm text-muted">
        <Lock className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
        <span>
          Your card details go straight to the payment provider over an encrypted connection.
        </span>
      </p>
    </aside>
  );
}

function IncludedList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={`gap-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
