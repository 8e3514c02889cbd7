import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '../web/rate-limit';
import {
  admitSignIn,
  HASHING_BUSY_MESSAGE,
  hashPassword,
  MAX_CONCURRENT_HASHES,
  MAX_SIGN_INS_IN_PROGRESS,
  MAX_WAITING_HASHES,
} from '../referrals/password';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { startFreshRateLimitWindow } from '../../../tests/support/clock';
import { heldSignInRefusals, signInLimits } from './routes';

// A flood of sign-ins, each with another e-mail, from one address: the failure throttle
// (per e-mail) would let every one through and each costs a password hash.
describe('a sign-in flood', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp('pglite');
  });
  afterAll(async () => {
    await harness?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops one address after the per-address limit, whatever the e-mails', async () => {
    const attempt = (remoteAddress: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/affiliate/login',
        headers: { origin: 'http://localhost:3000' },
        remoteAddress,
        payload: { email: `guess.${randomUUID()}@example.com`, password: 'not a real password' },
      });
    startFreshRateLimitWindow();
    const { limit } = signInLimits.login;
    const replies = await Promise.all(
      Array.from({ length: limit + 10 }, () => attempt('192.0.2.77')),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
    const refused = replies.filter((reply) => reply.statusCode === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]?.json()).toMatchObject({ message: RATE_LIMITED_MESSAGE });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await attempt('192.0.2.78')).statusCode).toBe(401);
  });

  it('refuses at once from memory, before any database work, while it holds all it can hash', async () => {
    const attempt = () =>
      harness.app.inject({
        method: 'POST',
        url: '/api/affiliate/login',
        headers: { origin: 'http://localhost:3000' },
        remoteAddress: '192.0.2.90',
        payload: { email: `busy.${randomUUID()}@example.com`, password: 'not a real password' },
      });
    const held = Array.from({ length: MAX_SIGN_INS_IN_PROGRESS }, () => admitSignIn());
    expect(held.every(Boolean)).toBe(true);
    const execute = vi.spyOn(harness.database.db, 'execute');
    const insert = vi.spyOn(harness.database.db, 'insert');
    try {
      // The refusal is held before it is answered, so a flooding client slows itself down.
      let isAnswered = false;
      const pending = attempt().then((response) => {
        isAnswered = true;
        return response;
      });
      await vi.waitFor(() => expect(heldSignInRefusals()).toBe(1));
      expect(isAnswered).toBe(false);
      const refused = await pending;
      expect(heldSignInRefusals()).toBe(0);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: HASHING_BUSY_MESSAGE });
      expect(refused.headers['retry-after']).toBe('5');
      expect(execute).not.toHaveBeenCalled();
      expect(insert).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
      insert.mockRestore();
      for (const release of held) release?.();
    }
    // Once sign-ins are back under the mark, they are checked again, and each frees its place.
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const again = Array.from({ length: MAX_SIGN_INS_IN_PROGRESS }, () => admitSignIn());
    expect(again.every(Boolean)).toBe(true);
    for (const release of again) release?.();
  });

  it('hashes on half the cores, queues a few dozen, and refuses the rest at once', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () => hashPassword('flood password', { logN: 10, r: 8, p: 1 })),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    const taken = MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES;
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(taken);
    expect(refused).toHaveLength(40 - taken);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'too_many_requests',
      message: HASHING_BUSY_MESSAGE,
    });
    // Once the queue drains, hashing works again.
    await expect(hashPassword('after the flood', { logN: 10, r: 8, p: 1 })).resolves.toMatch(
      /^\$scrypt\$/,
    );
  });
});
