import type { QuestionnaireKind } from '../../../common/catalogue';
import { products } from '../../../common/catalogue';
import { purchaseStorageKey } from '../../../common/checkout';

interface PurchaseIdInput {
  /** `?purchase=` of the page: the link from the success page or the confirmation e-mail. */
  fromQuery: string | null;
  questionnaire: QuestionnaireKind;
  /** Reads local storage; injected so the rule is testable without a browser. */
  readStored: (key: string) => string | null;
}

/** The products whose buyers answer this questionnaire (5; or 6, 7 and 8), in catalogue order. */
export function productIdsFor(questionnaire: QuestionnaireKind): number[] {
  return products
    .filter((product) => product.questionnaire === questionnaire)
    .map((product) => product.id);
}

/**
 * Which order the questionnaire is for: the id in the link wins (it works on any device),
 * else the id checkout stored for one of the questionnaire's products (docs/product.md §4, 9).
 */
export function resolvePurchaseId(input: PurchaseIdInput): string | null {
  const fromQuery = input.fromQuery?.trim();
  if (fromQuery) return fromQuery;
  for (const productId of productIdsFor(input.questionnaire)) {
    const stored = input.readStored(purchaseStorageKey(productId))?.trim();
    if (stored) return stored;
  }
  return null;
}
