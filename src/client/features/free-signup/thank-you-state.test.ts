import { describe, expect, it } from 'vitest';
import { inboxOf, isSummaryHeldBack, thankYouState } from './thank-you-state';

describe('the inbox handed to /thank-you', () => {
  it('round-trips the address the form sent', () => {
    expect(inboxOf(thankYouState(' ana@example.com '))).toBe('ana@example.com');
  });

  it.each([
    ['no state', null],
    ['a string', 'ana@example.com'],
    ['another page’s state', { purchaseId: 'x' }],
    ['a non-string inbox', { inbox: 42 }],
    ['text that is no address', { inbox: 'hello' }],
    ['an over-long value', { inbox: `${'a'.repeat(250)}@example.com` }],
  ])('names no inbox for %s', (_case, state) => {
    expect(inboxOf(state)).toBeNull();
  });

  it('says no summary follows only when the form was told so', () => {
    expect(isSummaryHeldBack(thankYouState('ana@example.com', false))).toBe(true);
    expect(isSummaryHeldBack(thankYouState('ana@example.com'))).toBe(false);
    expect(isSummaryHeldBack({ inbox: 'ana@example.com' })).toBe(false);
    expect(isSummaryHeldBack(null)).toBe(false);
  });
});
