import type { CommissionStatus } from '../../../../common/affiliate';
import { formatUsd } from '../../../../common/money';

export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

/** `Mar 4, 2026`; a `YYYY-MM-DD` day is read as that calendar day, not shifted by time zone. */
export function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}

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
