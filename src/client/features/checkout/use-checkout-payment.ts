import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { Product } from '../../../common/catalogue';
import {
  checkoutMessages,
  purchaseStorageKey,
  type CreatePaymentIntentResult,
} from '../../../common/checkout';
import { discountCodeMessages, type CodeQuote } from '../../../common/discount-codes';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
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
  /** The code the buyer applied; the server prices it again when the intent is opened. */
  discount: CodeQuote | null;
  /** The server refused the applied code at Pay (used up, expired meanwhile): why. */
  onCodeRefused: (message: string) => void;
}

/** A refusal of the applied code itself, rather than of the payment. */
function codeRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.fieldErrors.code) return error.fieldErrors.code;
  return error.serverMessage === discountCodeMessages.changed ? error.serverMessage : null;
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
export function useCheckoutPayment({
  product,
  referralCode,
  form,
  discount,
  onCodeRefused,
}: CheckoutPaymentOptions) {
  const [phase, setPhase] = useState<CheckoutPhase>('ready');
  const [, navigate] = useLocation();
  // The intent opened, and the code it was priced with: another code needs another intent.
  const opened = useRef<{ intent: CreatePaymentIntentResult; code: string | null } | null>(null);

  async function openIntent(): Promise<CreatePaymentIntentResult> {
    const code = discount?.code ?? null;
    if (opened.current && opened.current.code === code) return opened.current.intent;
    try {
      const intent = await createPaymentIntent({
        productId: product.id,
        amount: discount ? discount.totalCents / 100 : product.price,
        referralCode,
        ...(code ? { discountCode: code } : {}),
      });
      opened.current = { intent, code };
      return intent;
    } catch (error) {
      throw new IntentNotStarted(error);
    }
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
      const codeRefusal = error instanceof IntentNotStarted ? codeRefusalOf(error.reason) : null;
      if (codeRefusal) {
        // Nothing was charged: the code goes, its reason shows by the code field and the card's.
        onCodeRefused(codeRefusal);
        payment.showFailure(codeRefusal);
        failed(codeRefusal);
        return 'failed';
      }
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
