import { MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import { useAnswerCustomer, useMarkThreadSeen, useReaderThread } from '../api/support-thread';
import { formatLongDay, viewerZone } from '../../../../common/format';
import { MessageForm } from './message-form';
import { MessageList } from './message-list';

/** The order's support thread on the admin order page: read it and answer the customer. */
export function ReaderSupportPanel({ purchaseId }: { purchaseId: string }) {
  const thread = useReaderThread(purchaseId);
  const answer = useAnswerCustomer(purchaseId);
  const { mutate: markSeen } = useMarkThreadSeen(purchaseId);
  const view = thread.data;
  const hasUnseen = Boolean(
    view?.messages.some((message) => message.side === 'customer' && !message.readAt),
  );
  useEffect(() => {
    if (hasUnseen) markSeen();
  }, [hasUnseen, markSeen]);
  if (!view?.window) return null;
  const { window } = view;
  const state = !window.opensAt
    ? 'opens when the written reading is delivered'
    : window.isOpen
      ? window.closesAt
        ? `open until ${formatLongDay(window.closesAt, viewerZone())}`
        : 'open while the sessions run'
      : `closed${window.closesAt ? ` on ${formatLongDay(window.closesAt, viewerZone())}` : ''}`;
  return (
    <section
      className="mx-auto max-w-6xl px-4 pb-10 sm:px-6"
      aria-labelledby="reader-support-heading"
    >
      <div className="rounded-xl border border-border bg-surface/40 p-4 sm:p-6">
        <h2 id="reader-support-heading" className="flex items-center gap-2 text-xl font-semibold">
          <MessagesSquare className="size-5 text-gold" aria-hidden />
          Support thread
        </h2>
        <p className="mt-2 text-sm text-muted">
          {window.name}: {state}. {window.isPriority ? 'Priority support: answer ' : 'Answer '}
          {window.answerTarget.label}.
        </p>
        <div className="mt-4">
          {view.messages.length > 0 || answer.isPending ? (
            <MessageList
              messages={view.messages}
              viewer="reader"
              customerLabel="Customer"
              sending={answer.isPending ? answer.variables?.body : undefined}
            />
          ) : (
            <p className="text-sm text-muted">The customer has not written yet.</p>
          )}
        </div>
        <div className="mt-4">
          {view.canWrite ? (
            <MessageForm label="Your answer" submitLabel="Send answer" sending={answer} />
          ) : (
            <p role="status" className="text-sm text-muted">
              {view.readOnlyReason}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
