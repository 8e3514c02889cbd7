import { adminMessages } from '../../../../common/admin';
import { formatDay, formatDayTime, viewerZone } from '../../../../common/format';
import { orderReferenceOf } from '../../../../common/order-status';

function parsed(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `Jan 5, 2026` in the admin's zone, or N/A for a missing date (docs/product.md §8). */
export function formatAdminDate(value: string | null | undefined): string {
  const date = parsed(value);
  return date ? formatDay(date, viewerZone()) : adminMessages.missingDate;
}

/** `Jan 5, 2026, 3:04 PM` in the admin's zone, or N/A. */
export function formatAdminDateTime(value: string | null | undefined): string {
  const date = parsed(value);
  return date ? formatDayTime(date, viewerZone()) : adminMessages.missingDate;
}

/**
 * The order number admins say aloud: the id's last 8 characters (docs/product.md §9), written exactly
 * as the customer's e-mails and order page write it, so both sides quote the same reference.
 */
export function shortOrderId(purchaseId: string): string {
  return orderReferenceOf(purchaseId);
}

/** Birth data as the whole shop says it (the reader's workspace too), from src/common. */
export { formatBirthData } from '../../../../common/birth-format';
