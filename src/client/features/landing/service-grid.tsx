import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';
import { LandingSection } from './landing-parts';
import { serviceCards } from './service-cards';

export function ServiceGrid() {
  return (
    <LandingSection headingId="services-heading">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="services-heading" className="text-4xl font-semibold text-gold-bright sm:text-5xl">
          Six ways to read your path
        </h2>
        <p className="mt-4 text-lg text-muted">
          Each reading looks at you through a different lens. Together they show the same person
          from every side: how you think, where you thrive and what you are here to do.
        </p>
      </div>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {serviceCards.map(({ icon: Icon, title, focus, description, colour, firstProduct }) => (
          <li
            key={title}
            className="flex flex-col rounded-xl border border-border bg-surface/80 p-6 transition-colors hover:border-gold/40"
          >
            <div
              className={cn(
                'mb-5 inline-flex size-12 items-center justify-center rounded-lg ring-1',
                colour,
              )}
            >
              <Icon className="size-6" aria-hidden />
            </div>
            <h3 className="text-2xl font-semibold">{title}</h3>
            <p className="mt-1 text-sm font-medium text-gold-bright">{focus}</p>
            <p className="mt-3 mb-5 leading-relaxed text-muted">{description}</p>
            <Link
              href={`/product/${firstProduct.id}`}
              className="mt-auto inline-flex items-center gap-2 py-1 text-sm font-medium text-gold-bright hover:text-gold"
            >
              <span>
                In {firstProduct.name}{' '}
                <span className="text-muted">and every reading above it</span>
              </span>
              <ArrowRight className="size-4 shrink-0" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
