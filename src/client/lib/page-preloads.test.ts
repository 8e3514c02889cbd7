import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPageWhenIdle, setPagePreloader } from './page-preloads';

describe('preloadPageWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the router for the page's chunk once the browser is idle, and not once cancelled", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('window', {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      cancelIdleCallback: (handle: number) => idle.splice(handle - 1, 1),
    });
    const preload = vi.fn(() => Promise.resolve());
    setPagePreloader(preload);
    preloadPageWhenIdle('/thank-you');
    const cancel = preloadPageWhenIdle('/success');
    cancel();
    expect(preload).not.toHaveBeenCalled();
    for (const callback of idle) callback();
    await Promise.resolve();
    expect(preload.mock.calls).toEqual([['/thank-you']]);
  });
});
