/**
 * `npm run chart -- --order AD845738`: a reader computes everything for an order's birth data
 * without retyping it. The reference is what customers and the admin pages show (the last 8
 * characters of the order id) or the whole id; only orders, never unplaced checkouts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { normaliseBirth } from '../src/common/person';
import { purchases } from '../src/server/db/schema';
import { isPlacedOrder } from '../src/server/orders/orders';
import { hasBirthDetails, orderCustomer } from '../src/server/orders/order-customer';
import { openOperatorDatabase } from './operator-command';

export interface OrderBirth {
  date: string;
  time: string | null;
  place: string | null;
  name: string;
}

const ID_TAIL = /^[0-9a-f]{8}$/i;
const FULL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The birth data an order holds, or a sentence saying why there is none to use. */
export async function birthOfOrder(reference: string): Promise<OrderBirth | string> {
  const text = reference.trim().replace(/^#/, '');
  if (!ID_TAIL.test(text) && !FULL_ID.test(text)) {
    return `"${reference}" is not an order reference: give the 8 characters the order pages show (AD845738) or the whole id.`;
  }
  const opened = await openOperatorDatabase();
  if (!opened) return 'The order could not be read while the shop holds its database.';
  try {
    const matches = await opened.db
      .select()
      .from(purchases)
      .where(
        and(
          isPlacedOrder,
          FULL_ID.test(text)
            ? eq(purchases.id, text.toLowerCase())
            : sql`right(${purchases.id}::text, 8) = ${text.toLowerCase()}`,
        ),
      )
      .limit(2);
    if (matches.length === 0) return `No order ${text.toUpperCase()} in this shop's database.`;
    if (matches.length > 1) {
      return `More than one order ends in ${text.toUpperCase()}: give the whole order id.`;
    }
    const customer = orderCustomer(matches[0]!);
    if (!customer || !hasBirthDetails(customer)) {
      return `Order ${text.toUpperCase()} holds no birth details yet.`;
    }
    const { birthDate, birthTime } = normaliseBirth(customer);
    return {
      date: birthDate,
      time: birthTime,
      place: customer.birthLocation.trim() || null,
      name: customer.fullName.trim(),
    };
  } finally {
    await opened.close();
  }
}
