/** The Human Design chart of a computed natal chart: same birth instant, same unknown-time rule. */
import type { NatalChart } from '../chart/natal-chart';
import { wallClockToUtc } from '../time/local-time';
import type { BirthDaySpan } from './birth-day';
import { computeHumanDesign, type HumanDesignChart } from './human-design';

const dayMilliseconds = 86_400_000;

/** 00:00 to 24:00 of the birth date on the birthplace's clock (UTC when the place is unknown). */
export function birthDaySpan(chart: Pick<NatalChart, 'utc' | 'place'>): BirthDaySpan {
  const { place } = chart;
  const localClock = new Date(Date.parse(chart.utc) + (place?.utcOffsetMinutes ?? 0) * 60_000);
  const midnightAsUtc = Date.UTC(
    localClock.getUTCFullYear(),
    localClock.getUTCMonth(),
    localClock.getUTCDate(),
  );
  const atMidnight = (wallAsUtc: number): number => {
    if (!place) return wallAsUtc;
    const day = new Date(wallAsUtc);
    const wall = {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      hour: 0,
      minute: 0,
    };
    return wallClockToUtc(wall, place.timeZone, place.longitude).utcMilliseconds;
  };
  return {
    from: new Date(atMidnight(midnightAsUtc)).toISOString(),
    to: new Date(atMidnight(midnightAsUtc + dayMilliseconds)).toISOString(),
  };
}

export function humanDesignForChart(chart: NatalChart): HumanDesignChart {
  const timeKnown = !chart.notes.some((note) => note.code === 'time-unknown');
  return computeHumanDesign({
    utc: chart.utc,
    unknownTimeSpan: timeKnown ? null : birthDaySpan(chart),
  });
}
