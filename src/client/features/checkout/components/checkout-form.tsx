import { CircleCheck, LoaderCircle, Lock, UserRoundCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import type { Product } from '../../../../common/catalogue';
import type { CodeQuote } from '../../../../common/discount-codes';
import { viewerZone } from '../../../../common/format';
import { formatUsd } from '../../../../common/money';
import { emptyPersonInput, type PersonInput } from '../../../../common/person';
import { pageRoutes } from '../../../../common/routes';
import { CheckoutPersonFields } from '../../../components/forms/checkout-person-fields';
import { useFocusFirstInvalid } from '../../../components/forms/focus-first-invalid';
import { ContactFields } from '../../../components/forms/person-fields';
import {
  forgetPerson,
  recallDetails,
  type RememberedSource,
} from '../../../components/forms/remembered-person';
import { Button } from '../../../components/ui/button';
import {
  checkoutDefaults,
  checkoutResolver,
  type CheckoutFormValues,
  type CheckoutSubmission,
} from '../checkout-form-values';
import { preloadPageWhenIdle } from '../../../lib/page-preloads';
import type { PaymentMethod } from '../payment-method/payment-method';
import { useCheckoutPayment, type CheckoutPhase } from '../use-checkout-payment';
import { useCheckoutReminder } from '../use-checkout-reminder';
import { DiscountCodeField } from './discount-code-field';
import { ReminderConsent } from './reminder-consent';
import { GiftFields, GiftToggle } from './gift-fields';
import { GuaranteeNote } from './guarantee-note';

interface CheckoutFormProps {
  product: Product;
  referralCode: string | undefined;
  payment: PaymentMethod;
  /** Told when "This is a gift" is ticked or unticked: the summary beside the form follows it. */
  onGiftChange?: (isGift: boolean) => void;
  /** The applied code, held by the page: the summary beside the form shows it too. */
  discount: CodeQuote | null;
  onDiscountChange: (discount: CodeQuote | null) => void;
  /** `?code=` of the link the buyer came with. */
  initialCode?: string;
  /** `#resume=` of a reminder's link: the checkout as it was left. */
  resumeToken?: string;
}

function PayButtonLabel({ phase, price }: { phase: CheckoutPhase; price: number }) {
  if (phase === 'processing') {
    return (
      <>
        <LoaderCircle className="animate-spin" aria-hidden />
        Processing Payment & Order...
      </>
    );
  }
  if (phase === 'paid') {
    return (
      <>
        <CircleCheck aria-hidden />
        Payment Successful
      </>
    );
  }
  return (
    <>
      <Lock aria-hidden />
      Pay {formatUsd(price)}
    </>
  );
}

const rememberedFrom: Record<RememberedSource, string> = {
  'free-summary': 'the free summary requested on this device',
  purchase: 'your earlier order on this device',
};

function RememberedNotice({ source, onClear }: { source: RememberedSource; onClear: () => void }) {
  return (
    <div className="grid gap-2 rounded-md border border-gold/30 bg-gold/5 px-3 py-2 text-sm sm:flex sm:items-center sm:gap-4">
      <p className="flex min-w-0 flex-1 items-start gap-2 text-muted">
        <UserRoundCheck className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
        <span>Filled in from {rememberedFrom[source]}. Please check them before paying.</span>
      </p>
      <button
        type="button"
        onClick={onClear}
        className="justify-self-start rounded-sm pl-6 text-left font-semibold text-gold-bright underline underline-offset-4 hover:text-foreground sm:shrink-0 sm:pl-0"
      >
        Not you? Clear these details
      </button>
    </div>
  );
}

/** The person form and the card form, sent as one payment. */
export function CheckoutForm({
  product,
  referralCode,
  payment,
  onGiftChange,
  discount,
  onDiscountChange,
  initialCode,
  resumeToken,
}: CheckoutFormProps) {
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  // The details this browser last sent, free form or checkout (decision 125); read once, here.
  const [remembered, setRemembered] = useState(recallDetails);
  // A gift's day starts as today in this browser's zone, read once.
  const [defaultValues] = useState(() =>
    checkoutDefaults(remembered?.person, viewerZone(), new Date()),
  );
  const form = useForm<CheckoutFormValues, unknown, CheckoutSubmission>({
    resolver: checkoutResolver,
    defaultValues,
    // Focus follows reading order (below), card fields included.
    shouldFocusError: false,
  });
  const isGift = useWatch({ control: form.control, name: 'isGift' });
  useEffect(() => onGiftChange?.(isGift), [isGift, onGiftChange]);
  // The page a payment leads to (the gift's, for a gift) is here before the buyer presses Pay.
  useEffect(
    () => preloadPageWhenIdle(isGift ? pageRoutes.giftManage : pageRoutes.success),
    [isGift],
  );
  // The person fields are this form's own, under the same names: they fill and check its values.
  const personForm = form as unknown as UseFormReturn<PersonInput>;
  const { rootRef, requestFocus } = useFocusFirstInvalid<HTMLFormElement>();
  const reminder = useCheckoutReminder(product.id, form, resumeToken);
  const { phase, pay } = useCheckoutPayment({
    product,
    referralCode,
    form,
    discount,
    onCodeRefused: (message) => {
      onDiscountChange(null);
      setCodeRefusal(message);
    },
  });

  const clearRemembered = () => {
    forgetPerson();
    setRemembered(null);
    // The person only: a gift being written stays as it is.
    form.reset({ ...form.getValues(), ...emptyPersonInput });
    form.setFocus('fullName');
  };
  // A double click must not pay twice: the second submit is dropped before any await.
  const isSubmitting = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting.current || phase !== 'ready') return;
    isSubmitting.current = true;
    try {
      let hasFailed = false;
      await form.handleSubmit(
        async (submission) => {
          hasFailed = (await pay(submission, payment)) === 'failed';
        },
        // Show the card form's messages too, so everything missing is visible at once.
        async () => {
          hasFailed = true;
          await payment.validate();
        },
      )();
      // Only now has the form published its errors: the person fields are marked too.
      if (hasFailed) requestFocus();
    } finally {
      isSubmitting.current = false;
    }
  };

  return (
    <form ref={rootRef} onSubmit={onSubmit} noValidate className="grid gap-8">
      <fieldset disabled={phase !== 'ready'} className="grid gap-8">
        <section aria-labelledby="details-heading" className="grid gap-5">
          <h2 id="details-heading" className="text-2xl font-semibold">
            Your details
          </h2>
          <GiftToggle form={form} />
          {remembered ? (
            <RememberedNotice source={remembered.source} onClear={clearRemembered} />
          ) : null}
          {/* A gift's buyer is a contact: the birth asked for is the recipient's, at the claim. */}
          {isGift ? (
            <div className="grid gap-5">
              <p className="text-sm text-muted">
                Your receipt, with the link to your gift’s own page, comes to this e-mail.
              </p>
              <ContactFields form={personForm} />
            </div>
          ) : (
            <CheckoutPersonFields form={personForm} />
          )}
          <ReminderConsent isWanted={reminder.isWanted} onChange={reminder.choose} />
        </section>
        {isGift ? <GiftFields form={form} /> : null}
        <section aria-labelledby="payment-heading" className="grid gap-4">
          <h2 id="payment-heading" className="text-2xl font-semibold">
            Payment
          </h2>
          <DiscountCodeField
            productId={product.id}
            applied={discount}
            onApply={(quote) => {
              setCodeRefusal(null);
              onDiscountChange(quote);
            }}
            onRemove={() => onDiscountChange(null)}
            refusal={codeRefusal}
            initialCode={initialCode}
          />
          {payment.fields}
        </section>
      </fieldset>
      <Button type="submit" size="lg" className="w-full" disabled={phase !== 'ready'}>
        <PayButtonLabel
          phase={phase}
          price={discount ? discount.totalCents / 100 : product.price}
        />
      </Button>
      <GuaranteeNote product={product} />
    </form>
  );
}
