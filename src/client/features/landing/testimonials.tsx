import { Star } from 'lucide-react';
import { LandingSection } from './landing-parts';
import { testimonials } from './testimonials-data';

const STAR_COUNT = 5;

function FiveStars() {
  return (
    <div role="img" aria-label="Rated 5 out of 5" className="flex gap-1 text-gold">
      {Array.from({ length: STAR_COUNT }, (_, index) => (
        <Star key={index} className="size-5 fill-current" aria-hidden />
      ))}
    </div>
  );
}

export function Testimonials() {
  return (
    <LandingSection headingId="testimonials-heading">
      <h2
        id="testimonials-heading"
        className="text-center text-4xl font-semibold text-gold-bright sm:text-5xl"
      >
        What Our Clients Say
      </h2>
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {testimonials.map(({ name, role, content, image }) => (
          <li key={name} className="flex">
            <figure className="flex flex-1 flex-col rounded-xl border border-border bg-surface/80 p-6">
              <FiveStars />
              <blockquote className="mt-4 flex-1 leading-relaxed text-foreground/90">
                <p>“{content}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                {/* Below the fold: sized to avoid layout shift, fetched only when near. */}
                <img
                  src={image}
                  alt={`Illustrated portrait of ${name}`}
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className="size-14 shrink-0 rounded-full"
                />
                <div>
                  <p className="font-semibold">{name}</p>
                  <p className="text-sm text-muted">{role}</p>
                </div>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
