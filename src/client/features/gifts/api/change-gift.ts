import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiftBuyerView, GiftChangeInput } from '../../../../common/gifts';
import { errorCodes } from '../../../../common/error-codes';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { giftQueryOptions } from './get-gift';

/** Moves the gift's day or readdresses it; answers with the gift as it now stands. */
export function changeGift(input: GiftChangeInput): Promise<GiftBuyerView> {
  return apiRequest<GiftBuyerView>('POST', '/api/gifts/manage/change', input);
}

export function useChangeGift(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeGift,
    onSuccess: (view) => queryClient.setQueryData(giftQueryOptions(token).queryKey, view),
    // Sent, claimed or refunded meanwhile: the page reads the gift again and offers what is left.
    onError: (error) => {
      if (isApiError(error, errorCodes.conflict)) {
        void queryClient.invalidateQueries({ queryKey: giftQueryOptions(token).queryKey });
      }
    },
  });
}
