import { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { reviewInputSchema, type MyReviewView } from '../../../../common/reviews';

/** The request's own schema, less the link's token, which the page adds. */
export const reviewFormSchema = reviewInputSchema.omit({ token: true });

export type ReviewFormValues = z.input<typeof reviewFormSchema>;
export type ReviewFormOutput = z.output<typeof reviewFormSchema>;

export const reviewFormResolver = zodResolver(reviewFormSchema);

/** The buyer's review as saved, or an empty form with no star chosen. */
export function reviewFormDefaults(
  review: MyReviewView['review'],
): DefaultValues<ReviewFormValues> {
  return { rating: review?.rating, body: review?.body ?? '' };
}
