import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

/** Loaded eagerly with the shell (any unknown path), so it stays small. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Compass className="mb-6 size-12 text-gold" aria-hidden />
      <h1 className="text-5xl font-semibold text-balance">404 Page Not Found</h1>
      <p className="mt-4 leading-relaxed text-muted">
        Did you forget to add the page to the router? This address is not one of ours, but your path
        is still waiting.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link href="/">Return Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/services">Browse Services</Link>
        </Button>
      </div>
    </section>
  );
}
