import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiftBuyerView } from '../../../../common/gifts';
import { errorCodes } from '../../../../common/error-codes';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { giftQueryOptions } from './get-gift';

/** Sends the gift e-mail to the recipient once more; answers with the gift as it now stands. */
export function resendGift(token: string): Promise<GiftBuyerView> {
  return apiRequest<GiftBuyerView>('POST', '/api/gifts/manage/resend', { token });
}

export function useResendGift(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendGift(token),
    onSuccess: (view) => queryClient.setQueryData(giftQueryOptions(token).queryKey, view),
    // Sent, claimed or refunded meanwhile: the page reads the gift again and offers what is left.
    onError: (error) => {
      if (isApiError(error, errorCodes.conflict)) {
        void queryClient.invalidateQueries({ queryKey: giftQueryOptions(token).queryKey });
      }
    },
  });
}
