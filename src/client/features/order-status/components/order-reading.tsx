import { Orbit } from 'lucide-react';
import type {
  OrderReading as Reading,
  ReadingChartKind,
  ReadingComputedDocument,
} from '../../../../common/order-status-reading';
import { ReadingBirthTimeSection } from './reading-birth-time';
import { ReadingChart } from './reading-chart';
import { ReadingDocuments } from './reading-documents';
import { ReadingSection } from './reading-section';
import { StillToCome } from './still-to-come';

/** The reading's own sections: documents, charts drawn here, and what is still to come. */
export function OrderReading({
  reading,
  readerName,
}: {
  reading: Reading;
  /** The order's reader as the customer knows them, once one is assigned. */
  readerName: string | null;
}) {
  const documents = reading.deliverables.filter(
    (item): item is ReadingComputedDocument => item.kind === 'computed-document',
  );
  const titles: Partial<Record<ReadingChartKind, string>> = {};
  for (const document of documents) {
    if (reading.charts.some((chart) => chart.document === document.document)) {
      titles[document.document as ReadingChartKind] = document.name;
    }
  }
  return (
    <>
      {documents.length > 0 ? <ReadingDocuments documents={documents} /> : null}
      {reading.birthTime ? <ReadingBirthTimeSection birthTime={reading.birthTime} /> : null}
      {reading.charts.length > 0 ? (
        <ReadingSection
          title="Your charts"
          icon={<Orbit className="size-5 text-gold" aria-hidden />}
        >
          <div className="grid gap-8">
            {reading.charts.map((chart) => (
              <ReadingChart key={chart.document} chart={chart} title={titles[chart.document]} />
            ))}
          </div>
        </ReadingSection>
      ) : null}
      <StillToCome deliverables={reading.deliverables} readerName={readerName} />
    </>
  );
}
