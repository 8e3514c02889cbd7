import { LoaderCircle } from 'lucide-react';
import { useEarlySubmit } from '../../lib/early-choices';
import { Button } from './button';

interface SubmitButtonProps {
  label: string;
  /** What the button says while the form is in flight, e.g. `Submitting...` (docs/product.md §2). */
  pendingLabel: string;
  isSubmitting: boolean;
}

/**
 * A form's full-width submit button, disabled with a spinner while the form is in flight. On a
 * prerendered page it is a plain button until the page is live, so the browser never sends the
 * form by itself (its fields in the address) before the shop's own checks are there; a tap on
 * it meanwhile is recorded by the boot script and sends the form once it is live, after what
 * the visitor typed has been put back (decision 372).
 */
export function SubmitButton({ label, pendingLabel, isSubmitting }: SubmitButtonProps) {
  const earlySubmit = useEarlySubmit();
  return (
    <Button
      {...earlySubmit}
      size="lg"
      disabled={isSubmitting}
      className="mt-2 h-auto min-h-12 w-full py-3 whitespace-normal"
    >
      {isSubmitting ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden />
          {pendingLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
