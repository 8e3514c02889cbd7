import type { AffiliateDashboard } from '../../../../common/affiliate';
import { formatCents } from '../../../../common/money';
import { formatConversion } from './format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface/80 p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-foreground">{value}</dd>
    </div>
  );
}

/** Visits, sales and conversion, then earnings by where they stand. */
export function DashboardFigures({ dashboard }: { dashboard: AffiliateDashboard }) {
  const { earnings } = dashboard;
  return (
    <section aria-labelledby="figures-heading" className="grid gap-3">
      <h2 id="figures-heading" className="text-xl font-semibold">
        Performance
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Figure label="Visits through your link" value={String(dashboard.visits)} />
        <Figure label="Sales" value={String(dashboard.salesCount)} />
        <Figure label="Conversion" value={formatConversion(dashboard.conversionRate)} />
      </dl>
      <h2 className="mt-3 text-xl font-semibold">Earnings</h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Pending" value={formatCents(earnings.pendingCents)} />
        <Figure label="Payable" value={formatCents(earnings.payableCents)} />
        <Figure label="Paid" value={formatCents(earnings.paidCents)} />
        <Figure label="Total" value={formatCents(earnings.totalCents)} />
      </dl>
      <p className="text-sm text-muted">
        A commission is pending during the product&apos;s guarantee, then payable.
      </p>
    </section>
  );
}
