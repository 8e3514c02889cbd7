import { AppError } from '../../errors';
import { STALE_CURSOR } from '../list-cursor';

/**
 * Where a page of the queue ended: among the dated orders, by due day, clock start and id; or
 * among those waiting on the customer, by payment and id. Keys are timestamps as Postgres
 * prints them, so no microsecond is lost.
 */
export type QueueCursor =
  | { phase: 'dated'; dueOn: string; key: string; id: string }
  | { phase: 'waiting'; key: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function encodeQueueCursor(cursor: QueueCursor): string {
  const parts =
    cursor.phase === 'dated'
      ? ['queue-dated', cursor.dueOn, cursor.key, cursor.id]
      : ['queue-waiting', cursor.key, cursor.id];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** Reads a cursor of the queue; anything else (tampered, another list's) is a 400. */
export function decodeQueueCursor(text: string | undefined): QueueCursor | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('bad_request', STALE_CURSOR);
  }
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
