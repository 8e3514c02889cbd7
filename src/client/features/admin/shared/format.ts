import { adminMessages, type AdminOrderDiscount } from '../../../../common/admin';
import { findProduct } from '../../../../common/catalogue';
import { formatDay, formatDayTime, viewerZone } from '../../../../common/format';
import { formatCents } from '../../../../common/money';
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

/** `SPRING20 · −$15.00`: the code an order was bought with and what it took off. */
export function formatOrderDiscount(discount: AdminOrderDiscount): string {
  return `${discount.code} · −${formatCents(discount.cents)}`;
}

/** A product's name, or `#7` for a number the catalogue no longer holds. */
export function productNameOf(productId: number): string {
  return findProduct(productId)?.name ?? `#${productId}`;
}

/** Birth data as the whole shop says it (the reader's workspace too), from src/common. */
export { formatBirthData } from '../../../../common/birth-format';
