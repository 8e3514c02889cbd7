import type { SupportMessageView, SupportSide } from '../../../../common/support';
import { cn } from '../../../lib/cn';
import { formatDayTime, viewerZone } from '../../../../common/format';
import { MessageText } from './message-text';

/** The thread, oldest first; the viewer's own messages on the right. */
export function MessageList({
  messages,
  viewer,
  customerLabel,
}: {
  messages: readonly SupportMessageView[];
  viewer: SupportSide;
  customerLabel: string;
}) {
  return (
    <ol className="grid gap-3" aria-label="Messages">
      {messages.map((message) => {
        const isOwn = message.side === viewer;
        const author =
          message.side === 'customer' ? customerLabel : (message.authorName ?? 'Your reader');
        return (
          <li
            key={message.id}
            className={cn(
              'max-w-[92%] rounded-lg border px-4 py-3 sm:max-w-[80%]',
              isOwn
                ? 'justify-self-end border-gold/40 bg-gold/10'
                : 'justify-self-start border-border bg-surface/60',
            )}
          >
            <p className="mb-1 text-xs text-muted">
              <span className="font-semibold text-foreground">{author}</span> ·{' '}
              <time dateTime={message.createdAt}>
                {formatDayTime(message.createdAt, viewerZone())}
              </time>
              {isOwn && message.readAt ? ' · Seen' : null}
            </p>
            <div className="text-foreground">
              <MessageText body={message.body} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
