import type { z } from 'zod';
import type { Database } from '../db/client';
import type { JobKind } from './job-kind';
import type { ClaimToken } from './job-store';
import { createLeasedWorker, type LeasedWorker } from './leased-worker';
import { onJobQueued } from './queued-signal';
import { retryDelayMs, shouldGiveUp, type RetryPolicy } from './retry-policy';

export interface JobLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** A held job with its payload, checked against its kind's schema. */
export type RunningJob<Claimed extends ClaimToken, Payload> = Claimed & { payload: Payload };

/**
 * How one kind of background work is done (the other half of its `JobKind`): `run` does one
 * job and records its outcome through the kind's store; throwing has it retried with `retry`'s
 * backoff, and given up (`dead`) once the policy says so, when `onGivenUp` is told.
 */
export interface JobDefinition<
  Kind extends string,
  Schema extends z.ZodType,
  Claimed extends ClaimToken,
> {
  kind: JobKind<Kind, Schema, Claimed>;
  run(job: RunningJob<Claimed, z.output<Schema>>): Promise<void>;
  retry: RetryPolicy;
  onGivenUp?(job: RunningJob<Claimed, z.output<Schema>>, reason: string): Promise<void>;
}

export function defineJob<
  Kind extends string,
  Schema extends z.ZodType,
  Claimed extends ClaimToken,
>(definition: JobDefinition<Kind, Schema, Claimed>): JobDefinition<Kind, Schema, Claimed> {
  return definition;
}

export interface JobWorkerOptions {
  db: Database;
  logger: JobLogger;
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claim holds a job; a job starts only while at least half of it remains. */
  leaseMs?: number;
  /** Pause between an enqueue in this process and the look it triggers (lets the tx commit). */
  wakeDelayMs?: number;
  /** Which instant counts as now for due jobs (tests move it); the database's clock otherwise. */
  clock?: () => Date;
  random?: () => number;
}

/** The worker of one job definition: claims leased batches, runs them, retries, gives up. */
export function createJobWorker<
  Kind extends string,
  Schema extends z.ZodType,
  Claimed extends ClaimToken,
>(definition: JobDefinition<Kind, Schema, Claimed>, options: JobWorkerOptions): LeasedWorker {
  const { db, logger } = options;
  const { kind: jobKind, retry } = definition;
  const { store } = jobKind;
  const name = jobKind.kind;

  async function handle(claimed: Claimed): Promise<void> {
    const log = { jobId: claimed.id, kind: name, attempt: claimed.attempts };
    const payload = jobKind.payload.safeParse(jobKind.payloadOf(claimed));
    if (!payload.success) {
      // Retrying cannot mend a payload: the job is given up at once, with the reason.
      const reason = `payload refused: ${payload.error.issues.map((issue) => issue.message).join('; ')}`;
      await store.fail(db, claimed, reason, null);
      logger.error({ ...log, reason }, `${name} job given up`);
      return;
    }
    const job = { ...claimed, payload: payload.data };
    try {
      await definition.run(job);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const isGivenUp = shouldGiveUp(claimed, new Date(), retry);
      const retryInMs = isGivenUp ? null : retryDelayMs(claimed.attempts, retry, options.random);
      await store.fail(db, claimed, reason, retryInMs);
      if (isGivenUp) {
        await definition.onGivenUp?.(job, reason);
        logger.error({ ...log, err: error }, `${name} job given up`);
      } else {
        logger.warn({ ...log, err: error, retryInMs }, `${name} job failed, will retry`);
      }
    }
  }

  return createLeasedWorker({
    claim: (limit, lease) => store.claim(db, limit, lease, options.clock?.()),
    release: (job) => store.release(db, job),
    renew: (jobs, lease) => store.renew(db, jobs, lease, options.clock?.()),
    handle,
    batchSize: options.batchSize ?? 4,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    pollIntervalMs: options.pollIntervalMs ?? 2000,
    wakeDelayMs: options.wakeDelayMs ?? 100,
    subscribe: (wake) => onJobQueued(name, wake),
    onRoundFailed: (error) => logger.error({ err: error }, `${name} worker round failed`),
  });
}
