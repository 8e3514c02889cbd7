import { setTimeout as delay } from 'node:timers/promises';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { JobKind } from './job-kind';
import { cancelJob, claimJobs, failJob, releaseJob, renewJobs, type ClaimedJob } from './job-store';
import { createLane } from './leased-worker';
import { onJobQueued } from './queued-signal';
import { retryDelayMs, shouldGiveUp, type RetryPolicy } from './retry-policy';

export interface JobLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** A held job with its payload, checked against its kind's schema. */
export type RunningJob<Payload> = Omit<ClaimedJob, 'payload'> & { payload: Payload };

/** Thrown by a job's `run` when retrying cannot help (a refused recipient): given up at once. */
export class GiveUpJob extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'GiveUpJob';
  }
}

/**
 * How one kind of background work is done, the other half of its `JobKind` (decision 328).
 * Before `run`, `stillWanted` may answer why the job is no longer wanted: it is then cancelled
 * unrun. `run` does one job and records its outcome through the job store; throwing has it
 * retried with `retry`'s backoff and given up (`dead`) once the policy says so, or at once
 * for a `GiveUpJob`, when `onGivenUp` is told.
 */
export interface JobDefinition<Kind extends string, Schema extends z.ZodType> {
  kind: JobKind<Kind, Schema>;
  retry: RetryPolicy;
  /** How many of its jobs one claim takes; they run one after another, in queue order. */
  batchSize: number;
  stillWanted?(db: Database, payload: z.output<Schema>, job: ClaimedJob): Promise<true | string>;
  run(job: RunningJob<z.output<Schema>>): Promise<void>;
  onGivenUp?(job: RunningJob<z.output<Schema>>, reason: string): Promise<void>;
  /** Told when the worker stops, after the jobs in hand (mail writes down what it sent). */
  stop?(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of kinds, each its own payload
export type AnyJobDefinition = JobDefinition<string, any>;

export function defineJob<Kind extends string, Schema extends z.ZodType>(
  definition: JobDefinition<Kind, Schema>,
): JobDefinition<Kind, Schema> {
  return definition;
}

export interface JobWorkerOptions {
  db: Database;
  logger: JobLogger;
  pollIntervalMs?: number;
  /** How long a claim holds a job; a job starts only while at least half of it remains. */
  leaseMs?: number;
  /** Pause between an enqueue in this process and the look it triggers (lets the tx commit). */
  wakeDelayMs?: number;
  /** Which instant counts as now for due jobs (tests move it); the database's clock otherwise. */
  clock?: () => Date;
  random?: () => number;
}

export interface JobWorker {
  /** Claims one batch of every kind and runs them; resolves with how many it claimed. */
  runOnce(): Promise<number>;
  /** Polls until `stop`; also wakes up soon after work is queued in this process. */
  start(): void;
  /** Stops polling and waits for the jobs in hand; claimed jobs not started are handed back. */
  stop(): Promise<void>;
}

/**
 * The one job worker of a process (decision 328): one loop that claims due jobs of every kind
 * it is given and runs them through their definitions. Each kind has a lane of its own, so a
 * long render never holds a mail back: a lane claims its kind's batch and runs it in queue
 * order, and the loop starts again every lane that is idle, at each poll, soon after a job of
 * its kind is queued in this process, and at once after a full batch.
 */
export function createJobWorker(
  definitions: AnyJobDefinition[],
  options: JobWorkerOptions,
): JobWorker {
  const { db, logger } = options;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const wakeDelayMs = options.wakeDelayMs ?? 100;
  let isStopping = false;

  async function handle(definition: AnyJobDefinition, claimed: ClaimedJob): Promise<void> {
    const { kind: jobKind, retry } = definition;
    const name = jobKind.kind;
    const log = { jobId: claimed.id, kind: name, attempt: claimed.attempts };
    const payload = jobKind.payload.safeParse(jobKind.payloadOf(claimed));
    if (!payload.success) {
      // Retrying cannot mend a payload: the job is given up at once, with the reason.
      const reason = `payload refused: ${payload.error.issues.map((issue: z.core.$ZodIssue) => issue.message).join('; ')}`;
      await failJob(db, claimed, reason, null);
      logger.error({ ...log, reason }, `${name} job given up`);
      return;
    }
    const wanted = (await definition.stillWanted?.(db, payload.data, claimed)) ?? true;
    if (wanted !== true) {
      await cancelJob(db, claimed, wanted);
      logger.info({ ...log, reason: wanted }, `${name} job cancelled: no longer wanted`);
      return;
    }
    const job = { ...claimed, payload: payload.data };
    try {
      await definition.run(job);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const isGivenUp = error instanceof GiveUpJob || shouldGiveUp(claimed, new Date(), retry);
      const retryInMs = isGivenUp ? null : retryDelayMs(claimed.attempts, retry, options.random);
      await failJob(db, claimed, reason, retryInMs);
      if (isGivenUp) {
        await definition.onGivenUp?.(job, reason);
        logger.error({ ...log, reason }, `${name} job given up`);
      } else {
        logger.warn({ ...log, reason, retryInMs }, `${name} job failed, will retry`);
      }
    }
  }

  const onRoundFailed = (name: string) => (error: unknown) =>
    logger.error({ err: error }, `${name} jobs: round failed`);

  const lanes = definitions.map((definition) => {
    const name = definition.kind.kind;
    return {
      definition,
      name,
      runOnce: createLane({
        claim: (limit, lease) => claimJobs(db, name, limit, lease, options.clock?.()),
        release: (job) => releaseJob(db, job),
        renew: (jobs, lease) => renewJobs(db, jobs, lease, options.clock?.()),
        handle: (job) => handle(definition, job),
        batchSize: definition.batchSize,
        leaseMs,
        isStopping: () => isStopping,
        onRoundFailed: onRoundFailed(name),
      }),
      /** The batch in hand, while there is one. */
      running: undefined as Promise<number> | undefined,
      /** Woken while busy: looks again as soon as the batch in hand is done. */
      isWokenWhileBusy: false,
      /** The look an enqueue in this process asked for, while it waits out the wake delay. */
      wakeTimer: undefined as NodeJS.Timeout | undefined,
    };
  });
  type Lane = (typeof lanes)[number];

  /** Runs one batch of the lane unless it has one in hand; resolves with its size. */
  function runLane(lane: Lane): Promise<number> {
    if (lane.running) return Promise.resolve(0);
    lane.isWokenWhileBusy = false;
    const running = lane.runOnce().catch((error: unknown) => {
      onRoundFailed(lane.name)(error);
      return 0;
    });
    lane.running = running;
    void running.finally(() => (lane.running = undefined));
    return running;
  }

  let loop: Promise<void> | undefined;
  let interruptSleep: AbortController | undefined;
  const unsubscribes: (() => void)[] = [];

  function startLane(lane: Lane): void {
    if (lane.running) return;
    void runLane(lane).then((claimed) => {
      // A full batch means more may be due; a wake-up while it ran may have queued more. Only
      // this lane looks again: the others' work is no more due than it was.
      if (!isStopping && (claimed >= lane.definition.batchSize || lane.isWokenWhileBusy)) {
        startLane(lane);
      }
    });
  }

  function startIdleLanes(): void {
    for (const lane of lanes) startLane(lane);
  }

  /**
   * An enqueue in this process: the kind's own lane looks once the wake delay has passed, or
   * after its batch in hand. Enqueues meanwhile share that look, and other lanes are left to
   * their poll: a busy shop (a free sign-up batch every few milliseconds) would otherwise have
   * every lane claim, in vain, as often as it queues.
   */
  function wake(lane: Lane): void {
    if (lane.running) lane.isWokenWhileBusy = true;
    lane.wakeTimer ??= setTimeout(() => {
      lane.wakeTimer = undefined;
      if (lane.running) lane.isWokenWhileBusy = true;
      else if (!isStopping) startLane(lane);
    }, wakeDelayMs);
  }

  async function pollUntilStopped(): Promise<void> {
    while (!isStopping) {
      startIdleLanes();
      interruptSleep = new AbortController();
      await delay(pollIntervalMs, undefined, { signal: interruptSleep.signal }).catch(() => {});
      interruptSleep = undefined;
    }
    await Promise.all(lanes.map((lane) => lane.running));
  }

  return {
    async runOnce() {
      const claimed = await Promise.all(lanes.map(runLane));
      return claimed.reduce((sum, count) => sum + count, 0);
    },
    start() {
      if (loop) return;
      for (const lane of lanes) {
        unsubscribes.push(
          onJobQueued(lane.name, () => {
            if (!isStopping) wake(lane);
          }),
        );
      }
      loop = pollUntilStopped();
    },
    async stop() {
      isStopping = true;
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
      for (const lane of lanes) clearTimeout(lane.wakeTimer);
      interruptSleep?.abort();
      await loop;
      await Promise.all(lanes.map((lane) => lane.running));
      for (const { definition } of lanes) await definition.stop?.();
    },
  };
}
