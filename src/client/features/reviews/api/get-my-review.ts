import type { MyReviewView } from '../../../../common/reviews';
import { linkQueryOptions, useLinkQuery } from '../../../lib/link-query';

/** The order a review link opens, with the buyer's review if they wrote one. */
const myReviewUrl = '/api/reviews/mine';

export function myReviewQueryOptions(token: string) {
  return linkQueryOptions<MyReviewView>(myReviewUrl, token);
}

/** The review page's view; idle while the address holds no token. */
export function useMyReview(token: string | null) {
  return useLinkQuery<MyReviewView>(myReviewUrl, token);
}
