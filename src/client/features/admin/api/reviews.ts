import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, ReviewStatus } from '../../../../common/reviews';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** Every review list; approving, hiding or a reply refreshes them all. */
const reviewsKey = [...adminQueryKeys.all, 'reviews'] as const;

/** The reviews of one status, newest first. */
export function adminReviewsQueryOptions(status: ReviewStatus) {
  return queryOptions({
    queryKey: [...reviewsKey, status],
    queryFn: () => apiRequest<AdminReview[]>('GET', `/api/admin/reviews?status=${status}`),
  });
}

export function useAdminReviews(status: ReviewStatus) {
  return useQuery(adminReviewsQueryOptions(status));
}

/** Approves a review (it shows on its reading's pages) or hides it. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'approve' | 'hide' }) =>
      apiRequest<AdminReview>('POST', `/api/admin/reviews/${encodeURIComponent(id)}/moderate`, {
        action,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}

/** The shop's public reply under a review; an empty one removes it. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) =>
      apiRequest<AdminReview>('POST', `/api/admin/reviews/${encodeURIComponent(id)}/reply`, {
        reply,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
