import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { Product } from '../../../common/catalogue';
import {
  checkoutMessages,
  purchaseStorageKey,
  type CreatePaymentIntentResult,
} from '../../../common/checkout';
import { toast } from '../../components/ui/use-toast';
import { reportMutationError, showErrorToast } from '../../lib/mutation-errors';
import { createPaymentIntent } from './api/create-payment-intent';
import {
  giftFormFields,
  giftRequestPrefix,
  type CheckoutFormValues,
  type CheckoutSubmission,
} from './checkout-form-values';
import { fileCheckout, payerOf, reportPaid } from './checkout-steps';
import type { PaymentMethod } from './payment-method/payment-method';

/** docs/product.md §4: ready -> submitting -> paid, then /success. */
export type CheckoutPhase = 'ready' | 'processing' | 'paid';

interface CheckoutPaymentOptions {
  product: Product;
  /** The referral checkout's `?ref=`; the server checks it when the intent is created. */
  referralCode: string | undefined;
  form: UseFormReturn<CheckoutFormValues, unknown, CheckoutSubmission>;
}

/** The intent could not be opened: nothing was charged, and Pay may be pressed again. */
class IntentNotStarted extends Error {
  constructor(readonly reason: unknown) {
    super('payment intent not created');
  }
}

function rememberOrder(productId: number, purchaseId: string) {
  try {
    window.localStorage.setItem(purchaseStorageKey(productId), purchaseId);
  } catch {
    // Storage can be blocked; the success page and the e-mail also carry the id.
  }
}

/** docs/product.md §8: the provider's refusal, titled Payment Failed. */
const failed = (description: string) => showErrorToast(description, 'Payment Failed');

/**
 * Pays for the order: opens the checkout and its payment intent (only now, on Pay: decision
 * 192), files the person (or the gift) on it, lets the provider charge the card, then tells the
 * server and moves on to /success (a gift: to its own page). The server decides the order is
 * paid, not this code. A second attempt on the same page (a declined card, a corrected field)
 * reuses the intent the first one opened.
 */
export function useCheckoutPayment({ product, referralCode, form }: CheckoutPaymentOptions) {
  const [phase, setPhase] = useState<CheckoutPhase>('ready');
  const [, navigate] = useLocation();
  const opened = useRef<CreatePaymentIntentResult | null>(null);

  async function openIntent(): Promise<CreatePaymentIntentResult> {
    if (opened.current) return opened.current;
    try {
      opened.current = await createPaymentIntent({
        productId: product.id,
        amount: product.price,
        referralCode,
      });
    } catch (error) {
      throw new IntentNotStarted(error);
    }
    return opened.current;
  }

  /** Pays, or says why not (toast, and inline under the field concerned). */
  async function pay(
    submission: CheckoutSubmission,
    payment: PaymentMethod,
  ): Promise<'paid' | 'failed'> {
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
      const intent = await openIntent();
      const { purchaseId } = intent;
      await fileCheckout(purchaseId, submission);
      const successPath = `/success?product=${product.id}&purchase=${encodeURIComponent(purchaseId)}`;
      const result = await payment.confirm({
        person: payerOf(submission),
        returnUrl: `${window.location.origin}${successPath}`,
        intent,
      });
      if (result.status === 'failed') {
        setPhase('ready');
        payment.showFailure(result.message);
        failed(result.message);
        return 'failed';
      }

      setPhase('paid');
      rememberOrder(product.id, purchaseId);
      const nextPath = await reportPaid(submission, {
        productId: product.id,
        purchaseId,
        paymentIntentId: result.paymentIntentId,
        successPath,
      });
      toast({
        title: 'Payment Successful',
        description: 'Thank you for your purchase!',
        variant: 'success',
      });
      navigate(nextPath);
      return 'paid';
    } catch (error) {
      setPhase('ready');
      if (error instanceof IntentNotStarted) {
        // No client secret: the card was not charged, and the buyer can simply press Pay again.
        payment.showFailure(checkoutMessages.unavailable);
        reportMutationError(error.reason, { fallback: checkoutMessages.initFailed });
        return 'failed';
      }
      // docs/product.md §8 names this toast's words whatever the server said.
      const { fields } = reportMutationError(error, {
        form,
        title: 'Payment Error',
        fallback: checkoutMessages.unexpected,
        useServerMessage: false,
        // A gift's request nests the buyer under `buyer.` and the gift under `gift.`.
        ...(submission.kind === 'gift'
          ? { fields: giftFormFields, prefix: giftRequestPrefix }
          : {}),
      });
      // A refused person field says so under that field; anything else failed the payment.
      if (fields.length === 0) payment.showFailure(checkoutMessages.unexpected);
      return 'failed';
    }
  }

  return { phase, pay };
}
