/**
 * The referral calls' words (docs/product.md §8), said once for page and server. No zod here: the
 * services page shows these, and its first load carries no schema library (decision 135).
 */
export const referralMessages = {
  orderFailed: 'Failed to process purchase',
  invalidCode: 'This referral code is not valid.',
  productNotFound: 'Product not found.',
  email: 'Please enter a valid email address',
} as const;

export type ReferralPurchaseReply =
  { success: true; paymentUrl: string } | { success: false; error: string };

/** The referral this browser is attributed to (its first valid one, for 30 days), if any. */
export type CurrentReferral =
  { referral: { code: string; affiliateName: string } } | { referral: null };
