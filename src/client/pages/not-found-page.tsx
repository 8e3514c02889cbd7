import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Compass className="mb-6 size-12 text-gold" aria-hidden />
      <h1 className="text-5xl font-semibold">404 Page Not Found</h1>
      <p className="mt-4 text-muted">
        Did you forget to add the page to the router? This address is not one of ours, but your path
        is still waiting.
      </p>
      <Button asChild className="mt-8">
        <Link href="/">Return Home</Link>
      </Button>
    </section>
  );
}
