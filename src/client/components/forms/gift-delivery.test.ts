import { describe, expect, it } from 'vitest';
import { deliveryDateLimits, deliveryTimeNote, firstNameOf } from './gift-delivery';

describe('a gift’s delivery date', () => {
  it('runs from today to a year on, in the buyer’s zone', () => {
    const now = new Date('2026-03-01T03:00:00Z');
    expect(deliveryDateLimits('America/Los_Angeles', now)).toEqual({
      earliest: '2026-02-28',
      latest: '2027-02-28',
    });
    expect(deliveryDateLimits('Pacific/Auckland', now)).toEqual({
      earliest: '2026-03-01',
      latest: '2027-03-01',
    });
  });

  it('says the hour it goes out and that today sends it at once', () => {
    expect(deliveryTimeNote('Central European Standard Time')).toBe(
      "The gift e-mail goes out at 9:00 on that day, your time (Central European Standard Time). Today's date sends it right away.",
    );
  });
});

describe('the recipient’s first name', () => {
  it('is the first word of the name, or null while blank', () => {
    expect(firstNameOf('  Ana María Ruiz ')).toBe('Ana');
    expect(firstNameOf('Ana')).toBe('Ana');
    expect(firstNameOf('   ')).toBeNull();
  });
});
