import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import {
  cardMessages,
  cardProblems,
  testCardOutcome,
  type CardField,
} from '../../../../common/checkout';
import { confirmLocalPayment } from '../api/confirm-local-payment';
import { LocalCardFields, type CardValues } from '../components/local-card-fields';
import type { PaymentMethod, PaymentMethodProps } from './payment-method';

const emptyCard: CardValues = { cardNumber: '', expiry: '', cvc: '' };

/**
 * The embedded test mode: our own card form where Stripe's would be, with Stripe's test-card
 * behaviour. A number that is not a Stripe test card is refused here and never sent.
 */
export function LocalCardMethod({ children }: PaymentMethodProps) {
  const [card, setCard] = useState<CardValues>(emptyCard);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  // Why the last payment failed; it stays under the card number until any card field changes.
  const [failure, setFailure] = useState<string | null>(null);

  const update = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };

  const method: Omit<PaymentMethod, 'fields'> = {
    isReady: true,
    showFailure: setFailure,
    async validate() {
      const problems = cardProblems(card);
      if (problems.length > 0) {
        setErrors(Object.fromEntries(problems.map((found) => [found.field, found.message])));
        return problems[0]?.message ?? null;
      }
      if (testCardOutcome(card.cardNumber).kind === 'not-a-test-card') {
        setErrors({ cardNumber: cardMessages.notATestCard });
        return cardMessages.notATestCard;
      }
      setErrors({});
      return null;
    },
    async confirm({ intent }) {
      const reply = await confirmLocalPayment(intent.paymentIntentId, {
        clientSecret: intent.clientSecret,
        ...card,
      });
      if (reply.error) return { status: 'failed', message: reply.error.message };
      return { status: 'succeeded', paymentIntentId: reply.paymentIntent.id };
    },
  };

  const fields = (
    <div className="grid gap-3">
      <p className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <strong>Test mode — no real charge.</strong> Use Stripe&apos;s test card{' '}
          <span className="whitespace-nowrap">4242 4242 4242 4242</span> with any future date and
          any 3-digit code.
        </span>
      </p>
      <LocalCardFields
        values={card}
        errors={{ ...errors, cardNumber: errors.cardNumber ?? failure ?? undefined }}
        onChange={update}
      />
    </div>
  );

  return <>{children({ ...method, fields })}</>;
}
