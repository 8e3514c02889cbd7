import { useMutation } from '@tanstack/react-query';
import type { AffiliatePasswordResetInput } from '../../../../common/affiliate';
import { apiRequest } from '../../../lib/api-client';

/** Always answered 202 with the same words, whether or not the address is an affiliate's. */
export function requestPasswordReset(
  input: AffiliatePasswordResetInput,
): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/affiliate/password-reset', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
