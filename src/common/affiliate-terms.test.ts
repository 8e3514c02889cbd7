import { describe, expect, it } from 'vitest';
import { affiliateTerms, formatCommissionRate } from './affiliate-terms';
import { catalogueFrom, findProduct, products } from './catalogue';

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
    const usual = Math.min(...products.map((product) => product.guaranteeDays));
    const longer = products.filter((product) => product.guaranteeDays > usual);
    for (const product of longer) expect(payable).toContain(product.name);
    expect(payable).toContain(`: ${usual} days after the sale`);
    expect(payable).toContain('A refunded sale earns nothing');
    expect(payouts).toContain('payouts');
  });

  it('names each guarantee length the catalogue has, with the products that have it', () => {
    /** The spec's first products, each with the guarantee days given. */
    const withDays = (...days: number[]) =>
      catalogueFrom(
        days.map((guaranteeDays, index) => ({ ...findProduct(index + 1)!, guaranteeDays })),
      );
    expect(affiliateTerms('20', withDays(30, 30))[1]).toContain(': 30 days after the sale.');
    expect(affiliateTerms('20', withDays(30, 60, 60))[1]).toContain(
      ': 30 days after the sale, or 60 days for The Cosmic Map and The Compass Package.',
    );
    expect(affiliateTerms('20', withDays(30, 45, 60, 60))[1]).toContain(
      ': 30 days after the sale, 45 days for The Cosmic Map, or 60 days for The Compass Package and The Guided Journey.',
    );
  });
});
