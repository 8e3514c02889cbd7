import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardMessages,
  cardProblems,
  checkCardFields,
  createPaymentIntentInputSchema,
  passesLuhn,
  purchaseStorageKey,
  saveUserDataInputSchema,
  testCardOutcome,
} from './checkout';
import { personMessages } from './person';

const june2026 = new Date(2026, 5, 15);
const card = (overrides: Partial<{ cardNumber: string; expiry: string; cvc: string }> = {}) => ({
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  ...overrides,
});

describe('test-mode card checks (Stripe wording)', () => {
  it('accepts a complete test card', () => {
    expect(checkCardFields(card(), june2026)).toBeNull();
    expect(
      checkCardFields(card({ cardNumber: '378282246310005', cvc: '1234' }), june2026),
    ).toBeNull();
  });

  it.each([
    [{ cardNumber: '' }, cardMessages.incompleteNumber],
    [{ cardNumber: '4242 4242 4242' }, cardMessages.incompleteNumber],
    [{ cardNumber: '4242 4242 4242 4241' }, cardMessages.invalidNumber],
    [{ expiry: '1' }, cardMessages.incompleteExpiry],
    [{ expiry: '13 / 30' }, cardMessages.invalidExpiryMonth],
    [{ expiry: '12 / 25' }, cardMessages.expiryYearPast],
    [{ expiry: '05 / 26' }, cardMessages.expiryDatePast],
    [{ cvc: '12' }, cardMessages.incompleteCvc],
    [{ cardNumber: '378282246310005', cvc: '123' }, cardMessages.incompleteCvc],
  ])('%o -> %s', (overrides, message) => {
    expect(checkCardFields(card(overrides), june2026)?.message).toBe(message);
  });

  it('accepts the current month and reports every field at once', () => {
    expect(checkCardFields(card({ expiry: '06 / 26' }), june2026)).toBeNull();
    expect(
      cardProblems({ cardNumber: '', expiry: '', cvc: '' }, june2026).map((p) => p.field),
    ).toEqual(['cardNumber', 'expiry', 'cvc']);
  });

  it("knows Stripe's test cards and treats any other number as not a test card", () => {
    expect(testCardOutcome('4242424242424242')).toEqual({ kind: 'succeeds' });
    expect(testCardOutcome('4000 0000 0000 0002')).toMatchObject({
      message: cardMessages.declined,
    });
    expect(testCardOutcome('4000000000009995')).toMatchObject({
      declineCode: 'insufficient_funds',
      message: cardMessages.insufficientFunds,
    });
    expect(testCardOutcome('4000000000000069')).toMatchObject({
      message: cardMessages.expiredCard,
    });
    expect(testCardOutcome('4000000000000127')).toMatchObject({
      message: cardMessages.incorrectCvc,
    });
    expect(testCardOutcome('4012888888881881')).toEqual({ kind: 'not-a-test-card' });
  });

  it('checks Luhn and brands like the card networks', () => {
    for (const number of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '5555555555554444',
    ]) {
      expect(passesLuhn(number)).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardBrandOf('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrandOf('3782 822463 10005')).toBe('amex');
  });
});

describe('checkout request schemas', () => {
  it('wants numbers for product and amount', () => {
    expect(createPaymentIntentInputSchema.safeParse({ productId: 5, amount: 350 }).success).toBe(
      true,
    );
    expect(createPaymentIntentInputSchema.safeParse({ productId: '5', amount: 350 }).success).toBe(
      false,
    );
  });

  it('checks the person fields of save-user-data with the spec messages', () => {
    const result = saveUserDataInputSchema.safeParse({
      fullName: 'A',
      email: 'x',
      productId: 1,
      paymentIntentId: 'pi_123',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(personMessages.fullName);
    expect(messages).toContain(personMessages.email);
  });

  it('keeps the purchase id under {product}-purchase-id', () => {
    expect(purchaseStorageKey(5)).toBe('5-purchase-id');
  });
});
