import { MasterBlueprintForm } from '../features/intake/components/master-blueprint-form';
import { QuestionnairePage } from '../features/intake/components/questionnaire-layout';

/** `/master-blueprint-questions?purchase=<id>`: the Master Blueprint questionnaire, of each reading the catalogue gives it. */
export default function MasterBlueprintQuestionsPage() {
  return (
    <QuestionnairePage
      questionnaire="master-blueprint"
      title="Master Blueprint Questionnaire"
      subtitle="Your answers, your resume and photos of both palms let our experts weave astrology, numerology, palmistry and your Destiny Matrix into one strategy for your life."
      form={(order) => <MasterBlueprintForm key={order.purchaseId} order={order} />}
    />
  );
}
