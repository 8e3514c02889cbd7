import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isAtPromisedLength, wordsAgainstPromise } from '../../../../common/delivery-rules';
import type { WorkspaceChartFacts, WorkspaceSection } from '../../../../common/workspace';
import {
  countWords,
  emptyWrittenDoc,
  type WrittenDoc,
  type WrittenReadingChart,
} from '../../../../common/written-reading';
import { Card } from '../../../components/ui/card';
import {
  WrittenEditor,
  type WrittenEditorHandle,
} from '../../../components/written-editor/written-editor';
import { cn } from '../../../lib/cn';
import { useFactCheck } from '../api/fact-check-section';
import { useSectionAutosave } from '../autosave/use-section-autosave';
import { chartCheckMarks } from '../editor/chart-check-marks';
import { ConflictBanner } from './conflict-banner';
import { FactCheckList } from './fact-check-list';
import { RedraftSection } from './redraft-section';
import { SaveStatusLine } from './save-status';
import { SectionVersions } from './section-versions';

/** The charts each written deliverable mostly draws on, shown beside its editor for reference. */
const chartsFor: Record<string, WrittenReadingChart[]> = {
  'intensive-report': ['astrocartography-map', 'bodygraph', 'natal-wheel'],
  palmistry: ['natal-wheel'],
  'strategic-report': ['natal-wheel', 'bodygraph', 'destiny-matrix', 'year-events'],
  'notion-workspace': ['year-events', 'natal-wheel', 'destiny-matrix'],
  'executive-report': ['bodygraph', 'natal-wheel', 'destiny-matrix', 'year-events'],
};

function ReferenceFacts({ charts }: { charts: WorkspaceChartFacts[] }) {
  if (charts.length === 0) return null;
  return (
    <aside aria-label="Facts for reference" className="grid content-start gap-2 text-sm">
      <h3 className="font-sans text-sm font-semibold text-muted">For reference</h3>
      {charts.map((chart) => (
        <details key={chart.chart} className="rounded-md border border-border p-2">
          <summary className="cursor-pointer font-semibold">{chart.title}</summary>
          <ul className="mt-2 grid max-h-72 gap-1 overflow-y-auto text-muted">
            {chart.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </details>
      ))}
    </aside>
  );
}

/** One written deliverable: its editor with autosave, word count, versions and facts beside it. */
export const SectionEditor = memo(function SectionEditor({
  purchaseId,
  section,
  charts,
  onDoc,
}: {
  purchaseId: string;
  section: WorkspaceSection;
  charts: WorkspaceChartFacts[];
  onDoc: (key: string, doc: WrittenDoc) => void;
}) {
  const editor = useRef<WrittenEditorHandle>(null);
  // The text in the editor; null until it first changes, the text it opened with.
  const [changedDoc, setChangedDoc] = useState<WrittenDoc | null>(null);
  const replaceEditorDoc = useCallback((doc: WrittenDoc) => {
    editor.current?.replace(doc);
    setChangedDoc(doc);
  }, []);
  const autosave = useSectionAutosave({ purchaseId, section, replaceEditorDoc });
  const [openingDoc] = useState(() => autosave.initialDoc ?? emptyWrittenDoc);
  const doc = changedDoc ?? openingDoc;
  const words = useMemo(() => countWords(doc), [doc]);
  const check = useFactCheck(purchaseId, section.key, doc);
  const statements = check.data?.statements;
  const marks = useMemo(() => chartCheckMarks(statements ?? []), [statements]);
  // The checklist reads what the editor holds: the text kept on this device may be longer than
  // what the server had when the page asked for the order.
  useEffect(() => onDoc(section.key, doc), [onDoc, section.key, doc]);
  const onChange = (next: WrittenDoc) => {
    setChangedDoc(next);
    autosave.onChange(next);
  };
  const restore = (doc: WrittenDoc) => {
    editor.current?.replace(doc);
    onChange(doc);
  };
  const relevant = charts.filter((chart) =>
    (chartsFor[section.key] ?? charts.map((known) => known.chart)).includes(chart.chart),
  );
  const isLongEnough = isAtPromisedLength(words, section.promisedWords);
  const headingId = `section-${section.key}`;

  return (
    <Card className="grid gap-4 p-4 sm:p-5" aria-labelledby={headingId} role="region">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {section.title}
          </h2>
          <p className="text-sm text-muted">{section.summary}</p>
        </div>
        <p className={cn('text-sm tabular-nums', isLongEnough ? 'text-success' : 'text-muted')}>
          {wordsAgainstPromise(words, section.promisedWords)}
        </p>
      </header>
      {autosave.status.kind === 'conflict' ? (
        <ConflictBanner
          current={autosave.status.current}
          onLoadTheirs={autosave.loadTheirs}
          onKeepMine={autosave.keepMine}
        />
      ) : null}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_16rem]">
        <WrittenEditor
          ref={editor}
          label={section.title}
          initialDoc={autosave.initialDoc}
          charts={charts.map((chart) => chart.chart)}
          marks={marks}
          onChange={onChange}
        />
        <div className="grid content-start gap-4">
          <FactCheckList purchaseId={purchaseId} sectionKey={section.key} check={check} />
          <ReferenceFacts charts={relevant} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SaveStatusLine status={autosave.status} />
        <div className="flex flex-wrap items-center gap-2">
          <RedraftSection
            purchaseId={purchaseId}
            sectionKey={section.key}
            title={section.title}
            doc={doc}
            onDraft={restore}
          />
          <SectionVersions purchaseId={purchaseId} sectionKey={section.key} onRestore={restore} />
        </div>
      </div>
    </Card>
  );
});
