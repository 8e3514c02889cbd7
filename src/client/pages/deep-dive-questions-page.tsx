import { IntakeGate } from '../features/intake/components/intake-gate';
import { QuestionnaireLayout } from '../features/intake/components/questionnaire-layout';
import { StrategicAlignmentForm } from '../features/intake/components/strategic-alignment-form';
import { usePageTitle } from '../lib/use-page-title';

/** `/deep-dive-questions?purchase=<id>`: the Strategic Alignment questionnaire (product 5). */
export default function DeepDiveQuestionsPage() {
  usePageTitle('Strategic Alignment Questions');
  return (
    <IntakeGate questionnaire="strategic-alignment">
      {(order) => (
        <QuestionnaireLayout
          title="Strategic Alignment Questions"
          subtitle="These questions help our experts give you an accurate, personalised reading. Answer in your own words; there are no wrong answers."
          order={order}
        >
          <StrategicAlignmentForm
            key={order.purchaseId}
            purchaseId={order.purchaseId}
            productId={order.productId}
          />
        </QuestionnaireLayout>
      )}
    </IntakeGate>
  );
}
