import { orderLinkStorageKey } from '../../../common/checkout';
import type { PersonInput } from '../../../common/person';
import { rememberPerson } from '../../components/forms/remembered-person';
import { saveCheckoutCustomer } from './api/save-checkout-customer';
import { saveGiftCheckout } from './api/save-gift-checkout';
import { saveGiftPaid } from './api/save-gift-paid';
import { saveUserData } from './api/save-user-data';
import type { CheckoutSubmission } from './checkout-form-values';

/**
 * The checkout's requests around the charge, for the buyer's own reading or a gift: what is
 * filed before it, who the card's holder is, and what the server is told after it.
 */

function rememberOrderLink(purchaseId: string, orderStatusPath: string) {
  try {
    window.localStorage.setItem(orderLinkStorageKey(purchaseId), orderStatusPath);
  } catch {
    // Storage can be blocked; the order e-mail carries the same private link.
  }
}

/** The card's holder: the buyer, whose reading it is or who gives it. */
export function payerOf(
  submission: CheckoutSubmission,
): Pick<PersonInput, 'fullName' | 'email' | 'phone'> {
  return submission.kind === 'person' ? submission.person : submission.input.buyer;
}

/** Files what the buyer typed on the pending order: their own person, or the gift. */
export function fileCheckout(purchaseId: string, submission: CheckoutSubmission): Promise<void> {
  return submission.kind === 'person'
    ? saveCheckoutCustomer(purchaseId, submission.person)
    : saveGiftCheckout(purchaseId, submission.input);
}

/**
 * Tells the server of the paid order and says where the buyer goes next: /success for their own
 * reading, the gift's own page for a gift. A failure is only logged: the server completes the
 * order from the provider anyway (webhook or confirmation), and its e-mail carries the links.
 */
export async function reportPaid(
  submission: CheckoutSubmission,
  paid: { productId: number; purchaseId: string; paymentIntentId: string; successPath: string },
): Promise<string> {
  const { productId, purchaseId, paymentIntentId, successPath } = paid;
  if (submission.kind === 'gift') {
    try {
      const reply = await saveGiftPaid({ productId, paymentIntentId, purchaseId });
      return reply.giftPath;
    } catch (error) {
      console.warn('gift-paid failed', error);
      return successPath;
    }
  }
  // The next checkout in this browser starts from these details (decision 125). Not a gift's
  // buyer: they gave no birth, and the details this browser remembers are kept as they are.
  rememberPerson(submission.person, undefined, 'purchase');
  try {
    const saved = await saveUserData({
      ...submission.person,
      productId,
      paymentIntentId,
      purchaseId,
    });
    // This browser paid: its success page opens the order page directly (issue 36).
    rememberOrderLink(saved.purchaseId, saved.orderStatusPath);
  } catch (error) {
    console.warn('save-user-data failed', error);
  }
  return successPath;
}
