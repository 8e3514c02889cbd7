import type { AffiliateDashboard } from '../../../../common/affiliate';
import { formatCalendarDay } from '../../../../common/format';
import { formatCents } from '../../../../common/money';
import { DashboardSection, DashboardTable, type DashboardColumn } from './dashboard-table';

type Payout = AffiliateDashboard['payouts'][number];

const columns: readonly DashboardColumn<Payout>[] = [
  { label: 'Date', value: (payout) => formatCalendarDay(payout.paidOn) },
  { label: 'Reference', value: (payout) => payout.reference },
  { label: 'Amount', isAmount: true, value: (payout) => formatCents(payout.amountCents) },
];

export function PayoutsTable({ payouts }: { payouts: AffiliateDashboard['payouts'] }) {
  return (
    <DashboardSection title="Payouts" emptyText="No payouts yet." isEmpty={payouts.length === 0}>
      <DashboardTable
        caption="Payouts sent to you"
        columns={columns}
        rows={payouts}
        tableClassName="w-full min-w-[24rem] text-sm"
      />
    </DashboardSection>
  );
}
