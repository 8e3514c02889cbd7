import { QuestionnairePage } from '../features/intake/components/questionnaire-layout';
import { StrategicAlignmentForm } from '../features/intake/components/strategic-alignment-form';

/** `/deep-dive-questions?purchase=<id>`: the Strategic Alignment questionnaire, of each reading the catalogue gives it. */
export default function DeepDiveQuestionsPage() {
  return (
    <QuestionnairePage
      questionnaire="strategic-alignment"
      title="Strategic Alignment Questions"
      subtitle="These questions help our experts give you an accurate, personalised reading. Answer in your own words; there are no wrong answers."
      form={(order) => <StrategicAlignmentForm key={order.purchaseId} order={order} />}
    />
  );
}
