import { AppError } from '../errors';

/** Lower-case letters, digits and dashes per segment: no dots, so no `..`, no absolute paths. */
const SEGMENT = /^[a-z0-9-]+$/;
const MAX_KEY_LENGTH = 512;

export function isValidObjectKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** Both adapters call this first, so a key can never name a path outside the storage. */
export function assertValidObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw new AppError('bad_request', 'Invalid file reference.');
}
