import { MessagesSquare } from 'lucide-react';
import { Link } from 'wouter';
import { useSupportInbox } from '../api/support-thread';

/** The dashboard's count of threads waiting on a reader, linking to the shared inbox. */
export function SupportInboxCount() {
  const inbox = useSupportInbox();
  if (!inbox.data) return null;
  const { entries } = inbox.data;
  const priority = entries.filter((entry) => entry.isPriority).length;
  const overdue = entries.filter((entry) => entry.isOverdue).length;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <Link
        href="/admin/support"
        className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border bg-surface/40 px-4 py-3 hover:border-gold/60"
      >
        <MessagesSquare className="size-5 text-gold" aria-hidden />
        <span className="font-semibold">
          {entries.length === 1 ? '1 customer waits' : `${entries.length} customers wait`} for an
          answer
        </span>
        <span className="text-sm text-muted">
          {priority} priority · {overdue} overdue · open the support inbox
        </span>
      </Link>
    </div>
  );
}
