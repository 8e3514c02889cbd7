import { describe, expect, it } from 'vitest';
import { selectedCartProduct } from './cart-selection';

const select = (query: string) => selectedCartProduct(new URLSearchParams(query)).id;

describe('selectedCartProduct', () => {
  it('takes the product named by ?selected=', () => {
    expect(select('selected=5')).toBe(5);
    expect(select('ref=ABC&selected=8')).toBe(8);
  });

  it('falls back to product 1 when the query is missing or names no product', () => {
    expect(select('')).toBe(1);
    expect(select('selected=9')).toBe(1);
    expect(select('selected=0')).toBe(1);
    expect(select('selected=abc')).toBe(1);
    expect(select('selected=')).toBe(1);
  });
});
