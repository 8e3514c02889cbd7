import type { ReactNode } from 'react';
import { AstrocartographyMap } from '../../../components/charts/astrocartography-map';
import { DestinyMatrixChart } from '../../../components/charts/destiny-matrix';
import type { ReadingChart, ReadingChartKind } from '../../../../common/order-status-reading';
import { Bodygraph } from '../../../components/charts/bodygraph';

type ChartOf<Kind extends ReadingChartKind> = Extract<ReadingChart, { document: Kind }>;

/** How each chart of the view is drawn and introduced; a new chart is one entry (decision 257). */
const chartDrawings: { [Kind in ReadingChartKind]: (chart: ChartOf<Kind>) => ReactNode } = {
  'astrocartography-map': (chart) => <AstrocartographyMap chart={chart} />,
  'human-design-profile': (chart) => <Bodygraph data={chart.bodygraph} />,
  'destiny-matrix': (chart) => <DestinyMatrixChart chart={chart} />,
};

function drawingOf<Kind extends ReadingChartKind>(chart: ChartOf<Kind>): ReactNode {
  return (chartDrawings[chart.document] as (chart: ChartOf<Kind>) => ReactNode)(chart);
}

/**
 * The charts of the reading, drawn in the browser: loaded on their own (React.lazy) so the
 * order page's first load does not carry the world map (decision 256).
 */
export default function ReadingCharts({
  charts,
  titles,
}: {
  charts: readonly ReadingChart[];
  /** The document's name from the catalogue, as the documents list gives it. */
  titles: Partial<Record<ReadingChartKind, string>>;
}) {
  return (
    <div className="grid gap-8">
      {charts.map((chart) => (
        <div key={chart.document} className="grid gap-3">
          <h3 className="text-lg font-semibold text-foreground">{titles[chart.document]}</h3>
          {drawingOf(chart)}
        </div>
      ))}
    </div>
  );
}
