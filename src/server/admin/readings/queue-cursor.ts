import { AppError } from '../../errors';
import {
  decodeCursorParts,
  encodeCursorParts,
  STALE_CURSOR,
  TIMESTAMP,
  UUID,
} from '../list-cursor';

/**
 * Where a page of the queue ended: among the dated orders, by due day, clock start and id; or
 * among those waiting on the customer, by payment and id. Keys are timestamps as Postgres
 * prints them, so no microsecond is lost.
 */
export type QueueCursor =
  | { phase: 'dated'; dueOn: string; key: string; id: string }
  | { phase: 'waiting'; key: string; id: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function encodeQueueCursor(cursor: QueueCursor): string {
  const parts =
    cursor.phase === 'dated'
      ? ['queue-dated', cursor.dueOn, cursor.key, cursor.id]
      : ['queue-waiting', cursor.key, cursor.id];
  return encodeCursorParts(parts);
}

/** Reads a cursor of the queue; anything else (tampered, another list's) is a 400. */
export function decodeQueueCursor(text: string | undefined): QueueCursor | null {
  if (!text) return null;
  const parsed = decodeCursorParts(text);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) {
    throw new AppError('bad_request', STALE_CURSOR);
  }
  const parts = parsed as string[];
  if (parts.length === 4 && parts[0] === 'queue-dated') {
    const [, dueOn = '', key = '', id = ''] = parts;
    if (
      DAY.test(dueOn) &&
      !Number.isNaN(Date.parse(dueOn)) &&
      TIMESTAMP.test(key) &&
      UUID.test(id)
    ) {
      return { phase: 'dated', dueOn, key, id };
    }
  }
  if (parts.length === 3 && parts[0] === 'queue-waiting') {
    const [, key = '', id = ''] = parts;
    if (TIMESTAMP.test(key) && UUID.test(id)) return { phase: 'waiting', key, id };
  }
  throw new AppError('bad_request', STALE_CURSOR);
}
