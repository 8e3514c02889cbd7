import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema';
import { withTestApp } from '../../../tests/support/app';
import { testDatabaseKinds } from '../../../tests/support/database';
import { startFreshRateLimitWindow } from '../../../tests/support/clock';
import { createTestAffiliate } from '../../../tests/support/affiliate-factories';
import { referralRateLimits } from '../checkout/referral-routes';
import { hitRateLimit, RATE_LIMITED_MESSAGE } from './rate-limit';

describe.each(testDatabaseKinds())('rate limits on %s', (kind) => {
  const harness = withTestApp(kind, { TRUST_PROXY: 'true' });
  afterEach(() => {
    vi.useRealTimers();
  });
  const db = () => harness.database.db;

  it('counts per bucket, address and fixed window, and says when the window ends', async () => {
    const rule = { bucket: 'unit', limit: 3, windowSeconds: 60 };
    const start = Date.UTC(2026, 10, 22, 12, 0, 0);
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) {
      outcomes.push(await hitRateLimit(db(), rule, '192.0.2.1', start + 15_000));
    }
    expect(outcomes.map((outcome) => outcome.isAllowed)).toEqual([true, true, true, false]);
    expect(outcomes[3]?.retryAfterSeconds).toBe(45);
    // Another address and another bucket have their own counts.
    expect((await hitRateLimit(db(), rule, '192.0.2.2', start + 15_000)).isAllowed).toBe(true);
    const other = { ...rule, bucket: 'unit-other' };
    expect((await hitRateLimit(db(), other, '192.0.2.1', start + 15_000)).isAllowed).toBe(true);
    // The next window starts again.
    expect((await hitRateLimit(db(), rule, '192.0.2.1', start + 60_000)).isAllowed).toBe(true);
  });

  it('holds under parallel requests: exactly the limit gets through', async () => {
    startFreshRateLimitWindow();
    const rule = { bucket: 'parallel', limit: 10, windowSeconds: 600 };
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(db(), rule, '198.51.100.7')),
    );
    expect(outcomes.filter((outcome) => outcome.isAllowed)).toHaveLength(10);
  });

  it('answers the referral purchase flood with 429, Retry-After and the message', async () => {
    startFreshRateLimitWindow();
    const { affiliate } = await createTestAffiliate(db());
    const purchase = (address: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/referral/purchase',
        headers: { 'x-forwarded-for': address },
        payload: { productId: 3, referralCode: affiliate.referralCode },
      });
    const { limit } = referralRateLimits.purchase;
    for (let i = 0; i < limit; i += 1) {
      const response = await purchase('203.0.113.9');
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await purchase('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: RATE_LIMITED_MESSAGE });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(referralRateLimits.purchase.windowSeconds);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    // A different client behind the same proxy is not held back.
    expect((await purchase('203.0.113.10')).statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.bucket, 'referral-purchase'));
    expect(rows.find((row) => row.clientKey === '203.0.113.9')?.hits).toBe(limit + 1);
  });

  it('limits guessing referral codes through the lookup', async () => {
    startFreshRateLimitWindow();
    const lookup = () =>
      harness.app.inject({
        method: 'GET',
        url: '/api/referral/GUESS1234',
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
    const statuses = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await lookup()).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('refuses an address it already refused from memory, without the database', async () => {
    startFreshRateLimitWindow();
    const lookup = () =>
      harness.app.inject({
        method: 'GET',
        url: '/api/referral/GUESS5678',
        headers: { 'x-forwarded-for': '203.0.113.60' },
      });
    for (let i = 0; i < 60; i += 1) expect((await lookup()).statusCode).toBe(200);
    expect((await lookup()).statusCode).toBe(429);
    const execute = vi.spyOn(db(), 'execute');
    try {
      const again = await Promise.all(Array.from({ length: 20 }, lookup));
      expect(again.map((reply) => reply.statusCode)).toEqual(Array(20).fill(429));
      expect(Number(again[0]?.headers['retry-after'])).toBeGreaterThan(0);
      expect(again[0]?.json()).toMatchObject({ message: RATE_LIMITED_MESSAGE });
      expect(execute).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
  });

  it.each([
    ['payment intents', 'POST', '/api/create-payment-intent', { productId: 1, amount: 15 }, 30],
    ['upload tickets', 'POST', '/api/objects/upload', {}, 60],
    ['birthplace checks', 'GET', '/api/places/check?q=Austin', undefined, 300],
    ['birthplace suggestions', 'GET', '/api/places?q=Aus', undefined, 600],
    ['affiliate password resets', 'POST', '/api/affiliate/password-reset', {}, 5],
  ] as const)('limits %s per address', async (_name, method, url, payload, limit) => {
    startFreshRateLimitWindow();
    const address = `198.51.100.${100 + url.length}`;
    const send = () =>
      harness.app.inject({
        method,
        url,
        headers: { 'x-forwarded-for': address, origin: 'http://localhost:3000' },
        ...(payload ? { payload } : {}),
      });
    for (let i = 0; i < limit; i += 1) expect((await send()).statusCode).not.toBe(429);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
