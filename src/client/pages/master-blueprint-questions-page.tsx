import { IntakeGate } from '../features/intake/components/intake-gate';
import { MasterBlueprintForm } from '../features/intake/components/master-blueprint-form';
import {
  QuestionnaireLayout,
  QuestionnaireOrder,
} from '../features/intake/components/questionnaire-layout';
import { usePageTitle } from '../lib/use-page-title';

/** `/master-blueprint-questions?purchase=<id>`: the questionnaire of products 6, 7 and 8. */
export default function MasterBlueprintQuestionsPage() {
  usePageTitle('Master Blueprint Questionnaire');
  return (
    <QuestionnaireLayout
      title="Master Blueprint Questionnaire"
      subtitle="Your answers, your resume and photos of both palms let our experts weave astrology, numerology, palmistry and your Destiny Matrix into one strategy for your life."
    >
      <IntakeGate questionnaire="master-blueprint">
        {(order) => (
          <QuestionnaireOrder order={order}>
            <MasterBlueprintForm key={order.purchaseId} order={order} />
          </QuestionnaireOrder>
        )}
      </IntakeGate>
    </QuestionnaireLayout>
  );
}
