import { REFERRAL_COOKIE_DAYS } from '../../common/affiliate';

/**
 * The value of the `astral_ref` cookie: the code and when this browser first came through it,
 * `K7QX2M9P.1767225600` (seconds). The browser drops the cookie after its Max-Age; the server
 * also reads the time, so a cookie kept (or replayed) past 30 days attributes nothing. The value
 * is not signed: a visitor who edits it can only claim a referral they could have clicked.
 */
export interface ReferralCookieValue {
  code: string;
  firstSeenAt: Date;
}

export const REFERRAL_COOKIE_MAX_AGE_SECONDS = REFERRAL_COOKIE_DAYS * 24 * 60 * 60;
/** Clocks of two servers may differ a little; a time further ahead is forged. */
const FUTURE_SKEW_SECONDS = 5 * 60;
const VALUE = /^([A-Z0-9]{4,16})\.(\d{1,12})$/;

export function formatReferralCookie(value: ReferralCookieValue): string {
  return `${value.code}.${Math.floor(value.firstSeenAt.getTime() / 1000)}`;
}

/** The cookie's referral while it is still within its 30 days, else null. */
export function readReferralCookie(
  text: string | undefined,
  now: Date,
): ReferralCookieValue | null {
  const match = text ? VALUE.exec(text) : null;
  if (!match?.[1] || !match[2]) return null;
  const firstSeen = Number(match[2]);
  const ageSeconds = now.getTime() / 1000 - firstSeen;
  if (ageSeconds >= REFERRAL_COOKIE_MAX_AGE_SECONDS || ageSeconds < -FUTURE_SKEW_SECONDS) {
    return null;
  }
  return { code: match[1], firstSeenAt: new Date(firstSeen * 1000) };
}
