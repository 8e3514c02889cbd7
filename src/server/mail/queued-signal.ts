import { EventEmitter } from 'node:events';

// Lets a worker in this process look at the outbox right after an enqueue instead of at its
// next poll. Only a latency hint: it fires before the enqueueing transaction commits, and
// polling alone is what guarantees delivery (other instances never hear it).
const signal = new EventEmitter();
signal.setMaxListeners(0);

export function announceEmailQueued(): void {
  signal.emit('queued');
}

/** Returns the unsubscribe function. */
export function onEmailQueued(listener: () => void): () => void {
  signal.on('queued', listener);
  return () => signal.off('queued', listener);
}
