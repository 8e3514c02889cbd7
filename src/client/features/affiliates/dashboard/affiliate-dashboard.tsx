import { CircleAlert } from 'lucide-react';
import { PageLoading } from '../../../components/layout/page-loading';
import { messageOf } from '../../../lib/api-client';
import { useAffiliateDashboard } from '../api/get-affiliate-dashboard';
import { CodesTable } from './codes-table';
import { DashboardFigures } from './dashboard-figures';
import { PayoutsTable } from './payouts-table';
import { ProgrammeTerms } from './programme-terms';
import { ReferralLinks } from './referral-links';
import { SalesTable } from './sales-table';

/** The signed-in affiliate's own page: link, codes, figures, sales and payouts. */
export function AffiliateDashboard({ name, referralCode }: { name: string; referralCode: string }) {
  const query = useAffiliateDashboard(referralCode);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:py-14">
      <header className="grid gap-1">
        <p className="text-sm tracking-wide text-muted uppercase">Affiliate dashboard</p>
        <h1 className="font-display text-4xl font-semibold text-gold-bright">Welcome, {name}</h1>
      </header>
      {query.isPending ? <PageLoading label="Loading your figures…" /> : null}
      {query.isError ? (
        <p role="alert" className="flex items-center gap-2 text-red-300">
          <CircleAlert className="size-5" aria-hidden />
          {messageOf(query.error, 'Your figures could not be loaded. Please reload the page.')}
        </p>
      ) : null}
      {query.data ? (
        <>
          <ReferralLinks dashboard={query.data} />
          <CodesTable codes={query.data.codes} />
          <DashboardFigures dashboard={query.data} />
          <ProgrammeTerms commissionRate={query.data.commissionRate} />
          <SalesTable sales={query.data.sales} />
          <PayoutsTable payouts={query.data.payouts} />
        </>
      ) : null}
    </div>
  );
}
