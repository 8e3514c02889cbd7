import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, loadWhenIdle } from './load-when-idle';

type IdleCallback = () => void;

/** A window whose idle callbacks run only when the test says the browser is idle. */
function idleWindow(withIdleCallback: boolean) {
  const waiting = new Map<number, IdleCallback>();
  let next = 1;
  const fake = {
    requestIdleCallback: withIdleCallback
      ? vi.fn((callback: IdleCallback) => {
          waiting.set(next, callback);
          return next++;
        })
      : undefined,
    cancelIdleCallback: vi.fn((handle: number) => waiting.delete(handle)),
    setTimeout: vi.fn((callback: IdleCallback) => {
      waiting.set(next, callback);
      return next++;
    }),
    clearTimeout: vi.fn((handle: number) => waiting.delete(handle)),
  };
  vi.stubGlobal('window', fake);
  return {
    fake,
    becomeIdle: () => {
      for (const [handle, callback] of waiting) {
        waiting.delete(handle);
        callback();
      }
    },
  };
}

describe('loadWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the load only once the browser is idle, within the timeout', () => {
    const { fake, becomeIdle } = idleWindow(true);
    const load = vi.fn(() => Promise.resolve());
    loadWhenIdle(load);
    expect(load).not.toHaveBeenCalled();
    expect(fake.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: IDLE_TIMEOUT_MS,
    });
    becomeIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing once cancelled', () => {
    const { becomeIdle } = idleWindow(true);
    const load = vi.fn(() => Promise.resolve());
    loadWhenIdle(load)();
    becomeIdle();
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for a task where the browser has no idle callbacks, and can be cancelled there too', () => {
    const { fake, becomeIdle } = idleWindow(false);
    const load = vi.fn(() => Promise.resolve());
    const cancel = loadWhenIdle(load);
    expect(fake.setTimeout).toHaveBeenCalledTimes(1);
    cancel();
    becomeIdle();
    expect(load).not.toHaveBeenCalled();
    loadWhenIdle(load);
    becomeIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed load quiet: the tap loads the chunk again and shows its error', async () => {
    const { becomeIdle } = idleWindow(true);
    const failed = Promise.reject(new Error('chunk not found'));
    loadWhenIdle(() => failed);
    becomeIdle();
    await expect(failed).rejects.toThrow('chunk not found');
  });
});
