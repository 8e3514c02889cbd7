import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { AdminReviews } from '../features/admin/reviews/admin-reviews';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminReviewsPage() {
  usePageTitle('Reviews');
  return (
    <AdminGate>
      <AdminReviews />
    </AdminGate>
  );
}
