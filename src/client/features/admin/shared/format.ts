import { adminMessages } from '../../../../common/admin';
import { orderReferenceOf } from '../../../../common/order-status';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function parsed(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `Jan 5, 2026`, or N/A for a missing date (docs/product.md §8). */
export function formatAdminDate(value: string | null | undefined): string {
  const date = parsed(value);
  return date ? dateFormat.format(date) : adminMessages.missingDate;
}

/** `Jan 5, 2026, 3:04 PM`, or N/A. */
export function formatAdminDateTime(value: string | null | undefined): string {
  const date = parsed(value);
  return date ? dateTimeFormat.format(date) : adminMessages.missingDate;
}

/**
 * The order number admins say aloud: the id's last 8 characters (docs/product.md §9), written exactly
 * as the customer's e-mails and order page write it, so both sides quote the same reference.
 */
export function shortOrderId(purchaseId: string): string {
  return orderReferenceOf(purchaseId);
}

export function formatFileSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Birth data as the whole shop says it (the reader's workspace too), from src/common. */
export { formatBirthData } from '../../../../common/birth-format';
