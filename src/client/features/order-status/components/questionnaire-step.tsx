import { ClipboardList } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';

/** The success page's next step for products with a questionnaire: the tier's questionnaire. */
export function QuestionnaireStep({ href }: { href: string }) {
  return (
    <section
      aria-labelledby="next-step-heading"
      className="rounded-xl border border-gold/30 bg-surface-raised p-6"
    >
      <h2 id="next-step-heading" className="flex items-center gap-2 text-3xl font-semibold">
        <ClipboardList className="size-6 text-gold" aria-hidden />
        One more step
      </h2>
      <p className="mt-3 leading-relaxed text-muted">
        Your reading starts with a few questions about you. Answer them now, or later from the link
        in your confirmation e-mail.
      </p>
      <Button asChild className="mt-5">
        <Link href={href}>Answer Your Questionnaire</Link>
      </Button>
    </section>
  );
}
