import { Suspense } from 'react';
import type {
  ReadingChart as Chart,
  ReadingChartKind,
} from '../../../../common/order-status-reading';
import { lazyComponent } from '../../../lib/lazy-component';
import { useNearViewport } from '../../../lib/use-near-viewport';

const ReadingChartDrawing = lazyComponent(() => import('./reading-chart-drawing'));

/**
 * The room each chart takes once drawn, about (the reading page at 320-390 px and from `sm`
 * on): kept while it is not drawn yet, so the page is as long as it will be and its scroll
 * bar does not jump when a chart comes in.
 */
const roomOf: Record<ReadingChartKind, string> = {
  'astrocartography-map': 'min-h-[410px] sm:min-h-[466px]',
  'human-design-profile': 'min-h-[1300px] sm:min-h-[1054px]',
  'destiny-matrix': 'min-h-[1080px] sm:min-h-[848px]',
  'cosmic-map': 'min-h-[330px] sm:min-h-[472px]',
};

/**
 * One chart of the reading page under its title. The drawings are the page's heaviest part
 * (the map's chunk with the world's countries, and several hundred SVG elements each) and all
 * lie below the fold: each is drawn when the customer scrolls within a screen of it (decision
 * 377), its room kept until then.
 */
export function ReadingChart({ chart, title }: { chart: Chart; title: string | undefined }) {
  const [ref, isNear] = useNearViewport<HTMLDivElement>();
  const room = <div className={roomOf[chart.document]} aria-hidden />;
  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-semibold text-foreground">{title}</h3>
      <div ref={ref} data-chart={chart.document} data-drawn={isNear ? 'true' : 'false'}>
        {isNear ? (
          <Suspense fallback={room}>
            <ReadingChartDrawing chart={chart} />
          </Suspense>
        ) : (
          room
        )}
      </div>
    </div>
  );
}
