import type { CommissionStatus } from '../../../../common/affiliate';

/** A ratio as a percent with one decimal, or a dash before the first visit. */
export function formatConversion(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(1)}%`;
}

export const statusLabels: Record<CommissionStatus, string> = {
  pending: 'Pending',
  payable: 'Payable',
  paid: 'Paid',
  reversed: 'Reversed',
};
