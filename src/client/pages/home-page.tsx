import { ClosingCallToAction } from '../features/landing/closing-call-to-action';
import { Hero } from '../features/landing/hero';
import { ServiceGrid } from '../features/landing/service-grid';
import { Testimonials } from '../features/landing/testimonials';
import { StaticHtml } from '../components/layout/static-html';
import { usePageTitle } from '../lib/use-page-title';

/** Loaded eagerly with the shell, so it and its imports stay lean (docs/architecture.md §5). */
export function HomePage() {
  usePageTitle('Personalised astrology & numerology reports');
  return (
    // Nothing on the landing page below the top bar changes once drawn (decision 194).
    <StaticHtml>
      <Hero />
      <ServiceGrid />
      <Testimonials />
      <ClosingCallToAction />
    </StaticHtml>
  );
}
