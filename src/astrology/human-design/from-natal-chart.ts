/** The Human Design chart of a computed natal chart: same birth instant, same unknown-time rule. */
import { birthDaySpan } from '../chart/birth-day';
import type { NatalChart } from '../chart/natal-chart';
import { computeHumanDesign, type HumanDesignChart } from './human-design';

export { birthDaySpan };

export function humanDesignForChart(chart: NatalChart): HumanDesignChart {
  const timeKnown = !chart.notes.some((note) => note.code === 'time-unknown');
  return computeHumanDesign({
    utc: chart.utc,
    unknownTimeSpan: timeKnown ? null : birthDaySpan(chart),
  });
}
