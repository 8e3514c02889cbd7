import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { DiscountCodes } from '../features/admin/codes/discount-codes';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminCodesPage() {
  usePageTitle('Discount codes');
  return (
    <AdminGate>
      <DiscountCodes />
    </AdminGate>
  );
}
