import type { AdminOrderEvent } from '../../../../common/admin';
import { formatAdminDateTime } from '../shared/format';
import { Section } from '../shared/section';
import { actorName, timelineSentence } from './timeline-sentences';

/** What happened to the order, newest last, each with who and when. */
export function OrderTimeline({ events }: { events: readonly AdminOrderEvent[] }) {
  return (
    <Section title="Order Timeline">
      {events.length === 0 ? (
        <p className="text-muted">Nothing recorded yet.</p>
      ) : (
        <ol className="relative grid gap-4 border-l border-border pl-5">
          {events.map((event) => (
            <li key={event.id} className="relative">
              <span
                className="absolute top-1.5 -left-[25px] size-2.5 rounded-full border border-gold bg-background"
                aria-hidden
              />
              <p className="text-sm leading-snug break-words">{timelineSentence(event)}</p>
              <p className="mt-0.5 text-xs text-muted">
                {actorName(event.actor)} ·{' '}
                <time dateTime={event.createdAt}>{formatAdminDateTime(event.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
