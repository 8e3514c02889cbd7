import type { GiftBuyerView } from '../../../../common/gifts';
import { linkQueryOptions, useLinkQuery } from '../../../lib/link-query';

/** The buyer's gift, opened by the token of their receipt's link. */
const giftUrl = '/api/gifts/manage';

export function giftQueryOptions(token: string) {
  return linkQueryOptions<GiftBuyerView>(giftUrl, token);
}

/** The buyer's gift page's view; idle while the address holds no token. */
export function useGift(token: string | null) {
  return useLinkQuery<GiftBuyerView>(giftUrl, token);
}
