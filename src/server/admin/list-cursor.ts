import { AppError } from '../errors';

export const STALE_CURSOR = 'This page link is out of date. Please start from the first page.';

/**
 * The key of the last row of a page, handed out as an opaque base64url string. `order` names
 * the sort it belongs to, so a cursor of one sort is never read as another's; `key` is the
 * sort column as Postgres prints it (microseconds kept, which a JS Date would lose).
 */
export interface ListCursor {
  order: string;
  key: string;
  id: string;
}

/** A cursor's parts as the opaque base64url text a page link carries. */
export function encodeCursorParts(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** What a cursor's text holds, unchecked; text that is not one is a 400. */
export function decodeCursorParts(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('bad_request', STALE_CURSOR);
  }
}

export function encodeCursor(cursor: ListCursor): string {
  return encodeCursorParts([cursor.order, cursor.key, cursor.id]);
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A timestamp as Postgres prints it in a cursor key, microseconds kept. */
export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const AMOUNT = /^\d{1,8}\.\d{2}$/;

/** Reads a cursor of the given sort; anything else (tampered, other sort) is a 400. */
export function decodeCursor(
  text: string | undefined,
  order: string,
  keyKind: 'timestamp' | 'amount',
): ListCursor | null {
  if (!text) return null;
  const parsed = decodeCursorParts(text);
  const [givenOrder, key, id] = Array.isArray(parsed) ? parsed : [];
  const keyPattern = keyKind === 'timestamp' ? TIMESTAMP : AMOUNT;
  if (
    givenOrder !== order ||
    typeof key !== 'string' ||
    typeof id !== 'string' ||
    !keyPattern.test(key) ||
    !UUID.test(id)
  ) {
    throw new AppError('bad_request', STALE_CURSOR);
  }
  return { order, key, id };
}

/** `%`, `_` and `\` match themselves in a LIKE pattern built from what an admin typed. */
export function likeFragment(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
