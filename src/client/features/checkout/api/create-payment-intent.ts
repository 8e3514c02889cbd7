import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CreatePaymentIntentInput,
  CreatePaymentIntentResult,
} from '../../../../common/checkout';
import { apiRequest } from '../../../lib/api-client';

export function createPaymentIntent(
  input: CreatePaymentIntentInput,
): Promise<CreatePaymentIntentResult> {
  return apiRequest<CreatePaymentIntentResult>('POST', '/api/create-payment-intent', input);
}

export const paymentIntentQueryKey = (productId: number) => ['create-payment-intent', productId];

/**
 * One intent per visit of the checkout page. A query (not an effect) so React's double mount
 * in development still sends one request; dropped as soon as the page is left (`gcTime: 0`),
 * so a later visit starts a fresh order instead of reusing a paid one.
 */
export function paymentIntentQueryOptions(input: CreatePaymentIntentInput) {
  return queryOptions({
    queryKey: paymentIntentQueryKey(input.productId),
    queryFn: () => createPaymentIntent(input),
    gcTime: 0,
  });
}

export function usePaymentIntent(input: CreatePaymentIntentInput | null) {
  return useQuery({
    ...paymentIntentQueryOptions(input ?? { productId: 0, amount: 0 }),
    enabled: input !== null,
  });
}
