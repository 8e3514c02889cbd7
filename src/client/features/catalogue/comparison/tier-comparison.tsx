import { Link } from 'wouter';
import { deliveryLabel, findProduct, guaranteeName } from '../../../../common/catalogue';
import { formatUsd } from '../../../../common/money';
import { tierProductId, tiers, type Tier } from '../../../../common/tiers';
import { Badge } from '../../../components/ui/badge';
import { ComparisonTable, type ComparisonColumn } from './comparison-table';

function productOf(tier: Tier) {
  const product = findProduct(tierProductId(tier));
  if (!product) throw new Error(`Tier ${tier.number} sells no catalogue product`);
  return product;
}

const columns: readonly ComparisonColumn<Tier>[] = [
  {
    header: 'Tier',
    width: 'lg:w-56',
    cell: (tier) => (
      <>
        {tier.badge ? <Badge>{tier.badge}</Badge> : null}
        <Link
          href={tier.path}
          className="mt-1 block font-display text-2xl font-semibold text-foreground underline-offset-4 hover:text-gold-bright hover:underline"
        >
          {tier.name}
        </Link>
        <span className="text-sm text-muted">Tier range {tier.priceRange}</span>
      </>
    ),
  },
  {
    header: 'Purchase buys',
    width: 'lg:w-44',
    cell: (tier) => {
      const product = productOf(tier);
      return (
        <span>
          <span className="block font-semibold">{product.name}</span>
          <span className="text-xl font-semibold text-gold-bright">{formatUsd(product.price)}</span>
        </span>
      );
    },
  },
  {
    header: 'The tier covers',
    cell: (tier) => (
      <span className="text-sm leading-relaxed">
        {tier.buildsOn ? `Everything in ${tier.buildsOn}, plus: ` : ''}
        {tier.includes.join(', ')}.{' '}
        <Link href={tier.path} className="text-gold-bright underline underline-offset-4">
          How it compares with {productOf(tier).name}
        </Link>
      </span>
    ),
  },
  {
    header: 'Delivery',
    width: 'lg:w-44',
    cell: (tier) => <span className="text-sm">{deliveryLabel(productOf(tier))}</span>,
  },
  {
    header: 'Guarantee',
    width: 'lg:w-40',
    cell: (tier) => <span className="text-sm">{guaranteeName(productOf(tier))}</span>,
  },
];

/** The three tier pages side by side, each with the product its Purchase Now sells. */
export function TierComparison() {
  return (
    <ComparisonTable
      caption="The three tiers compared: what each covers, what its purchase buys, delivery and guarantee"
      columns={columns}
      rows={tiers}
      rowKey={(tier) => tier.number}
      testId="tier-comparison"
    />
  );
}
