import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import {
  questionnaireNames,
  questionnaireRoutes,
  type QuestionnaireKind,
} from '../../../../common/catalogue';
import { intakeMessages, type IntakeOrderView } from '../../../../common/intake';
import { messageOf } from '../../../lib/api-client';
import { readLocalStorage } from '../../../lib/purchase-storage';
import { useHydrated } from '../../../lib/use-hydrated';
import { useIntakeOrder } from '../api/get-intake-order';
import { orderTokenFor } from '../order-token';
import { resolvePurchaseId } from '../purchase-id';
import { IntakeLoading, NoOrderFound, OrderRefused, WrongQuestionnaire } from './intake-states';

/** The order's token travels on to the other questionnaire's page (a gift's needs it). */
function tokenPart(purchaseId: string): string {
  const token = orderTokenFor(purchaseId);
  return token ? `#token=${token}` : '';
}

interface IntakeGateProps {
  questionnaire: QuestionnaireKind;
  children: (order: IntakeOrderView) => ReactNode;
}

/**
 * Shows the form only for an order the server says is paid and uses this questionnaire, so a
 * buyer never fills in a form that can only fail; every other case gets a page that says why.
 */
export function IntakeGate({ questionnaire, children }: IntakeGateProps) {
  const [params] = useSearchParams();
  const fromQuery = params.get('purchase');
  const purchaseId = useMemo(
    () => resolvePurchaseId({ fromQuery, questionnaire, readStored: readLocalStorage }),
    [fromQuery, questionnaire],
  );
  const order = useIntakeOrder(purchaseId);
  // The form is drawn in the background once the order arrives: React yields to the browser
  // every few milliseconds while it builds it, instead of one long task.
  const data = useDeferredValue(order.data);
  // The order may be in this browser's storage, which the prerendered page cannot know.
  const isHydrated = useHydrated();

  if (!isHydrated) return <IntakeLoading />;
  if (!purchaseId) return <NoOrderFound />;
  if (order.isError) {
    return <OrderRefused message={messageOf(order.error, intakeMessages.submitFailed)} />;
  }
  if (!data) return <IntakeLoading />;
  if (data.questionnaire !== questionnaire) {
    const other = data.questionnaire;
    return (
      <WrongQuestionnaire
        href={`${questionnaireRoutes[other]}?purchase=${encodeURIComponent(purchaseId)}${tokenPart(purchaseId)}`}
        name={questionnaireNames[other]}
      />
    );
  }
  return children(data);
}
