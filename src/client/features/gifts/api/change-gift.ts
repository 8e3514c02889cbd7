import type { GiftBuyerView, GiftChangeInput } from '../../../../common/gifts';
import { apiRequest } from '../../../lib/api-client';
import { useLinkChange } from '../../../lib/link-query';
import { giftQueryOptions } from './get-gift';

/** Moves the gift's day or readdresses it; answers with the gift as it now stands. */
export function changeGift(input: GiftChangeInput): Promise<GiftBuyerView> {
  return apiRequest<GiftBuyerView>('POST', '/api/gifts/manage/change', input);
}

export function useChangeGift(token: string) {
  return useLinkChange(giftQueryOptions(token), changeGift);
}
