import type { SupportMessageView, SupportSide } from '../../../../common/support';
import { cn } from '../../../lib/cn';
import { formatDayTime, viewerZone } from '../../../../common/format';
import { MessageText } from './message-text';

/** A message's frame; the viewer's own on the right, in gold. */
const bubble = 'max-w-[92%] rounded-lg border px-4 py-3 sm:max-w-[80%]';
const ownBubble = 'justify-self-end border-gold/40 bg-gold/10';

/**
 * The thread, oldest first; the viewer's own messages on the right. `sending` is the text of a
 * message on its way to the shop: it shows at the end at once, marked "Sending…", and gives way
 * to the message the shop answers with (or goes, the text back in the box, if it fails).
 */
export function MessageList({
  messages,
  viewer,
  customerLabel,
  sending,
}: {
  messages: readonly SupportMessageView[];
  viewer: SupportSide;
  customerLabel: string;
  sending?: string;
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
              bubble,
              isOwn ? ownBubble : 'justify-self-start border-border bg-surface/60',
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
      {sending ? (
        <li className={cn(bubble, ownBubble)}>
          <p className="mb-1 text-xs text-muted">
            <span className="font-semibold text-foreground">
              {viewer === 'customer' ? customerLabel : 'You'}
            </span>{' '}
            · Sending…
          </p>
          <div className="text-foreground">
            <MessageText body={sending} />
          </div>
        </li>
      ) : null}
    </ol>
  );
}
