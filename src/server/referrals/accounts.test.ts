import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../errors';
import { createSignIn, findSignIn } from '../sign-ins/store';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import {
  createAffiliate,
  findAffiliateByEmail,
  listAffiliates,
  setAffiliateActive,
  setAffiliatePassword,
} from './accounts';
import { verifyPassword } from './password';
import { createTestAffiliate } from '../../../tests/support/affiliate-factories';

describe.each(testDatabaseKinds())('affiliate accounts on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates an affiliate with a referral code, a hashed password and the default rate', async () => {
    const email = `Luna.${randomUUID()}@Example.com`;
    const affiliate = await createAffiliate(database.db, {
      name: '  Luna Vega ',
      email,
      password: 'a long enough secret',
    });
    expect(affiliate).toMatchObject({
      name: 'Luna Vega',
      email,
      emailKey: email.toLowerCase(),
      commissionRate: '20.00',
      isActive: true,
    });
    expect(affiliate.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(affiliate.passwordHash).not.toContain('secret');
    expect(await verifyPassword('a long enough secret', affiliate.passwordHash ?? '')).toBe(true);
    expect((await findAffiliateByEmail(database.db, email.toUpperCase()))?.id).toBe(affiliate.id);
    expect((await listAffiliates(database.db)).map((row) => row.id)).toContain(affiliate.id);
  });

  it('refuses a second affiliate with the same e-mail in another case', async () => {
    const { email } = await createTestAffiliate(database.db);
    await expect(
      createTestAffiliate(database.db, { email: email.toUpperCase() }),
    ).rejects.toMatchObject({ code: 'conflict' });
  });

  it.each([
    [{ password: 'short' }, /at least 12 characters/],
    [{ commissionRate: 101 }, /0 to 100/],
    [{ commissionRate: -1 }, /0 to 100/],
    [{ email: 'not-an-email' }, /valid email/],
    [{ name: 'L' }, /name/],
  ])('refuses bad input %j', async (overrides, message) => {
    const attempt = createTestAffiliate(database.db, overrides);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('sets a new password and ends every open session', async () => {
    const { affiliate, email, password } = await createTestAffiliate(database.db);
    const { token } = await createSignIn(database.db, {
      subjectKind: 'affiliate',
      subjectId: affiliate.id,
      lifetimeSeconds: 3600,
    });
    await setAffiliatePassword(database.db, email, 'a brand new passphrase');
    const updated = await findAffiliateByEmail(database.db, email);
    expect(await verifyPassword('a brand new passphrase', updated!.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword(password, updated!.passwordHash ?? '')).toBe(false);
    expect(await findSignIn(database.db, token, 'affiliate')).toBeNull();
  });

  it('deactivates and reactivates by e-mail; an unknown e-mail is not found', async () => {
    const { email } = await createTestAffiliate(database.db);
    expect((await setAffiliateActive(database.db, email, false)).isActive).toBe(false);
    expect((await setAffiliateActive(database.db, email, true)).isActive).toBe(true);
    await expect(
      setAffiliateActive(database.db, `nobody.${randomUUID()}@example.com`, false),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
