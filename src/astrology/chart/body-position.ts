import type { BodyPosition, ChartBody } from './chart-types';
import type { NatalChart } from './natal-chart';

/** One body of a chart by name, whether the chart keeps it at the top level or in `planets`. */
export function bodyPosition(chart: NatalChart, body: ChartBody): BodyPosition {
  if (body === 'sun') return chart.sun;
  if (body === 'moon') return chart.moon;
  return chart.planets[body];
}
