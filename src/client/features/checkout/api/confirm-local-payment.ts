import type { LocalCardInput, LocalConfirmReply } from '../../../../common/checkout';
import { apiRequest } from '../../../lib/api-client';

/** The test-mode provider's confirm call (the embedded stand-in for Stripe's). */
export function confirmLocalPayment(paymentIntentId: string, card: LocalCardInput) {
  return apiRequest<LocalConfirmReply>(
    'POST',
    `/api/local-payments/${encodeURIComponent(paymentIntentId)}/confirm`,
    card,
  );
}
