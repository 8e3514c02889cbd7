import { LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function SubmitButton({ label, isSubmitting }: { label: string; isSubmitting: boolean }) {
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
          Submitting...
        </>
      ) : (
        label
      )}
    </Button>
  );
}
