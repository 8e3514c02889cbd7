import { useMutation } from '@tanstack/react-query';
import type { FreeTierReply } from '../../../../common/free-tier';
import type { FreeTierInput } from '../../../../common/person';
import { apiRequest } from '../../../lib/api-client';

export type FreeTierResponse = FreeTierReply;

/** Where the browser keeps the id the free sign-up returned (docs/product.md §3). */
export const USER_ID_STORAGE_KEY = 'userId';

export function createFreeTier(input: FreeTierInput): Promise<FreeTierResponse> {
  return apiRequest<FreeTierResponse>('POST', '/api/free-tier', input);
}

export function useCreateFreeTier() {
  return useMutation({ mutationFn: createFreeTier });
}
