import type { AdminOrderDiscount } from '../../../common/admin';
import { purchases } from '../../db/schema';

/** The columns that say which discount code an order was bought with (decision 359). */
export const orderDiscountColumns = {
  discountCode: purchases.discountCode,
  discountCents: purchases.discountCents,
};

export interface OrderDiscountRow {
  discountCode: string | null;
  discountCents: number;
}

/** The code and what it took off, as the list, the purchase page and the export show it. */
export function orderDiscountOf(row: OrderDiscountRow): AdminOrderDiscount | null {
  return row.discountCode === null ? null : { code: row.discountCode, cents: row.discountCents };
}
