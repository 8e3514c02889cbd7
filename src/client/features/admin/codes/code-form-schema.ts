import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { discountCodeInputSchema, discountCodeMessages } from '../../../../common/discount-codes';
import { todayIso } from '../affiliates/payout-fields';

/** The form as typed: boxes hold text, the readings are ticked boxes. */
const codeFieldsSchema = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'amount']),
  value: z.string(),
  isForAllProducts: z.boolean(),
  productIds: z.array(z.string()),
  startsOn: z.string(),
  endsOn: z.string(),
  maxUses: z.string(),
  maxUsesPerCustomer: z.string(),
  affiliateId: z.string(),
});
export type CodeFormValues = z.input<typeof codeFieldsSchema>;

/** A box's figure; an empty box is "none" (null) where the request allows it. */
const figureOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const optionalFigureOf = (text: string) => (text.trim() === '' ? null : Number(text));

type RequestFields = z.input<typeof discountCodeInputSchema>;

/**
 * "New code": the typed fields read as the request, then checked by the request's own schema,
 * so the form says the server's words. An empty or unreadable figure is refused with the
 * message of the kind chosen (the request's schema knows only the percentage's for a non-number).
 */
export const codeFormSchema = codeFieldsSchema
  .transform(({ isForAllProducts, ...fields }, context): RequestFields => {
    const value = figureOf(fields.value);
    if (Number.isNaN(value)) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message:
          fields.kind === 'percent' ? discountCodeMessages.percent : discountCodeMessages.amount,
      });
      return z.NEVER;
    }
    return {
      ...fields,
      value,
      productIds: isForAllProducts ? null : fields.productIds.map(Number),
      endsOn: fields.endsOn === '' ? null : fields.endsOn,
      maxUses: optionalFigureOf(fields.maxUses),
      maxUsesPerCustomer: optionalFigureOf(fields.maxUsesPerCustomer),
      affiliateId: fields.affiliateId === '' ? null : fields.affiliateId,
    };
  })
  .pipe(discountCodeInputSchema);

/** What the form checks its fields with before it sends them. */
export const codeFormResolver = zodResolver(codeFormSchema);

/** A new form: a percentage for every reading, from today (UTC), with no limits. */
export function codeFormDefaults(today: string = todayIso()): CodeFormValues {
  return {
    code: '',
    description: '',
    kind: 'percent',
    value: '',
    isForAllProducts: true,
    productIds: [],
    startsOn: today,
    endsOn: '',
    maxUses: '',
    maxUsesPerCustomer: '',
    affiliateId: '',
  };
}
