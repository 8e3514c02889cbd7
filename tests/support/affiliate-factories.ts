import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/client';
import type { Affiliate } from '../../src/server/db/schema';
import { bookCommission } from '../../src/server/orders/commissions';
import { createAffiliate, type CreateAffiliateOptions } from '../../src/server/referrals/accounts';
import { insertTestOrders } from './admin-data-factories';

export const TEST_PASSWORD = 'correct horse battery staple';

/** A new affiliate with a unique e-mail, so tests never share rows. */
export async function createTestAffiliate(
  db: Database,
  overrides: Partial<CreateAffiliateOptions> = {},
) {
  const email = overrides.email ?? `luna.${randomUUID()}@example.com`;
  const affiliate = await createAffiliate(db, {
    name: 'Luna Vega',
    email,
    password: TEST_PASSWORD,
    ...overrides,
  });
  return { affiliate, email, password: overrides.password ?? TEST_PASSWORD };
}

/** `name=value` of a Set-Cookie header, ready to send back as a Cookie header. */
export function cookiePair(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!header) throw new Error('no Set-Cookie header');
  return header.split(';')[0]!;
}

/**
 * A completed order bought through the affiliate's code, with its commission booked as the
 * payment would book it (orders/commissions `bookCommission`). Returns the order and the buyer.
 */
export async function createReferredSale(
  db: Database,
  affiliate: Pick<Affiliate, 'id' | 'referralCode' | 'commissionRate'>,
  options: { productId?: number; customerEmail?: string; customerName?: string } = {},
) {
  const customer = {
    fullName: options.customerName ?? 'Referred Buyer',
    email: options.customerEmail ?? `buyer.${randomUUID()}@example.com`,
    phone: '',
  };
  const [purchase] = await insertTestOrders(db, [
    {
      productId: options.productId ?? 4,
      customer,
      affiliateId: affiliate.id,
      referralCode: affiliate.referralCode,
      commissionRate: affiliate.commissionRate,
    },
  ]);
  if (!purchase) throw new Error('referred purchase insert returned no row');
  const entryId = await db.transaction((tx) => bookCommission(tx, purchase, new Date()));
  return { purchase, customer, entryId };
}
