import {
  findProduct,
  orderQuestionnairePath,
  questionnairePathFor,
} from '../../../common/catalogue';
import { purchaseStorageKey } from '../../../common/checkout';

interface QuestionnaireLinkInput {
  /** `?product=` of the success page. */
  product: string | null;
  /** `?purchase=` of the success page, set when the link comes from an e-mail. */
  purchaseFromQuery: string | null;
  /** Reads local storage; injected so the rule is testable without a browser. */
  readStored: (key: string) => string | null;
}

/**
 * The link to the questionnaire that follows a purchase (products with a questionnaire), or null when the
 * product has none or no purchase id is known. The id travels in the link so the
 * questionnaire also works on another device (decision 065).
 */
export function questionnaireLinkFor(input: QuestionnaireLinkInput): string | null {
  const product = findProduct(input.product);
  if (!product) return null;
  if (!questionnairePathFor(product)) return null;
  const purchaseId =
    input.purchaseFromQuery?.trim() || input.readStored(purchaseStorageKey(product.id));
  if (!purchaseId) return null;
  return orderQuestionnairePath(product, purchaseId);
}
