/**
 * Who an order is for, read from the customer it stores: the whole person a checkout gave, or
 * only the contact a hosted payment page collected. Purchases, commissions, computed reports and
 * the features all read an order's customer here, below the code that completes orders.
 */
import { z } from 'zod';
import { personInputSchema, type PersonInput } from '../../common/person';
import { asOneLine } from '../../common/plain-text';
import type { CustomerContact } from '../customers/customers';
import type { Purchase } from '../db/schema';

/** The checkout's person form, or only the contact a hosted payment page collected. */
export type OrderCustomer = PersonInput | CustomerContact;

export function hasBirthDetails(customer: OrderCustomer): customer is PersonInput {
  return 'birthYear' in customer;
}

const storedContactSchema = z.object({
  fullName: z.string().min(1),
  email: z.email(),
  phone: z.string().optional(),
});

/**
 * An order filed before names and places had to be one line (issue 36) is read with its line
 * breaks and controls made spaces, so it keeps its birth details under today's schema.
 */
function withTextOnOneLine(customer: unknown): unknown {
  if (customer === null || typeof customer !== 'object' || Array.isArray(customer)) return customer;
  return Object.fromEntries(
    Object.entries(customer).map(([key, value]) => [
      key,
      typeof value === 'string' ? asOneLine(value) : value,
    ]),
  );
}

/** The whole person a checkout filed on the order, or null when it holds less. */
export function storedCustomer(purchase: Pick<Purchase, 'customer'>): PersonInput | null {
  const parsed = personInputSchema.safeParse(withTextOnOneLine(purchase.customer));
  return parsed.success ? parsed.data : null;
}

/** The whole person a checkout gave (with birth details), else the contact a payment page gave. */
export function orderCustomer(purchase: Pick<Purchase, 'customer'>): OrderCustomer | null {
  return storedCustomer(purchase) ?? orderContact(purchase);
}

/** Who to write to about an order: the contact its checkout or payment page gave, if any. */
export function orderContact(purchase: Pick<Purchase, 'customer'>): CustomerContact | null {
  const parsed = storedContactSchema.safeParse(purchase.customer);
  return parsed.success ? parsed.data : null;
}
