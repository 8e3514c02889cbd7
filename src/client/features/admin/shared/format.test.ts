import { describe, expect, it } from 'vitest';
import { orderReferenceOf } from '../../../../common/order-status';
import { shortOrderId } from './format';

describe('the order number an admin reads', () => {
  it('is the reference the customer was given, written the same way', () => {
    const purchaseId = '5f0c2d1e-8a7b-4c3d-9e2f-0a1bad845738';
    expect(shortOrderId(purchaseId)).toBe('AD845738');
    expect(shortOrderId(purchaseId)).toBe(orderReferenceOf(purchaseId));
  });
});
