import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { deliveryLabel, guaranteeName, products, type Product } from '../../../../common/catalogue';
import { formatUsd } from '../../../../common/money';
import { countInWords } from '../../../../common/text';
import { tierProductId, tiers } from '../../../../common/tiers';
import { PriceBadge } from '../price-badge';
import { ComparisonTable, type ComparisonColumn } from './comparison-table';

function tierSelling(product: Product) {
  return tiers.find((tier) => tierProductId(tier) === product.id);
}

const columns: readonly ComparisonColumn<Product>[] = [
  {
    header: 'Reading',
    width: 'lg:w-56',
    cell: (product) => {
      const tier = tierSelling(product);
      return (
        <>
          <PriceBadge price={product.price} />
          <Link
            href={`/product/${product.id}`}
            className="mt-2 block font-display text-2xl font-semibold text-foreground underline-offset-4 hover:text-gold-bright hover:underline"
          >
            {product.name}
          </Link>
          {tier ? (
            <span className="mt-1 block text-sm text-muted">
              Sold on the{' '}
              <Link href={tier.path} className="text-gold-bright underline underline-offset-4">
                {tier.name}
              </Link>{' '}
              page
            </span>
          ) : null}
        </>
      );
    },
  },
  {
    header: 'Price',
    width: 'lg:w-28',
    cell: (product) => (
      <span className="text-xl font-semibold text-gold-bright">{formatUsd(product.price)}</span>
    ),
  },
  {
    header: 'What it includes',
    cell: (product) => (
      <ul className="mt-1 grid gap-1 text-sm">
        {product.includes.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    ),
  },
  {
    header: 'Delivery',
    width: 'lg:w-44',
    cell: (product) => <span className="text-sm">{deliveryLabel(product)}</span>,
  },
  {
    header: 'Guarantee',
    width: 'lg:w-40',
    cell: (product) => <span className="text-sm">{guaranteeName(product)}</span>,
  },
];

/** Every reading side by side: contents, delivery, guarantee and price (decision 111). */
export function ProductComparison() {
  return (
    <ComparisonTable
      caption={`The ${countInWords(products.length)} readings compared: price, contents, delivery and guarantee`}
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      testId="product-comparison"
    />
  );
}
