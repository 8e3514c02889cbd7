import { LoaderCircle } from 'lucide-react';
import { Button } from './button';

interface SubmitButtonProps {
  label: string;
  /** What the button says while the form is in flight, e.g. `Submitting...` (SPEC.md 2). */
  pendingLabel: string;
  isSubmitting: boolean;
}

/** A form's full-width submit button: disabled with a spinner while the form is in flight. */
export function SubmitButton({ label, pendingLabel, isSubmitting }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
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
