import { describe, expect, it } from 'vitest';
import { products } from './catalogue';
import {
  deliveryDateProblem,
  deliveryForGiftBuyer,
  deliveryForRecipient,
  deliveryInstant,
  giftGuaranteeTerms,
  giftMessages,
} from './gifts';

describe('gift rules', () => {
  it("tells a gift's recipient every product's delivery without a payment they never made", () => {
    for (const product of products) {
      const told = deliveryForRecipient(product.delivery);
      expect(told, product.name).not.toMatch(/payment|you pay/);
    }
    expect(deliveryForRecipient('Delivered by e-mail within minutes of payment.')).toBe(
      'Delivered by e-mail within minutes of your claim.',
    );
  });

  it("tells a gift's buyer that the reading and its guarantee start with the recipient's claim", () => {
    for (const product of products) {
      const told = deliveryForGiftBuyer(product.delivery);
      expect(told, product.name).not.toMatch(/payment|you pay/);
      expect(giftGuaranteeTerms(product)).toContain(
        `${product.guaranteeDays} days of the recipient's claim`,
      );
    }
    expect(deliveryForGiftBuyer('Delivered by e-mail within 5 business days of payment.')).toBe(
      "Delivered by e-mail within 5 business days of the recipient's claim.",
    );
  });

  it('sends at 9:00 on the day in the buyer zone, or at once when that has passed', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    // Chicago is UTC-6 in December: 9:00 there is 15:00 UTC.
    expect(deliveryInstant('2026-12-24', 'America/Chicago', now).toISOString()).toBe(
      '2026-12-24T15:00:00.000Z',
    );
    // Today in Lisbon (UTC+0), 9:00 already past at noon: at once.
    expect(deliveryInstant('2026-12-01', 'Europe/Lisbon', now)).toEqual(now);
  });

  it('takes today to a year on in the buyer zone, and nothing else', () => {
    // 23:30 UTC on Nov 30 is already Dec 1 in Tokyo and still Nov 30 in Chicago.
    const now = new Date('2026-11-30T23:30:00Z');
    expect(deliveryDateProblem('2026-12-01', 'Asia/Tokyo', now)).toBeNull();
    expect(deliveryDateProblem('2026-11-30', 'Asia/Tokyo', now)).toBe(giftMessages.deliverOnPast);
    expect(deliveryDateProblem('2026-11-30', 'America/Chicago', now)).toBeNull();
    expect(deliveryDateProblem('2027-11-30', 'America/Chicago', now)).toBeNull();
    expect(deliveryDateProblem('2027-12-01', 'America/Chicago', now)).toBe(
      giftMessages.deliverOnTooFar,
    );
    expect(deliveryDateProblem('2026-12-01', 'Mars/Olympus', now)).toBe(giftMessages.timeZone);
  });
});
