import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { knownDeviceToken, recognisedDevice } from '../affiliates/known-device';
import { createGiftAccessTokens } from './gift-access';
import { createOrderAccessTokens } from './order-access';
import { bytesOfBase64url, isSignatureOf } from './token-bytes';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const secret = 'k'.repeat(64);
const purchaseId = '0b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4';

/** Every token made from `token` by changing its last character, that `verify` still takes. */
function acceptedSiblings(token: string, verify: (token: string) => unknown): string[] {
  return [...BASE64URL]
    .map((character) => `${token.slice(0, -1)}${character}`)
    .filter((spelling) => spelling !== token && verify(spelling) !== null);
}

describe('token bytes', () => {
  it('reads a base64url text only in the spelling Node writes', () => {
    for (const length of [1, 2, 3, 16, 32]) {
      const bytes = randomBytes(length);
      const text = bytes.toString('base64url');
      expect(bytesOfBase64url(text)).toEqual(bytes);
      // Characters outside the alphabet, padding and the other alphabet's letters are refused.
      for (const odd of [`${text}=`, `${text}$`, `!${text}`, `${text.slice(0, -1)}+`]) {
        expect(bytesOfBase64url(odd)).toBeNull();
      }
    }
  });

  it('matches a signature only in its one spelling', () => {
    const expected = randomBytes(32);
    const text = expected.toString('base64url');
    expect(isSignatureOf(text, expected)).toBe(true);
    // 32 bytes leave 2 unused bits in the last character: three siblings decode alike.
    const siblings = [...BASE64URL]
      .map((character) => `${text.slice(0, -1)}${character}`)
      .filter(
        (spelling) => spelling !== text && Buffer.from(spelling, 'base64url').equals(expected),
      );
    expect(siblings).toHaveLength(3);
    for (const sibling of siblings) expect(isSignatureOf(sibling, expected)).toBe(false);
    expect(isSignatureOf(text.slice(0, -1), expected)).toBe(false);
    expect(isSignatureOf('', expected)).toBe(false);
  });

  it('order, gift and known-device tokens pass in their one spelling only', () => {
    const orders = createOrderAccessTokens(secret);
    const gifts = createGiftAccessTokens(secret);
    const owner = { id: 'a1b2c3d4-0000-4000-8000-000000000001', passwordHash: '$scrypt$x' };
    // Several tokens each, so some end in a character with siblings (about three in four do).
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const id = purchaseId.replace(/.$/, String(n));
      const order = orders.sign(id);
      expect(orders.verify(order)).toBe(id);
      expect(acceptedSiblings(order, (token) => orders.verify(token))).toEqual([]);
      const manage = gifts.signManage(id);
      expect(gifts.verifyManage(manage)).toBe(id);
      expect(acceptedSiblings(manage, (token) => gifts.verifyManage(token))).toEqual([]);
      const claim = gifts.signClaim(id, n);
      expect(gifts.verifyClaim(claim)).toEqual({ purchaseId: id, version: n });
      expect(acceptedSiblings(claim, (token) => gifts.verifyClaim(token))).toEqual([]);
      const device = knownDeviceToken(owner, `device-${n}`, 1_790_000_000);
      const check = (token: string) => recognisedDevice(token, owner, 1_790_000_100);
      expect(check(device)).toBe(`device-${n}`);
      expect(acceptedSiblings(device, check)).toEqual([]);
    }
  });
});
