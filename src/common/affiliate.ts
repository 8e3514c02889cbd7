import { z } from 'zod';

/** The affiliate sign-in's words (docs/product.md §8), kept in one place for both sides. */
export const affiliateMessages = {
  email: 'Please enter a valid email address',
  password: 'Please enter your password',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  accountSlowedDown:
    'This account has had many failed sign-ins, so attempts are slowed down. Please wait a minute and try again, or reset your password.',
  inactive: 'This affiliate account is no longer active. Please contact support.',
  loggedIn: 'Logged in successfully!',
  loginFailedPrefix: 'Login failed:',
  loginFailedFallback: 'Please check your credentials.',
  passwordTooShort: 'The password must be at least 12 characters long',
  passwordsDiffer: 'The two passwords do not match',
  linkExpired: 'This link has expired or was already used. Ask for a new one.',
  resetRequested:
    'If an affiliate account uses this address, we have sent a link to reset its password.',
} as const;

/** What an affiliate may choose: long enough to resist guessing once the throttle is bypassed. */
export const AFFILIATE_PASSWORD_MIN_LENGTH = 12;

/** A password a person could type; the cap keeps hashing cost bounded. */
export const PASSWORD_MAX_LENGTH = 256;

export const affiliateEmailSchema = z
  .string({ error: affiliateMessages.email })
  .trim()
  .pipe(z.email({ error: affiliateMessages.email }).max(254, affiliateMessages.email));

export const affiliateLoginInputSchema = z.object({
  email: affiliateEmailSchema,
  password: z
    .string({ error: affiliateMessages.password })
    .min(1, affiliateMessages.password)
    .max(PASSWORD_MAX_LENGTH, affiliateMessages.invalidCredentials),
});
export type AffiliateLoginInput = z.infer<typeof affiliateLoginInputSchema>;

/** `POST /api/affiliate/set-password`: the token from an invitation or reset link. */
export const affiliateSetPasswordInputSchema = z.object({
  token: z
    .string({ error: affiliateMessages.linkExpired })
    .min(1, affiliateMessages.linkExpired)
    .max(128, affiliateMessages.linkExpired),
  password: z
    .string({ error: affiliateMessages.passwordTooShort })
    .min(AFFILIATE_PASSWORD_MIN_LENGTH, affiliateMessages.passwordTooShort)
    .max(
      PASSWORD_MAX_LENGTH,
      `The password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
    ),
});
export type AffiliateSetPasswordInput = z.infer<typeof affiliateSetPasswordInputSchema>;

/**
 * `GET /api/affiliate/set-password?token=`: whether the link can still set a password, asked
 * when its page opens. The same two answers for any token, so it tells nothing about an account.
 */
export interface AffiliatePasswordLinkStatus {
  isUsable: boolean;
}

/** `POST /api/affiliate/password-reset`; always answered 202 with `resetRequested`. */
export const affiliatePasswordResetInputSchema = z.object({ email: affiliateEmailSchema });
export type AffiliatePasswordResetInput = z.infer<typeof affiliatePasswordResetInputSchema>;

/** Letters and digits a person reads back without confusing them (no I, O, 0, 1). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** A referral code as it may arrive in a link (`?ref=`), read case-insensitively. */
export const referralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,16}$/, 'Invalid referral code');

/** What the top bar shows of a signed-in affiliate. */
export interface AffiliateProfile {
  name: string;
  referralCode: string;
}

/** `GET /api/affiliate/auth` and `POST /api/affiliate/login` reply with this. */
export type AffiliateAuthStatus =
  { authenticated: true; affiliate: AffiliateProfile } | { authenticated: false; affiliate: null };

/** `GET /api/referral/:code` (docs/product.md §7); `commissionRate` is a percent. */
export type ReferralLookup =
  { valid: true; affiliateName: string; commissionRate: number } | { valid: false };

/** The text the sign-in dialog shows when the server refuses (docs/product.md §8). */
export function loginFailureText(serverMessage: string | undefined): string {
  return `${affiliateMessages.loginFailedPrefix} ${serverMessage ?? affiliateMessages.loginFailedFallback}`;
}

/** The first-party cookie that keeps a visitor's referral for 30 days (first valid one wins). */
export const REFERRAL_COOKIE = 'astral_ref';
export const REFERRAL_COOKIE_DAYS = 30;

/** Where a commission stands; derived from the ledger, never stored. */
export type CommissionStatus = 'pending' | 'payable' | 'paid' | 'reversed';

/**
 * One address however it is written: lower case, a `+tag` dropped, and for Gmail the dots too
 * (`Ann.Lee+shop@gmail.com` is `annlee@gmail.com`). Self-referral and the free summary's
 * per-inbox cap compare these.
 */
export function mailboxKey(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const withoutTag = local.split('+')[0] ?? '';
  const isGmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${isGmail ? withoutTag.replaceAll('.', '') : withoutTag}@${isGmail ? 'gmail.com' : domain}`;
}

/** One referred sale as its affiliate sees it: never who bought it. */
export interface AffiliateSale {
  /** The commission entry's id. */
  id: string;
  /** ISO timestamp the commission was booked (the sale's completion). */
  date: string;
  productName: string;
  saleCents: number;
  commissionCents: number;
  status: CommissionStatus;
  /** The affiliate's discount code the buyer typed, or null when they came by the link. */
  discountCode: string | null;
}

/** Where one of the affiliate's codes stands today (UTC days, as the checkout reads them). */
export type AffiliateCodeState = 'active' | 'upcoming' | 'ended' | 'archived';

/** A discount code tied to the affiliate: an order bought with it is their referral. */
export interface AffiliateCode {
  id: string;
  code: string;
  /** "20% off" or "$15.00 off". */
  label: string;
  /** `YYYY-MM-DD`, the first day it works. */
  startsOn: string;
  /** `YYYY-MM-DD`, the last day it works; null: no end. */
  endsOn: string | null;
  state: AffiliateCodeState;
  /** Paid orders bought with it. */
  paidOrders: number;
}

export interface AffiliatePayoutRow {
  id: string;
  /** `YYYY-MM-DD`. */
  paidOn: string;
  reference: string;
  amountCents: number;
}

/** `GET /api/affiliate/dashboard` (the signed-in affiliate's own figures only). */
export interface AffiliateDashboard {
  affiliate: AffiliateProfile;
  /** The affiliate's own rate for new sales, a percent (older sales keep theirs). */
  commissionRate: number;
  /** `{PUBLIC_URL}/?ref=CODE`. */
  referralLink: string;
  /** The same referral straight to a tier page or the services list. */
  pageLinks: { label: string; url: string }[];
  /** Visits through the link (one per browser per day). */
  visits: number;
  /** Completed referred purchases, self-referrals excluded. */
  salesCount: number;
  /** salesCount / visits, or null with no visits yet. */
  conversionRate: number | null;
  earnings: { pendingCents: number; payableCents: number; paidCents: number; totalCents: number };
  sales: AffiliateSale[];
  payouts: AffiliatePayoutRow[];
  /** The affiliate's own discount codes, newest first. */
  codes: AffiliateCode[];
}
