import { Link } from 'wouter';
import { SERVICES_DESCRIPTION_LIMIT, type Product } from '../../../common/catalogue';
import { formatUsd } from '../../../common/money';
import { truncateAtWord } from '../../../common/text';
import { Button } from '../../components/ui/button';
import { PriceBadge } from './price-badge';
import { PurchaseButton } from './purchase-button';

/** One product on the services page: badge, name, price, short description, two actions. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <article className="flex flex-col rounded-xl border border-border bg-surface/80 p-6 transition-colors hover:border-gold/40">
      <div className="flex items-start justify-between gap-3">
        <PriceBadge price={product.price} />
        <p className="text-2xl font-semibold text-gold-bright">{formatUsd(product.price)}</p>
      </div>
      <h2 className="mt-4 text-3xl font-semibold">{product.name}</h2>
      <p className="mt-3 flex-1 leading-relaxed text-muted">
        {truncateAtWord(product.description, SERVICES_DESCRIPTION_LIMIT)}
      </p>
      {/* Side by side where both fit, else one above the other: never wider than the card. */}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild variant="outline" className="grow">
          <Link href={`/product/${product.id}`}>
            Learn More<span className="sr-only"> about {product.name}</span>
          </Link>
        </Button>
        <PurchaseButton productId={product.id} className="grow">
          Purchase Now<span className="sr-only">: {product.name}</span>
        </PurchaseButton>
      </div>
    </article>
  );
}
