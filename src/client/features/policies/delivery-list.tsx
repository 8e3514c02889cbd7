import { Link } from 'wouter';
import { guaranteeName, products } from '../../../common/catalogue';
import { formatUsd } from '../../../common/money';

/** Every product with its price, delivery promise and guarantee, as the catalogue states them. */
export function DeliveryList() {
  return (
    <ul className="mt-6! grid list-none! gap-3 pl-0!">
      {products.map((product) => (
        <li
          key={product.id}
          className="mt-0! rounded-lg border border-border bg-surface/60 px-4 py-3"
        >
          <p className="mt-0! flex flex-wrap items-baseline justify-between gap-x-3">
            <Link href={`/product/${product.id}`} className="font-semibold">
              {product.name}
            </Link>
            <span className="text-sm text-muted">{formatUsd(product.price)}</span>
          </p>
          <p className="mt-1! text-sm text-muted">
            {product.delivery} {guaranteeName(product)}.
          </p>
        </li>
      ))}
    </ul>
  );
}
