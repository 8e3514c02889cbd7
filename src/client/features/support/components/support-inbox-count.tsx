import { MessagesSquare } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../../../lib/cn';
import { useSupportInbox } from '../api/support-thread';

const boxClass =
  'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border bg-surface/40 px-4 py-3';

/** The dashboard's count of threads waiting on a reader, linking to the shared inbox. */
export function SupportInboxCount() {
  const inbox = useSupportInbox();
  if (inbox.isError) return null;
  const entries = inbox.data?.entries ?? [];
  const priority = entries.filter((entry) => entry.isPriority).length;
  const overdue = entries.filter((entry) => entry.isOverdue).length;
  // Until the count comes, its box keeps its place (drawn empty, hidden from assistive
  // technology), so the dashboard below it does not move when it arrives.
  const isCounting = !inbox.data;
  const content = (
    <>
      <MessagesSquare className="size-5 text-gold" aria-hidden />
      <span className={cn('font-semibold', isCounting && 'invisible')}>
        {entries.length === 1 ? '1 customer waits' : `${entries.length} customers wait`} for an
        answer
      </span>
      <span className={cn('text-sm text-muted', isCounting && 'invisible')}>
        {priority} priority · {overdue} overdue · open the support inbox
      </span>
    </>
  );
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      {isCounting ? (
        <div aria-hidden className={boxClass}>
          {content}
        </div>
      ) : (
        <Link href="/admin/support" className={cn(boxClass, 'hover:border-gold/60')}>
          {content}
        </Link>
      )}
    </div>
  );
}
