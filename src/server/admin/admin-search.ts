import { ADMIN_SEARCH_MIN_LENGTH } from '../../common/admin';

/** What an admin typed, when it is long enough to search by (SPEC.md 9: more than 2). */
export function searchTextOf(query: string | undefined): string | null {
  const text = query?.trim() ?? '';
  return text.length >= ADMIN_SEARCH_MIN_LENGTH ? text : null;
}

const ID_TAIL = /^[0-9a-f]{8}$/i;
const FULL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTENT_ID = /^pi_[A-Za-z0-9_]+$/;

/** The ways one search text can name an order; each is looked up through its own index. */
export interface OrderSearch {
  /** The last 8 characters of an order id, as the admin pages show it (lower case). */
  idTail: string | null;
  fullId: string | null;
  paymentIntentId: string | null;
  /** Any fragment of the customer's name or e-mail. */
  customerFragment: string;
}

export function orderSearchOf(text: string): OrderSearch {
  return {
    idTail: ID_TAIL.test(text) ? text.toLowerCase() : null,
    fullId: FULL_ID.test(text) ? text.toLowerCase() : null,
    paymentIntentId: INTENT_ID.test(text) ? text : null,
    customerFragment: text,
  };
}
