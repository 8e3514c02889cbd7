import { useCallback, useMemo, useState } from 'react';
import { deliveryChecklist } from '../../../../common/delivery-rules';
import { draftShareOf, untouchedPercent } from '../../../../common/first-draft';
import { formatCount } from '../../../../common/format';
import { deliveryFactsOf, type WorkspaceView } from '../../../../common/workspace';
import type { WrittenDoc } from '../../../../common/written-reading';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { previewPath } from '../api/deliver-reading';
import { useYearEvents } from '../api/get-workspace';
import { DeliverAction } from './deliver-dialog';
import { BuyerQuestions } from './buyer-questions';
import { DeliveryChecklist } from './delivery-checklist';
import { ReadingPanels } from './reading-panels';
import { SectionEditor } from './section-editor';

/** The reader's workspace: everything to read on one side, the reading being written on the other. */
export function Workspace({ view }: { view: WorkspaceView }) {
  const [docs, setDocs] = useState<Record<string, WrittenDoc>>({});
  const onDoc = useCallback(
    (key: string, doc: WrittenDoc) =>
      setDocs((current) => (current[key] === doc ? current : { ...current, [key]: doc })),
    [],
  );
  // The server's rules on the text in the editors now (decision 300): the line the server would
  // refuse on is the line shown here.
  const checklist = deliveryChecklist(deliveryFactsOf(view, docs));
  const share = draftShareOf(
    view.sections.flatMap((section) => {
      const doc = docs[section.key] ?? section.draft?.doc;
      return doc ? [doc] : [];
    }),
  );
  const yearEvents = useYearEvents(view.purchaseId).data?.chart;
  // Kept from render to render, so a key typed in one section draws neither the panels nor the
  // other sections again (both are memoised).
  const withYear = useMemo(
    () => (yearEvents ? { ...view, charts: [...view.charts, yearEvents] } : view),
    [view, yearEvents],
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <section
        aria-label="To read"
        className="min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto"
      >
        <ReadingPanels view={withYear} />
      </section>
      <section aria-label="The reading" className="grid min-w-0 gap-4">
        {view.sections.map((section) => (
          <SectionEditor
            key={section.key}
            purchaseId={view.purchaseId}
            section={section}
            charts={withYear.charts}
            onDoc={onDoc}
          />
        ))}
        <BuyerQuestions view={view} docs={docs} />
        <Card className="grid gap-4 p-4 sm:p-5">
          <h2 className="text-xl font-semibold">Preview and delivery</h2>
          <DeliveryChecklist checklist={checklist} />
          {share.untouchedWords > 0 ? (
            <p className="text-sm text-muted" data-testid="draft-share">
              {untouchedPercent(share)}% of the text ({formatCount(share.untouchedWords)} of{' '}
              {formatCount(share.words)} words) is still the first draft, word for word. It is yours
              to decide; the order page will show how much you wrote or edited.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={previewPath(view.purchaseId)} target="_blank" rel="noreferrer">
                Preview PDF
              </a>
            </Button>
            <DeliverAction purchaseId={view.purchaseId} checklist={checklist} />
          </div>
          <p className="text-sm text-muted">
            The preview and the delivery use the text saved on the server.
            {view.processingStatus === 'delivered'
              ? ' This reading was delivered; delivering again sends a corrected version.'
              : ''}
          </p>
        </Card>
      </section>
    </div>
  );
}
