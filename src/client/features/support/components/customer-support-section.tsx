import { MessagesSquare } from 'lucide-react';
import type { SupportWindowView } from '../../../../common/support';
import { useCustomerThread, useWriteToReader } from '../api/support-thread';
import { formatLongDay, viewerZone } from '../../../../common/format';
import { MessageForm } from './message-form';
import { MessageList } from './message-list';

function windowSentence(window: SupportWindowView): string {
  const until = window.closesAt
    ? `until ${formatLongDay(window.closesAt, viewerZone())}`
    : 'for as long as your sessions run';
  return window.isOpen
    ? `${window.name}: you can write to your reader here ${until}. Your reader answers ${window.answerTarget.label}.`
    : `${window.name} ran ${window.closesAt ? `until ${formatLongDay(window.closesAt, viewerZone())}` : 'with your sessions'}.`;
}

/**
 * "Questions for your reader" on the order page: the order's support thread, opened with the
 * private link's token, shown once the product's support window has opened (decision 282).
 */
export function CustomerSupportSection({ token }: { token: string }) {
  const thread = useCustomerThread(token);
  const write = useWriteToReader(token);
  const view = thread.data;
  if (!view?.window?.opensAt) return null;
  return (
    <section className="mt-8 border-t border-border pt-6" aria-labelledby="support-heading">
      <h2 id="support-heading" className="flex items-center gap-2 text-xl font-semibold">
        <MessagesSquare className="size-5 text-gold" aria-hidden />
        Questions for your reader
      </h2>
      <p className="mt-3 leading-relaxed text-muted">{windowSentence(view.window)}</p>
      {view.messages.length > 0 || write.isPending ? (
        <div className="mt-4">
          <MessageList
            messages={view.messages}
            viewer="customer"
            customerLabel="You"
            sending={write.isPending ? write.variables?.body : undefined}
          />
        </div>
      ) : null}
      <div className="mt-4">
        {view.canWrite ? (
          <MessageForm label="Your question" submitLabel="Send to your reader" sending={write} />
        ) : (
          <p
            role="status"
            className="rounded-md border border-border bg-surface/60 px-3 py-2 text-muted"
          >
            {view.readOnlyReason}
          </p>
        )}
      </div>
    </section>
  );
}
