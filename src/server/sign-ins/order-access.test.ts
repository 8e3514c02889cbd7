import { describe, expect, it } from 'vitest';
import { createOrderAccessTokens } from './order-access';

const purchaseId = '0b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4';

describe('order access tokens', () => {
  const tokens = createOrderAccessTokens('k'.repeat(64));

  it('opens the order it was signed for', () => {
    const token = tokens.sign(purchaseId);
    expect(token).toMatch(/^0b7c9d2e-[0-9a-f-]+\.[\w-]{43}$/);
    expect(tokens.verify(token)).toBe(purchaseId);
  });

  it('opens nothing for another secret, another id or a damaged token', () => {
    const token = tokens.sign(purchaseId);
    const other = createOrderAccessTokens('z'.repeat(64));
    expect(other.verify(token)).toBeNull();
    expect(tokens.verify(token.replace('0b7c', '1b7c'))).toBeNull();
    const signature = token.split('.')[1] ?? '';
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(tokens.verify(`${purchaseId}.${flipped}`)).toBeNull();
    for (const junk of ['', purchaseId, `${purchaseId}.`, `${purchaseId}.${signature}x`]) {
      expect(tokens.verify(junk)).toBeNull();
    }
  });
});
