import type {
  CreatePaymentIntentInput,
  CreatePaymentIntentResult,
} from '../../../../common/checkout';
import { apiRequest } from '../../../lib/api-client';

/** Opens the checkout and its payment intent: called when the buyer presses Pay, never on load. */
export function createPaymentIntent(
  input: CreatePaymentIntentInput,
): Promise<CreatePaymentIntentResult> {
  return apiRequest<CreatePaymentIntentResult>('POST', '/api/create-payment-intent', input);
}
