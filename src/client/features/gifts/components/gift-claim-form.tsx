import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { GiftClaimView } from '../../../../common/gifts';
import { emptyPersonInput, personInputSchema, type PersonInput } from '../../../../common/person';
import { CheckoutPersonFields } from '../../../components/forms/checkout-person-fields';
import { useFocusFirstInvalid } from '../../../components/forms/focus-first-invalid';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError, SOMETHING_WENT_WRONG } from '../../../lib/mutation-errors';
import { useClaimGift } from '../api/claim-gift';

/**
 * The recipient's own details, the checkout's person form, started from the name and e-mail the
 * giver wrote. Claimed, the gift is their order: on to its questionnaire, or to its page.
 */
export function GiftClaimForm({ token, gift }: { token: string; gift: GiftClaimView }) {
  const [, navigate] = useLocation();
  const claim = useClaimGift(token);
  const form = useForm<PersonInput>({
    resolver: zodResolver(personInputSchema),
    defaultValues: {
      ...emptyPersonInput,
      fullName: gift.recipientName,
      email: gift.recipientEmail,
    },
    shouldFocusError: false,
  });
  const { rootRef, requestFocus } = useFocusFirstInvalid<HTMLFormElement>();

  const onSubmit = form.handleSubmit(
    (person) =>
      claim.mutate(
        { token, person },
        {
          onSuccess: (reply) => {
            toast({
              title: 'Your reading is yours',
              description: 'Thank you: your reading is on its way.',
              variant: 'success',
            });
            navigate(reply.questionnairePath ?? reply.orderStatusPath);
          },
          onError: (error) => {
            // The request nests the person under `person.`.
            reportMutationError(error, { form, prefix: 'person.', fallback: SOMETHING_WENT_WRONG });
            requestFocus();
          },
        },
      ),
    () => requestFocus(),
  );

  return (
    <form ref={rootRef} noValidate onSubmit={onSubmit} className="grid gap-6">
      <fieldset disabled={claim.isPending || claim.isSuccess} className="grid min-w-0 gap-5">
        <legend className="sr-only">Your details</legend>
        <CheckoutPersonFields form={form} />
      </fieldset>
      <p className="flex gap-2 rounded-md border border-gold/30 bg-gold/5 px-3 py-2 text-sm text-muted">
        <LockKeyhole className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
        <span>
          Your details are yours alone: {gift.fromName.trim() || 'the giver'} never sees them. Your
          reading and its e-mails go to the address you give here.
        </span>
      </p>
      <SubmitButton
        label="Claim my reading"
        pendingLabel="Claiming..."
        isSubmitting={claim.isPending || claim.isSuccess}
      />
    </form>
  );
}
