/**
 * The benches' buyer (scripts/bench-shop.mjs) is the tests' buyer: the same birth data as
 * `checkoutPerson`, so a bench's orders are drawn for the birth the tests check, with a new
 * e-mail address each time and the name and address a bench gives.
 */
import { describe, expect, it } from 'vitest';
import { personInputSchema } from '../src/common/person';
import { checkoutPerson } from '../tests/support/checkout-factories';
import { benchPerson } from './bench-shop.mjs';

describe('benchPerson', () => {
  it("has the tests' checkout person's phone and birth", () => {
    const { fullName: _name, email: _email, ...birth } = benchPerson();
    const { fullName: _testName, email: _testEmail, ...testBirth } = checkoutPerson();
    expect(birth).toEqual(testBirth);
  });

  it('is a person the checkout takes, with its own e-mail each time', () => {
    expect(personInputSchema.safeParse(benchPerson()).success).toBe(true);
    expect(benchPerson().email).not.toBe(benchPerson().email);
  });

  it("takes a bench's own name and address", () => {
    const person = benchPerson({ fullName: 'Bench Taps', email: 'taps.1@example.com' });
    expect(person).toMatchObject({ fullName: 'Bench Taps', email: 'taps.1@example.com' });
  });
});
