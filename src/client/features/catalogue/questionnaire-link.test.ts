import { describe, expect, it } from 'vitest';
import { questionnaireLinkFor } from './questionnaire-link';

const nothingStored = () => null;

describe('questionnaireLinkFor', () => {
  it('links products with a questionnaire to it, carrying the purchase id', () => {
    expect(
      questionnaireLinkFor({ product: '5', purchaseFromQuery: 'p-1', readStored: nothingStored }),
    ).toBe('/deep-dive-questions?purchase=p-1');
    expect(
      questionnaireLinkFor({ product: '7', purchaseFromQuery: 'p 2', readStored: nothingStored }),
    ).toBe('/master-blueprint-questions?purchase=p%202');
  });

  it('falls back to the id checkout stored for the product', () => {
    const stored = (key: string) => (key === '6-purchase-id' ? 'stored-id' : null);
    expect(
      questionnaireLinkFor({ product: '6', purchaseFromQuery: null, readStored: stored }),
    ).toBe('/master-blueprint-questions?purchase=stored-id');
  });

  it('gives no link without a questionnaire, a known product or a purchase id', () => {
    const stored = () => 'some-id';
    expect(questionnaireLinkFor({ product: '4', purchaseFromQuery: 'x', readStored: stored })).toBe(
      null,
    );
    expect(
      questionnaireLinkFor({ product: '12', purchaseFromQuery: 'x', readStored: stored }),
    ).toBe(null);
    expect(
      questionnaireLinkFor({ product: null, purchaseFromQuery: 'x', readStored: stored }),
    ).toBe(null);
    expect(
      questionnaireLinkFor({ product: '8', purchaseFromQuery: null, readStored: nothingStored }),
    ).toBe(null);
  });
});
