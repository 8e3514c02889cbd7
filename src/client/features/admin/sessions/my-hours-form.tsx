import { useState } from 'react';
import type { ReaderSettingsInput } from '../../../../common/bookings';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { messageOf } from '../../../lib/api-client';
import { useMyHours, useSaveMyHours } from './api';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

interface DayHours {
  isWorking: boolean;
  start: string;
  end: string;
}

function daysOf(settings: ReaderSettingsInput | null): DayHours[] {
  return weekdays.map((_, index) => {
    const window = settings?.weekly.find((item) => item.weekday === index + 1);
    return window
      ? { isWorking: true, start: window.start, end: window.end }
      : { isWorking: false, start: '09:00', end: '17:00' };
  });
}

/** "My hours": the reader's week in their own zone, days off, buffer and meeting link. */
export function MyHoursForm() {
  const hours = useMyHours();
  if (hours.isPending) return <p role="status">Loading your hours...</p>;
  if (hours.isError)
    return <p role="alert">{messageOf(hours.error, 'Your hours could not be loaded.')}</p>;
  return <HoursFields settings={hours.data.settings} />;
}

function HoursFields({ settings }: { settings: ReaderSettingsInput | null }) {
  const save = useSaveMyHours();
  const [timeZone, setTimeZone] = useState(
    settings?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
  const [days, setDays] = useState(() => daysOf(settings));
  const [daysOff, setDaysOff] = useState(settings?.daysOff.join(', ') ?? '');
  const [buffer, setBuffer] = useState(String(settings?.bufferMinutes ?? 15));
  const [link, setLink] = useState(settings?.meetingLink ?? '');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    save.mutate({
      timeZone,
      weekly: days.flatMap((day, index) =>
        day.isWorking ? [{ weekday: index + 1, start: day.start, end: day.end }] : [],
      ),
      daysOff: daysOff.split(/[\s,]+/).filter(Boolean),
      bufferMinutes: Number(buffer),
      meetingLink: link.trim() || null,
    });
  }
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [timeZone];
  return (
    <form onSubmit={submit} className="grid max-w-xl gap-4">
      <label className="grid gap-1 text-sm">
        Your time zone
        <select
          className="rounded-md border border-border bg-surface px-3 py-2"
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
        >
          {(zones.includes(timeZone) ? zones : [timeZone, ...zones]).map((zone) => (
            <option key={zone}>{zone}</option>
          ))}
        </select>
      </label>
      <fieldset className="grid gap-2">
        <legend className="text-sm">Weekly hours (your own clock)</legend>
        {days.map((day, index) => (
          <div key={weekdays[index]} className="flex flex-wrap items-center gap-2 text-sm">
            <label className="flex w-32 items-center gap-2">
              <input
                type="checkbox"
                checked={day.isWorking}
                onChange={(event) =>
                  setDays(
                    days.map((item, at) =>
                      at === index ? { ...item, isWorking: event.target.checked } : item,
                    ),
                  )
                }
              />
              {weekdays[index]}
            </label>
            {day.isWorking ? (
              <>
                <Input
                  aria-label={`${weekdays[index]} from`}
                  type="time"
                  className="w-32"
                  value={day.start}
                  onChange={(event) =>
                    setDays(
                      days.map((item, at) =>
                        at === index ? { ...item, start: event.target.value } : item,
                      ),
                    )
                  }
                />
                to
                <Input
                  aria-label={`${weekdays[index]} until`}
                  type="time"
                  className="w-32"
                  value={day.end}
                  onChange={(event) =>
                    setDays(
                      days.map((item, at) =>
                        at === index ? { ...item, end: event.target.value } : item,
                      ),
                    )
                  }
                />
              </>
            ) : null}
          </div>
        ))}
      </fieldset>
      <label className="grid gap-1 text-sm">
        Days off (dates such as 2027-12-24, separated by commas)
        <Input value={daysOff} onChange={(event) => setDaysOff(event.target.value)} />
      </label>
      <label className="grid gap-1 text-sm">
        Minutes free after each session
        <Input
          type="number"
          min={0}
          max={240}
          value={buffer}
          onChange={(event) => setBuffer(event.target.value)}
        />
      </label>
      <label className="grid gap-1 text-sm">
        Your meeting room link (https://...)
        <Input type="url" value={link} onChange={(event) => setLink(event.target.value)} />
      </label>
      {save.error ? (
        <p role="alert" className="text-red-200">
          {messageOf(save.error, 'Your hours could not be saved.')}
        </p>
      ) : null}
      {save.isSuccess ? <p role="status">Saved.</p> : null}
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        Save my hours
      </Button>
    </form>
  );
}
