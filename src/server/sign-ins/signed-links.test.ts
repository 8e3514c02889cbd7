import { describe, expect, it } from 'vitest';
import { createSignedLinks } from './signed-links';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const secret = 'k'.repeat(32);

describe('signed links', () => {
  it('gives back the value of its own token, and nothing for another purpose', () => {
    const drafts = createSignedLinks('checkout-draft', secret);
    const token = drafts.sign('draft-1');
    expect(drafts.verify(token)).toBe('draft-1');
    expect(createSignedLinks('unsubscribe', secret).verify(token)).toBeNull();
    expect(createSignedLinks('checkout-draft', 'x'.repeat(32)).verify(token)).toBeNull();
  });

  it('takes each token in one spelling only: no other last character passes', () => {
    const links = createSignedLinks('checkout-draft', secret);
    // Values whose encodings end mid-byte, so their last character has unused bits too.
    for (const value of ['a', 'ab', 'abc', 'draft-1', '6d7e3a4c-1111-4b2a-9c3d-222233334444']) {
      const token = links.sign(value);
      const [encoded = '', signature = ''] = token.split('.');
      const accepted: string[] = [];
      for (const character of BASE64URL) {
        for (const spelling of [
          `${encoded.slice(0, -1)}${character}.${signature}`,
          `${encoded}.${signature.slice(0, -1)}${character}`,
        ]) {
          if (links.verify(spelling) !== null) accepted.push(spelling);
        }
      }
      expect(new Set(accepted), value).toEqual(new Set([token]));
    }
  });

  it('refuses a token cut, lengthened or changed', () => {
    const links = createSignedLinks('checkout-draft', secret);
    const token = links.sign('draft-1');
    for (const bad of [
      `${token}x`,
      token.slice(0, -2),
      `x${token}`,
      'nope',
      '.',
      'x'.repeat(700),
    ]) {
      expect(links.verify(bad), bad.slice(0, 20)).toBeNull();
    }
  });
});
