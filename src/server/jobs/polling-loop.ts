import { setTimeout as delay } from 'node:timers/promises';

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
 * The loop of an outbox worker (mail, reports): a round, then a sleep unless the batch was full,
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
