import { Star, StarHalf } from 'lucide-react';
import { cn } from '../../lib/cn';

const STAR_COUNT = 5;

interface RatingStarsProps {
  /** From 1 to 5; an average is drawn to the nearest half star. */
  rating: number;
  /** What the stars say to screen readers; without it they are decoration beside words that say it. */
  label?: string;
  /** The row's spacing and colour. */
  className?: string;
  /** Each star's size. */
  starClassName?: string;
}

/** A rating as five stars, filled up to it (the landing page's testimonials, the reviews). */
export function RatingStars({
  rating,
  label,
  className = 'flex gap-0.5 text-gold',
  starClassName = 'size-4',
}: RatingStarsProps) {
  const halves = Math.round(rating * 2);
  return (
    <div
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={className}
    >
      {Array.from({ length: STAR_COUNT }, (_, index) => {
        const filledHalves = halves - index * 2;
        if (filledHalves >= 2) {
          return <Star key={index} className={cn(starClassName, 'fill-current')} aria-hidden />;
        }
        if (filledHalves === 1) {
          return (
            <span key={index} className="relative inline-flex">
              <Star className={cn(starClassName, 'opacity-40')} aria-hidden />
              <StarHalf
                className={cn(starClassName, 'absolute inset-0 fill-current')}
                aria-hidden
              />
            </span>
          );
        }
        return <Star key={index} className={cn(starClassName, 'opacity-40')} aria-hidden />;
      })}
    </div>
  );
}
