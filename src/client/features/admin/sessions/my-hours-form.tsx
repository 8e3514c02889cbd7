import { useForm, useWatch } from 'react-hook-form';
import { viewerZone } from '../../../../common/format';
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

interface HoursValues {
  timeZone: string;
  days: DayHours[];
  daysOff: string;
  buffer: string;
  link: string;
}

function HoursFields({ settings }: { settings: ReaderSettingsInput | null }) {
  const save = useSaveMyHours();
  const { register, handleSubmit, control } = useForm<HoursValues>({
    defaultValues: {
      timeZone: settings?.timeZone ?? viewerZone(),
      days: daysOf(settings),
      daysOff: settings?.daysOff.join(', ') ?? '',
      buffer: String(settings?.bufferMinutes ?? 15),
      link: settings?.meetingLink ?? '',
    },
  });
  // The server checks the hours as a whole (order, overlaps, the link's scheme) and says what is
  // wrong; the form only gathers them.
  const submit = handleSubmit((values) =>
    save.mutate({
      timeZone: values.timeZone,
      weekly: values.days.flatMap((day, index) =>
        day.isWorking ? [{ weekday: index + 1, start: day.start, end: day.end }] : [],
      ),
      daysOff: values.daysOff.split(/[\s,]+/).filter(Boolean),
      bufferMinutes: Number(values.buffer),
      meetingLink: values.link.trim() || null,
    }),
  );
  const timeZone = useWatch({ control, name: 'timeZone' });
  const days = useWatch({ control, name: 'days' });
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [timeZone];
  return (
    <form onSubmit={submit} className="grid max-w-xl gap-4">
      <label className="grid gap-1 text-sm">
        Your time zone
        <select
          className="rounded-md border border-border bg-surface px-3 py-2"
          {...register('timeZone')}
        >
          {(zones.includes(timeZone) ? zones : [timeZone, ...zones]).map((zone) => (
            <option key={zone}>{zone}</option>
          ))}
        </select>
      </label>
      <fieldset className="grid gap-2">
        <legend className="text-sm">Weekly hours (your own clock)</legend>
        {weekdays.map((weekday, index) => (
          <div key={weekday} className="flex flex-wrap items-center gap-2 text-sm">
            <label className="flex w-32 items-center gap-2">
              <input type="checkbox" {...register(`days.${index}.isWorking`)} />
              {weekday}
            </label>
            {days[index]?.isWorking ? (
              <>
                <Input
                  aria-label={`${weekday} from`}
                  type="time"
                  className="w-32"
                  {...register(`days.${index}.start`)}
                />
                to
                <Input
                  aria-label={`${weekday} until`}
                  type="time"
                  className="w-32"
                  {...register(`days.${index}.end`)}
                />
              </>
            ) : null}
          </div>
        ))}
      </fieldset>
      <label className="grid gap-1 text-sm">
        Days off (dates such as 2027-12-24, separated by commas)
        <Input {...register('daysOff')} />
      </label>
      <label className="grid gap-1 text-sm">
        Minutes free after each session
        <Input type="number" min={0} max={240} {...register('buffer')} />
      </label>
      <label className="grid gap-1 text-sm">
        Your meeting room link (https://...)
        <Input type="url" {...register('link')} />
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
