import { describe, expect, it } from 'vitest';
import { productIdsFor, resolvePurchaseId } from './purchase-id';

const nothingStored = () => null;
const storedFor = (entries: Record<string, string>) => (key: string) => entries[key] ?? null;

describe('resolvePurchaseId', () => {
  it('knows which products answer which questionnaire', () => {
    expect(productIdsFor('strategic-alignment')).toEqual([5]);
    expect(productIdsFor('master-blueprint')).toEqual([6, 7, 8]);
  });

  it('prefers the id in the link over a stored one', () => {
    expect(
      resolvePurchaseId({
        fromQuery: ' p-link ',
        questionnaire: 'strategic-alignment',
        readStored: storedFor({ '5-purchase-id': 'p-stored' }),
      }),
    ).toBe('p-link');
  });

  it('falls back to the id checkout stored for the questionnaire’s products', () => {
    expect(
      resolvePurchaseId({
        fromQuery: '',
        questionnaire: 'strategic-alignment',
        readStored: storedFor({ '5-purchase-id': 'p-five', '6-purchase-id': 'p-six' }),
      }),
    ).toBe('p-five');
    expect(
      resolvePurchaseId({
        fromQuery: null,
        questionnaire: 'master-blueprint',
        readStored: storedFor({ '5-purchase-id': 'p-five', '7-purchase-id': 'p-seven' }),
      }),
    ).toBe('p-seven');
    expect(
      resolvePurchaseId({
        fromQuery: null,
        questionnaire: 'master-blueprint',
        readStored: storedFor({ '8-purchase-id': 'p-eight', '6-purchase-id': 'p-six' }),
      }),
    ).toBe('p-six');
  });

  it('finds nothing when neither the link nor storage names an order of this questionnaire', () => {
    expect(
      resolvePurchaseId({
        fromQuery: '  ',
        questionnaire: 'strategic-alignment',
        readStored: nothingStored,
      }),
    ).toBeNull();
    expect(
      resolvePurchaseId({
        fromQuery: null,
        questionnaire: 'master-blueprint',
        readStored: storedFor({ '5-purchase-id': 'p-five', '6-purchase-id': '   ' }),
      }),
    ).toBeNull();
  });
});
