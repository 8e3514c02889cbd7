import { z } from 'zod';
import { referralCodeSchema } from './affiliate';
import { referralMessages } from './referral';

/** A code in a request body: the link's code, read case-insensitively. */
const bodyReferralCode = z
  .string({ error: referralMessages.invalidCode })
  .max(64, referralMessages.invalidCode)
  .pipe(referralCodeSchema);

/** `POST /api/referral/visit`: a shop page was opened with `?ref=`. */
export const referralVisitInputSchema = z.object({ code: bodyReferralCode });
export type ReferralVisitInput = z.infer<typeof referralVisitInputSchema>;

/**
 * `POST /api/referral/purchase` (docs/product.md §7). The cart sends `customerEmail: null`, the
 * services page leaves it out. Nothing about money or the affiliate comes from the browser: any
 * other field (a forged rate or affiliate) is dropped by the parse.
 */
export const referralPurchaseInputSchema = z.object({
  productId: z.number({ error: referralMessages.productNotFound }).int().positive(),
  referralCode: bodyReferralCode,
  customerEmail: z
    .string({ error: referralMessages.email })
    .trim()
    .pipe(z.email({ error: referralMessages.email }).max(254, referralMessages.email))
    .nullish(),
});
export type ReferralPurchaseInput = z.infer<typeof referralPurchaseInputSchema>;
