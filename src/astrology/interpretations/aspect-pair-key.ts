/**
 * Aspect texts are stored once per pair, under a key in chart order ("sun-moon", never
 * "moon-sun"), so (first, second) and (second, first) always read the same.
 */
import { chartBodies, type ChartPoint } from '../chart/chart-types';

export const chartPoints: readonly ChartPoint[] = [...chartBodies, 'ascendant', 'midheaven'];

export type AspectPairKey = `${ChartPoint}-${ChartPoint}`;

/** Every pair an aspect can join: the Ascendant and Midheaven are never paired with each other. */
export const aspectPairKeys: readonly AspectPairKey[] = chartPoints.flatMap((first, index) =>
  chartPoints
    .slice(index + 1)
    .filter((second) => !(first === 'ascendant' && second === 'midheaven'))
    .map((second): AspectPairKey => `${first}-${second}`),
);

export function aspectPairKey(first: ChartPoint, second: ChartPoint): AspectPairKey {
  const [earlier, later] =
    chartPoints.indexOf(first) <= chartPoints.indexOf(second) ? [first, second] : [second, first];
  const key: AspectPairKey = `${earlier}-${later}`;
  if (!aspectPairKeys.includes(key)) {
    throw new RangeError(`No aspect text joins ${first} and ${second}.`);
  }
  return key;
}
