import { sessionNameOf } from '../../../../common/catalogue';
import { useState } from 'react';
import { Link } from 'wouter';
import { slotsByDay } from '../../../../common/booking-slots';
import { Button } from '../../../components/ui/button';
import { useSessionCalendar } from './api';

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const dayLabel = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' }).format(date);
const timeLabel = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** Every reader's sessions by day or week, in this browser's zone, each linked to its order. */
export function SessionsCalendar() {
  const [view, setView] = useState<'day' | 'week'>('week');
  const [from, setFrom] = useState(startOfToday);
  const days = view === 'day' ? 1 : 7;
  const calendar = useSessionCalendar(from.toISOString(), days);
  const sessions = calendar.data?.sessions ?? [];
  const byDay = slotsByDay(
    sessions.map((item) => ({ start: new Date(item.startsAt), end: new Date(item.endsAt) })),
    zone(),
  );
  const move = (direction: number) => setFrom(new Date(from.getTime() + direction * days * DAY_MS));
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={view === 'day' ? 'default' : 'outline'}
          onClick={() => setView('day')}
        >
          Day
        </Button>
        <Button
          size="sm"
          variant={view === 'week' ? 'default' : 'outline'}
          onClick={() => setView('week')}
        >
          Week
        </Button>
        <Button size="sm" variant="outline" onClick={() => move(-1)}>
          Earlier
        </Button>
        <Button size="sm" variant="outline" onClick={() => setFrom(startOfToday())}>
          Today
        </Button>
        <Button size="sm" variant="outline" onClick={() => move(1)}>
          Later
        </Button>
        <p className="text-sm text-muted">
          From {dayLabel(from)}, times in {zone()}
        </p>
      </div>
      {calendar.isPending ? <p role="status">Loading sessions...</p> : null}
      {calendar.isSuccess && sessions.length === 0 ? (
        <p className="text-muted">No sessions in these {days === 1 ? 'hours' : 'days'}.</p>
      ) : null}
      {byDay.map((day) => (
        <section key={day.date} className="rounded-lg border border-border bg-surface p-4">
          <h2 className="font-semibold">{dayLabel(day.slots[0]!.start)}</h2>
          <ul className="mt-2 grid gap-2">
            {sessions
              .filter((item) =>
                day.slots.some((slot) => slot.start.toISOString() === item.startsAt),
              )
              .map((item) => (
                <li key={item.id} className="flex flex-wrap gap-x-3 text-sm">
                  <span className="font-mono text-gold-bright">
                    {timeLabel(item.startsAt)}-{timeLabel(item.endsAt)}
                  </span>
                  <span>
                    {sessionNameOf(item.sessionKey)} #{item.sessionNumber} with {item.readerName}
                    {item.customerName ? ` for ${item.customerName}` : ''}
                    {item.status !== 'booked' ? ` (${item.status})` : ''}
                  </span>
                  <Link
                    href={`/admin/purchase/${item.purchaseId}`}
                    className="text-gold-bright underline"
                  >
                    Order {item.reference}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
