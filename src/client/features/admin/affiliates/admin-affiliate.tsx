import { adminAffiliateMessages } from '../../../../common/admin-affiliates';
import { formatCents } from '../../../../common/money';
import { PageLoading } from '../../../components/layout/page-loading';
import { Badge } from '../../../components/ui/badge';
import { useAdminAffiliate } from '../api/get-admin-affiliate';
import { Detail, DetailList } from '../shared/detail-list';
import { AdminLoadError, BackToDashboard } from '../shared/admin-page-states';
import { formatAdminDate } from '../shared/format';
import { Section } from '../shared/section';
import { AffiliateSettings } from './affiliate-settings';
import { LedgerPayout } from './ledger-payout';
import { PayoutList } from './payout-list';
import { ReferredSales } from './referred-sales';

/** One affiliate: figures, settings, the ledger with its payout form, and payouts. */
export function AdminAffiliate({ affiliateId }: { affiliateId: string }) {
  const query = useAdminAffiliate(affiliateId);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-8 sm:px-6">
      <BackToDashboard />
      {query.isPending ? (
        <PageLoading label="Loading affiliate…" />
      ) : query.isError ? (
        <AdminLoadError error={query.error} notFound={adminAffiliateMessages.notFound} />
      ) : (
        <div className="grid gap-6">
          <header className="flex flex-wrap items-end gap-3">
            <h1 className="text-4xl font-semibold">{query.data.affiliate.name}</h1>
            {query.data.affiliate.isActive ? (
              <Badge variant="success">Active</Badge>
            ) : (
              <Badge variant="outline">Inactive</Badge>
            )}
          </header>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
            <div className="grid min-w-0 gap-6">
              <Section title="Overview">
                <DetailList>
                  <Detail label="E-mail">{query.data.affiliate.email}</Detail>
                  <Detail label="Referral code">
                    <code>{query.data.affiliate.referralCode}</code>
                  </Detail>
                  <Detail label="Rate for new orders">
                    {Number(query.data.affiliate.commissionRate)}%
                  </Detail>
                  <Detail label="Since">{formatAdminDate(query.data.affiliate.createdAt)}</Detail>
                  <Detail label="Visits">{query.data.affiliate.visits}</Detail>
                  <Detail label="Sales">{query.data.affiliate.sales}</Detail>
                  <Detail label="Pending">{formatCents(query.data.affiliate.pendingCents)}</Detail>
                  <Detail label="Payable">{formatCents(query.data.affiliate.payableCents)}</Detail>
                  <Detail label="Paid">{formatCents(query.data.affiliate.paidCents)}</Detail>
                  <Detail label="Password">
                    {query.data.affiliate.hasPassword ? 'Set' : 'Invitation not yet accepted'}
                  </Detail>
                </DetailList>
              </Section>
              <LedgerPayout
                key={query.data.ledger.map((entry) => entry.status).join()}
                affiliateId={affiliateId}
                ledger={query.data.ledger}
              />
              <ReferredSales affiliateId={affiliateId} sales={query.data.sales} />
            </div>
            <div className="grid min-w-0 gap-6">
              <AffiliateSettings
                key={query.data.affiliate.commissionRate}
                affiliate={query.data.affiliate}
              />
              <PayoutList payouts={query.data.payouts} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
