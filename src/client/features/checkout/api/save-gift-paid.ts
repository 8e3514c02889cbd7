import type { GiftPaidInput, GiftPaidReply } from '../../../../common/gifts';
import { apiRequest } from '../../../lib/api-client';

/** A gift's save-user-data: sent after a succeeded payment; answers with the buyer's gift page. */
export function saveGiftPaid(input: GiftPaidInput) {
  return apiRequest<GiftPaidReply>('POST', '/api/gift-paid', input);
}
