import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/client';
import { createAffiliate, type CreateAffiliateOptions } from '../../src/server/referrals/accounts';

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
