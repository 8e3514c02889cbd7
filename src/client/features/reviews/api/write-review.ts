import type { MyReviewView, ReviewInput } from '../../../../common/reviews';
import { apiRequest } from '../../../lib/api-client';
import { useLinkChange } from '../../../lib/link-query';
import { myReviewQueryOptions } from './get-my-review';

/** Writes the buyer's review, or rewrites it: either way it waits to be read again. */
export function writeReview(input: ReviewInput): Promise<MyReviewView> {
  return apiRequest<MyReviewView>('POST', '/api/reviews', input);
}

/** The page then shows the review as saved; an order refunded meanwhile says so instead. */
export function useWriteReview(token: string) {
  return useLinkChange(myReviewQueryOptions(token), writeReview);
}
