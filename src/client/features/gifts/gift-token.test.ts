import { describe, expect, it } from 'vitest';
import { giftClaimPathFor, giftManagePathFor } from '../../../common/gifts';
import { tokenOfHash } from '../../lib/hash-token';

describe('a gift link’s token', () => {
  it('is read from the fragment the contract’s links carry', () => {
    const token = 'abc.DEF-123_xyz';
    expect(tokenOfHash(new URL(giftManagePathFor(token), 'https://shop.test').hash)).toBe(token);
    expect(tokenOfHash(new URL(giftClaimPathFor(token), 'https://shop.test').hash)).toBe(token);
  });

  it('is null when the address holds none', () => {
    expect(tokenOfHash('')).toBeNull();
    expect(tokenOfHash('#')).toBeNull();
    expect(tokenOfHash('#token=')).toBeNull();
    expect(tokenOfHash('#other=1')).toBeNull();
  });
});
