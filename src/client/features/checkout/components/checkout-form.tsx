import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LoaderCircle, Lock } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { Product } from '../../../../common/catalogue';
import { checkoutCustomerInputSchema } from '../../../../common/checkout';
import { formatUsd } from '../../../../common/money';
import { emptyPersonInput, type PersonInput } from '../../../../common/person';
import { Button } from '../../../components/ui/button';
import type { PaymentMethod } from '../payment-method/payment-method';
import { useCheckoutPayment, type CheckoutPhase } from '../use-checkout-payment';
import { CheckoutPersonFields } from './checkout-person-fields';
import { GuaranteeNote } from './guarantee-note';

interface CheckoutFormProps {
  product: Product;
  purchaseId: string;
  payment: PaymentMethod;
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

/** The person form and the card form, sent as one payment. */
export function CheckoutForm({ product, purchaseId, payment }: CheckoutFormProps) {
  const form = useForm<PersonInput>({
    resolver: zodResolver(checkoutCustomerInputSchema),
    defaultValues: emptyPersonInput,
  });
  const { phase, pay } = useCheckoutPayment({ product, purchaseId, form });
  // A double click must not pay twice: the second submit is dropped before any await.
  const isSubmitting = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting.current || phase !== 'ready') return;
    isSubmitting.current = true;
    try {
      await form.handleSubmit(
        (person) => pay(person, payment),
        // Show the card form's messages too, so everything missing is visible at once.
        () => void payment.validate(),
      )();
    } finally {
      isSubmitting.current = false;
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8">
      <fieldset disabled={phase !== 'ready'} className="grid gap-8">
        <section aria-labelledby="details-heading" className="grid gap-5">
          <h2 id="details-heading" className="text-2xl font-semibold">
            Your details
          </h2>
          <CheckoutPersonFields form={form} />
        </section>
        <section aria-labelledby="payment-heading" className="grid gap-4">
          <h2 id="payment-heading" className="text-2xl font-semibold">
            Payment
          </h2>
          {payment.fields}
        </section>
      </fieldset>
      <Button type="submit" size="lg" className="w-full" disabled={phase !== 'ready'}>
        <PayButtonLabel phase={phase} price={product.price} />
      </Button>
      <GuaranteeNote product={product} />
    </form>
  );
}
