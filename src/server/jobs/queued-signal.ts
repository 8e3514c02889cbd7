import { EventEmitter } from 'node:events';

// Lets a worker in this process look at its queue right after an enqueue instead of at its
// next poll. Only a latency hint: it fires before the enqueueing transaction commits, and
// polling alone is what guarantees the work (other instances never hear it).
const signal = new EventEmitter();
signal.setMaxListeners(0);

/** Says that a job of `kind` was queued in this process. */
export function announceJobQueued(kind: string): void {
  signal.emit(kind);
}

/** Calls `listener` after each job of `kind` queued in this process; returns the unsubscribe. */
export function onJobQueued(kind: string, listener: () => void): () => void {
  signal.on(kind, listener);
  return () => signal.off(kind, listener);
}
