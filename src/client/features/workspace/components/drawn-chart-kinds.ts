import type { ReadingChartKind } from '../../../../common/order-status-reading';
import type { WrittenReadingChart } from '../../../../common/written-reading';

/** The workspace's charts that the browser draws, by the reading page's name for them. */
export const drawnChartKinds: Partial<Record<WrittenReadingChart, ReadingChartKind>> = {
  'astrocartography-map': 'astrocartography-map',
  bodygraph: 'human-design-profile',
  'destiny-matrix': 'destiny-matrix',
  'natal-wheel': 'cosmic-map',
};
