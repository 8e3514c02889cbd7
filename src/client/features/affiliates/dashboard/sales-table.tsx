import type { AffiliateDashboard } from '../../../../common/affiliate';
import { Badge } from '../../../components/ui/badge';
import { formatDay, viewerZone } from '../../../../common/format';
import { formatCents } from '../../../../common/money';
import { CardHeading, CardsOrTable } from './cards-or-table';
import { DashboardSection, type DashboardColumn } from './dashboard-table';
import { statusLabels } from './format';

type Sale = AffiliateDashboard['sales'][number];

const statusVariant = {
  pending: 'warning',
  payable: 'default',
  paid: 'success',
  reversed: 'destructive',
} as const;

function SaleStatus({ sale }: { sale: Sale }) {
  return <Badge variant={statusVariant[sale.status]}>{statusLabels[sale.status]}</Badge>;
}

/** The discount code the buyer typed; nothing for a sale that came by the link. */
function SaleCode({ sale }: { sale: Sale }) {
  return sale.discountCode ? <span className="font-mono">{sale.discountCode}</span> : null;
}

const columns: readonly DashboardColumn<Sale>[] = [
  { label: 'Date', value: (sale) => formatDay(sale.date, viewerZone()) },
  { label: 'Product', value: (sale) => sale.productName },
  { label: 'Code', value: (sale) => <SaleCode sale={sale} /> },
  { label: 'Amount', isAmount: true, value: (sale) => formatCents(sale.saleCents) },
  { label: 'Commission', isAmount: true, value: (sale) => formatCents(sale.commissionCents) },
  { label: 'Status', value: (sale) => <SaleStatus sale={sale} /> },
];

/**
 * Each referred sale: when, what, the code it was bought with, how much, the commission and
 * where it stands.
 */
export function SalesTable({ sales }: { sales: AffiliateDashboard['sales'] }) {
  return (
    <DashboardSection
      title="Sales"
      emptyText="No sales yet. Share your link to earn your first commission."
      isEmpty={sales.length === 0}
    >
      <CardsOrTable
        caption="Your referred sales"
        columns={columns}
        rows={sales}
        tableClassName="w-full min-w-[42rem] text-sm"
        card={(sale) => (
          <>
            <CardHeading status={<SaleStatus sale={sale} />}>{sale.productName}</CardHeading>
            <span className="text-muted">
              {formatDay(sale.date, viewerZone())}
              {sale.discountCode ? (
                <>
                  {' · Code '}
                  <SaleCode sale={sale} />
                </>
              ) : null}
            </span>
            <span>
              Sale {formatCents(sale.saleCents)} · Commission{' '}
              <span className="font-semibold">{formatCents(sale.commissionCents)}</span>
            </span>
          </>
        )}
      />
    </DashboardSection>
  );
}
