/**
 * The astrocartography map (a catalogue deliverable): cover, the world map on a landscape page, how to
 * read it with every line at a glance, then each body's four lines with the towns near them.
 */
import { Document } from '@react-pdf/renderer';
import type { AstrocartographyReportInput } from '../astrocartography-input';
import { AstrocartographyCover } from './astrocartography-cover';
import { MapLinesSection } from './map-lines-section';
import { MapPage } from './map-page';
import { MapReadingGuide } from './map-reading-guide';
import { ReportPage } from './report-page';

export function AstrocartographyMapDocument({
  input,
  title,
  productName,
}: {
  input: AstrocartographyReportInput;
  title: string;
  productName: string;
}) {
  return (
    <Document title={`${title} - ${input.fullName}`} author={input.shopName}>
      <AstrocartographyCover input={input} title={title} productName={productName} />
      <MapPage input={input} />
      <ReportPage input={input} fontSize={8.5}>
        <MapReadingGuide input={input} />
      </ReportPage>
      <ReportPage input={input} fontSize={8.5}>
        <MapLinesSection input={input} />
      </ReportPage>
    </Document>
  );
}
