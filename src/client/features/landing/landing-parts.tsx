import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** One band of the landing page below the hero, named by its heading. */
export function LandingSection({
  headingId,
  children,
}: {
  headingId: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      {children}
    </section>
  );
}

/** The landing page's main call: to the free summary's form. */
export function DiscoverYourPathButton({ className }: { className?: string }) {
  return (
    <Button asChild size="lg" className={cn('w-full sm:w-auto', className)}>
      <Link href="/form">
        Discover Your Path
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}
