import { createElement } from 'react';
import type { ReadingChart } from '../../../common/order-status-reading';
import { natalChartOf, type BirthInput } from './chart-facts';

/**
 * The natal wheel for the workspace, drawn by the Cosmic Map's own `ChartWheel` and handed to the
 * browser as SVG data (issue 36): the reader sees the wheel the documents print, not a list. The
 * wheel's module brings the PDF renderer, loaded with the first wheel asked for, not at start
 * (decision 321).
 */
export async function drawnWheelOf(birth: BirthInput | null): Promise<ReadingChart[]> {
  const chart = birth ? natalChartOf(birth) : null;
  if (!chart) return [];
  const [{ ChartWheel }, { svgTreeOf }] = await Promise.all([
    import('../documents/chart-wheel'),
    import('../documents/svg-tree-of'),
  ]);
  return [
    { document: 'cosmic-map', wheel: svgTreeOf(createElement(ChartWheel, { chart, width: 380 })) },
  ];
}
