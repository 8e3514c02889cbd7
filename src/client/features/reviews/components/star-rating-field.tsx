import { Star } from 'lucide-react';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { cn } from '../../../lib/cn';
import type { ReviewFormValues } from './review-form-schema';

const ratings = [1, 2, 3, 4, 5] as const;

/**
 * The rating as five native radio buttons drawn as stars: arrow keys move the choice, screen
 * readers say "3 stars, radio, 3 of 5", and the stars up to the chosen one are filled.
 */
export function StarRatingField({ control }: { control: Control<ReviewFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'rating' });
  const errorId = useId();
  const error = fieldState.error?.message;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Your rating</legend>
      <div className="flex gap-1">
        {ratings.map((rating) => (
          <label
            key={rating}
            className={cn(
              'cursor-pointer rounded-md p-1 transition-colors hover:text-gold-bright',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              rating <= (field.value ?? 0) ? 'text-gold' : 'text-muted',
            )}
          >
            <input
              ref={rating === 1 ? field.ref : undefined}
              type="radio"
              name={field.name}
              value={rating}
              checked={field.value === rating}
              onChange={() => field.onChange(rating)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <Star
              className={cn('size-9', rating <= (field.value ?? 0) && 'fill-current')}
              aria-hidden
            />
            <span className="sr-only">{rating === 1 ? '1 star' : `${rating} stars`}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
