/** How a failed job is retried: exponential backoff with jitter, then given up ('dead'). */
export interface RetryPolicy {
  /** Delay after the first failure; doubles after each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A job queued this long ago that fails again is given up ('dead')... */
  giveUpAfterMs: number;
  /** ...but only once it has been tried at least this often (a job found late still gets tries). */
  minAttempts: number;
  /** A job tried this often is given up whatever its age (none: only the window decides). */
  maxAttempts?: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  minAttempts: 8,
};

/**
 * Delay before the next try after `attempts` failed tries (1 = the first failure). The delay is
 * drawn between 75% and 100% of the doubled value, so instances that failed together (SMTP
 * down) do not all come back in the same second.
 */
export function retryDelayMs(
  attempts: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(policy.firstDelayMs * 2 ** exponent, policy.maxDelayMs);
  return Math.round(ceiling * (0.75 + 0.25 * random()));
}

export function shouldGiveUp(
  job: { attempts: number; createdAt: Date },
  now: Date,
  policy: RetryPolicy,
): boolean {
  if (policy.maxAttempts !== undefined && job.attempts >= policy.maxAttempts) return true;
  const age = now.getTime() - job.createdAt.getTime();
  return job.attempts >= policy.minAttempts && age >= policy.giveUpAfterMs;
}
