/**
 * The Cosmic Map: cover, wheel, then one flow of bodies by sign and house, key aspects, houses, life
 * path and next steps, so no page is left half empty: 5-6 pages, within the catalogue's 5-7.
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
        <ClosingSection input={input} />
      </ReportPage>
    </Document>
  );
}
