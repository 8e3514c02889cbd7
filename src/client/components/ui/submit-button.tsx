import { LoaderCircle } from 'lucide-react';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from './button';

interface SubmitButtonProps {
  label: string;
  /** What the button says while the form is in flight, e.g. `Submitting...` (docs/product.md §2). */
  pendingLabel: string;
  isSubmitting: boolean;
}

/**
 * A form's full-width submit button: disabled with a spinner while the form is in flight, and
 * on a prerendered page until the page is live, so the browser never sends the form by itself
 * (its fields in the address) before the shop's own checks are there.
 */
export function SubmitButton({ label, pendingLabel, isSubmitting }: SubmitButtonProps) {
  const isHydrated = useHydrated();
  return (
    <Button
      type="submit"
      size="lg"
      disabled={isSubmitting || !isHydrated}
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
