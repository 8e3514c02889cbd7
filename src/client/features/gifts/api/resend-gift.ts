import type { GiftBuyerView } from '../../../../common/gifts';
import { apiRequest } from '../../../lib/api-client';
import { useLinkChange } from '../../../lib/link-query';
import { giftQueryOptions } from './get-gift';

/** Sends the gift e-mail to the recipient once more; answers with the gift as it now stands. */
export function resendGift(token: string): Promise<GiftBuyerView> {
  return apiRequest<GiftBuyerView>('POST', '/api/gifts/manage/resend', { token });
}

export function useResendGift(token: string) {
  return useLinkChange(giftQueryOptions(token), () => resendGift(token));
}
