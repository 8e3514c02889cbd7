import type { FactCheckStatement } from '../../../../common/workspace';
import type { WrittenDoc } from '../../../../common/written-reading';
import { messageOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFactCheck } from '../api/fact-check-section';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Statement({ statement }: { statement: FactCheckStatement }) {
  const isFalse = statement.verdict === 'false';
  return (
    <li
      className={cn(
        'rounded-md border-l-4 bg-surface px-3 py-2',
        isFalse ? 'border-destructive' : 'border-warning',
      )}
    >
      <p>
        <span className="font-semibold">{isFalse ? 'Contradicts the chart' : 'Uncertain'}:</span> “
        {statement.text}”
      </p>
      <p className="text-muted">
        {isFalse ? 'The chart says' : 'Without the birth time'}: {statement.chart}
      </p>
    </li>
  );
}

/**
 * What the fact check found in this section (decision 350): statements that contradict the
 * buyer's chart, and those the birth time would settle, with what the chart says.
 */
export function FactCheckList({
  purchaseId,
  sectionKey,
  doc,
}: {
  purchaseId: string;
  sectionKey: string;
  doc: WrittenDoc;
}) {
  const check = useFactCheck(purchaseId, sectionKey, doc);
  let summary: string;
  const statements = check.data?.statements ?? [];
  const flagged = statements.filter((statement) => statement.verdict !== 'true');
  if (check.isError) summary = messageOf(check.error, 'The chart check could not run.');
  else if (!check.data) summary = 'Checking what you wrote against the chart…';
  else if (!check.data.checked) summary = 'This order holds no birth data to check against.';
  else if (statements.length === 0) summary = 'No statement about the chart yet.';
  else {
    const contradictions = statements.filter((statement) => statement.verdict === 'false').length;
    const uncertain = flagged.length - contradictions;
    summary = `${plural(statements.length, 'statement', 'statements')} about the chart: ${
      contradictions === 0 && uncertain === 0
        ? 'all agree with it.'
        : [
            contradictions ? plural(contradictions, 'contradicts it', 'contradict it') : '',
            uncertain ? `${uncertain} need${uncertain === 1 ? 's' : ''} the birth time` : '',
          ]
            .filter(Boolean)
            .join(', ') + '.'
    }`;
  }
  return (
    <section aria-label="Chart check" className="grid gap-2 text-sm">
      <h3 className="font-sans text-sm font-semibold text-muted">Chart check</h3>
      <p aria-live="polite">{summary}</p>
      {flagged.length > 0 ? (
        <ul className="grid gap-2">
          {flagged.map((statement) => (
            <Statement
              key={`${statement.block}:${statement.start}:${statement.text}`}
              statement={statement}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
