import { afterAll, beforeAll } from 'vitest';

/**
 * What the tests of one describe block share: opened before the block's first test and closed
 * after its last. Returns a reader for the tests (it throws outside them), so the block names it
 * once instead of writing the same `beforeAll`/`afterAll` pair, as `withTestApp` does.
 */
export function openForTheBlock<Parts>(
  open: () => Promise<Parts>,
  close: (parts: Parts) => Promise<void>,
): () => Parts {
  let opened: Parts | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    if (opened) await close(opened);
  });
  return () => {
    if (!opened) throw new Error("the block's shared parts are opened before its first test");
    return opened;
  };
}
