import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { loginFailures } from '../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/support/database';
import { beginLoginAttempt, clearLoginFailures, type ThrottleLimits } from './login-throttle';

const limits: ThrottleLimits = { perEmailAndIp: 3, perIp: 5, windowMinutes: 15 };

describe.each(testDatabaseKinds())('login throttle on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const key = (ipAddress = `10.${randomUUID()}`, emailKey = `${randomUUID()}@example.com`) => ({
    scope: 'test',
    emailKey,
    ipAddress,
  });
  const attempt = async (attemptKey: ReturnType<typeof key>) =>
    (await beginLoginAttempt(database.db, attemptKey, limits)).isAllowed;

  it('allows the limit, then refuses without counting the refusals', async () => {
    const attemptKey = key();
    expect([
      await attempt(attemptKey),
      await attempt(attemptKey),
      await attempt(attemptKey),
    ]).toEqual([true, true, true]);
    expect(await attempt(attemptKey)).toBe(false);
    expect(await attempt(attemptKey)).toBe(false);
    const rows = await database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.ipAddress, attemptKey.ipAddress));
    expect(rows).toHaveLength(3);
  });

  it('counts parallel attempts against each other', async () => {
    const attemptKey = key();
    const results = await Promise.all(Array.from({ length: 8 }, () => attempt(attemptKey)));
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(limits.perEmailAndIp);
  });

  it('limits one address across many e-mails', async () => {
    const ipAddress = `10.${randomUUID()}`;
    for (let index = 0; index < limits.perIp; index += 1) {
      expect(await attempt(key(ipAddress))).toBe(true);
    }
    expect(await attempt(key(ipAddress))).toBe(false);
    expect(await attempt(key())).toBe(true);
  });

  it('lets failures older than the window go, and a success clears them', async () => {
    const attemptKey = key();
    for (let index = 0; index < limits.perEmailAndIp; index += 1) await attempt(attemptKey);
    expect(await attempt(attemptKey)).toBe(false);
    await database.db
      .update(loginFailures)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.ipAddress, attemptKey.ipAddress));
    expect(await attempt(attemptKey)).toBe(true);
    await clearLoginFailures(database.db, attemptKey);
    const left = await database.db
      .select()
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.ipAddress, attemptKey.ipAddress),
          eq(loginFailures.emailKey, attemptKey.emailKey),
        ),
      );
    expect(left).toEqual([]);
  });
});
