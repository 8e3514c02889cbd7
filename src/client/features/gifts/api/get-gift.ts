import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftBuyerView } from '../../../../common/gifts';
import { apiRequest } from '../../../lib/api-client';

/** The buyer's gift, opened by the token of their receipt's link. */
export function getGift(token: string): Promise<GiftBuyerView> {
  return apiRequest<GiftBuyerView>('POST', '/api/gifts/manage', { token });
}

export function giftQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['gift', 'manage', token],
    queryFn: () => getGift(token),
    // Where the gift stands changes on its own (sent, claimed): read it afresh each visit.
    gcTime: 0,
  });
}

/** The buyer's gift page's view; idle while the address holds no token. */
export function useGift(token: string | null) {
  return useQuery({ ...giftQueryOptions(token ?? ''), enabled: token !== null });
}
