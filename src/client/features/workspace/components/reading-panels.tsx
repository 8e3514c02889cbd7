import { memo, Suspense, useRef, useState, type ReactNode } from 'react';
import { formatBirthData } from '../../../../common/birth-format';
import type { CheckItem, WorkspaceView } from '../../../../common/workspace';
import type { WrittenReadingChart } from '../../../../common/written-reading';
import { Card } from '../../../components/ui/card';
import { lazyComponent } from '../../../lib/lazy-component';
import { useMarkLookedAt } from '../api/mark-looked-at';
import { drawnChartKinds } from './drawn-chart-kinds';
import { PalmPhotos } from './palm-photos';
import { canShowInline, ResumeViewer } from './resume-viewer';

const DrawnChart = lazyComponent(() => import('./drawn-chart'));

function Panel({
  title,
  isOpen = false,
  onOpen,
  children,
}: {
  title: string;
  isOpen?: boolean;
  onOpen?: () => void;
  children: ReactNode;
}) {
  return (
    <Card className="p-0">
      <details
        open={isOpen}
        onToggle={(event) => {
          if (event.currentTarget.open) onOpen?.();
        }}
      >
        <summary className="cursor-pointer px-4 py-3 text-lg font-semibold">{title}</summary>
        <div className="grid gap-3 px-4 pb-4 text-sm">{children}</div>
      </details>
    </Card>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything the reader reads for this order, each part folded away until wanted. */
export const ReadingPanels = memo(function ReadingPanels({ view }: { view: WorkspaceView }) {
  const lookedAt = useMarkLookedAt(view.purchaseId);
  // A chart (or the resume) is drawn once its panel is first opened, never before.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const seen = (item: CheckItem) => view.checks.some((check) => check.item === item);
  // Once per item: the photos' mark still on its way must not swallow the resume's.
  const marking = useRef(new Set<CheckItem>());
  const markSeen = (item: CheckItem) => {
    if (seen(item) || marking.current.has(item)) return;
    marking.current.add(item);
    // A mark that fails is tried again on the next look, as before.
    void lookedAt
      .mutateAsync(item)
      .catch(() => undefined)
      .finally(() => marking.current.delete(item));
  };
  return (
    <div className="grid content-start gap-3">
      <Panel title="Customer and birth data" isOpen>
        <Facts
          rows={[
            ['Name', view.customer.fullName],
            ['E-mail', view.customer.email],
            ...(view.customer.phone ? [['Phone', view.customer.phone] as [string, string]] : []),
            ...(view.birth
              ? ([
                  ['Born', formatBirthData(view.birth.date, view.birth.time)],
                  ...(view.birth.time ? [] : [['Birth time', 'not given']]),
                  ['Place', view.birth.place || 'not given'],
                ] as [string, string][])
              : [['Birth data', 'not given'] as [string, string]]),
          ]}
        />
      </Panel>
      {view.charts.map((chart) => (
        <Panel
          key={chart.chart}
          title={chart.title}
          onOpen={() => setOpened((current) => new Set(current).add(chart.chart))}
        >
          {opened.has(chart.chart) ? (
            <DrawnChartOf purchaseId={view.purchaseId} chart={chart.chart} />
          ) : null}
          <ul className="grid gap-1">
            {chart.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </Panel>
      ))}
      <Panel title={view.questionnaire?.name ?? 'Questionnaire'}>
        {view.questionnaire ? (
          <dl className="grid gap-3">
            {view.questionnaire.answers.map(({ question, answer }) => (
              <div key={question}>
                <dt className="font-semibold">{question}</dt>
                <dd className="whitespace-pre-wrap text-muted">{answer}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-muted">The customer has not answered the questionnaire yet.</p>
        )}
      </Panel>
      {view.resume ? (
        <Panel
          title={`Resume${seen('resume') ? ' ✓' : ''}`}
          onOpen={() => {
            setOpened((current) => new Set(current).add('resume'));
            if (canShowInline(view.resume)) markSeen('resume');
          }}
        >
          {/* Asked for once opened: a frame loads its file even in a closed panel. */}
          {opened.has('resume') ? (
            <ResumeViewer file={view.resume} onDownload={() => markSeen('resume')} />
          ) : null}
        </Panel>
      ) : null}
      {view.palmPhotos.length > 0 ? (
        <Panel
          title={`Palm photos${seen('palm-photos') ? ' ✓' : ''}`}
          onOpen={() => markSeen('palm-photos')}
        >
          <PalmPhotos photos={view.palmPhotos} tips={view.photoTips} />
        </Panel>
      ) : null}
    </div>
  );
});

function DrawnChartOf({ purchaseId, chart }: { purchaseId: string; chart: WrittenReadingChart }) {
  const kind = drawnChartKinds[chart];
  if (!kind) return null;
  return (
    <Suspense fallback={<p role="status">Drawing the chart...</p>}>
      <DrawnChart purchaseId={purchaseId} kind={kind} />
    </Suspense>
  );
}
