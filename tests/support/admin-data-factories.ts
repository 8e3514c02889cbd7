import { randomUUID } from 'node:crypto';
import { findProduct } from '../../src/common/catalogue';
import type { Queryable } from '../../src/server/db/client';
import { purchases, users, type Purchase, type User } from '../../src/server/db/schema';

/** A customer filed straight into the database, with a unique e-mail (tests only). */
export async function insertTestCustomer(
  db: Queryable,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<User> {
  const email = overrides.email ?? `customer.${randomUUID()}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ fullName: 'Test Customer', email, emailKey: email.toLowerCase(), ...overrides })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  return user;
}

export type TestOrderInput = Partial<typeof purchases.$inferInsert> & { productId?: number };

/** Orders inserted in one statement (at the catalogue price unless given), for volume. */
export async function insertTestOrders(
  db: Queryable,
  orders: TestOrderInput[],
): Promise<Purchase[]> {
  if (orders.length === 0) return [];
  return db
    .insert(purchases)
    .values(
      orders.map((order) => {
        const product = findProduct(order.productId ?? 1);
        if (!product) throw new Error(`no product ${order.productId}`);
        return {
          tier: product.key,
          amount: product.price.toFixed(2),
          paymentStatus: 'completed' as const,
          paymentProvider: 'local',
          paymentIntentId: `pi_test_${randomUUID().replace(/-/g, '')}`,
          ...order,
          productId: product.id,
        };
      }),
    )
    .returning();
}
