import { RatingStars } from '../../components/reviews/rating-stars';
import { LandingSection } from './landing-parts';
import { testimonials } from './testimonials-data';

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
              <RatingStars
                rating={5}
                label="Rated 5 out of 5"
                className="flex gap-1 text-gold"
                starClassName="size-5"
              />
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
