import { useMutation } from '@tanstack/react-query';
import type { FreeSignupReply } from '../../../../common/free-signup';
import type { FreeSignupInput } from '../../../../common/person';
import { apiRequest } from '../../../lib/api-client';

export type FreeSignupResponse = FreeSignupReply;

/** Where the browser keeps the id the free sign-up returned (docs/product.md §3). */
export const USER_ID_STORAGE_KEY = 'userId';

export function createFreeSignup(input: FreeSignupInput): Promise<FreeSignupResponse> {
  return apiRequest<FreeSignupResponse>('POST', '/api/free-tier', input);
}

export function useCreateFreeSignup() {
  return useMutation({ mutationFn: createFreeSignup });
}
