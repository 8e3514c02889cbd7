/**
 * Product 2: cover, wheel, bodies by sign and house flowing into the key aspects, then houses,
 * life path and next steps. 6 pages for a full chart, as the catalogue's 5-7 promises.
 */
import { Document } from '@react-pdf/renderer';
import type { ReportInput } from '../report-input';
import { AspectsSection } from './aspects-section';
import { ChartWheelPage } from './chart-wheel-page';
import { ClosingSection } from './closing-section';
import { CosmicMapCover } from './cosmic-map-cover';
import { PlacementsSection } from './placements-section';
import { ReportPage } from './report-page';

export function CosmicMapDocument({ input, title }: { input: ReportInput; title: string }) {
  return (
    <Document title={`${title} - ${input.fullName}`} author={input.shopName}>
      <CosmicMapCover input={input} title={title} />
      <ChartWheelPage input={input} />
      <ReportPage input={input} fontSize={8.5}>
        <PlacementsSection input={input} />
        <AspectsSection input={input} />
      </ReportPage>
      <ClosingSection input={input} />
    </Document>
  );
}
