import { randomBytes } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '../../common/affiliate';

/**
 * A random code like `K7QX2M9P`: 8 of 32 characters (40 bits), so guessing one is hopeless and
 * a collision (caught by the unique index, then retried) is rare.
 */
export function generateReferralCode(): string {
  // 32 divides 256, so taking the low five bits of each byte keeps every character equally likely.
  const bytes = randomBytes(REFERRAL_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += REFERRAL_CODE_ALPHABET[byte & 31];
  return code;
}
