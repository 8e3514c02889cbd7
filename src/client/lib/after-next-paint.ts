/**
 * Runs `work` once the frame the browser is about to draw is on screen: a task queued from the
 * next animation frame runs after that frame's paint. Calls made before it runs are merged
 * into one run. Returns the scheduler: `schedule()` asks for a run, `flush()` runs a pending
 * one now (a blur, a page being hidden, an unmount), `cancel()` drops it.
 */
export function afterNextPaint(work: () => void) {
  let frame: number | undefined;
  let task: ReturnType<typeof setTimeout> | undefined;
  let isPending = false;
  const cancel = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(task);
    frame = undefined;
    task = undefined;
    isPending = false;
  };
  const flush = () => {
    if (!isPending) return;
    cancel();
    work();
  };
  const schedule = () => {
    if (isPending) return;
    isPending = true;
    frame = requestAnimationFrame(() => {
      frame = undefined;
      task = setTimeout(flush, 0);
    });
  };
  return { schedule, flush, cancel, isPending: () => isPending };
}
