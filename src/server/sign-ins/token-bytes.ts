import { timingSafeEqual } from 'node:crypto';

/**
 * The bytes a base64url text spells, or null unless the text is their one spelling. Node's
 * decoder is lenient: it skips characters outside the alphabet, and a last character carries
 * bits the bytes do not use, so `…A`, `…B`, `…C` and `…D` can decode alike. A token the shop
 * verifies is taken only as the shop wrote it.
 */
export function bytesOfBase64url(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

/** Whether a base64url signature is, in its one spelling, the expected one (constant time). */
export function isSignatureOf(given: string, expected: Buffer): boolean {
  const bytes = bytesOfBase64url(given);
  return bytes !== null && bytes.length === expected.length && timingSafeEqual(bytes, expected);
}
