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

const monthNames = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July',
  'August', 'September', 'October', 'November', 'December',
]; // prettier-ignore

/**
 * Birth data as people say it: `1985-11-03` and `07:30:00` -> `3 November 1985, 07:30`. Read
 * from the text, never through a Date, so no time zone can move the day. Text that is not a
 * date or a time is shown as it is. A null time is one the person does not know.
 */
export function formatBirthData(birthDate: string, birthTime?: string | null): string {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate.trim());
  const month = dateMatch ? monthNames[Number(dateMatch[2]) - 1] : undefined;
  const date =
    dateMatch && month ? `${Number(dateMatch[3])} ${month} ${dateMatch[1]}` : birthDate.trim();
  if (birthTime === null) return `${date}, time unknown`;
  if (!birthTime) return date;
  const timeMatch = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(birthTime.trim());
  return `${date}, ${timeMatch ? `${timeMatch[1]}:${timeMatch[2]}` : birthTime.trim()}`;
}
