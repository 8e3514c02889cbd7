import { AlarmClock, CircleAlert, Hourglass, UserRoundX, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useReadingQueueCounts } from './api/get-reading-queue';
import { formatCount } from '../../../../common/format';

function Count({
  icon: Icon,
  label,
  value,
  isAlarming,
}: {
  icon: LucideIcon;
  label: string;
  value: number | undefined;
  isAlarming?: boolean;
}) {
  return (
    <Card className={cn('p-4', isAlarming && 'border-destructive/70 bg-destructive/5')}>
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted">
        {label}
        <Icon className="size-4 shrink-0 text-gold" aria-hidden />
      </dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">
        {value === undefined ? '…' : formatCount(value)}
      </dd>
    </Card>
  );
}

/** The written readings at a glance: what is late, what is close, who waits, who has nobody. */
export function QueueCounts({ linksToQueue = true }: { linksToQueue?: boolean }) {
  const { data, isError } = useReadingQueueCounts();
  if (isError) return null;
  return (
    <section aria-labelledby="queue-counts" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="queue-counts" className="text-xl font-semibold">
          Written readings
        </h2>
        {linksToQueue ? (
          <Link
            href="/admin/readings"
            className="text-sm text-gold underline-offset-4 hover:underline"
          >
            Open the reading queue
          </Link>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={!data}>
        <Count
          icon={CircleAlert}
          label="Overdue"
          value={data?.overdue}
          isAlarming={(data?.overdue ?? 0) > 0}
        />
        <Count icon={AlarmClock} label="Due within 2 days" value={data?.dueSoon} />
        <Count icon={Hourglass} label="Waiting on the customer" value={data?.waitingOnCustomer} />
        <Count icon={UserRoundX} label="No reader yet" value={data?.unassigned} />
      </dl>
    </section>
  );
}
