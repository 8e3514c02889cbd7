import type { ReadingChart } from '../../../../common/order-status-reading';
import { ChartDrawing } from '../../../components/charts/chart-drawing';

/**
 * One chart of the reading, drawn in the browser: loaded on its own (React.lazy) so the order
 * page's first load does not carry the world map (decision 256), and only once the customer
 * scrolls near it (decision 377).
 */
export default function ReadingChartDrawing({ chart }: { chart: ReadingChart }) {
  return <ChartDrawing chart={chart} />;
}
