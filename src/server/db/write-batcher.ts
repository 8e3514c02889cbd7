import { isDatabaseUnavailable } from './unavailable';

/**
 * Groups writes that arrive while earlier ones are still running into one statement (decision
 * 160). A write goes out at once while fewer than `concurrency` batches are in flight, so a quiet
 * shop adds no wait; under load the ones queued behind share one round trip, one plan and one
 * commit. When a batch of several fails, each write runs alone, so one bad write cannot fail
 * the others and each caller gets its own error; when the database cannot be reached, every
 * caller gets that error at once (503), as running them alone would only wait again.
 */
export interface WriteBatcherOptions<In, Out> {
  /** Runs the batch as one statement; answers in the order of `items`. */
  runBatch(items: In[]): Promise<Out[]>;
  /** Batches in flight at once; the writes that arrive meanwhile wait for the next one. */
  concurrency: number;
  /** Largest batch; the rest waits for the next one. */
  maxBatch: number;
}

interface Waiting<In, Out> {
  item: In;
  resolve(value: Out): void;
  reject(reason: unknown): void;
}

export class WriteBatcher<In, Out> {
  private readonly queue: Waiting<In, Out>[] = [];
  private inFlight = 0;
  private isStartScheduled = false;

  constructor(private readonly options: WriteBatcherOptions<In, Out>) {}

  write(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.isStartScheduled) return;
      // After the I/O callbacks of this turn of the event loop: the requests that arrived
      // together reach the queue before a batch leaves. PGlite runs a statement synchronously
      // as soon as it is sent, so without this wait every batch would be one write.
      this.isStartScheduled = true;
      setImmediate(() => {
        this.isStartScheduled = false;
        this.startBatches();
      });
    });
  }

  private startBatches(): void {
    while (this.inFlight < this.options.concurrency && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.startBatches();
      });
    }
  }

  private async run(batch: Waiting<In, Out>[]): Promise<void> {
    try {
      const results = await this.options.runBatch(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} writes answered ${results.length} times`);
      }
      batch.forEach((waiting, index) => waiting.resolve(results[index] as Out));
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnavailable(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      await Promise.all(batch.map((waiting) => this.run([waiting])));
    }
  }
}
