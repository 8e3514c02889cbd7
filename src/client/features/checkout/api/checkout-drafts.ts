import type { CheckoutDraftInput, ResumedCheckout } from '../../../../common/checkout-reminders';
import { apiRequest } from '../../../lib/api-client';

/** Keeps what was typed, with the consent to one reminder; answers the draft's token. */
export function saveCheckoutDraft(input: CheckoutDraftInput): Promise<{ token: string }> {
  return apiRequest<{ token: string }>('PUT', '/api/checkout-drafts', input);
}

/** The box was unticked: what was typed and the reminder go. */
export function withdrawCheckoutDraft(token: string): Promise<void> {
  return apiRequest<void>('POST', '/api/checkout-drafts/withdraw', { token });
}

/** The reminder's link: the checkout as it was left. */
export function resumeCheckoutDraft(token: string): Promise<ResumedCheckout> {
  return apiRequest<ResumedCheckout>('POST', '/api/checkout-drafts/resume', { token });
}
