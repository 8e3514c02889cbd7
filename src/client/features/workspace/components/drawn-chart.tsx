import type { ReadingChartKind } from '../../../../common/order-status-reading';
import { ChartDrawing } from '../../../components/charts/chart-drawing';
import { messageOf } from '../../../lib/api-client';
import { useDrawnCharts } from '../api/get-workspace';

/**
 * One chart drawn above its facts, as the customer's reading page draws it; loaded on its own
 * (React.lazy) so the workspace opens without the world map.
 */
export default function DrawnChart({
  purchaseId,
  kind,
}: {
  purchaseId: string;
  kind: ReadingChartKind;
}) {
  const query = useDrawnCharts(purchaseId, true);
  if (query.isPending) return <p role="status">Drawing the chart...</p>;
  if (query.isError) {
    return <p role="alert">{messageOf(query.error, 'The chart could not be drawn.')}</p>;
  }
  const chart = query.data.charts.find((item) => item.document === kind);
  if (!chart) return <p className="text-muted">This chart needs a birth time and place we know.</p>;
  return <ChartDrawing chart={chart} />;
}
