import { Check } from 'lucide-react';
import { useRef } from 'react';
import { CART_DESCRIPTION_LIMIT, products } from '../../../common/catalogue';
import { formatUsd } from '../../../common/money';
import { truncateAtWord } from '../../../common/text';
import { cn } from '../../lib/cn';
import { useEarlyChoices } from '../../lib/early-choices';
import { PriceBadge } from './price-badge';

interface ProductOptionListProps {
  /** Null until the page is live and knows the address's choice. */
  selectedId: number | null;
  onSelect: (productId: number) => void;
}

/**
 * The cart's product choice as native radio buttons: one selection at a time, arrow keys move
 * it, and screen readers announce "radio, 3 of 8" without any extra code.
 */
export function ProductOptionList({ selectedId, onSelect }: ProductOptionListProps) {
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  // A reading chosen before the page was live is chosen again once it is.
  useEarlyChoices(fieldsetRef);
  return (
    <fieldset ref={fieldsetRef}>
      <legend className="sr-only">Choose one reading</legend>
      <div className="grid gap-3">
        {products.map((product) => {
          const isSelected = product.id === selectedId;
          const descriptionId = `cart-option-${product.id}-description`;
          return (
            <label
              key={product.id}
              className={cn(
                'flex cursor-pointer gap-4 rounded-xl border bg-surface/80 p-4 transition-colors sm:p-5',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                isSelected ? 'border-gold bg-surface-raised' : 'border-border hover:border-gold/40',
              )}
            >
              <input
                type="radio"
                name="product"
                value={product.id}
                checked={isSelected}
                onChange={() => onSelect(product.id)}
                aria-describedby={descriptionId}
                className="sr-only"
              />
              <span
                aria-hidden
                className={cn(
                  'mt-1 flex size-5 shrink-0 items-center justify-center rounded-full border-2',
                  isSelected ? 'border-gold bg-gold text-background' : 'border-muted/60',
                )}
              >
                {isSelected ? <Check className="size-3" strokeWidth={3} /> : null}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex items-start justify-between gap-3">
                  <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-display text-xl font-semibold">{product.name}</span>
                    <PriceBadge price={product.price} />
                  </span>
                  <span className="shrink-0 pt-1 font-semibold text-gold-bright">
                    {formatUsd(product.price)}
                  </span>
                </span>
                <span id={descriptionId} className="text-sm leading-relaxed text-muted">
                  {truncateAtWord(product.description, CART_DESCRIPTION_LIMIT)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
