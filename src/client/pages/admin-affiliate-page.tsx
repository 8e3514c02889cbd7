import { useParams } from 'wouter';
import { AdminAffiliate } from '../features/admin/affiliates/admin-affiliate';
import { AdminGate } from '../features/admin/auth/components/admin-gate';
import { usePageTitle } from '../lib/use-page-title';

export default function AdminAffiliatePage() {
  const { affiliateId = '' } = useParams<{ affiliateId: string }>();
  usePageTitle('Affiliate');
  return (
    <AdminGate>
      <AdminAffiliate key={affiliateId} affiliateId={affiliateId} />
    </AdminGate>
  );
}
