import type { ReadingChart, ReadingChartKind } from '../../../../common/order-status-reading';
import { ChartDrawing } from '../../../components/charts/chart-drawing';

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
          <ChartDrawing chart={chart} />
        </div>
      ))}
    </div>
  );
}
