import { Link } from 'wouter';
import { cn } from '../../../lib/cn';
import type { CalendarSession } from '../../../../common/bookings';
import { sessionNameOf } from '../../../../common/catalogue';
import { formatTime, viewerZone } from '../../../../common/format';
import { isCompact, lanesOf, placeInDay, type HourSpan } from './calendar-layout';

interface DayColumnProps {
  day: Date;
  hours: HourSpan;
  hourHeight: number;
  sessions: CalendarSession[];
  working: { start: Date; end: Date }[];
}

/** One day of the grid: hour lines, the readers' working time shaded, the sessions at their time. */
export function DayColumn({ day, hours, hourHeight, sessions, working }: DayColumnProps) {
  const lines = hours.last - hours.first;
  const shaded = working
    .map((range) => placeInDay(range, day, hours))
    .filter((placement) => placement !== null);
  const placed = lanesOf(
    sessions
      .map((item) => ({ item, start: new Date(item.startsAt), end: new Date(item.endsAt) }))
      .filter((entry) => placeInDay(entry, day, hours)),
  );
  return (
    <div className="relative border-l border-border" style={{ height: lines * hourHeight }}>
      {shaded.map((placement, index) => (
        <div
          key={index}
          aria-hidden
          className="absolute inset-x-0 bg-gold/10"
          style={{ top: `${placement.top}%`, height: `${placement.height}%` }}
        />
      ))}
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          aria-hidden
          className="absolute inset-x-0 border-t border-border/60"
          style={{ top: index * hourHeight }}
        />
      ))}
      {placed.map(({ item: entry, lane, lanes }) => {
        const placement = placeInDay(entry, day, hours)!;
        const { item } = entry;
        const name = sessionNameOf(item.sessionKey);
        const when = `${formatTime(entry.start, viewerZone())}-${formatTime(entry.end, viewerZone())}`;
        const who = item.customerName ? ` for ${item.customerName}` : '';
        const status = item.status === 'booked' ? '' : ` (${item.status})`;
        return (
          <Link
            key={item.id}
            href={`/admin/purchase/${item.purchaseId}`}
            aria-label={`Order ${item.reference}: ${name}, session ${item.sessionNumber}, ${when}${who}, with ${item.readerName}${status}`}
            title={`${name}, session ${item.sessionNumber}${who}`}
            className={cn(
              'absolute overflow-hidden rounded-md border border-gold/60 bg-surface-raised px-1.5 text-xs leading-tight shadow-sm hover:border-gold-bright focus-visible:outline-2 focus-visible:outline-ring',
              isCompact(placement, lines * hourHeight) ? 'py-0.5' : 'py-1',
            )}
            style={{
              top: `${placement.top}%`,
              height: `${placement.height}%`,
              left: `calc(${(lane / lanes) * 100}% + 2px)`,
              width: `calc(${100 / lanes}% - 4px)`,
            }}
          >
            {isCompact(placement, lines * hourHeight) ? (
              // A short piece (a session cut by midnight, or a short one) holds one whole line.
              <span className="block truncate">
                <span className="font-mono text-gold-bright">
                  {entry.start.getTime() < day.getTime()
                    ? `until ${formatTime(entry.end, viewerZone())}`
                    : formatTime(entry.start, viewerZone())}
                </span>{' '}
                <span className="font-medium text-foreground">
                  {item.customerName ?? `Order ${item.reference}`}
                  {status}
                </span>
              </span>
            ) : (
              <>
                <span className="block font-mono text-gold-bright">{when}</span>
                <span className="block truncate font-medium text-foreground">
                  {item.customerName ?? `Order ${item.reference}`}
                  {status}
                </span>
                <span className="block truncate text-muted">
                  Session {item.sessionNumber} · {item.readerName}
                </span>
              </>
            )}
          </Link>
        );
      })}
    </div>
  );
}
