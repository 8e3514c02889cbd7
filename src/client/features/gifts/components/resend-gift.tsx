import { LoaderCircle, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError, SOMETHING_WENT_WRONG } from '../../../lib/mutation-errors';
import { useResendGift } from '../api/resend-gift';

/** For a recipient who cannot find the gift e-mail: the same e-mail, sent once more. */
export function ResendGift({ token }: { token: string }) {
  const resend = useResendGift(token);
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: (gift) =>
        toast({
          title: 'Gift e-mail sent',
          description: `We sent the gift e-mail again to ${gift.recipientEmail}.`,
          variant: 'success',
        }),
      onError: (error) => reportMutationError(error, { fallback: SOMETHING_WENT_WRONG }),
    });
  return (
    <section aria-labelledby="gift-resend-heading" className="border-t border-border pt-6">
      <h2 id="gift-resend-heading" className="text-xl font-semibold">
        Can’t find the e-mail?
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        We can send the gift e-mail again, with the link to claim the reading. Ask them to look in
        their spam folder too.
      </p>
      <Button
        variant="outline"
        className="mt-4 h-auto min-h-10 w-full py-2 whitespace-normal sm:w-auto"
        disabled={resend.isPending}
        onClick={send}
      >
        {resend.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden />
        ) : (
          <Send aria-hidden />
        )}
        Send the gift e-mail again
      </Button>
    </section>
  );
}
