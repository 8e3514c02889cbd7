import { CalendarClock, Video } from 'lucide-react';
import { memo, useCallback, useMemo, useState } from 'react';
import { slotsByDay } from '../../../../common/booking-slots';
import {
  meetingLinkLead,
  sessionsOwed,
  type BookingView,
  type SessionKindView,
} from '../../../../common/bookings';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import {
  newAttemptKey,
  nextSlotsOf,
  useChangeSession,
  useOrderSessions,
} from '../api/order-sessions';
import { ConfirmSession, type ChosenTime } from './confirm-session';
import { sessionsSentences } from './session-sentences';
import { ReadingSection } from './reading-section';
import { formatTime, formatWeekday, formatZoneName, viewerZone } from '../../../../common/format';
import { TimeZoneSelect } from './time-zone-select';

const DAYS_AT_ONCE = 7;

/** The number the shop gives the next booking of a kind: the first one not yet booked. */
function nextNumberOf(kind: SessionKindView): number {
  const taken = new Set(kind.bookings.map((booking) => booking.sessionNumber));
  let number = 1;
  while (taken.has(number)) number += 1;
  return number;
}

interface SlotButtonsProps {
  starts: readonly string[];
  timeZone: string;
  isDisabled: boolean;
  onChoose: (startsAt: string) => void;
}

/** A row of free times; drawn again only when the times, the zone or `isDisabled` change. */
const SlotButtons = memo(function SlotButtons({
  starts,
  timeZone,
  isDisabled,
  onChoose,
}: SlotButtonsProps) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {starts.map((start) => (
        <li key={start}>
          <Button size="sm" variant="outline" disabled={isDisabled} onClick={() => onChoose(start)}>
            {formatTime(start, timeZone)}
          </Button>
        </li>
      ))}
    </ul>
  );
});

interface FreeDaysProps {
  slots: readonly string[];
  timeZone: string;
  daysShown: number;
  isDisabled: boolean;
  onChoose: (startsAt: string) => void;
}

/**
 * The free times of a kind, a day at a time, `daysShown` days. Memoised, so a tap on a time
 * (which opens the confirm step) does not draw the list again.
 */
const FreeDays = memo(function FreeDays({
  slots,
  timeZone,
  daysShown,
  isDisabled,
  onChoose,
}: FreeDaysProps) {
  const days = useMemo(
    () =>
      slotsByDay(
        slots.map((start) => ({ start: new Date(start), end: new Date(start) })),
        timeZone,
      ).map((day) => ({
        date: day.date,
        starts: day.slots.map((slot) => slot.start.toISOString()),
      })),
    [slots, timeZone],
  );
  return days.slice(0, daysShown).map((day) => (
    <div key={day.date} className="mt-3">
      <p className="text-sm font-medium text-foreground">
        {formatWeekday(day.starts[0]!, timeZone)}
      </p>
      <SlotButtons
        starts={day.starts}
        timeZone={timeZone}
        isDisabled={isDisabled}
        onChoose={onChoose}
      />
    </div>
  ));
});

interface Picking {
  kind: SessionKindView;
  /** Moving this booking; booking a new session otherwise. */
  moving: BookingView | null;
}

/** "Book your session": the order's sessions, free times in the customer's zone, and changes. */
export function BookSessions({ token }: { token: string }) {
  const sessions = useOrderSessions(token);
  const change = useChangeSession(token);
  const [timeZone, setTimeZone] = useState(viewerZone);
  const [picking, setPicking] = useState<Picking | null>(null);
  const [daysShown, setDaysShown] = useState(DAYS_AT_ONCE);
  const [chosen, setChosen] = useState<ChosenTime | null>(null);
  const { reset } = change;
  /** A tap on a time opens the confirm step; nothing is booked yet. */
  const choose = useCallback(
    (startsAt: string) => {
      if (!picking) return;
      reset();
      setChosen({
        kind: picking.kind,
        sessionNumber: picking.moving?.sessionNumber ?? nextNumberOf(picking.kind),
        isMove: picking.moving !== null,
        startsAt,
        attemptKey: newAttemptKey(),
      });
    },
    [picking, reset],
  );
  const view = sessions.data;
  if (!view || view.kinds.length === 0) return null;
  const offered = nextSlotsOf(change.error);
  const owed = sessionsOwed(view);

  function confirm() {
    if (!chosen || !picking) return;
    const { startsAt, attemptKey: idempotencyKey } = chosen;
    const done = {
      onSuccess: () => {
        setChosen(null);
        setPicking(null);
      },
      // Someone took the time: back to the list, which offers the times still free.
      onError: (error: unknown) => {
        if (nextSlotsOf(error)) setChosen(null);
      },
    };
    if (picking.moving)
      change.mutate({ kind: 'move', bookingId: picking.moving.id, startsAt, idempotencyKey }, done);
    else
      change.mutate(
        { kind: 'book', sessionKey: picking.kind.key, startsAt, timeZone, idempotencyKey },
        done,
      );
  }

  const sold = view.kinds.reduce((sum, kind) => sum + kind.count, 0);
  const sentences = sessionsSentences({ sold, owed, readerName: view.readerName });
  return (
    <ReadingSection
      title={sentences.title}
      icon={<CalendarClock className="size-5 text-gold" aria-hidden />}
    >
      <p className="font-medium text-foreground">{sentences.owed}</p>
      <p>
        {sentences.reader ? `${sentences.reader} ` : ''}
        Times are shown in <strong className="text-foreground">{formatZoneName(timeZone)}</strong> (
        {timeZone}).
      </p>
      <label className="mt-3 grid gap-1 text-sm sm:max-w-sm">
        Your time zone
        <TimeZoneSelect value={timeZone} onChange={setTimeZone} />
      </label>
      <ConfirmSession
        chosen={chosen}
        timeZone={timeZone}
        readerName={view.readerName}
        isPending={change.isPending}
        error={chosen ? change.error : null}
        onConfirm={confirm}
        onChooseAnother={() => {
          change.reset();
          setChosen(null);
        }}
      />
      {change.error && !chosen ? (
        <div
          role="alert"
          className="mt-4 rounded-md border border-red-400/40 bg-red-500/10 px-3 py-2 text-red-200"
        >
          {messageOf(change.error, 'That did not work. Please try again.')}
          {offered && offered.length > 0 && picking ? (
            <>
              <span className="block">Free now:</span>
              <SlotButtons
                starts={offered}
                timeZone={timeZone}
                isDisabled={change.isPending}
                onChoose={choose}
              />
            </>
          ) : null}
        </div>
      ) : null}
      <div className="mt-4 grid gap-5">
        {view.kinds.map((kind) => {
          const left = kind.count - kind.bookings.length;
          const isPicking = picking?.kind.key === kind.key;
          return (
            <div key={kind.key} className="rounded-lg border border-border bg-surface px-4 py-3">
              <h3 className="font-semibold text-foreground">{kind.name}</h3>
              <ul className="mt-2 grid gap-2">
                {kind.bookings.map((booking) => (
                  <li key={booking.id} className="grid gap-1">
                    <span className="text-foreground">
                      {kind.count > 1 ? `Session ${booking.sessionNumber}: ` : ''}
                      {formatWeekday(booking.startsAt, timeZone)},{' '}
                      {formatTime(booking.startsAt, timeZone)}
                      {booking.status !== 'booked' ? ` (${booking.status})` : ''}
                    </span>
                    {booking.meetingLink ? (
                      <Button asChild size="sm" className="justify-self-start">
                        <a href={booking.meetingLink} target="_blank" rel="noreferrer">
                          <Video aria-hidden /> Join the session
                        </a>
                      </Button>
                    ) : booking.status === 'booked' ? (
                      <span className="text-sm">
                        The meeting link appears here {meetingLinkLead}.
                      </span>
                    ) : null}
                    {booking.canChange ? (
                      <span className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setPicking({ kind, moving: booking })}
                        >
                          Move
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={change.isPending}
                          onClick={() =>
                            change.mutate({
                              kind: 'cancel',
                              bookingId: booking.id,
                              idempotencyKey: newAttemptKey(),
                            })
                          }
                        >
                          Cancel
                        </Button>
                      </span>
                    ) : booking.status === 'booked' ? (
                      <span className="text-sm">
                        Less than {view.changeNoticeHours} hours to go: to change it, write to{' '}
                        <a
                          className="text-gold-bright underline"
                          href={`mailto:${view.supportEmail}`}
                        >
                          {view.supportEmail}
                        </a>
                        .
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
              {!kind.isBookable ? (
                <p className="mt-2 text-sm">
                  {kind.bookableFrom === 'written-delivery'
                    ? 'You can book it once your written reading is delivered; we will e-mail you.'
                    : 'You can book it once your payment is confirmed.'}
                </p>
              ) : left > 0 && !isPicking ? (
                <Button
                  size="sm"
                  className="mt-2"
                  onClick={() => setPicking({ kind, moving: null })}
                >
                  {kind.count > 1
                    ? `Book session ${kind.count - left + 1} of ${kind.count}`
                    : 'Choose a time'}
                </Button>
              ) : null}
              {isPicking ? (
                <div className="mt-3">
                  <p className="text-sm text-foreground">
                    {picking.moving ? 'Choose the new time:' : 'Choose a time:'}{' '}
                    <button type="button" className="underline" onClick={() => setPicking(null)}>
                      Never mind
                    </button>
                  </p>
                  {kind.slots.length === 0 && !picking.moving ? (
                    <p className="mt-2 text-sm">
                      No times are open at the moment. Write to {view.supportEmail} and we will find
                      one.
                    </p>
                  ) : null}
                  <FreeDays
                    slots={kind.slots}
                    timeZone={timeZone}
                    daysShown={daysShown}
                    isDisabled={change.isPending}
                    onChoose={choose}
                  />
                  <Button
                    size="sm"
                    variant="outline"
                    className="mt-3"
                    onClick={() => setDaysShown(daysShown + DAYS_AT_ONCE)}
                  >
                    More days
                  </Button>
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </ReadingSection>
  );
}
