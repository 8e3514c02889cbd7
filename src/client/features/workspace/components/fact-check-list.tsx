import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { factCheckDismissInputSchema, type FactCheckStatement } from '../../../../common/workspace';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { messageOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useDismissStatement, type useFactCheck } from '../api/fact-check-section';

const dismissFormSchema = factCheckDismissInputSchema.pick({ reason: true });
type DismissForm = { reason: string };

interface StatementProps {
  purchaseId: string;
  sectionKey: string;
  statement: FactCheckStatement;
}

/** Keeping a statement the chart contradicts: why, on the order's timeline. */
function DismissStatement({ purchaseId, sectionKey, statement }: StatementProps) {
  const [isOpen, setIsOpen] = useState(false);
  const dismiss = useDismissStatement(purchaseId, sectionKey);
  const form = useForm<DismissForm>({
    resolver: zodResolver(dismissFormSchema),
    defaultValues: { reason: '' },
  });
  if (!isOpen) {
    return (
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto px-0"
        onClick={() => setIsOpen(true)}
      >
        Keep it…
      </Button>
    );
  }
  const onSubmit = form.handleSubmit(({ reason }) =>
    dismiss
      .mutateAsync({ statement: statement.text, chart: statement.chart, reason })
      .catch((error: unknown) =>
        reportMutationError(error, {
          title: 'Not kept',
          fallback: 'The statement could not be kept. Please try again.',
          form,
        }),
      ),
  );
  return (
    <form noValidate className="mt-2 grid gap-2" onSubmit={(event) => void onSubmit(event)}>
      <FormField
        label="Why it stands (kept on the order’s timeline)"
        error={form.formState.errors.reason?.message}
      >
        <Textarea rows={2} className="min-h-16" {...form.register('reason')} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={dismiss.isPending}>
          {dismiss.isPending ? 'Keeping…' : 'Keep the statement'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setIsOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Statement({ purchaseId, sectionKey, statement }: StatementProps) {
  const isFalse = statement.verdict === 'false' && !statement.dismissed;
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
        {statement.verdict === 'false' ? 'The chart says' : 'Without the birth time'}:{' '}
        {statement.chart}
      </p>
      {statement.dismissed ? (
        <p className="text-muted">Why it stands: {statement.dismissed}</p>
      ) : isFalse ? (
        <DismissStatement purchaseId={purchaseId} sectionKey={sectionKey} statement={statement} />
      ) : null}
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
  check,
}: {
  purchaseId: string;
  sectionKey: string;
  check: ReturnType<typeof useFactCheck>;
}) {
  let summary: string;
  const statements = check.data?.statements ?? [];
  const flagged = statements.filter((statement) => statement.verdict !== 'true');
  if (check.isError) summary = messageOf(check.error, 'The chart check could not run.');
  else if (!check.data) summary = 'Checking what you wrote against the chart…';
  else if (!check.data.checked) summary = 'This order holds no birth data to check against.';
  else if (statements.length === 0) summary = 'No statement about the chart yet.';
  else {
    const contradictions = statements.filter(
      (statement) => statement.verdict === 'false' && !statement.dismissed,
    ).length;
    const kept = statements.filter((statement) => statement.dismissed).length;
    const uncertain = flagged.length - contradictions - kept;
    summary = `${plural(statements.length, 'statement', 'statements')} about the chart: ${
      contradictions === 0 && uncertain === 0 && kept === 0
        ? 'all agree with it.'
        : [
            contradictions ? plural(contradictions, 'contradicts it', 'contradict it') : '',
            kept ? `${kept} kept with a reason` : '',
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
              purchaseId={purchaseId}
              sectionKey={sectionKey}
              statement={statement}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
