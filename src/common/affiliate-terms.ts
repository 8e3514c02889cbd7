import { products, type Product } from './catalogue';

/** A rate as people write it: 20%, 12.5%, never 20.00%. */
export function formatCommissionRate(ratePercent: number | string): string {
  return `${Number(Number(ratePercent).toFixed(2))}%`;
}

/** "A, B and C". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The programme's terms as the affiliate is told them, in the invitation and on the dashboard.
 * The rate is the affiliate's own (it is stored on each order when sold); when a commission
 * becomes payable follows each product's guarantee, as the commission ledger books it: the
 * shortest for most, then each longer one with the products that have it.
 */
export function affiliateTerms(
  ratePercent: number | string,
  catalogue: readonly Product[] = products,
): string[] {
  const [usualDays, ...longerDays] = [
    ...new Set(catalogue.map((product) => product.guaranteeDays)),
  ].sort((a, b) => a - b);
  const longer = longerDays.map(
    (days) =>
      `${days} days for ${listOf(catalogue.filter((product) => product.guaranteeDays === days).map((product) => product.name))}`,
  );
  const window = [
    `${usualDays} days after the sale`,
    ...longer.slice(0, -1),
    ...longer.slice(-1).map((last) => `or ${last}`),
  ].join(', ');
  return [
    `You earn ${formatCommissionRate(ratePercent)} of the price of every reading bought through your referral link. A change of rate applies to later sales only.`,
    `A commission becomes payable once the buyer's refund window has closed: ${window}. A refunded sale earns nothing, and a refund after payout comes off your next payout.`,
    'We pay what is payable in payouts; each one, with its date and reference, is listed on your affiliate dashboard.',
  ];
}
