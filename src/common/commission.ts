/**
 * The affiliate commission rule, said once (docs/decisions/216): a rate is a percent of the
 * sale from 0 to 100 with at most two decimals, 20 unless an admin chooses another, stored as
 * `numeric(5,2)` on the affiliate and snapshotted on each order; the commission is that share
 * of the price, rounded once. The admin form, the service, the command line and the database
 * constraint all read these.
 */

export const COMMISSION_RATE_MIN = 0;
export const COMMISSION_RATE_MAX = 100;
export const DEFAULT_COMMISSION_RATE = 20;

export const commissionRateMessage = `Enter a commission rate from ${COMMISSION_RATE_MIN} to ${COMMISSION_RATE_MAX} with at most two decimals`;

/** A percent in range with at most two decimals (12.5 and 33.33 are; 12.345 and 101 are not). */
export function isCommissionRate(rate: number): boolean {
  return (
    Number.isFinite(rate) &&
    rate >= COMMISSION_RATE_MIN &&
    rate <= COMMISSION_RATE_MAX &&
    Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9
  );
}

/** The rate as the database stores it: `20.00`, `12.50`. */
export function storedCommissionRate(rate: number): string {
  return rate.toFixed(2);
}

/**
 * A commission in cents, rounded once (decision 075): price in cents x rate in hundredths of a
 * percent, divided by 10,000, half a cent and up rounds up. Integer arithmetic only, so $777 at
 * 12.5% is exactly 9713 cents (97.125 rounds to 97.13).
 */
export function commissionCents(saleCents: number, ratePercent: string | number): number {
  const basisPoints = Math.round(Number(ratePercent) * 100);
  return Math.floor((saleCents * basisPoints + 5000) / 10000);
}
