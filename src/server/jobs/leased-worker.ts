import { setTimeout as delay } from 'node:timers/promises';
import type { ClaimedJob } from './job-store';

export interface PollingLoopOptions {
  /** One round: claims a batch of due jobs and handles them; resolves with how many it claimed. */
  runOnce(): Promise<number>;
  batchSize: number;
  pollIntervalMs: number;
  /** Pause between a wake-up call and the round it triggers (lets the enqueueing tx commit). */
  wakeDelayMs: number;
  /** Told about a round that threw; the loop goes on at the next interval. */
  onRoundFailed(error: unknown): void;
}

export interface PollingLoop {
  /** Starts a round soon instead of at the next poll (an enqueue in this process). */
  wake(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
}

/**
 * A polling loop (paid-order recovery, the daily jobs): a round, then a sleep unless the batch was full,
 * cut short by `wake`. Polling is what guarantees the work; waking only makes it sooner.
 */
export function startPollingLoop(options: PollingLoopOptions): PollingLoop {
  let isStopping = false;
  let isWakeRequested = false;
  let interruptSleep: AbortController | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;

  async function sleep(ms: number): Promise<void> {
    if (isWakeRequested || isStopping) return;
    interruptSleep = new AbortController();
    await delay(ms, undefined, { signal: interruptSleep.signal }).catch(() => {});
    interruptSleep = undefined;
  }

  async function pollUntilStopped(): Promise<void> {
    while (!isStopping) {
      isWakeRequested = false;
      let handled = 0;
      try {
        handled = await options.runOnce();
      } catch (error) {
        options.onRoundFailed(error);
      }
      // A full batch means more may be due: go again at once.
      if (handled < options.batchSize) await sleep(options.pollIntervalMs);
    }
  }

  const loop = pollUntilStopped();
  return {
    wake() {
      if (wakeTimer || isStopping) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        isWakeRequested = true;
        interruptSleep?.abort();
      }, options.wakeDelayMs);
    },
    async stop() {
      isStopping = true;
      clearTimeout(wakeTimer);
      interruptSleep?.abort();
      await loop;
    },
  };
}

export interface LaneOptions {
  /** Claims up to `limit` due jobs of the lane's kind for `leaseMs` (SKIP LOCKED). */
  claim(limit: number, leaseMs: number): Promise<ClaimedJob[]>;
  /** Hands back a claimed job that was not tried, uncounted. */
  release(job: ClaimedJob): Promise<void>;
  /** Extends the claim on jobs still held by `leaseMs` from now (only while it is this claim). */
  renew(jobs: ClaimedJob[], leaseMs: number): Promise<void>;
  /** Does one job and records its outcome; throwing hands that job back, untried. */
  handle(job: ClaimedJob): Promise<void>;
  batchSize: number;
  /**
   * How long a claim holds a job; renewed every third of it while the worker lives, and a job
   * starts only while at least half of it remains.
   */
  leaseMs: number;
  /** True once the worker stops: claimed jobs not started yet are handed back. */
  isStopping(): boolean;
  onRoundFailed(error: unknown): void;
}

/**
 * One kind's lane of the job worker: claims a leased batch of that kind and handles it job by
 * job in queue order, renewing the claim meanwhile. Resolves with the batch size.
 */
export function createLane(options: LaneOptions): () => Promise<number> {
  /** Jobs whose handling failed (the database went away) and could not be handed back yet. */
  const toRelease: ClaimedJob[] = [];

  async function release(job: ClaimedJob): Promise<void> {
    await options.release(job).catch(() => void toRelease.push(job));
  }

  return async function runOnce(): Promise<number> {
    // Hand back what a failed round kept, so it does not wait for its lease to run out.
    for (const job of toRelease.splice(0)) await release(job);
    let leaseStartedAt = performance.now();
    const jobs = await options.claim(options.batchSize, options.leaseMs);
    const held = new Set(jobs);
    // A long render or a slow SMTP server must not let another instance take the job meanwhile:
    // the claim is renewed while this worker lives, and runs out only when it dies.
    const renewal = setInterval(() => {
      const renewedAt = performance.now();
      options.renew([...held], options.leaseMs).then(
        () => (leaseStartedAt = renewedAt),
        (error: unknown) => options.onRoundFailed(error),
      );
    }, options.leaseMs / 3);
    try {
      for (const job of jobs) {
        const isLeaseShort = performance.now() - leaseStartedAt > options.leaseMs / 2;
        if (options.isStopping() || isLeaseShort) {
          await release(job);
        } else {
          try {
            await options.handle(job);
          } catch (error) {
            // One job that cannot finish never holds back the others claimed with it.
            options.onRoundFailed(error);
            await release(job);
          }
        }
        held.delete(job);
      }
    } finally {
      clearInterval(renewal);
    }
    return jobs.length;
  };
}
