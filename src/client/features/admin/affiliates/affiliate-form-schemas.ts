import { z } from 'zod';
import {
  commissionRateSchema,
  createAffiliateInputSchema,
} from '../../../../common/admin-affiliates';

/**
 * A rate as typed (text), read as the number the request sends: an empty or unreadable box is
 * refused with the rate's own message, like any other wrong rate.
 */
export const rateFieldSchema = z
  .string()
  .transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))
  .pipe(commissionRateSchema);

/** "New affiliate": the request's schema, with the rate typed as text. */
export const createAffiliateFormSchema = createAffiliateInputSchema.extend({
  commissionRate: rateFieldSchema,
});
export type CreateAffiliateFormValues = z.input<typeof createAffiliateFormSchema>;

/** The settings' rate box (the active switch is a button of its own). */
export const affiliateRateFormSchema = z.object({ commissionRate: rateFieldSchema });
export type AffiliateRateFormValues = z.input<typeof affiliateRateFormSchema>;
