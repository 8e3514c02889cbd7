import { describe, expect, it } from 'vitest';
import { defaultRetryPolicy, retryDelayMs, shouldGiveUp } from './retry-policy';

const minute = 60_000;

describe('mail retry policy', () => {
  it('starts at 30 s and doubles, with jitter that only ever shortens by up to a quarter', () => {
    const lowest = (attempts: number) => retryDelayMs(attempts, defaultRetryPolicy, () => 0);
    const highest = (attempts: number) => retryDelayMs(attempts, defaultRetryPolicy, () => 1);
    expect([1, 2, 3, 4].map(highest)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(lowest(1)).toBe(22_500);
    expect(retryDelayMs(3, defaultRetryPolicy, () => 0.5)).toBe(105_000);
  });

  it('never waits more than an hour between tries', () => {
    expect(retryDelayMs(8, defaultRetryPolicy, () => 1)).toBe(60 * minute);
    expect(retryDelayMs(500, defaultRetryPolicy, () => 1)).toBe(60 * minute);
    expect(retryDelayMs(500, defaultRetryPolicy, () => 0)).toBe(45 * minute);
  });

  it('keeps a failing mail for at least 24 hours, however the jitter falls', () => {
    for (const random of [() => 0, () => 1, Math.random]) {
      const createdAt = new Date(0);
      let now = createdAt.getTime();
      let attempts = 0;
      for (;;) {
        attempts += 1; // this try fails
        if (shouldGiveUp({ attempts, createdAt }, new Date(now), defaultRetryPolicy)) break;
        now += retryDelayMs(attempts, defaultRetryPolicy, random);
      }
      expect(now - createdAt.getTime()).toBeGreaterThanOrEqual(24 * 60 * minute);
      expect(now - createdAt.getTime()).toBeLessThan(26 * 60 * minute);
      expect(attempts).toBeGreaterThan(20);
    }
  });

  it('still tries a mail found late (worker down for days) a few times before giving up', () => {
    const createdAt = new Date(0);
    const threeDaysLater = new Date(3 * 24 * 60 * minute);
    expect(shouldGiveUp({ attempts: 1, createdAt }, threeDaysLater, defaultRetryPolicy)).toBe(
      false,
    );
    expect(shouldGiveUp({ attempts: 8, createdAt }, threeDaysLater, defaultRetryPolicy)).toBe(true);
  });

  it('gives a job up after its most tries, however young it is', () => {
    const createdAt = new Date(0);
    const policy = { ...defaultRetryPolicy, maxAttempts: 3 };
    const aMinuteLater = new Date(minute);
    expect(shouldGiveUp({ attempts: 2, createdAt }, aMinuteLater, policy)).toBe(false);
    expect(shouldGiveUp({ attempts: 3, createdAt }, aMinuteLater, policy)).toBe(true);
    expect(shouldGiveUp({ attempts: 3, createdAt }, aMinuteLater, defaultRetryPolicy)).toBe(false);
  });
});
