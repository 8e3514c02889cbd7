import { createElement } from 'react';
import type { ReadingChart } from '../../../common/order-status-reading';
import { ChartWheel } from '../documents/chart-wheel';
import { svgTreeOf } from '../documents/svg-tree-of';
import { natalChartOf, type BirthInput } from './chart-facts';

/**
 * The natal wheel for the workspace, drawn by the Cosmic Map's own `ChartWheel` and handed to the
 * browser as SVG data (issue 36): the reader sees the wheel the documents print, not a list.
 */
export function drawnWheelOf(birth: BirthInput | null): ReadingChart[] {
  const chart = birth ? natalChartOf(birth) : null;
  if (!chart) return [];
  return [
    { document: 'cosmic-map', wheel: svgTreeOf(createElement(ChartWheel, { chart, width: 380 })) },
  ];
}
