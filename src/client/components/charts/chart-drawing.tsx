import type { ReactNode } from 'react';
import type { ReadingChart, ReadingChartKind } from '../../../common/order-status-reading';
import { AstrocartographyMap } from './astrocartography-map';
import { Bodygraph } from './bodygraph';
import { DestinyMatrixChart } from './destiny-matrix';
import { NatalWheel } from './natal-wheel';

type ChartOf<Kind extends ReadingChartKind> = Extract<ReadingChart, { document: Kind }>;

/** How each chart is drawn in the browser; a new chart is one entry (decision 257). */
const chartDrawings: { [Kind in ReadingChartKind]: (chart: ChartOf<Kind>) => ReactNode } = {
  'astrocartography-map': (chart) => <AstrocartographyMap chart={chart} />,
  'human-design-profile': (chart) => <Bodygraph data={chart.bodygraph} />,
  'destiny-matrix': (chart) => <DestinyMatrixChart chart={chart} />,
  'cosmic-map': (chart) => <NatalWheel chart={chart} />,
};

/** One chart of an order, drawn: the reading page and the readers' workspace both use it. */
export function ChartDrawing<Kind extends ReadingChartKind>({ chart }: { chart: ChartOf<Kind> }) {
  return <>{(chartDrawings[chart.document] as (chart: ChartOf<Kind>) => ReactNode)(chart)}</>;
}
