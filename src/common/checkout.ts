import { z } from 'zod';
import { personInputSchema } from './person';

/** The checkout's own messages (docs/product.md §8), said once for page and server. */
export const checkoutMessages = {
  productNotFound: 'Product not found.',
  amountMismatch: 'The amount does not match the price of this product.',
  initFailed: 'Failed to initialize payment.',
  notReady: 'Payment system not ready. Please try again.',
  unavailable: 'Unable to initialize payment. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  paymentNotFound: 'Payment not found.',
  paymentMismatch: 'This payment does not belong to this order.',
  notPaid: 'Payment has not been completed.',
  orderClosed: 'This order can no longer be changed.',
} as const;

const productId = z.number({ error: checkoutMessages.productNotFound }).int().positive();

/** `POST /api/create-payment-intent`: the client names the price it saw; the server checks it. */
export const createPaymentIntentInputSchema = z.object({
  productId,
  amount: z.number({ error: checkoutMessages.amountMismatch }).finite().nonnegative(),
  /**
   * The referral checkout's `?ref=` (docs/product.md §7). Only a name: the server checks it and
   * takes the affiliate and rate from its own records; a code it cannot read is ignored.
   */
  referralCode: z.string().max(64).optional().catch(undefined),
  /** The discount code the buyer applied; the server prices it again and holds one use. */
  discountCode: z.string().max(64).optional(),
});
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentInputSchema>;

export interface CreatePaymentIntentResult {
  clientSecret: string;
  purchaseId: string;
  paymentIntentId: string;
}

export const purchaseIdParamsSchema = z.object({
  purchaseId: z.uuid({ error: checkoutMessages.paymentNotFound }),
});

/** `POST /api/checkout/:purchaseId/customer`: the person form, stored before the card is charged. */
export const checkoutCustomerInputSchema = personInputSchema;
export type CheckoutCustomerInput = z.infer<typeof checkoutCustomerInputSchema>;

const paymentIntentId = z
  .string({ error: checkoutMessages.paymentNotFound })
  .regex(/^pi_[A-Za-z0-9_]{1,120}$/, checkoutMessages.paymentNotFound);

/** `POST /api/save-user-data`: the person fields plus which product and payment (docs/product.md §7). */
export const saveUserDataInputSchema = personInputSchema.safeExtend({
  productId,
  paymentIntentId,
  purchaseId: z.uuid({ error: checkoutMessages.paymentNotFound }).optional(),
});
export type SaveUserDataInput = z.infer<typeof saveUserDataInputSchema>;

/** `POST /api/save-user-data`: the order, and its private page for the browser that paid. */
export interface SaveUserDataReply {
  purchaseId: string;
  /** `/order#token=...`: the order page, opened without typing the e-mail (issue 36). */
  orderStatusPath: string;
}

/** Where the browser that paid keeps its order's private link, for the success page. */
export function orderLinkStorageKey(purchaseId: string): string {
  return `order-link:${purchaseId}`;
}

/** The embedded test-mode card form as sent to `POST /api/local-payments/:id/confirm`. */
export const localCardInputSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().max(40),
  expiry: z.string().max(16),
  cvc: z.string().max(8),
});
export type LocalCardInput = z.infer<typeof localCardInputSchema>;

/** What the test-mode confirm answers, shaped like Stripe.js's `confirmPayment` result. */
export interface LocalConfirmReply {
  paymentIntent: { id: string; status: string };
  /** Present when nothing was charged: a declined card or an incomplete field. */
  error?: { type: string; code: string; message: string };
}

export const localPaymentParamsSchema = z.object({
  paymentIntentId: z
    .string()
    .regex(/^pi_local_[A-Za-z0-9]{8,64}$/, checkoutMessages.paymentNotFound),
});

/** Where the browser keeps the id of what it just bought (docs/product.md §9). */
export function purchaseStorageKey(productId: number | string): string {
  return `${productId}-purchase-id`;
}

/** Stripe's own wording, so the test-mode form reads like the Payment Element it stands in for. */
export const cardMessages = {
  incompleteNumber: 'Your card number is incomplete.',
  invalidNumber: 'Your card number is invalid.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  notATestCard:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
} as const;

export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export interface CardProblem {
  field: CardField;
  code: string;
  message: string;
}

export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

export function cardBrandOf(number: string): CardBrand {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^(36|30[0-5]|38|39)/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

const numberLength: Partial<Record<CardBrand, number>> = { amex: 15, diners: 14 };

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** `MM / YY` (or `MM/YYYY`) as month and full year, or null while incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = digitsOf(value);
  if (digits.length === 4)
    return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
  if (digits.length === 6)
    return { month: Number(digits.slice(0, 2)), year: Number(digits.slice(2)) };
  return null;
}

type CardValues = { cardNumber: string; expiry: string; cvc: string };
const problem = (field: CardField, code: string, message: string): CardProblem => ({
  field,
  code,
  message,
});

function numberProblem(number: string): CardProblem | null {
  const expectedLength = numberLength[cardBrandOf(number)] ?? 16;
  if (number.length < expectedLength) {
    return problem('cardNumber', 'incomplete_number', cardMessages.incompleteNumber);
  }
  if (number.length > 19 || !passesLuhn(number)) {
    return problem('cardNumber', 'invalid_number', cardMessages.invalidNumber);
  }
  return null;
}

function expiryProblem(value: string, today: Date): CardProblem | null {
  const expiry = parseExpiry(value);
  if (!expiry) return problem('expiry', 'incomplete_expiry', cardMessages.incompleteExpiry);
  if (expiry.month < 1 || expiry.month > 12) {
    return problem('expiry', 'invalid_expiry_month', cardMessages.invalidExpiryMonth);
  }
  const thisYear = today.getFullYear();
  if (expiry.year < thisYear) {
    return problem('expiry', 'invalid_expiry_year_past', cardMessages.expiryYearPast);
  }
  if (expiry.year === thisYear && expiry.month < today.getMonth() + 1) {
    return problem('expiry', 'invalid_expiry_month_past', cardMessages.expiryDatePast);
  }
  return null;
}

function cvcProblem(cvc: string, number: string): CardProblem | null {
  const length = cardBrandOf(number) === 'amex' ? 4 : 3;
  if (!/^\d+$/.test(cvc) || cvc.length < length || cvc.length > 4) {
    return problem('cvc', 'incomplete_cvc', cardMessages.incompleteCvc);
  }
  return null;
}

/**
 * The checks Stripe's card form makes before anything is charged, one per field in field
 * order. The browser shows each under its field; the server runs them again.
 */
export function cardProblems(card: CardValues, today: Date = new Date()): CardProblem[] {
  const number = digitsOf(card.cardNumber);
  return [
    numberProblem(number),
    expiryProblem(card.expiry, today),
    cvcProblem(card.cvc, number),
  ].filter((found): found is CardProblem => found !== null);
}

/** The first problem of the card, or null when it may be charged. */
export function checkCardFields(card: CardValues, today: Date = new Date()): CardProblem | null {
  return cardProblems(card, today)[0] ?? null;
}

export type TestCardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'declined'; declineCode: string; message: string }
  | { kind: 'not-a-test-card' };

const declines: Record<string, { declineCode: string; message: string }> = {
  '4000000000000002': { declineCode: 'generic_decline', message: cardMessages.declined },
  '4000000000009995': {
    declineCode: 'insufficient_funds',
    message: cardMessages.insufficientFunds,
  },
  '4000000000009987': { declineCode: 'lost_card', message: cardMessages.declined },
  '4000000000009979': { declineCode: 'stolen_card', message: cardMessages.declined },
  '4000000000000069': { declineCode: 'expired_card', message: cardMessages.expiredCard },
  '4000000000000127': { declineCode: 'incorrect_cvc', message: cardMessages.incorrectCvc },
  '4000000000000119': { declineCode: 'processing_error', message: cardMessages.processingError },
};

/** Stripe's published test cards that pay (https://docs.stripe.com/testing). */
const payingTestCards = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '3056930009020004',
  '3566002020360505',
  '6200000000000005',
]);

/**
 * What Stripe's test mode does with a card number. Any other number is refused like Stripe
 * refuses a real card in test mode, so a real number is never treated as paid.
 */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = digitsOf(cardNumber);
  if (payingTestCards.has(digits)) return { kind: 'succeeds' };
  const decline = declines[digits];
  if (decline) return { kind: 'declined', ...decline };
  return { kind: 'not-a-test-card' };
}
