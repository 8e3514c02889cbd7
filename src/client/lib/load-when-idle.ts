/** How long a load waits for an idle moment before it is started anyway, in ms. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Starts `load` (a chunk's `import()`) once the browser is idle, so that the chunk is there
 * before a tap needs it: on a phone nothing hovers, and a chunk fetched on the tap itself put
 * its download and its first run between the tap and its answer (decision 371). Waits for
 * `requestIdleCallback` where the browser has it, a task otherwise. Returns what cancels it (an
 * effect's clean-up). A load that fails is left to the tap, which loads it again and shows the
 * error where it is wanted.
 */
export function loadWhenIdle(load: () => Promise<unknown>): () => void {
  const run = () => void load().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}
