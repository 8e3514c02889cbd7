import { vi } from 'vitest';

/** The longest fixed window any of the shop's rate limits counts in (they are all 10 minutes). */
const RATE_LIMIT_WINDOW_MS = 600_000;

/**
 * Moves `Date` forward to one second into the next 10-minute rate-limit window, with time
 * running on from there; timers stay real. A test that sends a limit's worth of requests one by
 * one could otherwise straddle two fixed windows, and the count would start again halfway.
 * Undo with `vi.useRealTimers()`.
 */
export function startFreshRateLimitWindow(): void {
  const next = (Math.floor(Date.now() / RATE_LIMIT_WINDOW_MS) + 1) * RATE_LIMIT_WINDOW_MS;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(next + 1000);
}
