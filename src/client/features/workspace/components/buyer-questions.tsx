import { Check, Circle, CircleDot } from 'lucide-react';
import {
  buyerQuestionsOf,
  questionStatuses,
  type QuestionStatus,
} from '../../../../common/first-draft';
import type { WorkspaceView } from '../../../../common/workspace';
import type { WrittenDoc } from '../../../../common/written-reading';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

const statusWords: Record<QuestionStatus, string> = {
  answered: 'Answered',
  'drafted-only': 'Quoted, only the draft speaks to it',
  'not-addressed': 'Not quoted in any section yet',
};

/**
 * The buyer's questions and goals, and which the reading still leaves unanswered: a question
 * counts once the reader has written under its quotation (decision 352). Read from the text in
 * the editors, so it changes as the reader writes.
 */
export function BuyerQuestions({
  view,
  docs,
}: {
  view: Pick<WorkspaceView, 'questionnaire' | 'sections'>;
  docs: Readonly<Record<string, WrittenDoc>>;
}) {
  const questions = buyerQuestionsOf(view.questionnaire);
  if (questions.length === 0) return null;
  const current = view.sections.flatMap((section) => {
    const doc = docs[section.key] ?? section.draft?.doc;
    return doc ? [doc] : [];
  });
  const statuses = questionStatuses(questions, current);
  const open = statuses.filter((each) => each.status !== 'answered');
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <h2 className="text-xl font-semibold" id="buyer-questions">
        The buyer’s questions
      </h2>
      <p className="text-sm text-muted">
        {open.length === 0
          ? `All ${statuses.length} answered in your words.`
          : `${open.length} of ${statuses.length} still unanswered: write under each quotation in your own words.`}
      </p>
      <ul aria-labelledby="buyer-questions" className="grid gap-2 text-sm">
        {statuses.map(({ question, status }) => (
          <li key={question.mark} className="grid gap-0.5">
            <span
              className={cn(
                'flex items-center gap-2 font-medium',
                status === 'answered' ? 'text-success' : 'text-foreground',
              )}
            >
              {status === 'answered' ? (
                <Check className="size-4 shrink-0" aria-hidden />
              ) : status === 'drafted-only' ? (
                <CircleDot className="size-4 shrink-0" aria-hidden />
              ) : (
                <Circle className="size-4 shrink-0" aria-hidden />
              )}
              {question.title}
            </span>
            <span className="pl-6 text-muted">{statusWords[status]}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
