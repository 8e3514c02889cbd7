import { z } from 'zod';
import { products } from './catalogue';
import { dollarsToCents, formatCents } from './money';
import { singleLineText } from './plain-text';

/**
 * Discount codes (issue 40): an admin makes them, the checkout takes one, the server decides
 * what it takes off. Said once here for the checkout, the admin pages and the server.
 */
export const discountCodeMessages = {
  unknown: 'This code is not valid.',
  notStarted: 'This code is not valid yet.',
  ended: 'This code has expired.',
  archived: 'This code is no longer valid.',
  otherProduct: 'This code is not valid for this reading.',
  usedUp: 'This code has been used as many times as it can be.',
  usedByYou: 'You have already used this code as many times as it allows.',
  changed: 'The code’s discount changed. Please check the new price and press Pay again.',
  code: 'Codes are 3 to 32 letters, digits or dashes',
  codeTaken: 'A code with this name already exists.',
  percent: 'A percentage is a whole number from 1 to 90',
  amount: 'An amount off is a figure in dollars from 1 to 1,000',
  endsBeforeStart: 'The end date must be after the start date',
  limit: 'A limit is a whole number from 1 to 1,000,000',
  products: 'Choose at least one reading, or all of them',
  notFound: 'No such code.',
} as const;

/** What a code may not take a price below: a card payment of less is refused by the provider. */
export const MIN_CHARGE_CENTS = 100;

/** Codes are compared without case and stored in capitals, as a customer may type either. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

const codePattern = /^[A-Z0-9][A-Z0-9-]{1,30}[A-Z0-9]$/;

/** The code a customer types: anything unreadable is simply "not valid", never an error page. */
export const typedCodeSchema = z
  .string({ error: discountCodeMessages.unknown })
  .max(64, discountCodeMessages.unknown)
  .transform(normalizeCode)
  .refine((code) => codePattern.test(code), discountCodeMessages.unknown);

export type DiscountKind = 'percent' | 'amount';

/** The part of a code that decides the money. */
export interface DiscountRule {
  kind: DiscountKind;
  /** Whole percent for `percent`, cents for `amount`. */
  value: number;
}

/**
 * What a rule takes off a price, in cents: a percentage rounds to the cent (half up), an amount
 * is taken whole; neither takes the price below `MIN_CHARGE_CENTS`.
 */
export function discountCents(rule: DiscountRule, priceCents: number): number {
  const wanted = rule.kind === 'percent' ? Math.round((priceCents * rule.value) / 100) : rule.value;
  return Math.max(0, Math.min(wanted, priceCents - MIN_CHARGE_CENTS));
}

/** `POST /api/checkout/code`: what a code does to one reading's price, before paying. */
export const codeQuoteInputSchema = z.object({
  productId: z.number().int().positive(),
  code: z.string().max(64),
});
export type CodeQuoteInput = z.infer<typeof codeQuoteInputSchema>;

/** A code the checkout may use: the price before and after, in cents. */
export interface CodeQuote {
  code: string;
  /** "20% off" or "$15.00 off", as the checkout shows it. */
  label: string;
  priceCents: number;
  discountCents: number;
  totalCents: number;
}

export type CodeQuoteReply = { ok: true; quote: CodeQuote } | { ok: false; message: string };

const productIds = new Set(products.map((product) => product.id));

const wholeLimit = z
  .number({ error: discountCodeMessages.limit })
  .int(discountCodeMessages.limit)
  .min(1, discountCodeMessages.limit)
  .max(1_000_000, discountCodeMessages.limit)
  .nullable();

const day = z.iso.date({ error: 'Please choose a date' });

/** An admin's new code: the form's fields, checked again by the server. */
export const discountCodeInputSchema = z
  .object({
    code: z
      .string({ error: discountCodeMessages.code })
      .transform(normalizeCode)
      .refine((code) => codePattern.test(code), discountCodeMessages.code),
    description: singleLineText().pipe(z.string().max(200, 'At most 200 characters')).default(''),
    kind: z.enum(['percent', 'amount']),
    /** Whole percent, or dollars for an amount off (the form's figure). */
    value: z.number({ error: discountCodeMessages.percent }).positive(),
    /** Null: every reading. */
    productIds: z
      .array(z.number().int())
      .min(1, discountCodeMessages.products)
      .refine((ids) => ids.every((id) => productIds.has(id)), discountCodeMessages.products)
      .nullable(),
    startsOn: day,
    /** The last day the code works, inclusive; null: no end. */
    endsOn: day.nullable(),
    maxUses: wholeLimit,
    maxUsesPerCustomer: wholeLimit,
    /** A code that counts as this affiliate's referral; null: the shop's own. */
    affiliateId: z.uuid().nullable(),
  })
  .superRefine((input, context) => {
    if (input.kind === 'percent' && (!Number.isInteger(input.value) || input.value > 90)) {
      context.addIssue({ code: 'custom', path: ['value'], message: discountCodeMessages.percent });
    }
    if (input.kind === 'amount' && (input.value < 1 || input.value > 1000)) {
      context.addIssue({ code: 'custom', path: ['value'], message: discountCodeMessages.amount });
    }
    if (input.endsOn !== null && input.endsOn < input.startsOn) {
      context.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: discountCodeMessages.endsBeforeStart,
      });
    }
  });
export type DiscountCodeInput = z.output<typeof discountCodeInputSchema>;

/** The rule a form's figures make: a percentage as it is, dollars as cents. */
export function ruleOfInput(input: Pick<DiscountCodeInput, 'kind' | 'value'>): DiscountRule {
  return {
    kind: input.kind,
    value: input.kind === 'percent' ? input.value : dollarsToCents(input.value),
  };
}

/** One code in the admin's list, with how often it was used. */
export interface AdminDiscountCode {
  id: string;
  code: string;
  description: string;
  kind: DiscountKind;
  value: number;
  label: string;
  productIds: number[] | null;
  startsOn: string;
  endsOn: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  affiliateId: string | null;
  affiliateName: string | null;
  archivedAt: string | null;
  createdAt: string;
  /** Paid orders that used it, and what it took off them, in cents. */
  paidOrders: number;
  discountGivenCents: number;
  revenueCents: number;
}

/** "20% off" or "$15.00 off". */
export function discountLabel(rule: DiscountRule): string {
  if (rule.kind === 'percent') return `${rule.value}% off`;
  return `${formatCents(rule.value)} off`;
}
