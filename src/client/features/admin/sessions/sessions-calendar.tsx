import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CalendarSession } from '../../../../common/bookings';
import {
  formatDayRange,
  formatHour,
  formatShortWeekday,
  viewerZone,
} from '../../../../common/format';
import { Button } from '../../../components/ui/button';
import { ChoiceButtons } from '../shared/choice-buttons';
import { useSessionCalendar } from './api';
import { daysFrom, hoursShown, localDay, type HourSpan } from './calendar-layout';
import { DayColumn } from './day-column';

/**
 * Pixels per hour of the grid: an hour's session holds its three lines (time, customer, session
 * and reader) whole; at 48 the third was cut in half.
 */
const HOUR_HEIGHT = 60;
/** Below Tailwind's `sm` a week of columns does not fit: the grid shows one day. */
const WIDE_ENOUGH = '(min-width: 640px)';

function useIsWide(): boolean {
  const query = () => typeof window !== 'undefined' && window.matchMedia(WIDE_ENOUGH).matches;
  const [isWide, setIsWide] = useState(query);
  useEffect(() => {
    const media = window.matchMedia(WIDE_ENOUGH);
    const update = () => setIsWide(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return isWide;
}

const calendarViews = ['day', 'week'] as const;
type CalendarView = (typeof calendarViews)[number];
const calendarViewNames: Record<CalendarView, string> = { day: 'Day', week: 'Week' };

const rangeOf = (item: { start: string; end: string }) => ({
  start: new Date(item.start),
  end: new Date(item.end),
});
const sessionRange = (item: CalendarSession) => rangeOf({ start: item.startsAt, end: item.endsAt });

/**
 * Every reader's sessions on a day or week grid in this browser's zone: days across, hours down,
 * each session placed at its time and linked to its order, the readers' working hours shaded.
 * On a phone it shows one day.
 */
export function SessionsCalendar() {
  const isWide = useIsWide();
  const [chosenView, setView] = useState<CalendarView>('week');
  const view = isWide ? chosenView : 'day';
  const [first, setFirst] = useState(() => localDay(new Date()));
  const count = view === 'day' ? 1 : 7;
  const days = daysFrom(first, count);
  const calendar = useSessionCalendar(first.toISOString(), count);
  const sessions = calendar.data?.sessions ?? [];
  const working = (calendar.data?.readerHours ?? []).flatMap((reader) =>
    reader.ranges.map(rangeOf),
  );
  const hours: HourSpan = hoursShown(days, [...sessions.map(sessionRange), ...working]);
  const step = (direction: number) => setFirst(localDay(first, direction * count));
  const unit = view === 'day' ? 'day' : 'week';
  const today = localDay(new Date()).getTime();

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {isWide ? (
          <ChoiceButtons
            label="Show"
            choices={calendarViews}
            names={calendarViewNames}
            chosen={view}
            onChoose={setView}
          />
        ) : null}
        <Button
          size="sm"
          variant="outline"
          aria-label={`Previous ${unit}`}
          onClick={() => step(-1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button size="sm" variant="outline" onClick={() => setFirst(localDay(new Date()))}>
          Today
        </Button>
        <Button size="sm" variant="outline" aria-label={`Next ${unit}`} onClick={() => step(1)}>
          <ChevronRight aria-hidden />
        </Button>
        <h2 className="text-lg font-semibold" aria-live="polite">
          {count === 1
            ? formatDayRange(first, first, viewerZone())
            : formatDayRange(first, days.at(-1)!, viewerZone())}
        </h2>
      </div>
      <p className="text-sm text-muted">
        Times in {viewerZone()}. Shaded: when a reader works.
        {calendar.isSuccess && sessions.length === 0 ? ` No sessions this ${unit}.` : ''}
      </p>
      {calendar.isPending ? <p role="status">Loading sessions...</p> : null}
      <div className="overflow-x-auto rounded-lg border border-border bg-surface">
        <div
          className="grid min-w-full"
          style={{ gridTemplateColumns: `3.5rem repeat(${count}, minmax(7.5rem, 1fr))` }}
        >
          <div className="border-b border-border" />
          {days.map((day) => (
            <div
              key={day.getTime()}
              className={`border-b border-l border-border px-2 py-2 text-center text-sm font-semibold ${
                day.getTime() === today ? 'text-gold-bright' : ''
              }`}
            >
              {formatShortWeekday(day, viewerZone())}
            </div>
          ))}
          <div className="relative" style={{ height: (hours.last - hours.first) * HOUR_HEIGHT }}>
            {Array.from({ length: hours.last - hours.first }, (_, index) => (
              <span
                key={index}
                // The first hour's label sits below the grid's top edge instead of across it,
                // so a session in the first hour has its hour named too.
                className={`absolute right-2 text-xs text-muted ${index === 0 ? '' : '-translate-y-1/2'}`}
                style={{ top: index * HOUR_HEIGHT }}
              >
                {formatHour(hours.first + index)}
              </span>
            ))}
          </div>
          {days.map((day) => (
            <DayColumn
              key={day.getTime()}
              day={day}
              hours={hours}
              hourHeight={HOUR_HEIGHT}
              sessions={sessions}
              working={working}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
