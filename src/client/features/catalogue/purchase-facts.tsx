import { ClipboardList, Clock, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { Product, QuestionnaireKind } from '../../../common/catalogue';
import { shopConfig } from '../../lib/shop-config';

const questionnaireNotes: Record<QuestionnaireKind | 'none', string> = {
  'strategic-alignment':
    'After payment you answer the Strategic Alignment questions and upload your resume, so the reading speaks to your real work and plans.',
  'master-blueprint':
    'After payment you answer the Master Blueprint questionnaire and upload your resume and clear photos of both palms.',
  none: 'The birth details you give at checkout are all we need.',
};

/** Money-back promises that belong to one product (SPEC.md section 1: tier 7). */
const guarantees: Partial<Record<number, (supportEmail: string) => string>> = {
  7: (supportEmail) =>
    `60-day money-back guarantee. If Destiny Alignment does not feel worth it, write to ${supportEmail} within 60 days of your purchase for a full refund.`,
};

function Fact({ icon: Icon, label, text }: { icon: LucideIcon; label: string; text: string }) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden />
      <div>
        <dt className="font-semibold">{label}</dt>
        <dd className="mt-0.5 text-sm leading-relaxed text-muted">{text}</dd>
      </div>
    </div>
  );
}

/** What happens after buying: delivery, questionnaire, guarantee. */
export function PurchaseFacts({ product }: { product: Product }) {
  const guarantee = guarantees[product.id]?.(shopConfig().supportEmail);
  return (
    <dl className="grid gap-4">
      <Fact icon={Clock} label="Delivery" text={product.delivery} />
      <Fact
        icon={ClipboardList}
        label={product.questionnaire ? 'Questionnaire follows' : 'No questionnaire'}
        text={questionnaireNotes[product.questionnaire ?? 'none']}
      />
      {guarantee ? <Fact icon={ShieldCheck} label="Guarantee" text={guarantee} /> : null}
    </dl>
  );
}
