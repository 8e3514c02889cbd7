import type { GiftCheckoutInput } from '../../../../common/gifts';
import { apiRequest } from '../../../lib/api-client';

/** A gift's checkout: files the buyer and the gift on the pending order before the charge. */
export function saveGiftCheckout(purchaseId: string, input: GiftCheckoutInput) {
  return apiRequest<void>('POST', `/api/checkout/${encodeURIComponent(purchaseId)}/gift`, input);
}
