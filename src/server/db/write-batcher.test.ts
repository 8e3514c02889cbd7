import { describe, expect, it } from 'vitest';
import { WriteBatcher } from './write-batcher';

/** A batch runner that records each batch and answers once released. */
function recordingRunner() {
  const batches: number[][] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const release: (() => void)[] = [];
  return {
    batches,
    release,
    mostInFlight: () => mostInFlight,
    async runBatch(items: number[]): Promise<string[]> {
      batches.push(items);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise<void>((resolve) => release.push(resolve));
      inFlight -= 1;
      if (items.includes(13)) throw new Error('thirteen refused');
      return items.map((item) => `done ${item}`);
    },
  };
}

const flushImmediates = () => new Promise((resolve) => setImmediate(resolve));

async function releaseAll(release: (() => void)[]) {
  while (release.length > 0) {
    release.shift()?.();
    await flushImmediates();
  }
}

describe('WriteBatcher', () => {
  it('sends a lone write at once, as a batch of one', async () => {
    const runner = recordingRunner();
    const batcher = new WriteBatcher({ runBatch: runner.runBatch, concurrency: 2, maxBatch: 10 });
    const written = batcher.write(1);
    await flushImmediates();
    expect(runner.batches).toEqual([[1]]);
    await releaseAll(runner.release);
    await expect(written).resolves.toBe('done 1');
  });

  it('groups writes that arrive while the slots are busy, and answers each its own', async () => {
    const runner = recordingRunner();
    const batcher = new WriteBatcher({ runBatch: runner.runBatch, concurrency: 1, maxBatch: 4 });
    const first = batcher.write(0);
    await flushImmediates();
    const later = [1, 2, 3, 4, 5, 6].map((item) => batcher.write(item));
    await flushImmediates();
    expect(runner.batches).toEqual([[0]]);
    await releaseAll(runner.release);
    expect(runner.batches).toEqual([[0], [1, 2, 3, 4], [5, 6]]);
    await expect(first).resolves.toBe('done 0');
    await expect(Promise.all(later)).resolves.toEqual([1, 2, 3, 4, 5, 6].map((n) => `done ${n}`));
  });

  it('keeps at most `concurrency` batches in flight', async () => {
    const runner = recordingRunner();
    const batcher = new WriteBatcher({ runBatch: runner.runBatch, concurrency: 2, maxBatch: 2 });
    const all: Promise<string>[] = [];
    for (let round = 0; round < 5; round += 1) {
      all.push(batcher.write(round * 2), batcher.write(round * 2 + 1));
      await flushImmediates();
    }
    expect(runner.mostInFlight()).toBe(2);
    await releaseAll(runner.release);
    await Promise.all(all);
    expect(runner.mostInFlight()).toBe(2);
    expect(runner.batches.flat().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('reruns a failed batch one write at a time, so only the bad write fails', async () => {
    const runner = recordingRunner();
    const batcher = new WriteBatcher({ runBatch: runner.runBatch, concurrency: 1, maxBatch: 10 });
    const results = [11, 12, 13, 14].map((item) =>
      batcher.write(item).then(
        (value) => value,
        (error: Error) => error.message,
      ),
    );
    await flushImmediates();
    await releaseAll(runner.release);
    expect(await Promise.all(results)).toEqual([
      'done 11',
      'done 12',
      'thirteen refused',
      'done 14',
    ]);
    expect(runner.batches).toEqual([[11, 12, 13, 14], [11], [12], [13], [14]]);
  });

  it('fails every write of a batch at once when the database cannot be reached', async () => {
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const batches: number[][] = [];
    const batcher = new WriteBatcher({
      runBatch: async (items: number[]) => {
        batches.push(items);
        throw unreachable;
      },
      concurrency: 1,
      maxBatch: 10,
    });
    const results = await Promise.allSettled([1, 2, 3].map((item) => batcher.write(item)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('refuses a runner that answers a different number of writes', async () => {
    const batcher = new WriteBatcher({
      runBatch: async (items: number[]) => items.slice(1),
      concurrency: 1,
      maxBatch: 10,
    });
    await expect(batcher.write(1)).rejects.toThrow('a batch of 1 writes answered 0 times');
  });
});
