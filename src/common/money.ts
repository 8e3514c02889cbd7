/**
 * Formats dollars the way the shop shows every price: `$1,100.00`, as `Intl.NumberFormat('en-US',
 * { style: 'currency', currency: 'USD' })` does (a test holds them equal). Written out because
 * the browser's first currency formatter costs ~15 ms of loading locale data, a long task on
 * every page with a price (decision 135).
 */
export function formatUsd(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (Number.isNaN(value)) return '$NaN';
  if (!Number.isFinite(value)) return `${sign}$∞`;
  const cents = roundedCents(Math.abs(value));
  const dollars = groupThousands((cents / 100n).toString());
  return `${sign}$${dollars}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** "1234567" as "1,234,567": a whole number's digits grouped in threes, as en-US writes them. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Integer cents (what payment providers and commissions count in) as `$12.50`. */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

/**
 * Cents, rounded half away from zero from the number's shortest decimal form, as ICU rounds
 * (1.005 is `$1.01` there, though the double is a hair under 1.005).
 */
function roundedCents(amount: number): bigint {
  const text = String(amount);
  if (text.includes('e')) return amount < 1 ? 0n : BigInt(amount) * 100n;
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = fraction.padEnd(3, '0');
  const cents = BigInt(whole) * 100n + BigInt(digits.slice(0, 2));
  return Number(digits[2]) >= 5 ? cents + 1n : cents;
}

/** Whole dollars to integer cents, the unit payment providers charge in. */
export function dollarsToCents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

/** Cents as the dollars a person reads and a bank file takes: `1234` -> `12.34`. */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Dollars as the decimal string stored in `numeric(10,2)` columns. */
export function toDecimalString(amount: number): string {
  return amount.toFixed(2);
}
