import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('work run after the next paint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // A frame every 16 ms, as a browser draws them (the tests run in Node, which has none).
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
    vi.stubGlobal('cancelAnimationFrame', (handle: ReturnType<typeof setTimeout>) =>
      clearTimeout(handle),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the frame, then a task after it, and merges the calls made meanwhile', () => {
    const work = vi.fn();
    const after = afterNextPaint(work);
    after.schedule();
    after.schedule();
    vi.advanceTimersByTime(1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    expect(after.isPending()).toBe(false);
    after.schedule();
    vi.advanceTimersByTime(40);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('runs a pending call at once when flushed, and only once', () => {
    const work = vi.fn();
    const after = afterNextPaint(work);
    after.flush();
    expect(work).not.toHaveBeenCalled();
    after.schedule();
    after.flush();
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('drops a pending call when cancelled', () => {
    const work = vi.fn();
    const after = afterNextPaint(work);
    after.schedule();
    after.cancel();
    vi.advanceTimersByTime(100);
    expect(work).not.toHaveBeenCalled();
  });
});
