import type { CheckoutCustomerInput } from '../../../../common/checkout';
import { apiRequest } from '../../../lib/api-client';

/** Files the person details on the pending order before the card is charged. */
export function saveCheckoutCustomer(purchaseId: string, person: CheckoutCustomerInput) {
  return apiRequest<void>(
    'POST',
    `/api/checkout/${encodeURIComponent(purchaseId)}/customer`,
    person,
  );
}
