/**
 * A customer's data as the shop holds it, for the admin's copy (customer-export.ts) and erasure
 * (customer-erasure.ts), the /privacy page's "your rights". It spans customers (users, birth
 * data, sign-ups) and orders (purchases, timelines, intake, delivered files), so it lives with
 * orders, which may file a customer (decision 130). This file finds it; the others act on it.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { adminMessages } from '../../common/admin';
import type { Database, Queryable } from '../db/client';
import { leasedJobs, freeSignups, purchases, users, type Purchase, type User } from '../db/schema';
import { AppError } from '../errors';
import { MAIL_JOB_KIND } from '../mail/outbox';
import type { ObjectStorage } from '../storage';

export interface CustomerDataLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface CustomerDataDeps {
  db: Database;
  storage: ObjectStorage;
  log: CustomerDataLog;
}

/**
 * The customer's orders: those filed to them, and checkouts never completed (no user yet) that
 * carry any address the customer is known by (a payment that failed still holds the person).
 */
export async function ordersOf(db: Queryable, user: User): Promise<Purchase[]> {
  const filed = await db.select().from(purchases).where(eq(purchases.userId, user.id));
  const signups = await db
    .select({ email: freeSignups.email })
    .from(freeSignups)
    .where(eq(freeSignups.userId, user.id));
  const keys = emailKeysOf(user, signups, filed);
  const unfiled = await db
    .select()
    .from(purchases)
    .where(
      and(
        isNull(purchases.userId),
        inArray(sql<string>`lower(trim(${purchases.customer}->>'email'))`, keys),
      ),
    );
  return [...filed, ...unfiled].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
}

export async function findCustomer(
  db: Queryable,
  userId: string,
  forUpdate = false,
): Promise<User> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [user] = forUpdate ? await query.for('update') : await query;
  if (!user) throw new AppError('not_found', adminMessages.customerNotFound);
  return user;
}

/** Lower-cased e-mail addresses the customer is known by, in their record, sign-ups and orders. */
export function emailKeysOf(
  user: User,
  signups: ReadonlyArray<{ email: string }>,
  orders: readonly Purchase[],
): string[] {
  const keys = new Set([user.emailKey]);
  for (const signup of signups) keys.add(signup.email.trim().toLowerCase());
  for (const order of orders) {
    const email = contactField(order, 'email');
    if (email) keys.add(email.toLowerCase());
  }
  return [...keys];
}

/** The mail jobs of these orders, or to one of these addresses. */
export function mailsOf(purchaseIds: string[], emailKeys: string[]) {
  const toCustomer = inArray(sql<string>`lower(trim(${leasedJobs.recipient}))`, emailKeys);
  return and(
    eq(leasedJobs.kind, MAIL_JOB_KIND),
    purchaseIds.length === 0
      ? toCustomer
      : or(inArray(leasedJobs.purchaseId, purchaseIds), toCustomer),
  );
}

export function contactField(order: Pick<Purchase, 'customer'>, field: string): string | null {
  const customer = order.customer;
  if (!customer || typeof customer !== 'object') return null;
  const value = (customer as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
