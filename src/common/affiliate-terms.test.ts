import { describe, expect, it } from 'vitest';
import { affiliateTerms, formatCommissionRate } from './affiliate-terms';

describe('the affiliate programme terms', () => {
  it.each([
    ['20.00', '20%'],
    [12.5, '12.5%'],
    ['7.25', '7.25%'],
  ])('writes the rate %j as %s', (rate, written) => {
    expect(formatCommissionRate(rate)).toBe(written);
  });

  it('names the rate and when a commission becomes payable, from the catalogue’s guarantees', () => {
    const [rate, payable, payouts] = affiliateTerms('12.50');
    expect(rate).toContain('You earn 12.5% of the price of every reading');
    expect(payable).toContain(
      '30 days after the sale, or 60 days for Destiny Alignment and The Quantum Leap',
    );
    expect(payable).toContain('A refunded sale earns nothing');
    expect(payouts).toContain('payouts');
  });
});
