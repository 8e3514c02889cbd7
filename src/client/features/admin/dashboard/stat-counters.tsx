import { ClipboardList, DollarSign, Hourglass, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatUsd } from '../../../../common/money';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useAdminStats } from '../api/get-admin-stats';
import { formatCount } from '../../../../common/format';

function Counter({
  icon: Icon,
  label,
  value,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  className?: string;
  children?: ReactNode;
}) {
  // The card is a <dl> group, which holds only <dt> and <dd>: the icon lives inside the term.
  return (
    <Card className={cn('p-4 sm:p-5', className)}>
      <dt className="flex items-center justify-between gap-3 text-sm font-medium text-muted">
        {label}
        <Icon className="hidden size-5 shrink-0 text-gold sm:block" aria-hidden />
      </dt>
      <dd className="mt-2 text-2xl font-semibold whitespace-nowrap tabular-nums sm:text-3xl lg:text-2xl xl:text-3xl">
        {value}
      </dd>
      {children ? <dd className="mt-2 grid gap-0.5 text-xs text-muted">{children}</dd> : null}
    </Card>
  );
}

/** The four counters (docs/product.md §2) and the recent revenue. */
export function StatCounters() {
  const { data: stats, isError } = useAdminStats();
  const shown = (value: number | undefined) =>
    value === undefined ? (isError ? '—' : '…') : formatCount(value);
  const money = (value: string | undefined) =>
    value === undefined ? (isError ? '—' : '…') : formatUsd(value);
  return (
    <dl className="grid grid-cols-3 gap-3 lg:grid-cols-4" aria-busy={!stats && !isError}>
      <Counter icon={Users} label="Total Users" value={shown(stats?.totalCustomers)} />
      <Counter icon={ClipboardList} label="Total Orders" value={shown(stats?.totalOrders)} />
      <Counter
        icon={DollarSign}
        label="Revenue"
        value={money(stats?.revenue)}
        // Phones: the widest figure gets the full row, below the three counts.
        className="order-last col-span-3 lg:order-none lg:col-span-1"
      >
        <span>Last 7 days: {money(stats?.revenueLast7Days)}</span>
        <span>Last 28 days: {money(stats?.revenueLast28Days)}</span>
      </Counter>
      <Counter icon={Hourglass} label="Pending Orders" value={shown(stats?.pendingOrders)} />
    </dl>
  );
}
