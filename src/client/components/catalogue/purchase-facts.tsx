import { ClipboardList, Clock, ShieldCheck, type LucideIcon } from 'lucide-react';
import {
  guaranteeName,
  guaranteeTerms,
  type Product,
  type QuestionnaireKind,
} from '../../../common/catalogue';
import { shopConfig } from '../../lib/shop-config';

const questionnaireNotes: Record<QuestionnaireKind | 'none', string> = {
  'strategic-alignment':
    'After payment you answer the Strategic Alignment questions and upload your resume, so the reading speaks to your real work and plans.',
  'master-blueprint':
    'After payment you answer the Master Blueprint questionnaire and upload your resume and clear photos of both palms.',
  none: 'The birth details you give at checkout are all we need.',
};

/** A <dl> group holds only <dt> and <dd>: the icon sits in the term, the text indents to it. */
function Fact({ icon: Icon, label, text }: { icon: LucideIcon; label: string; text: string }) {
  return (
    <div>
      <dt className="flex gap-3 font-semibold">
        <Icon className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden />
        {label}
      </dt>
      <dd className="mt-0.5 pl-8 text-sm leading-relaxed text-muted">{text}</dd>
    </div>
  );
}

/** What happens after buying: delivery, questionnaire, guarantee. */
export function PurchaseFacts({ product }: { product: Product }) {
  const { supportEmail } = shopConfig();
  return (
    <dl className="grid gap-4">
      <Fact icon={Clock} label="Delivery" text={product.delivery} />
      <Fact
        icon={ClipboardList}
        label={product.questionnaire ? 'Questionnaire follows' : 'No questionnaire'}
        text={questionnaireNotes[product.questionnaire ?? 'none']}
      />
      <Fact
        icon={ShieldCheck}
        label={guaranteeName(product)}
        text={`${guaranteeTerms(product)} Write to ${supportEmail} with your order reference.`}
      />
    </dl>
  );
}
