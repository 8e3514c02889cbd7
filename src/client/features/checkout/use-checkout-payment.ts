import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { Product } from '../../../common/catalogue';
import { checkoutMessages, purchaseStorageKey } from '../../../common/checkout';
import type { PersonInput } from '../../../common/person';
import { rememberPerson } from '../../components/forms/remembered-person';
import { toast } from '../../components/ui/use-toast';
import { reportMutationError, showErrorToast } from '../../lib/mutation-errors';
import { paymentIntentQueryKey } from './api/create-payment-intent';
import { saveCheckoutCustomer } from './api/save-checkout-customer';
import { saveUserData } from './api/save-user-data';
import type { PaymentMethod } from './payment-method/payment-method';

/** SPEC.md section 4: ready -> submitting -> paid, then /success. */
export type CheckoutPhase = 'ready' | 'processing' | 'paid';

interface CheckoutPaymentOptions {
  product: Product;
  purchaseId: string;
  form: UseFormReturn<PersonInput>;
}

function rememberPurchase(productId: number, purchaseId: string) {
  try {
    window.localStorage.setItem(purchaseStorageKey(productId), purchaseId);
  } catch {
    // Storage can be blocked; the success page and the e-mail also carry the id.
  }
}

/** SPEC.md section 8: the provider's refusal, titled Payment Failed. */
const failed = (description: string) => showErrorToast(description, 'Payment Failed');

/**
 * Pays for the order: files the person on it, lets the provider charge the card, then tells
 * the server and moves on to /success. The server decides the order is paid, not this code.
 */
export function useCheckoutPayment({ product, purchaseId, form }: CheckoutPaymentOptions) {
  const [phase, setPhase] = useState<CheckoutPhase>('ready');
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  /** Pays, or says why not (toast, and inline under the field concerned). */
  async function pay(person: PersonInput, payment: PaymentMethod): Promise<'paid' | 'failed'> {
    if (!payment.isReady) {
      showErrorToast(checkoutMessages.notReady);
      return 'failed';
    }
    const cardProblem = await payment.validate();
    if (cardProblem) {
      failed(cardProblem);
      return 'failed';
    }

    setPhase('processing');
    try {
      await saveCheckoutCustomer(purchaseId, person);
      const successPath = `/success?product=${product.id}&purchase=${encodeURIComponent(purchaseId)}`;
      const result = await payment.confirm({
        person,
        returnUrl: `${window.location.origin}${successPath}`,
      });
      if (result.status === 'failed') {
        setPhase('ready');
        payment.showFailure(result.message);
        failed(result.message);
        return 'failed';
      }

      setPhase('paid');
      rememberPurchase(product.id, purchaseId);
      // The next checkout in this browser starts from these details (decision 125).
      rememberPerson(person, undefined, 'purchase');
      await saveUserData({
        ...person,
        productId: product.id,
        paymentIntentId: result.paymentIntentId,
        purchaseId,
      }).catch((error: unknown) => {
        // The server completes the order from the provider anyway (webhook or confirmation).
        console.warn('save-user-data failed', error);
      });
      queryClient.removeQueries({ queryKey: paymentIntentQueryKey(product.id) });
      toast({
        title: 'Payment Successful',
        description: 'Thank you for your purchase!',
        variant: 'success',
      });
      navigate(successPath);
      return 'paid';
    } catch (error) {
      setPhase('ready');
      // SPEC.md section 8 names this toast's words whatever the server said.
      const { fields } = reportMutationError(error, {
        form,
        title: 'Payment Error',
        fallback: checkoutMessages.unexpected,
        useServerMessage: false,
      });
      // A refused person field says so under that field; anything else failed the payment.
      if (fields.length === 0) payment.showFailure(checkoutMessages.unexpected);
      return 'failed';
    }
  }

  return { phase, pay };
}
