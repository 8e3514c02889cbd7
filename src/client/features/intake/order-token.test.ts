import { describe, expect, it } from 'vitest';
import { orderTokenFor } from './order-token';

const id = '0b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4';
const token = `${id}.flixy91E4--S6Gq-UWQFyQQ3p1KQ6aahlI7nVaa8pcA`;

describe("the questionnaire page's order token", () => {
  it('is the link fragment of this order only', () => {
    expect(orderTokenFor(id, `#token=${token}`)).toBe(token);
    expect(orderTokenFor(id.toUpperCase(), `#token=${token}`)).toBe(token);
    // Another order's link, none, or an empty one: nothing is sent.
    expect(orderTokenFor('11111111-1f3a-4b5c-8d6e-7f8091a2b3c4', `#token=${token}`)).toBeNull();
    expect(orderTokenFor(id, '')).toBeNull();
    expect(orderTokenFor(id, '#token=')).toBeNull();
  });
});
