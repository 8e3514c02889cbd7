import { sql, type SQL } from 'drizzle-orm';
import type { AdminOrder, AdminCustomer } from '../../common/admin';
import { findProduct } from '../../common/catalogue';
import type { affiliates } from '../db/schema';
import { purchases, users, type User } from '../db/schema';

/** A timestamp as Postgres keeps it (microseconds, UTC): the key a cursor carries. */
export function timestampKey(
  column: typeof purchases.createdAt | typeof users.createdAt | typeof affiliates.createdAt,
): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The columns of an order card: the purchase with the spec's names mapped from the columns
 * (decision 044), and its customer, from the filed user or, before filing, from the checkout's
 * contact on the purchase.
 */
export const orderCardColumns = {
  id: purchases.id,
  productId: purchases.productId,
  tier: purchases.tier,
  amount: purchases.amount,
  status: purchases.paymentStatus,
  processingStatus: purchases.processingStatus,
  notes: purchases.adminNotes,
  createdAt: purchases.createdAt,
  stripePaymentIntentId: purchases.paymentIntentId,
  userId: purchases.userId,
  customerName: sql<string | null>`coalesce(${users.fullName}, ${purchases.customer}->>'fullName')`,
  customerEmail: sql<string | null>`coalesce(${users.email}, ${purchases.customer}->>'email')`,
  createdKey: timestampKey(purchases.createdAt),
};

export interface OrderCardRow {
  id: string;
  productId: number;
  tier: string;
  amount: string;
  status: AdminOrder['status'];
  processingStatus: AdminOrder['processingStatus'];
  notes: string | null;
  createdAt: Date;
  stripePaymentIntentId: string | null;
  userId: string | null;
  customerName: string | null;
  customerEmail: string | null;
  createdKey: string;
}

export function toAdminOrder(row: OrderCardRow): AdminOrder {
  return {
    id: row.id,
    productId: row.productId,
    tier: row.tier,
    tierName: findProduct(row.productId)?.name ?? row.tier,
    amount: row.amount,
    status: row.status,
    processingStatus: row.processingStatus,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    stripePaymentIntentId: row.stripePaymentIntentId,
    userId: row.userId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
  };
}

export function toAdminCustomer(
  user: Pick<User, 'id' | 'fullName' | 'email' | 'phone' | 'createdAt'>,
): AdminCustomer {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    createdAt: user.createdAt.toISOString(),
  };
}
