import { describe, expect, it } from 'vitest';
import { orderReferenceOf } from '../../../../common/order-status';
import { formatBirthData, formatOrderDiscount, shortOrderId } from './format';

describe('birth data on admin pages', () => {
  it('reads as a date and a 24-hour time, without seconds', () => {
    expect(formatBirthData('1985-11-03', '07:30:00')).toBe('3 November 1985, 07:30');
    expect(formatBirthData('2001-01-31', '23:05')).toBe('31 January 2001, 23:05');
    expect(formatBirthData('1999-12-01')).toBe('1 December 1999');
  });

  it('keeps text it cannot read as it is', () => {
    expect(formatBirthData('around 1980', 'morning')).toBe('around 1980, morning');
    expect(formatBirthData('1985-13-03')).toBe('1985-13-03');
  });

  it('says when the person does not know their birth time', () => {
    expect(formatBirthData('1985-11-03', null)).toBe('3 November 1985, time unknown');
  });
});

describe('the order number an admin reads', () => {
  it('is the reference the customer was given, written the same way', () => {
    const purchaseId = '5f0c2d1e-8a7b-4c3d-9e2f-0a1bad845738';
    expect(shortOrderId(purchaseId)).toBe('AD845738');
    expect(shortOrderId(purchaseId)).toBe(orderReferenceOf(purchaseId));
  });
});

describe('the discount code of an order', () => {
  it('names the code and what it took off', () => {
    expect(formatOrderDiscount({ code: 'SPRING20', cents: 1500 })).toBe('SPRING20 · −$15.00');
    expect(formatOrderDiscount({ code: 'BIG', cents: 123_456 })).toBe('BIG · −$1,234.56');
  });
});
