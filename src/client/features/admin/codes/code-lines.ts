import { products } from '../../../../common/catalogue';
import type { AdminDiscountCode } from '../../../../common/discount-codes';
import { formatCalendarDay, formatCount } from '../../../../common/format';

export type CodeStatus = 'active' | 'scheduled' | 'expired' | 'usedUp' | 'archived';

export const codeStatusNames: Record<CodeStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  usedUp: 'Used up',
  archived: 'Archived',
};

/**
 * Where a code stands on `today`, a UTC day: its dates are UTC days, the last one included
 * (decision 359). Archiving wins over everything; a code past its end is expired even if used up.
 */
export function codeStatus(
  code: Pick<AdminDiscountCode, 'archivedAt' | 'startsOn' | 'endsOn' | 'maxUses' | 'paidOrders'>,
  today: string,
): CodeStatus {
  if (code.archivedAt !== null) return 'archived';
  if (code.endsOn !== null && code.endsOn < today) return 'expired';
  if (code.maxUses !== null && code.paidOrders >= code.maxUses) return 'usedUp';
  if (code.startsOn > today) return 'scheduled';
  return 'active';
}

/** "All readings", or the catalogue names of the readings it is for. */
export function readingsLine(productIds: readonly number[] | null): string {
  if (productIds === null) return 'All readings';
  return productIds
    .map((id) => products.find((product) => product.id === id)?.name ?? `Reading ${id}`)
    .join(', ');
}

/** A phrase that wraps, in a narrow column, only before or after it: "Mar 4, 2026". */
export const unbroken = (phrase: string) => phrase.replaceAll(' ', '\u00a0');

/** "Mar 4, 2026 – Mar 31, 2026", or "from Mar 4, 2026" for a code with no end. */
export function validLine(code: Pick<AdminDiscountCode, 'startsOn' | 'endsOn'>): string {
  const start = unbroken(formatCalendarDay(code.startsOn));
  if (code.endsOn === null) return `from ${start}`;
  return `${start}\u00a0– ${unbroken(formatCalendarDay(code.endsOn))}`;
}

/** "100 in all · 1 per customer", either alone, or "No limit". */
export function limitsLine(code: Pick<AdminDiscountCode, 'maxUses' | 'maxUsesPerCustomer'>) {
  const limits = [
    code.maxUses === null ? null : unbroken(`${formatCount(code.maxUses)} in all`),
    code.maxUsesPerCustomer === null
      ? null
      : unbroken(`${formatCount(code.maxUsesPerCustomer)} per customer`),
  ].filter((limit) => limit !== null);
  return limits.length === 0 ? 'No limit' : limits.join(' · ');
}
