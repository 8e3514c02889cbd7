import { Link } from 'wouter';
import { formatCalendarDay } from '../../../../common/format';
import type { QueueReading } from '../../../../common/reading-queue';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatAdminDate, formatAdminDateTime, shortOrderId } from '../shared/format';
import { ReaderSelect } from './reader-select';
import { StandingBadge } from './standing-badge';

/** The reader's workspace for one order (built by the workspace feature). */
export function workspacePath(purchaseId: string): string {
  return `/admin/reading/${purchaseId}`;
}

function dueLine(reading: QueueReading): string {
  if (!reading.dueOn) return `Waiting on the customer: ${reading.waitingFor ?? 'questionnaire'}`;
  return `Due ${formatCalendarDay(reading.dueOn, 'short-weekday')}`;
}

/** One order of the queue: when it is due, who writes it, and the ways into it. */
export function QueueRow({ reading }: { reading: QueueReading }) {
  const orderNumber = shortOrderId(reading.purchaseId);
  const isUrgent = reading.standing === 'overdue' || reading.standing === 'due-soon';
  return (
    <li>
      <Card
        className={cn(
          'grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start',
          reading.standing === 'overdue' && 'border-destructive/70 bg-destructive/5',
          reading.standing === 'due-soon' && 'border-warning/60 bg-warning/5',
        )}
      >
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <StandingBadge standing={reading.standing} />
            <p className={cn('font-semibold', isUrgent && 'text-foreground')}>{dueLine(reading)}</p>
          </div>
          <h2 className="font-sans text-base font-semibold">
            {reading.productName}
            <span className="font-normal text-muted">
              {' '}
              · {reading.writtenCount} written {reading.writtenCount === 1 ? 'report' : 'reports'}
            </span>
          </h2>
          <p className="text-sm text-muted">
            Order {orderNumber} · {reading.customerName ?? 'Customer not filed yet'} · paid{' '}
            {formatAdminDate(reading.paidAt)}
            {reading.startedAt ? ` · clock started ${formatAdminDate(reading.startedAt)}` : ''}
          </p>
          {reading.standing === 'waiting-on-customer' ? (
            <p className="text-sm text-muted">
              {reading.lastReminderAt
                ? `Last questionnaire reminder sent ${formatAdminDateTime(reading.lastReminderAt)}`
                : 'No questionnaire reminder sent yet'}
            </p>
          ) : null}
        </div>
        <div className="grid gap-2 sm:w-64">
          <ReaderSelect purchaseId={reading.purchaseId} reader={reading.reader} />
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link
                href={workspacePath(reading.purchaseId)}
                aria-label={`Write order ${orderNumber}`}
              >
                Write
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link
                href={`/admin/purchase/${reading.purchaseId}`}
                aria-label={`Open order ${orderNumber}`}
              >
                Order
              </Link>
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}
