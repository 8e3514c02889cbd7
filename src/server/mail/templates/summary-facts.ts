import {
  birthTimeDependence,
  computeNatalChart,
  describePosition,
  lifePathInterpretation,
  moonSignInterpretation,
  risingSignInterpretation,
  sunSignInterpretation,
  type ChartNoteCode,
  type NatalChart,
  type BirthTimeDependence,
  type TimeDependentItem,
} from '../../../astrology';
import { unlinkable } from './unlinkable';

export { freeSummaryPayloadSchema, type FreeSummaryPayload } from '../contracts';
import type { FreeSummaryPayload } from '../contracts';

/**
 * One of the Big Three: its position ("23°53' Pisces"), or, when it could not be calculated,
 * what it waits for ("Needs your birth time"), said where the position would stand.
 */
export type Placement = { label: 'Sun' | 'Moon' | 'Rising'; text: string } & (
  { position: string; missing?: undefined } | { position: null; missing: string }
);

export interface DetailRow {
  label: string;
  value: string;
}

/** Everything the summary says, as plain text; the template only lays it out. */
export interface SummaryFacts {
  firstName: string;
  placements: Placement[];
  lifePath: { number: number; working: string; text: string };
  details: DetailRow[];
  notes: string[];
  /** Birth time unknown: what a birth time would settle (decision 307); empty when known. */
  timeDependence: TimeDependentItem[];
}

const months = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July',
  'August', 'September', 'October', 'November', 'December',
]; // prettier-ignore

export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

/** "00:15" -> "12:15 AM (00:15)": the form asked for AM/PM, so a slip there shows. */
export function clockText(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const meridiem = hour < 12 ? 'AM' : 'PM';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${hour % 12 || 12}:${pad(minute)} ${meridiem} (${time})`;
}

/** -360 -> "UTC−06:00"; local mean time keeps its seconds: "UTC+00:53:28". */
export function utcOffsetText(offsetMinutes: number): string {
  const totalSeconds = Math.round(Math.abs(offsetMinutes) * 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const sign = offsetMinutes < 0 ? '−' : '+';
  return `UTC${sign}${pad(hours)}:${pad(minutes)}${seconds ? `:${pad(seconds)}` : ''}`;
}

export function coordinatesText(latitude: number, longitude: number): string {
  const northSouth = `${Math.abs(latitude).toFixed(2)}° ${latitude < 0 ? 'S' : 'N'}`;
  const eastWest = `${Math.abs(longitude).toFixed(2)}° ${longitude < 0 ? 'W' : 'E'}`;
  return `${northSouth}, ${eastWest}`;
}

/**
 * The Moon as the chart gives it, or, drawn for noon without a birth time on a day the Moon
 * changed sign, both signs with its range that day (decision 307), read for its noon sign.
 */
function moonPlacement(chart: NatalChart): Placement {
  const text = moonSignInterpretation(chart.moon.sign);
  const dependence = birthTimeDependence(chart);
  const range = dependence?.items.find((item) => item.key === 'moon');
  if (!dependence || !range || dependence.moon.signs.length < 2) {
    return { label: 'Moon', position: describePosition(chart.moon), text };
  }
  return {
    label: 'Moon',
    position: dependence.moon.signs.join(' or '),
    text: `${range.text} Read for its noon sign, ${text.charAt(0).toLowerCase()}${text.slice(1)}`,
  };
}

/** Sun, Moon and Rising with their texts; `whenNoRising` says why the Rising sign is missing. */
export function bigThreePlacements(
  chart: NatalChart,
  whenNoRising = 'Your Rising sign changes every two hours or so and depends on where you were born, so it needs a birthplace we recognise and a birth time. See the note below.',
): Placement[] {
  const rising: Placement = chart.ascendant
    ? {
        label: 'Rising',
        position: describePosition(chart.ascendant),
        text: risingSignInterpretation(chart.ascendant.sign),
      }
    : {
        label: 'Rising',
        position: null,
        // What it waits for, where a position would stand: a time, or a place we recognise.
        missing: chart.notes.some((note) => note.code === 'time-unknown')
          ? 'Needs your birth time'
          : 'Needs your birthplace',
        text: whenNoRising,
      };
  return [
    {
      label: 'Sun',
      position: describePosition(chart.sun),
      text: sunSignInterpretation(chart.sun.sign),
    },
    moonPlacement(chart),
    rising,
  ];
}

/** A birth time as the summary shows it, or that the visitor does not know it. */
function timeText(time: string | null, suffix = ''): string {
  return time ? `${clockText(time)}${suffix}` : 'time not known';
}

/**
 * The Big Three of a chart drawn for noon because the time is unknown: the Rising sign is never
 * stated, and the Moon is given as `bigThreePlacements` gives it (both signs when it changed).
 */
function placementsWithoutTime(chart: NatalChart, dependence: BirthTimeDependence): Placement[] {
  const rising = dependence.items.find((item) => item.key === 'rising')?.text ?? '';
  return bigThreePlacements(chart).map((placement): Placement =>
    placement.label === 'Rising'
      ? {
          label: 'Rising',
          position: null,
          missing: 'Needs your birth time',
          text: `${rising} If you find your birth time (a birth certificate often records it), fill in the free form again and a new summary will follow.`,
        }
      : placement,
  );
}

function detailsOf(payload: FreeSummaryPayload, chart: NatalChart): DetailRow[] {
  const utc = chart.utc.slice(11, 16);
  const used = `${longDate(chart.utc.slice(0, 10))}, ${utc} UTC`;
  if (!chart.place) {
    return [
      { label: 'Birthplace', value: `"${payload.birthLocation}" (not recognised)` },
      {
        label: 'Birth date and time',
        value: `${longDate(payload.birthDate)}, ${timeText(payload.birthTime)}`,
      },
      {
        label: 'Calculated for',
        value: `${used} (${payload.birthTime ? 'your clock time' : 'noon'} read as UTC)`,
      },
    ];
  }
  const place = chart.place;
  const birthplace =
    place.precision === 'city'
      ? `${place.name} (${coordinatesText(place.latitude, place.longitude)})`
      : `"${payload.birthLocation}" (town not found; we used the clock of ${place.name})`;
  return [
    { label: 'Birthplace', value: birthplace },
    ...(place.name === payload.birthLocation || place.precision !== 'city'
      ? []
      : [{ label: 'You wrote', value: payload.birthLocation }]),
    {
      label: 'Birth date and time',
      value: `${longDate(payload.birthDate)}, ${timeText(payload.birthTime, ' local time')}`,
    },
    {
      label: 'Time zone',
      value: `${place.timeZone}, ${utcOffsetText(place.utcOffsetMinutes)} on that date`,
    },
    {
      label: 'Calculated for',
      value: payload.birthTime ? used : `${used} (local noon, as no birth time was given)`,
    },
  ];
}

/**
 * What to do about a place the chart could not use. The summary is made from the sign-up as
 * sent and nobody edits a sign-up, so the way to a corrected one is a new sign-up.
 */
const askForTown: Partial<Record<ChartNoteCode, string>> = {
  'place-unresolved':
    'For your Rising sign, fill in the free form again with your birthplace as "City, Country" (the nearest town is fine: pick it from the suggestions) and a new summary will follow.',
  'place-approximate':
    'For your Rising sign, fill in the free form again with the town you were born in, or the nearest one (pick it from the suggestions), and a new summary will follow.',
};

function notesOf(chart: NatalChart): string[] {
  // An unknown time has its own section ("What your birth time would settle").
  const notes = chart.notes.filter((note) => note.code !== 'time-unknown');
  return notes.map((note) => {
    const ask = askForTown[note.code];
    return ask ? `${note.message} ${ask}` : note.message;
  });
}

/** Computes the chart (pure, a few milliseconds) and words every fact the mail shows. */
export function summaryFacts(payload: FreeSummaryPayload): SummaryFacts {
  const chart = computeNatalChart({
    date: payload.birthDate,
    time: payload.birthTime,
    place: payload.birthLocation,
  });
  const { reduced } = chart.lifePath;
  const dependence = birthTimeDependence(chart);
  const isMoonSaid = (dependence?.moon.signs.length ?? 0) > 1;
  // The visitor's own words, made unlinkable; the chart above read them as typed.
  const shown = {
    ...payload,
    fullName: unlinkable(payload.fullName),
    birthLocation: unlinkable(payload.birthLocation),
  };
  return {
    firstName: shown.fullName.split(/\s+/)[0] ?? shown.fullName,
    placements: dependence ? placementsWithoutTime(chart, dependence) : bigThreePlacements(chart),
    lifePath: {
      number: chart.lifePath.number,
      working: `${reduced.month} + ${reduced.day} + ${reduced.year} = ${reduced.sum}${reduced.sum === chart.lifePath.number ? '' : ` → ${chart.lifePath.number}`}`,
      text: lifePathInterpretation(chart.lifePath.number),
    },
    details: detailsOf(shown, chart),
    notes: notesOf(chart).map((note) =>
      note.replaceAll(payload.birthLocation, shown.birthLocation),
    ),
    // The Rising sign, and a Moon that changed sign, are said with the Big Three; the rest here.
    timeDependence: (dependence?.items ?? []).filter(
      (item) => item.key !== 'rising' && !(item.key === 'moon' && isMoonSaid),
    ),
  };
}
