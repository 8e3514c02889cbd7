import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftClaimView } from '../../../../common/gifts';
import { apiRequest } from '../../../lib/api-client';

/** The gift as its recipient sees it before claiming, by the token of the gift e-mail's link. */
export function getGiftClaim(token: string): Promise<GiftClaimView> {
  return apiRequest<GiftClaimView>('POST', '/api/gifts/claim/view', { token });
}

export function giftClaimQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['gift', 'claim', token],
    queryFn: () => getGiftClaim(token),
    gcTime: 0,
  });
}

/** The claim page's view; idle while the address holds no token. */
export function useGiftClaim(token: string | null) {
  return useQuery({ ...giftClaimQueryOptions(token ?? ''), enabled: token !== null });
}
