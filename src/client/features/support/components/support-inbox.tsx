import { Link } from 'wouter';
import { useSupportInbox } from '../api/support-thread';
import { formatCalendarDay, formatDayTime, viewerZone } from '../../../../common/format';
import { waitedFor } from '../format';

/** The shared support inbox: every thread waiting on a reader, priority first, oldest first. */
export function SupportInboxView() {
  const inbox = useSupportInbox();
  if (inbox.isPending) return <p className="text-muted">Loading the inbox...</p>;
  if (inbox.isError) {
    return (
      <p role="alert" className="text-red-300">
        The inbox could not be loaded. Reload the page to try again.
      </p>
    );
  }
  const { entries } = inbox.data;
  if (entries.length === 0) {
    return <p className="text-muted">No customer is waiting for an answer.</p>;
  }
  return (
    <ul className="grid gap-3" aria-label="Threads waiting on a reader">
      {entries.map((entry) => (
        <li key={entry.purchaseId} className="rounded-lg border border-border bg-surface/40 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              href={`/admin/purchase/${entry.purchaseId}`}
              className="font-semibold text-gold-bright underline underline-offset-4"
            >
              Order {entry.reference} · {entry.productName}
            </Link>
            <span
              className={
                entry.isPriority
                  ? 'rounded-full border border-gold/60 px-2 py-0.5 text-xs font-semibold text-gold uppercase'
                  : 'rounded-full border border-border px-2 py-0.5 text-xs text-muted uppercase'
              }
            >
              {entry.isPriority ? 'Priority' : 'Standard'}
            </span>
          </div>
          <p className="mt-2 text-sm text-muted">
            {entry.customerName ?? 'The customer'} has waited {waitedFor(entry.waitingSince)} (since{' '}
            {formatDayTime(entry.waitingSince, viewerZone())}),{' '}
            {entry.waitingMessages === 1 ? '1 message' : `${entry.waitingMessages} messages`}.
          </p>
          <p
            className={`mt-1 text-sm ${entry.isOverdue ? 'font-semibold text-red-300' : 'text-muted'}`}
          >
            Answer {entry.answerTarget.label}: by {formatCalendarDay(entry.answerDue, 'long')}
            {entry.isOverdue ? ' (overdue)' : ''}. Reader: {entry.readerName ?? 'not assigned'}.
          </p>
        </li>
      ))}
    </ul>
  );
}
