import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '../web/rate-limit';
import {
  admitSignIn,
  HASHING_BUSY_MESSAGE,
  hashForUnknownAccount,
  hashingLoad,
  hashPassword,
  MAX_CONCURRENT_HASHES,
  MAX_SIGN_INS_IN_PROGRESS,
  MAX_WAITING_HASHES,
} from '../referrals/password';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { startFreshRateLimitWindow } from '../../../tests/support/clock';
import { heldSignInRefusals, signInLimits } from './routes';

const idle = { hashing: 0, waiting: 0, signInsInProgress: 0 };

// A flood of sign-ins, each with another e-mail, from one address: the failure throttle
// (per e-mail) would let every one through and each costs a password hash. Each test starts
// with nothing hashing and leaves nothing behind: the gate's counts are the next test's baseline.
describe('a sign-in flood', () => {
  let harness: TestApp;
  /** What a test set going (sign-ins, hashes): waited for after it, even when it failed. */
  let started: Promise<unknown>[] = [];
  const track = <T>(work: Promise<T>): Promise<T> => {
    started.push(work);
    return work;
  };
  const signIn = (email: string, remoteAddress: string) =>
    track(
      harness.app.inject({
        method: 'POST',
        url: '/api/affiliate/login',
        headers: { origin: 'http://localhost:3000' },
        remoteAddress,
        payload: { email, password: 'not a real password' },
      }),
    );

  beforeAll(async () => {
    harness = await createTestApp('pglite');
    // The shop starts this hash as it starts; the first test counts from an empty queue.
    await hashForUnknownAccount();
  });
  afterAll(async () => {
    await harness?.close();
  });
  beforeEach(() => {
    expect(hashingLoad()).toEqual(idle);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.allSettled(started);
    started = [];
    expect(hashingLoad()).toEqual(idle);
  });

  it('stops one address after the per-address limit, whatever the e-mails', async () => {
    const attempt = (remoteAddress: string) =>
      signIn(`guess.${randomUUID()}@example.com`, remoteAddress);
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
    const attempt = () => signIn(`busy.${randomUUID()}@example.com`, '192.0.2.90');
    const held = Array.from({ length: MAX_SIGN_INS_IN_PROGRESS }, () => admitSignIn());
    expect(held.every(Boolean)).toBe(true);
    const execute = vi.spyOn(harness.database.db, 'execute');
    const insert = vi.spyOn(harness.database.db, 'insert');
    try {
      // The refusal is held before it is answered, so a flooding client slows itself down.
      // The hold's timer runs on the test clock: it ends when the test moves the clock on.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let isAnswered = false;
      const pending = attempt().then((response) => {
        isAnswered = true;
        return response;
      });
      while (heldSignInRefusals() === 0 && !isAnswered) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(heldSignInRefusals()).toBe(1);
      expect(isAnswered).toBe(false);
      await vi.runOnlyPendingTimersAsync();
      const refused = await pending;
      vi.useRealTimers();
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
    // As each hash ends, it notes how many are running: never more than the cap, while draining.
    const runningAtEachEnd: number[] = [];
    const hashes = Array.from({ length: 40 }, () =>
      track(hashPassword('flood password')).finally(() =>
        runningAtEachEnd.push(hashingLoad().hashing),
      ),
    );
    const taken = MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES;
    // All 40 asked at once: as many run as may, the queue is full, the rest are refused.
    expect(hashingLoad()).toMatchObject({
      hashing: MAX_CONCURRENT_HASHES,
      waiting: MAX_WAITING_HASHES,
    });
    const outcomes = await Promise.allSettled(hashes);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(taken);
    expect(refused).toHaveLength(40 - taken);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'too_many_requests',
      message: HASHING_BUSY_MESSAGE,
    });
    expect(Math.max(...runningAtEachEnd)).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    // Once the queue drains, hashing works again.
    expect(hashingLoad()).toEqual(idle);
    await expect(hashPassword('after the flood')).resolves.toMatch(/^\$scrypt\$/);
  });
});
