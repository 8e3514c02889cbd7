import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FreeSignupBirthplaceCorrected,
  FreeSignupBirthplaceInput,
} from '../../../../common/free-signup-correction';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from '../api/admin-query-keys';

export function correctBirthplace(
  signupId: string,
  input: FreeSignupBirthplaceInput,
): Promise<FreeSignupBirthplaceCorrected> {
  return apiRequest(
    'PUT',
    `/api/admin/free-signups/${encodeURIComponent(signupId)}/birthplace`,
    input,
  );
}

/** Corrects the sign-up's birthplace and resends its summary; the client page is read again. */
export function useCorrectBirthplace(signupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FreeSignupBirthplaceInput) => correctBirthplace(signupId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.customerDetails }),
  });
}
