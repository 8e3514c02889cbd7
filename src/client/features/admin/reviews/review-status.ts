import type { ReviewStatus } from '../../../../common/reviews';
import type { BadgeLook } from '../shared/status-badges';

export const reviewStatuses = ['pending', 'approved', 'hidden'] as const satisfies ReviewStatus[];

export const reviewStatusNames: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  hidden: 'Hidden',
};

export const reviewStatusLooks: Record<ReviewStatus, BadgeLook> = {
  pending: { variant: 'warning' },
  approved: { variant: 'success' },
  hidden: { variant: 'outline' },
};
