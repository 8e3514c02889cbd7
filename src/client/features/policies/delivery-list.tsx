import { Link } from 'wouter';
import { guaranteeName, products } from '../../../common/catalogue';
import { formatUsd } from '../../../common/money';
import { CardList } from '../../components/ui/card-list';

/** Every product with its price, delivery promise and guarantee, as the catalogue states them. */
export function DeliveryList() {
  return (
    <CardList
      items={products}
      keyOf={(product) => product.id}
      className="mt-6! list-none! pl-0!"
      cardClassName="mt-0! rounded-lg border border-border bg-surface/60 px-4 py-3"
    >
      {(product) => (
        <>
          <p className="mt-0! flex flex-wrap items-baseline justify-between gap-x-3">
            <Link href={`/product/${product.id}`} className="font-semibold">
              {product.name}
            </Link>
            <span className="text-sm text-muted">{formatUsd(product.price)}</span>
          </p>
          <p className="mt-1! text-sm text-muted">
            {product.delivery} {guaranteeName(product)}.
          </p>
        </>
      )}
    </CardList>
  );
}
