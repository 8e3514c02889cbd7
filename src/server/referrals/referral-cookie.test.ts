import { describe, expect, it } from 'vitest';
import {
  formatReferralCookie,
  readReferralCookie,
  REFERRAL_COOKIE_MAX_AGE_SECONDS,
} from './referral-cookie';

const now = new Date('2026-03-01T12:00:00Z');
const secondsAgo = (seconds: number) => Math.floor(now.getTime() / 1000) - seconds;

describe('the referral cookie value', () => {
  it('round-trips the code and the first-seen second', () => {
    const text = formatReferralCookie({ code: 'K7QX2M9P', firstSeenAt: now });
    expect(text).toBe(`K7QX2M9P.${secondsAgo(0)}`);
    expect(readReferralCookie(text, now)).toEqual({ code: 'K7QX2M9P', firstSeenAt: now });
  });

  it('lasts 30 days to the second', () => {
    expect(REFERRAL_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
    const limit = REFERRAL_COOKIE_MAX_AGE_SECONDS;
    expect(readReferralCookie(`K7QX2M9P.${secondsAgo(limit - 1)}`, now)).not.toBeNull();
    expect(readReferralCookie(`K7QX2M9P.${secondsAgo(limit)}`, now)).toBeNull();
  });

  it.each([
    undefined,
    '',
    'K7QX2M9P',
    'k7qx2m9p.1767225600',
    'K7QX2M9P.',
    'K7QX2M9P.12.5',
    'K7QX2M9P.-5',
    `K7QX2M9P.${'9'.repeat(13)}`,
    'K7Q.1767225600',
    `K7QX2M9P.${secondsAgo(-3600)}`,
  ])('reads %j as no referral', (text) => {
    expect(readReferralCookie(text, now)).toBeNull();
  });
});
