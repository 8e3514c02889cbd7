import { CalendarDays, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import type { QuestionnaireKind } from '../../../../common/catalogue';
import { formatLongDay, viewerZone } from '../../../../common/format';
import type { IntakeOrderView } from '../../../../common/intake';
import { Card, CardContent } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';
import { IntakeGate } from './intake-gate';

interface QuestionnairePageProps {
  questionnaire: QuestionnaireKind;
  title: string;
  subtitle: string;
  form: (order: IntakeOrderView) => ReactNode;
}

/**
 * A questionnaire's page. Its heading is the same for every buyer, so the page draws it as it
 * arrives and only what follows waits for the order: the form, or why there is none (decision
 * 298).
 */
export function QuestionnairePage({
  questionnaire,
  title,
  subtitle,
  form,
}: QuestionnairePageProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="text-center">
        <h1 className="text-4xl font-semibold text-balance sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl leading-relaxed text-muted">{subtitle}</p>
      </header>
      <IntakeGate questionnaire={questionnaire}>
        {(order) => <QuestionnaireOrder order={order}>{form(order)}</QuestionnaireOrder>}
      </IntakeGate>
    </div>
  );
}

/** Which order the questionnaire is for (no personal data), then its form. */
function QuestionnaireOrder({ order, children }: { order: IntakeOrderView; children: ReactNode }) {
  return (
    <>
      <div className="mt-5 text-center text-sm">
        <p className="font-semibold tracking-widest text-gold uppercase">{order.productName}</p>
        <p className="mt-1 inline-flex items-center gap-2 text-muted">
          <CalendarDays className="size-4 text-gold" aria-hidden />
          Order placed {formatLongDay(order.orderedAt, viewerZone())}
        </p>
      </div>
      {order.submissions > 0 ? (
        <p
          role="note"
          className="mt-8 flex items-start gap-3 rounded-lg border border-gold/40 bg-gold/10 p-4 text-sm leading-relaxed"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
          <span>
            We already have your answers for this order, thank you. If you would like to change
            something, you can send the questionnaire again: a corrected version replaces what we
            read.
          </span>
        </p>
      ) : null}
      <Card className="mt-8">
        <CardContent className="p-5 sm:p-8">{children}</CardContent>
      </Card>
    </>
  );
}
