import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorCodes } from '../../../../common/error-codes';
import type { GiftClaimInput, GiftClaimReply } from '../../../../common/gifts';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { giftClaimQueryOptions } from './get-gift-claim';

/** The recipient's own details, birth included: the gift becomes their order. */
export function claimGift(input: GiftClaimInput): Promise<GiftClaimReply> {
  return apiRequest<GiftClaimReply>('POST', '/api/gifts/claim', input);
}

export function useClaimGift(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimGift,
    // Claimed or refunded meanwhile: the page reads the gift again and says so.
    onError: (error) => {
      if (isApiError(error, errorCodes.conflict)) {
        void queryClient.invalidateQueries({ queryKey: giftClaimQueryOptions(token).queryKey });
      }
    },
  });
}
