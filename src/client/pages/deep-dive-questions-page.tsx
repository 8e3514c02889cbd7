import { IntakeGate } from '../features/intake/components/intake-gate';
import {
  QuestionnaireLayout,
  QuestionnaireOrder,
} from '../features/intake/components/questionnaire-layout';
import { StrategicAlignmentForm } from '../features/intake/components/strategic-alignment-form';
import { usePageTitle } from '../lib/use-page-title';

/** `/deep-dive-questions?purchase=<id>`: the Strategic Alignment questionnaire (product 5). */
export default function DeepDiveQuestionsPage() {
  usePageTitle('Strategic Alignment Questions');
  return (
    <QuestionnaireLayout
      title="Strategic Alignment Questions"
      subtitle="These questions help our experts give you an accurate, personalised reading. Answer in your own words; there are no wrong answers."
    >
      <IntakeGate questionnaire="strategic-alignment">
        {(order) => (
          <QuestionnaireOrder order={order}>
            <StrategicAlignmentForm key={order.purchaseId} order={order} />
          </QuestionnaireOrder>
        )}
      </IntakeGate>
    </QuestionnaireLayout>
  );
}
