import { describe, expect, it } from 'vitest';
import { buyerHeadingOf, claimedSentence, claimHeadingOf } from './gift-wording';

describe('what the gift pages say', () => {
  it('heads the buyer’s page by where the gift stands', () => {
    const gift = { recipientName: 'Ana Costa' };
    expect(buyerHeadingOf({ ...gift, state: 'scheduled' })).toBe('Your gift for Ana is booked');
    expect(buyerHeadingOf({ ...gift, state: 'delivered' })).toBe('Your gift for Ana has been sent');
    expect(buyerHeadingOf({ ...gift, state: 'claimed' })).toBe(
      'Your gift for Ana has been claimed',
    );
    expect(buyerHeadingOf({ ...gift, state: 'refunded' })).toBe('This gift was refunded');
  });

  it('says who claimed the gift and on which day, in the reader’s zone', () => {
    expect(
      claimedSentence(
        { recipientName: 'Ana Costa', claimedAt: '2026-05-02T01:00:00Z' },
        'America/New_York',
      ),
    ).toBe('Ana claimed it on May 1, 2026. Their reading is being prepared for them.');
    expect(claimedSentence({ recipientName: 'Ana', claimedAt: null }, 'UTC')).toBe(
      'Ana claimed it. Their reading is being prepared for them.',
    );
  });

  it('heads the claim page with the giver and the reading', () => {
    expect(claimHeadingOf({ fromName: 'Maria', productName: 'Natal Chart Reading' })).toBe(
      'Maria has given you Natal Chart Reading',
    );
  });
});
