const usdFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats dollars the way the shop shows every price: `$1,100.00`. */
export function formatUsd(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return usdFormatter.format(value);
}

/** Whole dollars to integer cents, the unit payment providers charge in. */
export function dollarsToCents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

/** Dollars as the decimal string stored in `numeric(10,2)` columns. */
export function toDecimalString(amount: number): string {
  return amount.toFixed(2);
}
