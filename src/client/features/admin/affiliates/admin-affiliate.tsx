import { adminAffiliateMessages } from '../../../../common/admin-affiliates';
import { formatCents } from '../../../../common/money';
import { useAdminAffiliate } from '../api/get-admin-affiliate';
import { Detail, DetailList } from '../shared/detail-list';
import { AdminRecordPage } from '../shared/admin-page-states';
import { formatAdminDate } from '../shared/format';
import { Section } from '../shared/section';
import { AffiliateActiveBadge } from './affiliate-card';
import { AffiliateSettings } from './affiliate-settings';
import { LedgerPayout } from './ledger-payout';
import { PayoutList } from './payout-list';
import { ReferredSales } from './referred-sales';

/** One affiliate: figures, settings, the ledger with its payout form, and payouts. */
export function AdminAffiliate({ affiliateId }: { affiliateId: string }) {
  const query = useAdminAffiliate(affiliateId);
  return (
    <AdminRecordPage
      query={query}
      loadingLabel="Loading affiliate…"
      notFound={adminAffiliateMessages.notFound}
    >
      {({ affiliate, ledger, sales, payouts }) => (
        <div className="grid gap-6">
          <header className="flex flex-wrap items-end gap-3">
            <h1 className="text-4xl font-semibold">{affiliate.name}</h1>
            <AffiliateActiveBadge isActive={affiliate.isActive} />
          </header>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
            <div className="grid min-w-0 gap-6">
              <Section title="Overview">
                <DetailList>
                  <Detail label="E-mail">{affiliate.email}</Detail>
                  <Detail label="Referral code">
                    <code>{affiliate.referralCode}</code>
                  </Detail>
                  <Detail label="Rate for new orders">{Number(affiliate.commissionRate)}%</Detail>
                  <Detail label="Since">{formatAdminDate(affiliate.createdAt)}</Detail>
                  <Detail label="Visits">{affiliate.visits}</Detail>
                  <Detail label="Sales">{affiliate.sales}</Detail>
                  <Detail label="Pending">{formatCents(affiliate.pendingCents)}</Detail>
                  <Detail label="Payable">{formatCents(affiliate.payableCents)}</Detail>
                  <Detail label="Paid">{formatCents(affiliate.paidCents)}</Detail>
                  <Detail label="Password">
                    {affiliate.hasPassword ? 'Set' : 'Invitation not yet accepted'}
                  </Detail>
                </DetailList>
              </Section>
              <LedgerPayout
                key={ledger.map((entry) => entry.status).join()}
                affiliateId={affiliateId}
                ledger={ledger}
              />
              <ReferredSales affiliateId={affiliateId} sales={sales} />
            </div>
            <div className="grid min-w-0 gap-6">
              <AffiliateSettings key={affiliate.commissionRate} affiliate={affiliate} />
              <PayoutList payouts={payouts} />
            </div>
          </div>
        </div>
      )}
    </AdminRecordPage>
  );
}
